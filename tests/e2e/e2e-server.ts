/**
 * The e2e server's session secret, shared by playwright.config.ts (which starts the server with it)
 * and the tests that hand the browser a session cookie the shop would have made.
 */
export const E2E_SESSION_SECRET = 'e2e-session-secret-0123456789abcdef0123456789'
