import path from 'node:path'
import { z } from 'zod'

/**
 * Every setting the shop reads, parsed once at start-up. A wrong value stops the process with a
 * message naming the variable, instead of failing on the first request that needs it.
 */
const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0000000000'

/** An unset or empty variable is absent; a set one must be a valid URL of the given protocols. */
const optionalUrl = (protocol: RegExp) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(z.url({ protocol }).optional())
const httpUrl = optionalUrl(/^https?$/)

/**
 * Accounts (issue 7): tokens, the client IP, and the SMS and mail providers (outbox when unset).
 * TRUST_PROXY: how many reverse proxies stand in front of this server; X-Forwarded-For is read
 * only then, and only its last TRUST_PROXY hops (the ones those proxies appended).
 */
const accountSettings = {
  // A rotation list like SESSION_SECRET: the first signs access tokens, every one verifies them.
  JWT_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.split(',').map((s) => s.trim()).filter(Boolean))
    .transform((list) => (list?.length ? list : undefined))
    .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters')).optional()),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(off|false|0|[1-9])?$/, 'must be off or a number of proxies from 1 to 9')
    .optional()
    .transform((v) => (v && /^[1-9]$/.test(v) ? Number(v) : 0)),
  API_SHARED_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().trim().min(3).default('卡片代購 <no-reply@ygo-daigou.tw>'),
  SMS_PROVIDER: z.enum(['outbox', 'mitake']).default('outbox'),
  MITAKE_USERNAME: z.string().optional(),
  MITAKE_PASSWORD: z.string().optional(),
  MITAKE_URL: httpUrl,
  /** Access token lifetime (default 15 minutes); browser tests shorten it to see refreshes. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
}

/**
 * ECPay's store map (issue 9). Without ECPAY_MAP_URL the shop serves its own stand-in map; the
 * merchant and keys default to ECPay's public stage credentials for the chosen subtype.
 */
const ecpaySettings = {
  ECPAY_MAP_URL: httpUrl,
  ECPAY_MERCHANT_ID: z.string().trim().regex(/^\d{7,10}$/, 'must be 7 to 10 digits').optional(),
  ECPAY_HASH_KEY: z.string().trim().min(1).optional(),
  ECPAY_HASH_IV: z.string().trim().min(1).optional(),
  ECPAY_SUBTYPE: z.enum(['UNIMART', 'UNIMARTC2C']).default('UNIMART'),
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // A comma-separated list so secrets can rotate: the first signs new cookies, every one still
    // verifies cookies signed earlier. Prepend a new secret, drop the old one weeks later.
    SESSION_SECRET: z
      .string()
      .default(DEV_SESSION_SECRET)
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(
        z
          .array(z.string().min(32, 'each secret must be at least 32 characters'))
          .min(1, 'must list at least one secret of 32+ characters'),
      ),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
    DATA_DIR: z.string().default('./data'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    BACKEND_URL: httpUrl,
    PUBLIC_URL: httpUrl,
    CONTACT_EMAIL: z.email().default('service@ygo-daigou.tw'),
    FACEBOOK_URL: httpUrl,
    INSTAGRAM_URL: httpUrl,
    LINE_URL: httpUrl,
    GA_MEASUREMENT_ID: z
      .string()
      .trim()
      .regex(/^(G-[A-Z0-9]+)?$/, 'must look like G-XXXXXXX')
      .optional()
      .transform((v) => v || undefined),
    SEED_ON_EMPTY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_REQUESTS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    ...accountSettings,
    ...ecpaySettings,
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER === 'mitake' && !(env.MITAKE_USERNAME && env.MITAKE_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: 'mitake needs MITAKE_USERNAME and MITAKE_PASSWORD' })
    }
    if (env.ECPAY_MERCHANT_ID && !(env.ECPAY_HASH_KEY && env.ECPAY_HASH_IV)) {
      ctx.addIssue({ code: 'custom', path: ['ECPAY_MERCHANT_ID'], message: 'needs ECPAY_HASH_KEY and ECPAY_HASH_IV too' })
    }
    // ECPay's production map refuses the public stage merchant: the shop must name its own.
    if (env.ECPAY_MAP_URL && new URL(env.ECPAY_MAP_URL).hostname === 'logistics.ecpay.com.tw' && !env.ECPAY_MERCHANT_ID) {
      ctx.addIssue({ code: 'custom', path: ['ECPAY_MERCHANT_ID'], message: "ECPay's production map needs the shop's own merchant" })
    }
    if (env.NODE_ENV !== 'production') return
    if (env.SESSION_SECRET.includes(DEV_SESSION_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'production needs a real secret (e.g. `openssl rand -hex 32`)',
      })
    }
    // Absolute links (canonical, sitemap, robots, Open Graph) must not come from the Host header,
    // which anyone can set: production names its public address.
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'production needs the public address of the shop, e.g. https://shop.example.tw',
      })
    }
  })

type ParsedEnv = z.infer<typeof envSchema>
export type ServerEnv = Omit<ParsedEnv, 'SESSION_SECRET' | 'JWT_SECRET'> & {
  DATA_DIR: string
  /** SESSION_SECRET as a list: the first signs, all verify (rotation). */
  SESSION_SECRETS: string[]
  /** JWT_SECRET as a list (the first signs, all verify), undefined when unset. */
  JWT_SECRETS?: string[]
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const { SESSION_SECRET, JWT_SECRET, ...rest } = result.data
  return {
    ...rest,
    SESSION_SECRETS: SESSION_SECRET,
    JWT_SECRETS: JWT_SECRET,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
  }
}

/**
 * The settings the browser may see; everything else stays on the server. A social account that
 * is not configured stays undefined (the footer then shows no link, never a generic home page).
 */
export function publicEnv(env: ServerEnv) {
  return {
    contactEmail: env.CONTACT_EMAIL,
    facebookUrl: env.FACEBOOK_URL,
    instagramUrl: env.INSTAGRAM_URL,
    lineUrl: env.LINE_URL,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
  }
}
export type PublicEnv = ReturnType<typeof publicEnv>
