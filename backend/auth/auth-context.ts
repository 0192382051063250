/** What every account service needs, built once by createAuth (backend/auth/routes.ts). */
import type { Database } from '../db/database.ts'
import type { Notifier } from '../notify/notifier.ts'
import type { RateLimiters } from './rate-limits.ts'
import type { Tokens } from './tokens.ts'

export type AuthContext = {
  db: Database
  tokens: Tokens
  limits: RateLimiters
  notifier: Notifier
  log: (message: string) => void
  now: () => Date
  /** Key for OTP code hashes, derived from the shop's secret. */
  otpKey: Buffer
  /** The storefront's origin for links in mails; else, outside production, the request's origin. */
  publicUrl?: string
  /** A real shop: secure cookies, no request-origin links, the demo passwords never log in. */
  production: boolean
}
