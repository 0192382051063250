import { describe, expect, it } from 'vitest'
import { type ChangeFeed, FeedCache } from './change-feed.ts'

const TTL = 60_000

/** A cache on a feed that is listening (or not), with a clock the test moves. */
function cacheAt(active = true) {
  const clock = { now: 0 }
  const feed = { active } as ChangeFeed
  const cache = new FeedCache<{ n: number }>(feed, ['products'], 10, TTL, () => clock.now)
  let reads = 0
  /** A read of the database, answering the how-manyth read it was; `fail` makes it fail. */
  const read =
    (fail = false) =>
    async () => {
      reads++
      if (fail) throw new Error('the database went away')
      return { n: reads }
    }
  return { cache, clock, read, reads: () => reads }
}

/** Lets pending reads settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('FeedCache', () => {
  it('reads once and answers the same frozen value until its time is up', async () => {
    const { cache, clock, read, reads } = cacheAt()
    const first = await cache.get('k', read())
    clock.now = TTL - 1
    expect(await cache.get('k', read())).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(reads()).toBe(1)
  })

  it('answers an expired value at once while one read refreshes it, then the refreshed one', async () => {
    const { cache, clock, read, reads } = cacheAt()
    const first = await cache.get('k', read())
    clock.now = TTL + 1
    // Many requests at once: each is answered the value it had, and only one reads again.
    const answers = await Promise.all([
      cache.get('k', read()),
      cache.get('k', read()),
      cache.get('k', read()),
    ])
    expect(answers.every((answer) => answer === first)).toBe(true)
    expect(reads()).toBe(2)
    await settle()
    const refreshed = await cache.get('k', read())
    expect(refreshed).toEqual({ n: 2 })
    expect(Object.isFrozen(refreshed)).toBe(true)
    // The refreshed value has a time of its own, counted from its read.
    clock.now = 2 * TTL
    expect(await cache.get('k', read())).toBe(refreshed)
    expect(reads()).toBe(2)
  })

  it('reads afresh, and waits, for a value expired longer than another TTL', async () => {
    const { cache, clock, read, reads } = cacheAt()
    await cache.get('k', read())
    clock.now = 2 * TTL
    expect(await cache.get('k', read())).toEqual({ n: 2 })
    expect(reads()).toBe(2)
  })

  it('keeps no refresh that a change overtook', async () => {
    const { cache, clock, read, reads } = cacheAt()
    await cache.get('k', read())
    clock.now = TTL + 1
    await cache.get('k', read())
    // A change dropped the entry while it was being read again: that read is not kept.
    cache.clear()
    await settle()
    expect(await cache.get('k', read())).toEqual({ n: 3 })
    expect(reads()).toBe(3)
  })

  it('drops an entry whose refresh failed, so the next request reads afresh', async () => {
    const { cache, clock, read, reads } = cacheAt()
    const first = await cache.get('k', read())
    clock.now = TTL + 1
    expect(await cache.get('k', read(true))).toBe(first)
    await settle()
    expect(await cache.get('k', read())).toEqual({ n: 3 })
    expect(reads()).toBe(3)
  })

  it('keeps nothing while the feed is not listening', async () => {
    const { cache, read, reads } = cacheAt(false)
    await cache.get('k', read())
    await cache.get('k', read())
    expect(reads()).toBe(2)
  })
})
