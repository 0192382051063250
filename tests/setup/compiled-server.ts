/**
 * The compiled server (build/server/shop.js, what `npm start` runs) as a child process on a free
 * port, its stdout and stderr kept for the test to read. Needs `npm run build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

export function startCompiledServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['build/server/shop.js'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/running at (http:\/\/localhost:\d+)\//)
      if (match) {
        clearInterval(timer)
        resolve(match[1]!.replace('localhost', '127.0.0.1'))
      }
    }, 50)
    void exited.then(() => {
      clearInterval(timer)
      reject(new Error(`server exited before listening:\n${output}`))
    })
  })
  ready.catch(() => {}) // awaited by the tests that expect a start
  return { child, ready, exited, output: () => output }
}

export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-test-'))
  fs.chmodSync(dir, 0o755)
  return dir
}
