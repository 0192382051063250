/**
 * The edit of a staff editor without the fields its page sent back as it showed them
 * (`expected`): those were not touched, and writing them would undo what a sale or another staff
 * member changed since (a save of a new product name used to put back the stock the page had
 * loaded; a news summary fix, the title someone else had just corrected). A field changed on the
 * page and, meanwhile, in the database is a 409 naming its value now, never a silent overwrite,
 * and then nothing is written. Without `expected` (the API's other clients) the edit is as sent.
 * The caller compares and writes under the row's lock, so "now" is what the write replaces.
 * The CSV import compares its confirm with what its preview saw the same way (splitUntouched).
 */
import { changedMeanwhile, sameValue } from '../contract/stale-edit.ts'
import { ApiError } from '../http/api-error.ts'

/** How a field's value reads in a message: a list joined, nothing as 空白, a long text cut. */
export const shownValue = (value: unknown) =>
  value === null || value === '' ? '空白' : Array.isArray(value) ? value.join('、') || '空白' : String(value).slice(0, 40)

type Options<F extends string> = {
  /** Who may have changed a field meanwhile (CHANGED_BY in backend/contract/stale-edit.ts). */
  by: string
  /** A field's value now as the message shows it, where shownValue does not read well. */
  show?: (field: F, value: unknown) => string
}

/**
 * The edit split in two: `fields`, what to write (a field sent as the page showed it left out),
 * and `stale`, each field changed on the page and meanwhile with its message. For a caller that
 * reports more than one record's conflicts at once (the CSV import, row by row).
 */
export function splitUntouched<F extends string, T extends Partial<Record<F, unknown>>>(
  sent: T,
  expected: Partial<Record<F, unknown>> | undefined,
  current: Record<F, unknown>,
  { by, show = (_field, value) => shownValue(value) }: Options<F>,
): { fields: Partial<T>; stale: Record<string, string[]> } {
  if (!expected) return { fields: sent, stale: {} }
  const fields: Partial<T> = {}
  const stale: Record<string, string[]> = {}
  for (const key of Object.keys(sent) as Array<keyof T & F>) {
    if (sent[key] === undefined) continue
    if (key in expected && sameValue(sent[key], expected[key])) continue
    if (key in expected && !sameValue(expected[key], current[key])) stale[key] = [changedMeanwhile(show(key, current[key]), by)]
    else fields[key] = sent[key]
  }
  return { fields, stale }
}

/** The fields to write, or a 409 naming each field changed on the page and meanwhile. */
export function unlessUntouched<F extends string, T extends Partial<Record<F, unknown>>>(
  sent: T,
  expected: Partial<Record<F, unknown>> | undefined,
  current: Record<F, unknown>,
  options: Options<F>,
): Partial<T> {
  const { fields, stale } = splitUntouched(sent, expected, current, options)
  if (Object.keys(stale).length) throw new ApiError(409, stale)
  return fields
}
