/**
 * The hidden field of a staff editor holding what its page showed (`expected`), sent back so a save
 * leaves others' changes made meanwhile (app/lib/stale-edit.server.ts reads it): the product and
 * news editors, and the CSV import's confirm (what its preview saw).
 */
export const EXPECTED_FIELD = 'expected'

export function ExpectedInput({ value }: { value: unknown }) {
  return <input type="hidden" name={EXPECTED_FIELD} value={JSON.stringify(value)} />
}
