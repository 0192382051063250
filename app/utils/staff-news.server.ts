import { data } from 'react-router'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'

/** The largest id a PostgreSQL `integer` column holds; a bigger one can be no article. */
const MAX_DB_ID = 2_147_483_647

/** An article id as written in a URL, or null when it cannot be one (digits only, within integer range). */
export function parseNewsId(value: string | null | undefined): number | null {
  const id = value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null
  return id !== null && id <= MAX_DB_ID ? id : null
}

/** The :newsId of a staff news URL, or the 404 page for anything that cannot be an article's id. */
export function newsIdOf(value: string | undefined): number {
  const id = parseNewsId(value)
  if (id === null) throw data({ message: tStaffContent.editor.notFound }, { status: 404 })
  return id
}
