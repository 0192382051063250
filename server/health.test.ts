import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { backendHealthCheck, boundedHealth } from './health.ts'

// A backend that accepts the connection and never answers (a hung process behind BACKEND_URL).
const silent = http.createServer(() => {})
const listening = new Promise<string>((resolve) =>
  silent.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)),
)
afterAll(() => {
  silent.closeAllConnections()
  silent.close()
})

describe('health checks', () => {
  it('give up on a backend that never answers, within the bound', async () => {
    const check = backendHealthCheck(await listening, 300)
    const started = performance.now()
    await expect(check()).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('call a check that hangs or fails unhealthy, and a good one healthy', async () => {
    const started = performance.now()
    expect(await boundedHealth(() => new Promise<boolean>(() => {}), 200)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_500)
    expect(await boundedHealth(async () => Promise.reject(new Error('down')), 200)).toBe(false)
    expect(await boundedHealth(async () => true, 200)).toBe(true)
  })
})
