/**
 * The compiled server (build/server/shop.js, as `npm start` runs it) as a child process with
 * everything it writes kept: the one place that knows how a test runs the shop's build. Needs
 * `npm run build` first. Vitest's servers (compiled-server.ts) and Playwright's (shop-process.ts)
 * start from here and differ only in how they wait for it and stop it.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { SHOP_NODE_FLAGS } from '#server/node-flags.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export function spawnShop(env: NodeJS.ProcessEnv, args: string[] = []) {
  const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, 'build/server/shop.js', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  /** The exit code (null when a signal stopped it). */
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}
