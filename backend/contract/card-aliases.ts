/**
 * A card's aliases as staff write them (issue 12): names players search by besides the official
 * ones. One rule for the API (a JSON list), the staff editor (a text box) and the CSV import (one
 * cell): entries are separated by a line break, `|` or `、` (a comma cannot separate: English
 * card names contain commas), trimmed, blanks dropped, repeats (ignoring case and width) dropped.
 */
import { z } from 'zod'

export const MAX_ALIASES = 30
export const MAX_ALIAS_LENGTH = 60
/** How the CSV column and the editor's text box join aliases when they show them. */
export const ALIAS_JOINER = '|'
const SEPARATORS = /[|｜、\r\n]+/

/** Trimmed, without blanks, first spelling of each alias kept (ignoring case and full/half width). */
export function cleanAliases(aliases: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of aliases) {
    const alias = raw.trim()
    const key = alias.normalize('NFKC').toLowerCase()
    if (!alias || seen.has(key)) continue
    seen.add(key)
    out.push(alias)
  }
  return out
}

export const splitAliases = (text: string) => cleanAliases(text.split(SEPARATORS))

const checked = z
  .array(z.string().max(MAX_ALIAS_LENGTH, `每個別名最多 ${MAX_ALIAS_LENGTH} 個字。`))
  .max(MAX_ALIASES, `別名最多 ${MAX_ALIASES} 個。`)

/** The API's form: a JSON list of strings. */
export const aliasList = z
  .array(z.string({ error: '別名必須是文字。' }), { error: '別名必須是文字清單。' })
  .transform(cleanAliases)
  .pipe(checked)

/** The text form (editor text box, CSV cell): aliases separated by line breaks, | or 、. */
export const aliasText = z
  .string({ error: '別名必須是文字。' })
  .max(MAX_ALIASES * (MAX_ALIAS_LENGTH + 1), '別名太長了。')
  .transform(splitAliases)
  .pipe(checked)
