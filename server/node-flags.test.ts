import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHOP_NODE_FLAGS } from './node-flags.ts'

/** The flags a command line gives node before build/server/shop.js. */
const flagsBeforeShop = (commandLine: string) => {
  const match = /\bnode((?: --[\w=-]+)*) build\/server\/shop\.js\b/.exec(commandLine)
  expect(match, commandLine).not.toBeNull()
  return match![1]!.trim().split(' ')
}

describe('SHOP_NODE_FLAGS', () => {
  it('are the flags `npm start` and `npm run demo` run the server with', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(flagsBeforeShop(scripts.start!)).toEqual([...SHOP_NODE_FLAGS])
    expect(flagsBeforeShop(scripts.demo!)).toEqual([...SHOP_NODE_FLAGS])
  })

  it('are the flags of the image’s CMD', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))
    expect(cmd).not.toBeNull()
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...SHOP_NODE_FLAGS, 'build/server/shop.js'])
  })
})
