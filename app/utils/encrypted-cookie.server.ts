/**
 * A cookie nobody can read or change: AES-256-GCM with a key derived (HKDF) from each session
 * secret (docs/architecture.md#sessions-and-cookies). For data that must wait between two requests and may hold a
 * secret, e.g. the registration form while the shopper fetches the SMS code. It carries its
 * own expiry; an expired, foreign or damaged value reads as nothing.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { createCookie, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { serverContext } from '#app/context.ts'

type Options<S extends z.ZodType> = {
  name: string
  /** The first encrypts; all decrypt (rotation). */
  secrets: string[]
  maxAgeSeconds: number
  secure: boolean
  schema: S
  path?: string
}

const IV_BYTES = 12
const TAG_BYTES = 16

export function createEncryptedCookie<S extends z.ZodType>({ name, secrets, maxAgeSeconds, secure, schema, path = '/' }: Options<S>) {
  const keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, 'ygo-shop', `cookie:${name}`, 32)))
  // React Router's cookie only carries the sealed text; the sealing is ours.
  const cookie = createCookie(name, { httpOnly: true, sameSite: 'lax', secure, path, maxAge: maxAgeSeconds })

  function encrypt(plain: string) {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
  }

  function decrypt(sealed: string): string | null {
    const raw = Buffer.from(sealed, 'base64url')
    if (raw.length <= IV_BYTES + TAG_BYTES) return null
    const iv = raw.subarray(0, IV_BYTES)
    const tag = raw.subarray(raw.length - TAG_BYTES)
    const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES)
    for (const key of keys) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv)
        decipher.setAuthTag(tag)
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
      } catch {
        // Not this key: try the next (older) one.
      }
    }
    return null
  }

  return {
    /** A Set-Cookie header holding the value, valid for maxAgeSeconds. */
    serialize(value: z.input<S>): Promise<string> {
      return cookie.serialize(encrypt(JSON.stringify({ v: value, exp: Date.now() + maxAgeSeconds * 1000 })))
    },
    /** The value in the request's cookies, or null. */
    async read(request: Request): Promise<z.output<S> | null> {
      const sealed: unknown = await cookie.parse(request.headers.get('Cookie')).catch(() => null)
      if (typeof sealed !== 'string' || sealed.length > 4096) return null
      const plain = decrypt(sealed)
      if (!plain) return null
      try {
        const { v, exp } = JSON.parse(plain) as { v: unknown; exp: number }
        if (typeof exp !== 'number' || exp < Date.now()) return null
        const parsed = schema.safeParse(v)
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    clear(): Promise<string> {
      return cookie.serialize('', { maxAge: 0 })
    },
  }
}

/**
 * An encrypted cookie for the request's settings: sealed with its session secrets, Secure in
 * production. Built once per set of secrets, not per request (the key derivation is not free).
 */
export function encryptedCookieOf<S extends z.ZodType>(options: Omit<Options<S>, 'secrets' | 'secure'>) {
  const built = new Map<string, ReturnType<typeof createEncryptedCookie<S>>>()
  return (context: Readonly<RouterContextProvider>) => {
    const { env } = context.get(serverContext)
    const key = `${env.SESSION_SECRETS.join(',')}:${env.NODE_ENV}`
    let cookie = built.get(key)
    if (!cookie) {
      cookie = createEncryptedCookie({ ...options, secrets: env.SESSION_SECRETS, secure: env.NODE_ENV === 'production' })
      built.set(key, cookie)
    }
    return cookie
  }
}
