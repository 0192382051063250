/**
 * The shop's rules are worded once (RULES in messages.ts): the cart's summary said 「約 7 個工作天到貨」
 * while the product detail and checkout said 7 to 9. No other copy may state the delivery time.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const APP = new URL('../', import.meta.url)

function sourceFiles(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, dir))
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [new URL(entry.name, dir).pathname] : []
  })
}

describe('the delivery time', () => {
  it('is stated in RULES.delivery only; every other copy quotes it', () => {
    const stating = sourceFiles(APP).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /工作天到貨/.test(line))
        .map((line) => `${file.slice(APP.pathname.length)}: ${line.trim()}`),
    )
    expect(stating).toEqual([`lib/messages.ts: delivery: '下單後約 7 到 9 個工作天到貨',`])
  })
})
