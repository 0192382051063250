/** A shared cart's id: 128 random bits, URL-safe, so it cannot be guessed or enumerated. No zod here: pages import it. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/
