/**
 * Levenshtein distance between two strings, or `max + 1` as soon as it is known to exceed `max`:
 * the CSV import compares a mistyped product code with every code of its set, so the work is
 * kept to a band of width 2·max + 1 around the diagonal.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const over = max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => (j <= max ? j : over))
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(over)
    if (i <= max) current[0] = i
    let best = current[0]!
    for (let j = Math.max(1, i - max); j <= Math.min(b.length, i + max); j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(over, previous[j - 1]! + cost, previous[j]! + 1, current[j - 1]! + 1)
      best = Math.min(best, current[j]!)
    }
    if (best > max) return over
    previous = current
  }
  return Math.min(previous[b.length]!, over)
}
