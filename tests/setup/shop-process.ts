/**
 * A shop server in its own process, for Playwright tests that need servers of their own (two
 * instances on one database): the production build (spawn-shop.ts, `npm run build` first), started
 * as playwright.config.ts's webServer starts the e2e server, and healthy before the test goes on.
 */
import { spawnShop } from './spawn-shop.ts'

export type ShopProcess = {
  url: string
  /** Everything the process wrote so far (stdout and stderr), for assertions and failure reports. */
  output: () => string
  /** SIGTERM (the shop drains and stops), SIGKILL if it has not exited after 20 s. */
  stop: () => Promise<void>
}

type StartOptions = {
  port: number
  /** The shop's settings (DATA_DIR, DATABASE_URL, SESSION_SECRET, ...); nothing else is inherited. */
  env: Record<string, string>
  /** e.g. ['--demo'] */
  args?: string[]
  startTimeoutMs?: number
}

export async function startShop({
  port,
  env,
  args = [],
  startTimeoutMs = 120_000,
}: StartOptions): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${port}`
  // Only what a shell needs: the test runner's own variables (NODE_OPTIONS, E2E_PORT, a developer's
  // DATABASE_URL) must not change what the shop does.
  const base = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]!]] : [],
    ),
  )
  const { child, exited, output } = spawnShop(
    { ...base, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    args,
  )
  // A test runner that dies must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + startTimeoutMs
  let running = true
  void exited.then(() => (running = false))
  while (running && Date.now() < deadline) {
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { url, output, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`The shop on port ${port} did not become healthy:\n${output().slice(-4000)}`)
}
