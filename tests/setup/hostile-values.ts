/**
 * Hostile values for the signed-in sweeps (tests/contract/*-hostile-sweep.test.ts): they go into a
 * valid body one field at a time, so each reaches the service and its query instead of stopping
 * at the first field that fails validation.
 */
const STRINGS = ['a\u0000b', '__proto__', 'x'.repeat(5_000), '\ud800', '%00', "' OR 1=1--", '<script>x</script>', '-1', '1e309', '']
export const HOSTILE_VALUES: unknown[] = [...STRINGS, ['a\u0000'], { $gt: '' }, null, -1, 2147483648, 1e308, 1.5, true]
/** Raw query text, percent-encoded as a browser would send it. */
export const HOSTILE_QUERY = ['%00', '%E0%A4%A', '__proto__', 'x'.repeat(5_000), '-1', '1e309', '2147483648', 'NaN']

/** Each valid body with one field made hostile. */
export function hostileBodies(validBodies: Array<Record<string, unknown>>) {
  return validBodies.flatMap((valid) =>
    Object.keys(valid).flatMap((field) =>
      HOSTILE_VALUES.map((value) => ({ label: `${field}=${JSON.stringify(value)?.slice(0, 30)}`, body: { ...valid, [field]: value } })),
    ),
  )
}

export type Answered = { label: string; status: number }

export const serverErrors = (answers: Answered[]) => answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${a.label}`)
