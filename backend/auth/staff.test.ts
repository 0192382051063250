import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { useTestDatabase } from '#tests/setup/test-database.ts'
import { verifyPassword } from './passwords.ts'
import { createOrPromoteStaff } from './staff.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await useTestDatabase()
})

const userByEmail = async (email: string) =>
  (await handle.db.select().from(users).where(eq(users.email, email)))[0]

describe('createOrPromoteStaff', () => {
  it('creates a staff user with an argon2id hash and a free username', async () => {
    expect(
      await createOrPromoteStaff(handle.db, {
        email: 'Boss@ygo-daigou.TW',
        password: 'Strong#Pass9',
      }),
    ).toEqual({ created: true, email: 'boss@ygo-daigou.tw' })
    const user = (await userByEmail('boss@ygo-daigou.tw'))!
    expect(user.role).toBe('staff')
    expect(user.passwordHash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user.passwordHash, 'Strong#Pass9')).toBe(true)
    // "staff" is the demo staff's username: a second person named staff@ gets staff1.
    await createOrPromoteStaff(handle.db, { email: 'staff@other.tw', password: 'Strong#Pass9' })
    expect((await userByEmail('staff@other.tw'))!.username).toBe('staff1')
  })

  it('promotes an existing customer and sets the password', async () => {
    expect(
      await createOrPromoteStaff(handle.db, {
        email: 'CUSTOMER@ygo-daigou.tw',
        password: 'Promoted#9x',
      }),
    ).toMatchObject({ created: false })
    const user = (await userByEmail('customer@ygo-daigou.tw'))!
    expect(user.role).toBe('staff')
    expect(await verifyPassword(user.passwordHash, 'Promoted#9x')).toBe(true)
  })

  it.each([
    ['weak password', 'x@y.tw', 'password', /--password: .*大寫/],
    ['demo password', 'x@y.tw', 'Staff#2026demo', /示範密碼/],
    ['bad e-mail', 'nope', 'Strong#Pass9', /--email/],
  ])('refuses a %s', async (_name, email, password, message) => {
    await expect(createOrPromoteStaff(handle.db, { email, password })).rejects.toThrow(message)
  })
})
