/**
 * Every cookie the shop sets (session, csrf, cart, banner; not `css`, which only names a public
 * file: lib/app-stylesheet.server.ts) the same way: signed with
 * SESSION_SECRETS (the first signs, all verify, so a secret can rotate without logging anyone out
 * or emptying carts), httpOnly, SameSite=Lax, Secure in production. A value the browser edited,
 * or signed with a secret no longer listed, parses as null.
 *
 * The values are exactly React Router's signed cookies (`createCookie` with `secrets`: its
 * encoding, then `.` and the HMAC-SHA256 in base64 without padding), so cookies already in
 * browsers stay valid. Only the signing is ours: React Router imports a WebCrypto key and waits
 * for an asynchronous job for every cookie of every request; a synchronous HMAC with Node's crypto
 * costs a fraction of that (issue 13: up to four cookies per page view). Reading a value is ours
 * too (decodeValue): React Router decodes it through a character-by-character `escape` of its own,
 * which cost more than checking the signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createCookie, type Cookie, type CookieOptions, type RouterContextProvider } from 'react-router'
import { serverContext } from '#app/context.ts'
import type { ServerEnv } from '#server/env.ts'
import { deepFreeze } from '#backend/contract/frozen.ts'
import { LruMap } from '#backend/contract/lru-map.ts'

const cookies = new WeakMap<ServerEnv, Map<string, Cookie>>()

export function signedCookie(
  context: Readonly<RouterContextProvider>,
  name: string,
  options: Pick<CookieOptions, 'maxAge'> = {},
): Cookie {
  const { env } = context.get(serverContext)
  // One instance per settings object, name and lifetime: tests run several configurations in one process.
  let forEnv = cookies.get(env)
  if (!forEnv) cookies.set(env, (forEnv = new Map()))
  const key = `${name} ${options.maxAge ?? ''}`
  let cookie = forEnv.get(key)
  if (!cookie) {
    cookie = createSignedCookie(name, env.SESSION_SECRETS, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      ...options,
    })
    forEnv.set(key, cookie)
  }
  return cookie
}

const signature = (value: string, secret: string) =>
  createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')

/** `value.signature` checked against every secret: the value, or null when none signed it. */
export function unsignValue(signed: string, secrets: readonly string[]): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot < 0) return null
  const value = signed.slice(0, dot)
  const given = Buffer.from(signed.slice(dot + 1))
  for (const secret of secrets) {
    const expected = Buffer.from(signature(value, secret))
    if (expected.length === given.length && timingSafeEqual(expected, given)) return value
  }
  return null
}

/**
 * The raw value of the first cookie called `name` in a Cookie header (as the `cookie` package
 * reads it). A request's header is split once for all its cookies (session, csrf, cart, banner
 * each read it: four splits of a long header per page view).
 */
function readRaw(header: string, name: string): string | undefined {
  if (header !== lastHeader) [lastHeader, lastCookies] = [header, cookiesIn(header)]
  return lastCookies.get(name)
}

let lastHeader: string | undefined
let lastCookies = new Map<string, string>()

function cookiesIn(header: string) {
  const found = new Map<string, string>()
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (found.has(name)) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length > 1) value = value.slice(1, -1)
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value)
      } catch {
        // Kept as it came, as the cookie package does.
      }
    }
    found.set(name, value)
  }
  return found
}

/**
 * React Router's cookie value: the JSON of the value, in UTF-8, in base64 (its `encodeData`). It
 * decodes the same way with `atob`, its own `escape` and `decodeURIComponent`; a value whose
 * signature holds is one React Router's encoding wrote, so Buffer's decoding reads it the same.
 * Anything unreadable reads as React Router reads it: `{}`.
 */
function decodeValue(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return {}
  }
}

/** A React Router Cookie whose signature is made and checked synchronously (see the file comment). */
export function createSignedCookie(name: string, secrets: readonly string[], options: Omit<CookieOptions, 'secrets'>): Cookie {
  if (secrets.length === 0) throw new Error('a signed cookie needs at least one secret')
  // Unsigned, it does React Router's encoding and the Set-Cookie attributes; the signature is added around it.
  const plain = createCookie(name, options)
  // Values whose signature held, read: a shopper sends the same cookies with every page, and
  // checking and decoding them was about 0.1 ms of each (issue 13). Only a value this shop signed
  // gets here, and a kept one reads exactly as it would again (frozen, it cannot be changed).
  const read = new LruMap<string, { value: unknown }>(5000)
  return {
    name,
    isSigned: true,
    get expires() {
      return plain.expires
    },
    async parse(header, parseOptions) {
      if (!header) return null
      const raw = readRaw(header, name)
      if (raw === undefined) return null
      if (raw === '') return ''
      // A custom decode (never used by the shop) goes through React Router.
      if (parseOptions?.decode) {
        const value = unsignValue(raw, secrets)
        return value === null ? null : plain.parse(`${name}=${encodeURIComponent(value)}`, parseOptions)
      }
      const kept = read.get(raw)
      if (kept) return kept.value
      const value = unsignValue(raw, secrets)
      if (value === null) return null
      return read.set(raw, { value: deepFreeze(decodeValue(value)) }).value
    },
    async serialize(value, serializeOptions) {
      const unsigned = await plain.serialize(value, serializeOptions)
      if (value === '') return unsigned
      const semicolon = unsigned.indexOf(';')
      const pair = semicolon < 0 ? unsigned : unsigned.slice(0, semicolon)
      const attributes = semicolon < 0 ? '' : unsigned.slice(semicolon)
      const encoded = decodeURIComponent(pair.slice(name.length + 1))
      return `${name}=${encodeURIComponent(`${encoded}.${signature(encoded, secrets[0]!)}`)}${attributes}`
    },
  }
}
