/**
 * Rate limits on login, OTP send/verify and password reset (docs/product-rules.md#rate-limits), kept in
 * PostgreSQL by rate-limiter-flexible so every API instance counts against the same numbers.
 * All limiters share the rate_limits table (migration 0004); each has its own key prefix.
 */
import type pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { ACCOUNT_MESSAGES, OTP_COOLDOWN_LIMIT } from '../contract/accounts.ts'
import { ApiError } from '../http/api-error.ts'

export type RateRule = { points: number; seconds: number }

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const DEFAULT_RATE_RULES = {
  /** One OTP SMS per phone per 60 s (docs/product-rules.md#registration-and-otp: resend after 60 s). */
  [OTP_COOLDOWN_LIMIT]: { points: 1, seconds: MINUTE },
  otpPhoneDaily: { points: 5, seconds: DAY },
  otpIpDaily: { points: 20, seconds: DAY },
  /** Registration attempts (each checks an OTP) per client IP. */
  registerIp: { points: 30, seconds: HOUR },
  /** Failed logins per account; a success clears it. */
  loginAccount: { points: 10, seconds: 15 * MINUTE },
  loginIp: { points: 50, seconds: 15 * MINUTE },
  resetEmail: { points: 3, seconds: HOUR },
  resetIp: { points: 20, seconds: HOUR },
  resetConfirmIp: { points: 30, seconds: HOUR },
  /** Store-map openings per shopper: each writes a row, and a shopper needs a handful per order. */
  storeMapUser: { points: 60, seconds: HOUR },
  /** Shared carts per client IP: each writes a row that stays, and a guest may share (no login to count by). */
  shareIp: { points: 100, seconds: HOUR },
} satisfies Record<string, RateRule>

export type RateRules = typeof DEFAULT_RATE_RULES
export type RateLimitName = keyof RateRules

export type RateLimiter = {
  /** The window, in seconds. */
  seconds: number
  /**
   * Counts one attempt; over the limit throws a 429 with Retry-After. Count before the work the
   * limit guards, never check first and count after: requests sent together would all pass the
   * check before any of them was counted (twenty parallel guesses at one password).
   */
  hit: (key: string) => Promise<void>
  /** Gives back an attempt, e.g. when the SMS it paid for could not be sent. */
  refund: (key: string) => Promise<void>
  reset: (key: string) => Promise<void>
}

export function createRateLimiters(pool: pg.Pool, overrides: Partial<RateRules> = {}) {
  const rules: RateRules = { ...DEFAULT_RATE_RULES, ...overrides }
  const limiters = {} as Record<RateLimitName, RateLimiter>
  for (const [index, name] of (Object.keys(rules) as RateLimitName[]).entries()) {
    const rule = rules[name]
    const store = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true, // the migration made it
      keyPrefix: name,
      points: rule.points,
      duration: rule.seconds,
      // The limiters share one table: one of them deleting expired rows is enough.
      clearExpiredByTimeout: index === 0,
    })
    limiters[name] = {
      seconds: rule.seconds,
      hit: async (key) => {
        try {
          await store.consume(key)
        } catch (error) {
          throw tooMany(error, name)
        }
      },
      refund: async (key) => {
        await store.reward(key, 1)
      },
      reset: async (key) => {
        await store.delete(key)
      },
    }
  }
  return limiters
}
export type RateLimiters = ReturnType<typeof createRateLimiters>

/**
 * Counts one attempt on each limit, in order, as one: when one refuses, the ones already counted
 * are given back (a shared IP's cap does not use up the phone's SMS). The answer gives them all
 * back when the attempt turns out not to count (a taken name, an SMS that could not be sent).
 */
export async function hitAll(hits: ReadonlyArray<readonly [RateLimiter, string]>) {
  const counted: Array<readonly [RateLimiter, string]> = []
  const refund = () =>
    Promise.all(counted.map(([limiter, key]) => limiter.refund(key))).then(() => undefined)
  for (const [limiter, key] of hits) {
    try {
      await limiter.hit(key)
    } catch (error) {
      await refund()
      throw error
    }
    counted.push([limiter, key])
  }
  return { refund }
}

/**
 * A limiter's refusal as a 429; anything else (the database is down) stays an error. Besides
 * Retry-After it names the limit that refused in a `RateLimit` header (the IETF draft's
 * structured field: policy name, none remaining, seconds until the next): a caller can tell a
 * resend asked too soon from a daily cap, whatever their waits.
 */
function tooMany(error: unknown, name: RateLimitName) {
  if (!(error instanceof RateLimiterRes)) return error
  const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
  return new ApiError(
    429,
    { detail: ACCOUNT_MESSAGES.tooManyRequests(waitText(seconds)) },
    { 'Retry-After': String(seconds), RateLimit: `"${name}";r=0;t=${seconds}` },
  )
}

/** "30 秒", "5 分鐘", "3 小時": how long to wait, rounded up to a unit a shopper reads easily. */
export function waitText(seconds: number) {
  if (seconds < MINUTE) return ` ${seconds} 秒`
  if (Math.ceil(seconds / MINUTE) < 60) return ` ${Math.ceil(seconds / MINUTE)} 分鐘`
  return ` ${Math.ceil(seconds / HOUR)} 小時`
}
