import { ONCE_KEY_FIELD } from '#app/lib/once-key.ts'

/** The hidden one-time key of a form that creates something (app/lib/once-key.ts). */
export function OnceKeyInput({ value }: { value: string }) {
  return <input type="hidden" name={ONCE_KEY_FIELD} value={value} />
}
