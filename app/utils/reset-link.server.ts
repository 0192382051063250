/**
 * A mailed reset link's token, moved out of the address into an encrypted cookie for the link's
 * hour: the page then stands at /password/reset/confirm without it, so the token is not in the
 * browser's history, a shared screen, a Referer or the page view analytics reports (which sends
 * the whole address). Django's password reset view does the same. The cookie is sent back only to
 * /password/reset, and a reload or the in-app banner's close still finds the form.
 */
import { z } from 'zod'
import { RESET_TTL_SECONDS } from '#backend/contract/accounts.ts'
import { encryptedCookieOf } from './encrypted-cookie.server.ts'

export const resetLinkCookie = encryptedCookieOf({
  name: 'reset_link',
  path: '/password/reset',
  maxAgeSeconds: RESET_TTL_SECONDS,
  schema: z.string().min(1).max(512),
})
