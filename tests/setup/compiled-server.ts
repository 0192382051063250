/**
 * The compiled server (spawn-shop.ts) on a free port for a Vitest test, which may expect it to
 * start or to refuse to; killed after the test file. Needs `npm run build` first.
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { spawnShop } from './spawn-shop.ts'

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

export function startCompiledServer(env: Record<string, string>) {
  const { child, exited, output } = spawnShop({ ...process.env, PORT: '0', HOST: '127.0.0.1', ...env })
  children.push(child)
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output().match(/running at (http:\/\/localhost:\d+)\//)
      if (match) {
        clearInterval(timer)
        resolve(match[1]!.replace('localhost', '127.0.0.1'))
      }
    }, 50)
    void exited.then(() => {
      clearInterval(timer)
      reject(new Error(`server exited before listening:\n${output()}`))
    })
  })
  ready.catch(() => {}) // awaited by the tests that expect a start
  return { child, ready, exited, output }
}

export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-test-'))
  fs.chmodSync(dir, 0o755)
  return dir
}
