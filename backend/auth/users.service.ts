/** Looking users up and keeping usernames and e-mails unique (case-insensitive, as the indexes are). */
import { eq, sql } from 'drizzle-orm'
import { ACCOUNT_MESSAGES } from '../contract/accounts.ts'
import type { Executor } from '../db/database.ts'
import { users } from '../db/schema.ts'
import { invalidInput, type FieldErrors } from '../http/api-error.ts'

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  return user
}

/** Field errors for a username or e-mail someone already has; nothing when both are free. */
export async function assertAvailable(
  db: Executor,
  { username, email }: { username: string; email: string },
) {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
    )
  const errors: FieldErrors = {}
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    errors.username = [ACCOUNT_MESSAGES.usernameTaken]
  if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase()))
    errors.email = [ACCOUNT_MESSAGES.emailTaken]
  if (Object.keys(errors).length) throw invalidInput(errors)
}

/** A unique-index violation on insert (a race with another sign-up) as the same field errors. */
export function uniqueViolationToFieldErrors(error: unknown) {
  const pgError =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string })
  if (pgError.code !== '23505') return error
  if (pgError.constraint === 'users_username_lower_key')
    return invalidInput({ username: [ACCOUNT_MESSAGES.usernameTaken] })
  if (pgError.constraint === 'users_email_lower_key')
    return invalidInput({ email: [ACCOUNT_MESSAGES.emailTaken] })
  return error
}
