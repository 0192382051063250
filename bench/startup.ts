/**
 * `tsx bench/startup.ts [--runs N] -- <command …> [-- <other command …>]`: how fast server
 * commands become healthy and how much memory they hold. Each run starts a command on a free port
 * against one prepared database (bench/.startup-data, seeded by the first run), times the start
 * until /healthz answers 200, reads the resident memory (RSS) of the command's own processes
 * (PostgreSQL left out), sends 200 requests for /products/1 and reads it again, then stops it
 * with SIGTERM. Several commands take turns run by run (A B A B …), so a machine that slows down
 * meanwhile slows all of them alike. Prints medians per command.
 *
 * A PostgreSQL already running on that folder (e.g. a shop started on it with DATA_DIR) is joined
 * instead of started, which leaves the database's own start out of the figures.
 *
 * Used for the numbers in docs/decisions/0100-serving-entry.md; the command gets PORT, DATA_DIR,
 * SESSION_SECRET and PUBLIC_URL in its environment.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { median } from './verdicts.ts'

const separator = process.argv.indexOf('--')
const commands: string[][] = []
for (const word of separator >= 0 ? process.argv.slice(separator) : []) {
  if (word === '--') commands.push([])
  else commands.at(-1)!.push(word)
}
const runsFlag = process.argv.indexOf('--runs')
const RUNS = runsFlag >= 0 && runsFlag < separator ? Number(process.argv[runsFlag + 1]) : 3
if (commands.length === 0 || commands.some((c) => c.length === 0)) {
  console.error('usage: tsx bench/startup.ts [--runs N] -- <command …> [-- <other command …>]')
  process.exit(2)
}
const DATA_DIR = path.resolve('bench/.startup-data')

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** pid -> [parent pid, command name, RSS in KB] for every process we may read. */
function processTable() {
  const table = new Map<number, { ppid: number; name: string; rssKb: number }>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8')
      const field = (key: string) => status.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))?.[1] ?? ''
      table.set(Number(entry), { ppid: Number(field('PPid')), name: field('Name'), rssKb: parseInt(field('VmRSS')) || 0 })
    } catch {
      // the process ended while we looked
    }
  }
  return table
}

/** The command's process and its descendants, PostgreSQL excluded (it is the same in every variant). */
function treeMemory(rootPid: number) {
  const table = processTable()
  const members = [rootPid]
  for (let i = 0; i < members.length; i++)
    for (const [pid, p] of table) if (p.ppid === members[i] && !members.includes(pid)) members.push(pid)
  const own = members.map((pid) => table.get(pid)).filter((p) => p && !p.name.startsWith('postgres'))
  return { processes: own.length, names: own.map((p) => p!.name), rssMb: own.reduce((sum, p) => sum + p!.rssKb, 0) / 1024 }
}

async function once(command: string[]) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR,
      SESSION_SECRET: 'startup-bench-secret-0123456789abcdef0123456789',
      PUBLIC_URL: base,
      SEED_ON_EMPTY: 'true',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    let healthyAt = 0
    for (let i = 0; i < 3000 && !healthyAt; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) healthyAt = performance.now()
      } catch {
        await new Promise((r) => setTimeout(r, 10))
      }
    }
    if (!healthyAt) throw new Error('the server did not become healthy')
    const afterStart = treeMemory(child.pid!)
    for (let i = 0; i < 200; i++) await (await fetch(`${base}/products/1`)).arrayBuffer()
    const afterRequests = treeMemory(child.pid!)
    return { startMs: healthyAt - started, afterStart, afterRequests }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.on('exit', resolve))
  }
}

async function main() {
  fs.mkdirSync(DATA_DIR, { recursive: true })
  // Warm-up: creates and seeds the database the first time, fills the disk cache.
  for (const command of commands) await once(command)
  const runs = commands.map(() => [] as Awaited<ReturnType<typeof once>>[])
  for (let i = 0; i < RUNS; i++) for (const [n, command] of commands.entries()) runs[n]!.push(await once(command))
  for (const [n, command] of commands.entries()) {
    const own = runs[n]!
    const last = own.at(-1)!
    console.log(`command: ${command.join(' ')}`)
    console.log(`  processes: ${last.afterStart.processes} (${last.afterStart.names.join(', ')})`)
    console.log(`  start to /healthz 200: median ${median(own.map((r) => r.startMs)).toFixed(0)} ms (${own.map((r) => r.startMs.toFixed(0)).join(', ')})`)
    console.log(`  RSS after start: median ${median(own.map((r) => r.afterStart.rssMb)).toFixed(1)} MB`)
    console.log(`  RSS after 200 × /products/1: median ${median(own.map((r) => r.afterRequests.rssMb)).toFixed(1)} MB`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
