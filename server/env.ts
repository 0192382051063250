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

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SESSION_SECRET),
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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'production needs a real secret (e.g. `openssl rand -hex 32`)',
      })
    }
  })

export type ServerEnv = z.infer<typeof envSchema> & { DATA_DIR: string }

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR) }
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
