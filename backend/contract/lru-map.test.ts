import { describe, expect, it } from 'vitest'
import { LruMap } from './lru-map.ts'

describe('LruMap', () => {
  it('holds at most its number of entries, forgetting the least recently used', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1)
    map.set('b', 2)
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect(map.size).toBe(2)
    expect(map.get('b')).toBeUndefined()
    expect([map.get('a'), map.get('c')]).toEqual([1, 3])
  })

  it('replaces the value of a key it holds without growing', () => {
    const map = new LruMap<string, number>(2)
    map.set('a', 1)
    expect(map.set('a', 2)).toBe(2)
    expect([map.get('a'), map.size]).toEqual([2, 1])
  })

  it('remembers what a key made, undefined too, and makes it again only once forgotten', () => {
    const map = new LruMap<string, string | undefined>(2)
    const made: string[] = []
    const make = (key: string) => () => {
      made.push(key)
      return key === 'none' ? undefined : key.toUpperCase()
    }
    expect(map.remember('a', make('a'))).toBe('A')
    expect(map.remember('none', make('none'))).toBeUndefined()
    expect(map.remember('a', make('a'))).toBe('A')
    expect(map.remember('none', make('none'))).toBeUndefined()
    expect(made).toEqual(['a', 'none'])
    // Remembering 'a' again makes it the most recently used: 'none' goes first.
    map.remember('a', make('a'))
    map.remember('b', make('b'))
    expect(map.remember('a', make('a'))).toBe('A')
    expect(map.remember('none', make('none'))).toBeUndefined()
    expect(made).toEqual(['a', 'none', 'b', 'none'])
  })

  it('refuses to hold nothing', () => {
    expect(() => new LruMap(0)).toThrow()
  })
})
