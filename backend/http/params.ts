/**
 * Path parameters naming a database row. Every id column is a PostgreSQL `integer`, so an id past
 * 2^31-1 is not merely unknown: sent to SQL it is an 'out of range' error, a 500. Every id
 * parameter is parsed here, before any query, and a bad one is a 400 naming the field.
 */
import { z } from 'zod'
import { parseOr400 } from './api-error.ts'

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_DB_ID = 2_147_483_647

/** A row id as written in a URL: digits only (no '1e3', ' 7', '0x10'), 1 to MAX_DB_ID. */
export const dbId = (label: string) =>
  z
    .string({ error: `${label}必須是正整數。` })
    .regex(/^[1-9][0-9]{0,9}$/, `${label}必須是正整數。`)
    .transform(Number)
    .refine((n) => n <= MAX_DB_ID, `${label}不可大於 ${MAX_DB_ID}。`)

/** Parses an id path parameter or throws a 400 (`{label: [message]}` under `field`). */
export function parseDbId(value: string | undefined, field: string, label: string): number {
  return parseOr400(z.object({ [field]: dbId(label) }), { [field]: value })[field] as number
}
