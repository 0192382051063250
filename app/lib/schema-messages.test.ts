/**
 * Every rule of a form or request body says its own words. zod's `.max(50)` without a message
 * shows the string schema's `{ error }` (「此欄位不可為空。」 under a name that is only too long) or
 * zod's English when there is none; this walks each input schema and asks every check for its
 * own Traditional-Chinese message.
 */
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { FIELD_MESSAGES } from '#backend/contract/field-messages.ts'
import { RECIPIENT_LIMITS } from '#backend/contract/order-values.ts'
import { checkoutSchema } from './order-forms.ts'

type Walked = { path: string; check: string; message: string | undefined }

/** Checks that transform (trim, lower-case) refuse nothing, so they need no words. */
const TRANSFORMS = new Set(['overwrite'])
/** Schema kinds that refuse a value of another kind on their own, before their checks. */
const REFUSES_KIND = new Set(['string', 'number', 'array', 'union', 'enum', 'boolean'])
/** Wrappers under which a missing value is fine. */
const MAY_BE_MISSING = new Set(['optional', 'default', 'prefault', 'nullable', 'catch'])

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's definitions differ per schema kind
function walk(schema: any, path: string, out: Walked[], seen = new Set<unknown>(), optional = false) {
  if (!schema?._zod || seen.has(schema)) return out
  seen.add(schema)
  const def = schema._zod.def
  // A value of the wrong kind (a missing field, an unknown intent) fails before any check: the
  // schema's own { error } says it, else zod's English ('Invalid input: expected string').
  // Literals are left out: each is an option's discriminator, refused by its union's words.
  if (REFUSES_KIND.has(def.type) && !optional) out.push({ path, check: def.type, message: def.error?.({ code: 'invalid_type', input: undefined }) })
  for (const check of def.checks ?? []) {
    const { check: kind, error } = check._zod.def
    if (TRANSFORMS.has(kind)) continue
    out.push({ path, check: kind, message: error?.({ code: kind, input: undefined }) })
  }
  if (def.shape) for (const [key, value] of Object.entries(def.shape)) walk(value, `${path}.${key}`, out, seen)
  // Inside .optional() or .default() a missing value is never refused; a wrong one still is, but
  // a form sends only text, which these schemas read.
  const within = optional || MAY_BE_MISSING.has(def.type)
  for (const key of ['in', 'out', 'innerType', 'element', 'valueType']) walk(def[key], path, out, seen, within)
  for (const option of def.options ?? []) walk(option, path, out, seen, within)
  return out
}

/**
 * The schemas input is parsed with: every form schema of app/lib (`*-forms.ts`), and the API's
 * bodies in backend/contract, named `*BodySchema`, `*FormSchema`, `*Input` or `*Fields` there.
 * The answers' schemas are left out: their failure is the API's, said as a generic error.
 */
async function inputSchemas() {
  const found: Array<[string, z.ZodType]> = []
  const dirs = [
    { dir: 'app/lib', file: /-forms\.ts$/, name: /./ },
    { dir: 'backend/contract', file: /^[a-z-]+\.ts$/, name: /(Body|Form)Schema$|Input$|Fields$/ },
  ]
  for (const { dir, file, name } of dirs) {
    for (const entry of readdirSync(new URL(`../../${dir}/`, import.meta.url))) {
      if (!file.test(entry)) continue
      const module = (await import(/* @vite-ignore */ `../../${dir}/${entry}`)) as Record<string, unknown>
      for (const [exported, value] of Object.entries(module)) {
        if (name.test(exported) && (value as { _zod?: unknown })?._zod) found.push([`${dir}/${entry}:${exported}`, value as z.ZodType])
      }
    }
  }
  return found
}

describe('the messages of the input schemas', () => {
  it('every rule of every form and request body has its own Traditional-Chinese message', async () => {
    const schemas = await inputSchemas()
    expect(schemas.length).toBeGreaterThan(20)
    const checks = schemas.flatMap(([name, schema]) => walk(schema, name, []))
    expect(checks.length).toBeGreaterThan(50)
    const wordless = checks.filter((c) => !c.message || !/\p{Script=Han}/u.test(c.message)).map((c) => `${c.path} ${c.check}`)
    expect(wordless).toEqual([])
  })

  it('a recipient name that is too long says so, not that it is empty (QA, 390x844)', () => {
    const result = checkoutSchema.safeParse({ recipient_name: '陳'.repeat(RECIPIENT_LIMITS.name + 1) })
    const messages = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'recipient_name').map((i) => i.message)
    expect(messages).toEqual([FIELD_MESSAGES.tooLong(RECIPIENT_LIMITS.name)])
  })
})
