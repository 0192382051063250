/** GET /search/suggest/?q=: card names as the shopper types (issue 12). */
import { z } from 'zod'
import { SUGGEST_LIMIT } from './catalogue-values.ts'

export const suggestionSchema = z.object({
  product_code: z.string(),
  base_name: z.string(),
  name_zh: z.string().nullable(),
  image_url: z.string().nullable(),
  /** The English name or alias the query matched when the names shown did not; else null. */
  matched_alias: z.string().nullable(),
})
export type Suggestion = z.infer<typeof suggestionSchema>

/** One product per card, best match first: exact name or alias, then starts with, then contains. */
export const suggestResultSchema = z.object({ suggestions: z.array(suggestionSchema).max(SUGGEST_LIMIT) })
export type SuggestResult = z.infer<typeof suggestResultSchema>
