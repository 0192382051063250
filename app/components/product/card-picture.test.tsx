import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardPicture } from './card-picture.tsx'

const upload = `/api/v1/media/uploads/${'ab'.repeat(16)}-1200x1750.jpg`
const html = (element: React.ReactElement) => renderToStaticMarkup(element)

describe('CardPicture', () => {
  it('offers WebP copies sized for the slot, with one JPEG fallback', () => {
    const out = html(<CardPicture url={upload} sizes="(min-width: 769px) 340px, 50vw" alt="卡" width={236} height={344} />)
    const id = 'ab'.repeat(16)
    expect(out).toMatch(/^<picture><source type="image\/webp" srcSet="[^"]+" sizes="\(min-width: 769px\) 340px, 50vw"\/><img /)
    expect(out).toContain(`/api/v1/media/uploads/${id}-1200x1750-160w.webp 160w, `)
    expect(out).toContain(`/api/v1/media/uploads/${id}-1200x1750-960w.webp 960w"`)
    expect(out).toContain(`src="/api/v1/media/uploads/${id}-1200x1750-320w.jpg"`)
    // One JPEG, for a browser without WebP: no JPEG srcset.
    expect(out).not.toMatch(/\.jpg \d+w/)
    expect(out).not.toMatch(/<img [^>]*sizes=/)
    expect(out).toContain('width="236" height="344"')
    expect(out).toContain('loading="lazy"')
    expect(out).toContain('decoding="async"')
    expect(out).not.toContain('fetchPriority')
  })

  it('loads the page’s largest picture at once and first', () => {
    const out = html(<CardPicture url={upload} sizes="50vw" alt="" width={236} height={344} priority="high" />)
    expect(out).toContain('loading="eager"')
    expect(out).toContain('fetchPriority="high"')
    expect(out).not.toContain('decoding')
    expect(html(<CardPicture url={upload} sizes="50vw" alt="" width={1} height={1} priority="eager" />)).toContain('loading="eager"')
  })

  it('shows a picture without copies as it is', () => {
    const out = html(<CardPicture url="https://example.com/card.jpg" sizes="50vw" alt="卡" width={236} height={344} />)
    expect(out).toBe('<img src="https://example.com/card.jpg" alt="卡" width="236" height="344" loading="lazy" decoding="async"/>')
  })
})
