import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttl-cache.ts'

describe('TtlCache', () => {
  it('computes once per key until the entry expires', async () => {
    let now = 0
    let calls = 0
    const cache = new TtlCache<number>(1000, 10, () => now)
    const compute = async () => ++calls
    expect(await cache.get('a', compute)).toBe(1)
    expect(await cache.get('a', compute)).toBe(1)
    now = 1001
    expect(await cache.get('a', compute)).toBe(2)
  })

  it('shares one computation between concurrent misses and forgets failures', async () => {
    let calls = 0
    const cache = new TtlCache<number>(1000)
    const [a, b] = await Promise.all([cache.get('k', async () => ++calls), cache.get('k', async () => ++calls)])
    expect([a, b, calls]).toEqual([1, 1, 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    await new Promise((r) => setTimeout(r, 0))
    expect(await cache.get('bad', async () => 7)).toBe(7)
  })

  it('drops the oldest entry beyond its size and can be switched off', async () => {
    const cache = new TtlCache<string>(1000, 2)
    await cache.get('1', async () => 'one')
    await cache.get('2', async () => 'two')
    await cache.get('3', async () => 'three')
    expect(await cache.get('1', async () => 'again')).toBe('again')
    let calls = 0
    const off = new TtlCache<number>(0)
    await off.get('x', async () => ++calls)
    await off.get('x', async () => ++calls)
    expect(calls).toBe(2)
  })
})
