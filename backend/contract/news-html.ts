/**
 * The HTML a news article may contain. The backend cleans articles when they are written; the
 * storefront cleans again before rendering, since it may be talking to another backend.
 * No scripts, no event handlers, no styles, only http(s), mailto and relative links; pictures
 * only over https or from the shop.
 */
import sanitizeHtml from 'sanitize-html'

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's', 'a',
    'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption', 'hr',
  ],
  // rel, target and loading are set by transformTags below (which runs before this filter).
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An http:// picture is blocked as mixed content on the shop's https pages: left out rather than
  // shown broken (staff are told when they write it: staff-news.ts; this covers older articles).
  exclusiveFilter: (frame) => frame.tag === 'img' && /^\s*http:/i.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links leaving the shop open safely and tell search engines they are not endorsements.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, options)
}
