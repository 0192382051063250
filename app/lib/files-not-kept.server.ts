/**
 * A refused form cannot give its chosen pictures back: without JavaScript the answer is a new page
 * and no browser refills a file input. Its reply says so under the pictures field, or staff fix
 * the price, send again and save the product without its photos (the drawn card instead), never
 * told. With JavaScript the input keeps them, and the action cannot tell which it answers (React
 * Router hands it the page's URL either way), so the words hold for both: 'if the field is empty'.
 */
import type { SubmissionResult } from '@conform-to/react'
import { tStaffProducts } from './messages-staff-products.ts'

/** How many files were chosen in `form` (an empty file input sends one of 0 bytes). */
const chosenFiles = (form: FormData) => [...form.values()].filter((v) => v instanceof File && v.size > 0).length

/** `reply` with, under `field`, the note that the chosen pictures were not kept (after any reason already there). */
export function sayFilesNotKept(reply: SubmissionResult<string[]>, form: FormData, field: string): SubmissionResult<string[]> {
  const count = chosenFiles(form)
  if (!count) return reply
  const errors = reply.error ?? {}
  return { ...reply, error: { ...errors, [field]: [...(errors[field] ?? []), tStaffProducts.fields.chooseFilesAgain(count)] } }
}
