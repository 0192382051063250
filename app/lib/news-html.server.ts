/** Server-only entry to the news HTML cleaner, so sanitize-html never reaches the browser bundle. */
export { sanitizeNewsHtml } from '#backend/contract/news-html.ts'
