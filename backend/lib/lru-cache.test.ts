import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('LruCache', () => {
  it('keeps the total size under its bound by dropping the least recently used', async () => {
    const cache = new LruCache<string>(10, (v) => v.length)
    let computed = 0
    const make = (v: string) => () => (computed++, Promise.resolve(v))
    await cache.get('a', make('aaaa'))
    await cache.get('b', make('bbbb'))
    await cache.get('a', make('never')) // a is now the most recently used
    await cache.get('c', make('cccc'))
    await flush()
    expect(cache.size).toBe(8)
    expect(await cache.get('a', make('again'))).toBe('aaaa')
    expect(await cache.get('b', make('bbbb2'))).toBe('bbbb2') // b was dropped
    expect(computed).toBe(4)
  })

  it('shares one computation between concurrent misses and forgets failures', async () => {
    const cache = new LruCache<number>(100, () => 1)
    let calls = 0
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5))
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1])
    await expect(cache.get('bad', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await flush()
    expect(await cache.get('bad', () => Promise.resolve(7))).toBe(7)
  })
})
