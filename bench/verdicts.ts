/**
 * How `npm run bench` turns repeated measurements into issue 13's verdicts. On this shared 2-core
 * machine one measurement moves more than the differences the budgets judge: a 10-second page run
 * by ±15 %, a cold slow-phone load by a few hundred ms. So a verdict rests on several runs, and
 * every run is printed beside it.
 */

/** The middle value; of an even count, the upper of the two middle ones. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/**
 * A page's verdict over its rounds (each round a static-file run and the page's run right after
 * it): the median ratio must reach `budget.ratio` and the median p99 stay within `budget.p99Ms`.
 */
export function pageVerdict(
  rounds: Array<{ ratio: number; p99: number }>,
  budget: { ratio: number; p99Ms: number },
) {
  const ratio = median(rounds.map((r) => r.ratio))
  const p99 = median(rounds.map((r) => r.p99))
  return { ratio, p99, ok: ratio >= budget.ratio && p99 <= budget.p99Ms }
}

/** P(at least `k` heads in `n` fair coin tosses). */
function upperTail(k: number, n: number) {
  let ways = 0
  let choose = 1 // C(n, i), from i = 0
  for (let i = 0; i <= n; i++) {
    if (i >= k) ways += choose
    choose = (choose * (n - i)) / (i + 1)
  }
  return ways / 2 ** n
}

/** Below this chance a count of pairs with JavaScript on later is taken as JavaScript making the page later. */
const LATER_SIGNIFICANCE = 0.05

/**
 * Whether JavaScript made a page's LCP later than without it, from loads measured in pairs (one with
 * JavaScript on, one off, back to back): a one-sided sign test. JavaScript counts as making the page
 * later when it was later in so many pairs that chance alone would do so less than one time in
 * twenty: with 9 pairs, in 8 or more. Pairs equal to the millisecond count for neither side.
 *
 * Why not the two medians: when JavaScript costs a page nothing, its median with JavaScript on comes
 * out later half the time. With medians of 5, each of four runs had one page "later", three
 * different pages; with medians of 9, one of the next two runs. A rule that fails a page for the
 * noise of a shared machine tells nobody anything; this one fails a page that JavaScript slows in
 * nearly every load.
 */
export function laterWithJavaScript(runsOn: number[], runsOff: number[]) {
  if (runsOn.length !== runsOff.length)
    throw new Error('runs with JavaScript on and off must come in pairs')
  /** Each pair's JavaScript on minus off, in whole milliseconds, in the order measured. */
  const differences = runsOn.map((on, i) => Math.round(on) - Math.round(runsOff[i]!))
  const counted = differences.filter((d) => d !== 0)
  const laterPairs = counted.filter((d) => d > 0).length
  const chance = upperTail(laterPairs, counted.length)
  return {
    differences,
    laterPairs,
    pairs: counted.length,
    chance,
    later: chance < LATER_SIGNIFICANCE,
  }
}
