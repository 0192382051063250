/**
 * (In contract/ because storefront and API both write HTML as text: the ECPay pages, and the
 * storefront's product cards and pictures, whose markup is built as text because React rendering
 * them element by element was the largest cost of a list page; issue 13.) Escapes a value for
 * HTML text and for a quoted attribute value: & < > " ' become numeric references (`&#38;`),
 * which need no table in the shop shell's JavaScript.
 */
const SPECIAL = /[&<>"']/
const SPECIALS = /[&<>"']/g

export function escapeHtml(value: string | number) {
  const text = String(value)
  // Most values (names, addresses, numbers) have none: testing first halves the time escaping takes.
  return SPECIAL.test(text) ? text.replace(SPECIALS, (ch) => `&#${ch.charCodeAt(0)};`) : text
}
