import { describe, expect, it } from 'vitest'
import { laterWithJavaScript, median, pageVerdict } from './verdicts.ts'

describe('median', () => {
  it('takes the middle of an odd count and the upper middle of an even one, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([40, 10, 30, 20])).toBe(30)
  })
})

describe('pageVerdict', () => {
  const budget = { ratio: 0.15, p99Ms: 150 }

  it('passes on the medians when one round of three misses', () => {
    const verdict = pageVerdict(
      [
        { ratio: 0.138, p99: 187 },
        { ratio: 0.165, p99: 105 },
        { ratio: 0.196, p99: 108 },
      ],
      budget,
    )
    expect(verdict).toEqual({ ratio: 0.165, p99: 108, ok: true })
  })

  it('fails when most rounds miss the ratio or the p99', () => {
    const round = (ratio: number, p99: number) => ({ ratio, p99 })
    expect(pageVerdict([round(0.14, 100), round(0.149, 100), round(0.2, 100)], budget).ok).toBe(
      false,
    )
    expect(pageVerdict([round(0.2, 151), round(0.2, 160), round(0.2, 90)], budget).ok).toBe(false)
  })
})

describe('laterWithJavaScript', () => {
  const off = [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000]

  it('finds JavaScript later when it was later in 8 of 9 pairs', () => {
    const on = [1100, 1050, 1020, 1010, 1200, 1030, 1001.4, 1090, 900]
    expect(laterWithJavaScript(on, off)).toMatchObject({ laterPairs: 8, pairs: 9, later: true })
  })

  it('does not for 7 of 9, which chance gives about one time in eleven', () => {
    const on = [1100, 1050, 1020, 1010, 1200, 1030, 1090, 900, 950]
    const result = laterWithJavaScript(on, off)
    expect(result).toMatchObject({ laterPairs: 7, pairs: 9, later: false })
    expect(result.chance).toBeCloseTo(46 / 512, 6)
  })

  it('leaves out pairs equal to the millisecond', () => {
    const on = [1000.2, 999.8, 1100, 1100, 1100, 1100, 1100, 1100, 1100]
    expect(laterWithJavaScript(on, off)).toMatchObject({
      laterPairs: 7,
      pairs: 7,
      later: true,
      differences: [0, 0, 100, 100, 100, 100, 100, 100, 100],
    })
  })

  it('refuses runs that do not pair up', () => {
    expect(() => laterWithJavaScript([1, 2], [1])).toThrow(/pairs/)
  })
})
