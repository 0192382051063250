// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardPicture, pictureMarkup } from './card-picture.tsx'

const upload = `/api/v1/media/uploads/${'ab'.repeat(16)}-1200x1750.jpg`
const html = (element: React.ReactElement) => renderToStaticMarkup(element)

describe('CardPicture', () => {
  it('offers WebP copies sized for the slot, with one JPEG fallback', () => {
    const out = html(<CardPicture url={upload} sizes="(min-width: 769px) 340px, 50vw" alt="卡" width={236} height={344} />)
    const id = 'ab'.repeat(16)
    expect(out).toMatch(/^<picture><source type="image\/webp" srcset="[^"]+" sizes="\(min-width: 769px\) 340px, 50vw"><img [^>]+><\/picture>$/)
    expect(out).toContain(`/api/v1/media/uploads/${id}-1200x1750-160w.webp 160w, `)
    expect(out).toContain(`/api/v1/media/uploads/${id}-1200x1750-960w.webp 960w"`)
    expect(out).toContain(`src="/api/v1/media/uploads/${id}-1200x1750-320w.jpg"`)
    // One JPEG, for a browser without WebP: no JPEG srcset.
    expect(out).not.toMatch(/\.jpg \d+w/)
    expect(out).not.toMatch(/<img [^>]*sizes=/)
    expect(out).toContain('alt="卡" width="236" height="344"')
    expect(out).toContain('loading="lazy"')
    expect(out).toContain('decoding="async"')
    expect(out).not.toContain('fetchpriority')
  })

  it('loads the page’s largest picture at once and first', () => {
    const out = html(<CardPicture url={upload} sizes="50vw" alt="" width={236} height={344} priority="high" />)
    expect(out).toContain('loading="eager"')
    expect(out).toContain('fetchpriority="high"')
    expect(out).not.toContain('decoding')
    expect(html(<CardPicture url={upload} sizes="50vw" alt="" width={1} height={1} priority="eager" />)).toContain('loading="eager"')
  })

  it('shows a picture without copies as it is', () => {
    const out = html(<CardPicture url="https://example.com/card.jpg" sizes="50vw" alt="卡" width={236} height={344} className="order-item-image" />)
    expect(out).toBe(
      '<picture><img src="https://example.com/card.jpg" alt="卡" width="236" height="344" class="order-item-image" loading="lazy" decoding="async"></picture>',
    )
  })

  it('escapes what it writes: an address or text cannot end its attribute or add markup', () => {
    const out = pictureMarkup({ url: 'https://example.com/a.jpg?x="><script>alert(1)</script>&y=1', sizes: '50vw', alt: `"><img src=x onerror=alert(1)>'`, width: 1, height: 1 })
    expect(out).toBe(
      '<img src="https://example.com/a.jpg?x=&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#38;y=1" alt="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#39;" width="1" height="1" loading="lazy" decoding="async">',
    )
    // A browser reads it back as the very address and text.
    const img = new DOMParser().parseFromString(out, 'text/html').querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://example.com/a.jpg?x="><script>alert(1)</script>&y=1')
    expect(img.getAttribute('alt')).toBe(`"><img src=x onerror=alert(1)>'`)
  })
})
