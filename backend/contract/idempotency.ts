/**
 * The one-time key of a request that creates something (docs/product-rules.md#one-time-keys):
 * the header's name and form, and the API's words about it. Plain constants (no zod), shared by
 * the API and the storefront's client.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** 8-100 of A-Z a-z 0-9 _ -: room for a UUID or a client's own scheme. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key 格式不正確（8 到 100 個英數字、- 或 _）。',
  /** The same key with a different request: an old page from the browser's history, changed and sent. */
  formAlreadyUsed: '這份表單已經送出過了；要送出不同的內容，請重新整理頁面後再送出。',
} as const
