import { describe, expect, it } from 'vitest'
import { withRetry } from './retry.ts'

const pgError = (code: string) => Object.assign(new Error('query failed'), { cause: { code } })

describe('withRetry', () => {
  it('runs again after a deadlock or serialization failure', async () => {
    let calls = 0
    const result = await withRetry(async () => {
      calls++
      if (calls === 1) throw pgError('40P01')
      if (calls === 2) throw Object.assign(new Error('x'), { code: '40001' })
      return 'ok'
    })
    expect(result).toBe('ok')
    expect(calls).toBe(3)
  })

  it('throws other errors at once and gives up after the last attempt', async () => {
    let calls = 0
    const unique = pgError('23505')
    await expect(withRetry(async () => (calls++, Promise.reject(unique)))).rejects.toBe(unique)
    expect(calls).toBe(1)
    calls = 0
    await expect(
      withRetry(async () => (calls++, Promise.reject(pgError('40P01'))), 2),
    ).rejects.toThrow('query failed')
    expect(calls).toBe(2)
  })
})
