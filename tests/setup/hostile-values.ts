/**
 * The signed-in sweeps of the shop API (tests/contract/*-hostile-sweep.test.ts): hostile values
 * go into a valid body one field at a time, and into one query parameter at a time, so each
 * reaches the service and its query instead of stopping at the first field that fails validation.
 */
import type { ShopApi } from '#backend/app.ts'
import { call } from './order-helpers.ts'

const STRINGS = ['a\u0000b', '__proto__', 'x'.repeat(5_000), '\ud800', '%00', "' OR 1=1--", '<script>x</script>', '-1', '1e309', '']
const HOSTILE_VALUES: unknown[] = [...STRINGS, ['a\u0000'], { $gt: '' }, null, -1, 2147483648, 1e308, 1.5, true]
/** Raw query text, percent-encoded as a browser would send it. */
const HOSTILE_QUERY = ['%00', '%E0%A4%A', '__proto__', 'x'.repeat(5_000), '-1', '1e309', '2147483648', 'NaN']

type Body = Record<string, unknown>
export type Answered = { label: string; status: number }

/** Each valid body with one field made hostile. */
function hostileBodies(validBodies: Body[]) {
  return validBodies.flatMap((valid) =>
    Object.keys(valid).flatMap((field) =>
      HOSTILE_VALUES.map((value) => ({ label: `${field}=${JSON.stringify(value)?.slice(0, 30)}`, body: { ...valid, [field]: value } })),
    ),
  )
}

export type SweepOptions = {
  token: string
  /** Parameters each call (but a DELETE) gets hostile, one at a time. */
  queryKeys: string[]
  /** A valid body for each input the calls take; every call but a GET or DELETE gets each, one field hostile. */
  validBodies: Body[]
  /** The form to send instead of JSON, for the calls that take an upload form. */
  asForm?: (method: string, path: string, body: Body) => FormData | undefined
}

/**
 * Every call with every hostile query and body; what came back, one line each. A DELETE is left
 * out: it would remove the record the other calls are swept against.
 */
export async function sweepCalls(api: ShopApi, endpoints: Array<[string, string]>, { token, queryKeys, validBodies, asForm }: SweepOptions) {
  const answers: Answered[] = []
  for (const [method, path] of endpoints) {
    if (method === 'DELETE') continue
    for (const key of queryKeys) {
      for (const value of HOSTILE_QUERY) {
        const answer = await call(api, method, `${path}?${key}=${value}`, { token })
        answers.push({ label: `${method} ${path}?${key}=${value.slice(0, 30)}`, status: answer.status })
      }
    }
    if (method === 'GET') continue
    for (const { label, body } of hostileBodies(validBodies)) {
      const form = asForm?.(method, path, body)
      let status: number
      if (form) {
        const response = await api.request(`/api/v1${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body: form })
        status = response.status
        await response.arrayBuffer()
      } else {
        status = (await call(api, method, path, { token, json: body })).status
      }
      answers.push({ label: `${method} ${path} ${label}`, status })
    }
  }
  return answers
}

export const serverErrors = (answers: Answered[]) => answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.label}`)
