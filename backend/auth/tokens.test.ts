/** Access tokens across a secret rotation: the first secret signs, every listed one verifies. */
import { describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import type { users } from '../db/schema.ts'
import { createTokens } from './tokens.ts'

// Signing and verifying access tokens never touches the database.
const db = {} as Database
const [OLD, NEW] = ['o'.repeat(40), 'n'.repeat(40)]
const user = {
  id: 7,
  role: 'customer',
  firstName: '小明',
  lastName: '陳',
  email: 'a@example.tw',
  phoneNumber: '0912345678',
} as typeof users.$inferSelect

describe('access tokens across a secret rotation', () => {
  it('a token signed with the old secret stays valid once the new secret is listed first', async () => {
    const before = await createTokens(db, { secret: OLD }).accessToken(user)
    expect(await createTokens(db, { secret: [NEW, OLD] }).verifyAccess(before)).toEqual({
      id: 7,
      role: 'customer',
    })
    // Once the old secret is dropped, its tokens are refused.
    expect(await createTokens(db, { secret: [NEW] }).verifyAccess(before)).toBeUndefined()
  })

  it('signs with the first secret: an instance still listing the new one second accepts it', async () => {
    const after = await createTokens(db, { secret: [NEW, OLD] }).accessToken(user)
    expect(await createTokens(db, { secret: [OLD, NEW] }).verifyAccess(after)).toEqual({
      id: 7,
      role: 'customer',
    })
    expect(await createTokens(db, { secret: OLD }).verifyAccess(after)).toBeUndefined()
  })
})
