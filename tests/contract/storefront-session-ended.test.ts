/**
 * A login the API no longer honours (its refresh token revoked, spent or unknown) ends on the
 * next page: the session is cleared and the shopper told so (docs/architecture.md#sessions-and-cookies).
 * A page that needs no login sends them to /login and back; the pages a guest uses anyway show
 * the notice where they are.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { endedLogin } from '#tests/setup/session-cookie.ts'
import { useStorefrontApp } from '#tests/setup/storefront-app.ts'

let shop: Awaited<ReturnType<typeof useStorefrontApp>>
beforeAll(async () => {
  shop = await useStorefrontApp()
})

/** The Cookie header of a session whose refresh token the API does not know, as a browser sends it back. */
const endedLoginCookie = async () => `__session=${await endedLogin(shop.env.SESSION_SECRETS)}`

const ENDED = '登入已逾時或無效，請重新登入。'

describe('a login the API refuses to refresh', () => {
  it('sends a catalogue page to /login and back, with the session cleared', async () => {
    const response = await shop.request('/products/1', { headers: { Cookie: await endedLoginCookie() } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fproducts%2F1')
    expect(response.headers.get('set-cookie')).toMatch(/__session=/)
  })

  // A made-up reset link is refused in place (400), as it would be for a guest.
  it.each([
    ['/login', 200],
    ['/login?redirectTo=%2Fcart', 200],
    ['/register', 200],
    ['/forgot-password', 200],
    ['/password/reset/confirm?uid=MQ&token=x', 400],
  ])(
    '%s is shown where the shopper is, with the notice, not a detour to /login',
    async (page, status) => {
      const response = await shop.request(page, { headers: { Cookie: await endedLoginCookie() } })
      expect(response.status).toBe(status)
      expect(await response.text()).toContain(ENDED)
      // The cleared session goes back with the page, so the next one is a guest's without the notice.
      const next = response.headers.get('set-cookie')!.split(';')[0]!
      const again = await shop.request(page, { headers: { Cookie: next } })
      expect(again.status).toBe(status)
      expect(await again.text()).not.toContain(ENDED)
    },
  )
})

describe('a checkout sent by a guest', () => {
  it('without the page\'s CSRF token leaves nothing in the session: plain /login', async () => {
    const response = await shop.request('/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=place-order&recipient_name=%E9%99%B3',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fcheckout')
    expect(response.headers.get('set-cookie') ?? '').not.toMatch(/__session=/)
  })
})
