/**
 * Staff accounts (`npm run staff:create`): creates a staff user, or promotes an existing account
 * and sets its password. The password must pass the same rules as a shopper's.
 */
import { eq, sql } from 'drizzle-orm'
import { emailSchema, newPasswordSchema } from '../contract/accounts.ts'
import type { Database } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { hashPassword } from './passwords.ts'
import { findUserByEmail } from './users.service.ts'

export class StaffInputError extends Error {}

/** The checked e-mail and password, or a StaffInputError naming the option and the rules broken. */
export function parseStaffInput(input: { email: string; password: string }) {
  const email = emailSchema.safeParse(input.email)
  if (!email.success)
    throw new StaffInputError(`--email: ${email.error.issues.map((i) => i.message).join(' ')}`)
  const password = newPasswordSchema.safeParse(input.password)
  if (!password.success)
    throw new StaffInputError(
      `--password: ${password.error.issues.map((i) => i.message).join(' ')}`,
    )
  if (DEMO_ACCOUNTS.some((a) => a.password === input.password))
    throw new StaffInputError('--password: 這是公開的示範密碼，請換一個。')
  return { email: email.data, password: password.data }
}

export async function createOrPromoteStaff(
  db: Database,
  input: { email: string; password: string },
) {
  const { email, password } = parseStaffInput(input)
  const passwordHash = await hashPassword(password)

  const existing = await findUserByEmail(db, email)
  if (existing) {
    await db
      .update(users)
      .set({ role: 'staff', passwordHash, isActive: true })
      .where(eq(users.id, existing.id))
    return { created: false, email: existing.email }
  }
  await db
    .insert(users)
    .values({ username: await freeUsername(db, email), email, passwordHash, role: 'staff' })
  return { created: true, email }
}

/** The e-mail's local part, with a number appended while that name is taken. */
async function freeUsername(db: Database, email: string) {
  const base =
    email
      .split('@')[0]!
      .replace(/[^\p{L}\p{N}_.+-]/gu, '')
      .slice(0, 140) || 'staff'
  for (let n = 0; ; n++) {
    const candidate = n ? `${base}${n}` : base
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()))
    if (!taken) return candidate
  }
}
