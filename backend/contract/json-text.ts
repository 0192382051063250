/**
 * A JSON answer made in this process carries its text beside its body, and the storefront's API
 * client takes it from there instead of reading the body (app/lib/api/client.server.ts).
 *
 * Why: reading a Response's body goes through undici's stream. For a list page's 15 KB answer
 * that took 110-170 µs, more than its JSON.stringify and JSON.parse together. A list page makes
 * two such calls, a search page three: without the stream, paired runs measured about 3 % less
 * CPU per `/products/1` and 7 % per search (issue 13). The text is the very string the body
 * holds, so the client still parses and checks the answer as it would one from HTTP, where
 * nothing is attached and the body is read as always.
 */

/** Registered: in development the storefront and the API load separate copies of this module. */
const JSON_TEXT = Symbol.for('ygo-shop.jsonText')

type WithJsonText = Response & { [JSON_TEXT]?: string }

/** Marks `response` as a JSON answer whose body is `text` (backend/http/keep-json-text.ts). */
export function attachJsonText(response: Response, text: string): Response {
  ;(response as WithJsonText)[JSON_TEXT] = text
  return response
}

/** The text of a JSON answer made in this process; undefined for any other (read its body). */
export const jsonTextOf = (response: Response): string | undefined => (response as WithJsonText)[JSON_TEXT]
