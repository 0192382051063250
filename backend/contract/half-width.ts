/**
 * What a Chinese IME left in full-width mode types: '０９１２', 'ｍｅ＠ｅｘａｍｐｌｅ．ｔｗ', '２'. Phone
 * numbers, SMS codes, e-mails and typed numbers read it as the plain characters it stands for.
 * Plain functions (no zod): the API, the forms and the staff search all use them.
 */

/**
 * Full-width ASCII (U+FF01-FF5E) and the ideographic space as their plain counterparts; other
 * characters unchanged. Not NFKC, which would also turn '①' or '²' into digits nobody meant to type.
 */
export function halfWidth(text: string) {
  return text.replace(/[\uFF01-\uFF5E\u3000]/g, (c) =>
    c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  )
}
