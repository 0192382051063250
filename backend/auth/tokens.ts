/**
 * The two tokens of a login (docs/architecture.md#sessions-and-cookies). Access: a JWT (HS256, 15 minutes) carrying
 * the profile claims plus the user id and role, checked for algorithm, expiry, issuer and audience.
 * Refresh: a random opaque string, only its hash stored, 30 days, replaced on every use; showing
 * an already replaced one means it was stolen or copied, so its whole family is revoked (unless
 * it is the shopper's own parallel request a moment later: see isParallelUse).
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { SignJWT } from 'jose'
import type { Database, Executor } from '../db/database.ts'
import { refreshTokens, users } from '../db/schema.ts'
import { verifyHs256 } from './hs256.ts'

export const ACCESS_TTL_SECONDS = 15 * 60
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60
/** How soon after its replacement a refresh token may still be spent by a parallel request. */
export const PARALLEL_REFRESH_SECONDS = 10
const ISSUER = 'ygo-shop-api'
const AUDIENCE = 'ygo-shop'

export type Role = 'customer' | 'staff'
export type AuthUser = { id: number; role: Role }
type UserRow = typeof users.$inferSelect

/** A key for one purpose from the shop's secret, so the JWT key is never the cookie key. */
export function deriveKey(secret: string, purpose: string) {
  return createHmac('sha256', secret).update(`ygo-shop:${purpose}`).digest()
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')
export const randomToken = () => randomBytes(32).toString('base64url')

/** One secret, or a rotation list whose first entry signs. */
export type Secrets = string | readonly string[]
export const signingSecret = (secret: Secrets) => (typeof secret === 'string' ? secret : secret[0]!)

export type TokenSettings = {
  /**
   * JWT_SECRET, else SESSION_SECRET: the keys are derived from it. A list signs with the first and
   * verifies with each, so a rotation (new secret first) logs no one out and instances still
   * running with the old list accept the tokens of the new ones (README: rotating secrets).
   */
  secret: Secrets
  now?: () => Date
  /** Access token lifetime; shorter only to exercise refreshing (browser tests). */
  accessTtlSeconds?: number
}

export function createTokens(
  db: Database,
  { secret, now = () => new Date(), accessTtlSeconds = ACCESS_TTL_SECONDS }: TokenSettings,
) {
  const secrets = typeof secret === 'string' ? [secret] : secret
  const verifyKeys = secrets.map((s) => deriveKey(s, 'jwt-hs256'))
  // The signing key imported into WebCrypto once: given raw bytes, jose imports it on every sign.
  const key = crypto.subtle.importKey('raw', verifyKeys[0]!, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])

  async function accessToken(user: UserRow) {
    const issuedAt = Math.floor(now().getTime() / 1000)
    return new SignJWT({
      role: user.role,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      phone_number: user.phoneNumber,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + accessTtlSeconds)
      .sign(await key)
  }

  /** The user of a valid access token, or undefined for anything else (expired, forged, other alg). */
  async function verifyAccess(token: string): Promise<AuthUser | undefined> {
    const claims = verifyHs256(token, verifyKeys, { issuer: ISSUER, audience: AUDIENCE, now: now() })
    if (!claims) return undefined
    const id = Number(claims.sub)
    const role = claims.role
    if (!Number.isSafeInteger(id) || id < 1 || (role !== 'customer' && role !== 'staff')) return undefined
    return { id, role }
  }

  /** A new refresh token for a user: a new family (login, register) or the next of one (rotation). */
  async function issueRefresh(db: Executor, userId: number, familyId: string = randomUUID()) {
    const token = randomToken()
    const [row] = await db
      .insert(refreshTokens)
      .values({
        userId,
        tokenHash: sha256(token),
        familyId,
        expiresAt: new Date(now().getTime() + REFRESH_TTL_SECONDS * 1000),
      })
      .returning({ id: refreshTokens.id })
    return { token, id: row!.id }
  }

  /** Both tokens for a user who just proved who they are. */
  async function login(user: UserRow, executor: Executor = db) {
    const refresh = await issueRefresh(executor, user.id)
    return { access: await accessToken(user), refresh: refresh.token }
  }

  /**
   * Trades a refresh token for a new pair. Undefined when it is unknown, expired, revoked, or its
   * user is gone; a replaced token revokes its family (committed, although the answer is a 401).
   */
  async function rotate(token: string) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .for('update')
      if (!row) return undefined
      const parallel = row.revokedAt !== null && (await isParallelUse(tx, row))
      if (row.revokedAt && !parallel) {
        if (row.replacedById !== null) await revokeFamily(tx, row.familyId)
        return undefined
      }
      if (row.expiresAt <= now()) return undefined
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId))
      if (!user?.isActive) return undefined
      const next = await issueRefresh(tx, user.id, row.familyId)
      // A parallel use gets a successor of its own; the one already replaced stays as it is.
      if (!parallel) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now(), replacedById: next.id })
          .where(eq(refreshTokens.id, row.id))
      }
      return { user, refresh: next.token }
    })
    if (!outcome) return undefined
    return { access: await accessToken(outcome.user), refresh: outcome.refresh }
  }

  /**
   * A replaced token shown again within PARALLEL_REFRESH_SECONDS of its replacement, while the
   * token that replaced it is still unused, is the same shopper's parallel request (a page and a
   * fetcher) that reached another instance: each instance shares its own parallel refreshes
   * (app/utils/user.server.ts), but not across instances. Not a copy, so not a reason to revoke.
   */
  async function isParallelUse(tx: Executor, row: typeof refreshTokens.$inferSelect) {
    if (row.replacedById === null || !row.revokedAt) return false
    if (now().getTime() - row.revokedAt.getTime() > PARALLEL_REFRESH_SECONDS * 1000) return false
    const [successor] = await tx
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.replacedById))
    return successor !== undefined && successor.revokedAt === null
  }

  async function revokeFamily(executor: Executor, familyId: string) {
    await executor
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
  }

  /** Logout: the token's whole family (this login session) ends. Unknown tokens are ignored. */
  async function revoke(token: string) {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
    if (row) await revokeFamily(db, row.familyId)
  }

  /** After a password change: every session of the user ends. */
  async function revokeAllOf(executor: Executor, userId: number) {
    await executor
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
  }

  return { accessToken, verifyAccess, login, rotate, revoke, revokeAllOf }
}
export type Tokens = ReturnType<typeof createTokens>
