/**
 * The words every form uses for its fields' generic rules (empty, too long), in one place: the
 * API's bodies (accounts.ts) and the storefront's forms (checkout) say the same. Plain constants
 * (no zod), so a page's messages can import them without the schemas.
 */
export const FIELD_MESSAGES = {
  required: '此欄位不可為空。',
  tooLong: (max: number) => `此欄位不可超過 ${max} 個字元。`,
} as const
