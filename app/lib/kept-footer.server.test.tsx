import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteFooter } from '#app/components/shell/site-footer.tsx'
import { keptElementFor } from './kept-elements.ts'
import { keepFooter } from './kept-footer.server.tsx'

const env = (contactEmail: string) => ({ contactEmail, lineUrl: 'https://line.me/R/ti/p/@shop', facebookUrl: undefined, instagramUrl: 'https://instagram.com/shop', gaMeasurementId: undefined })
const page = new Request('https://shop.example.tw/products/1')

describe('keepFooter', () => {
  it('hands a page the footer it would render, made once for its settings', () => {
    const settings = env('service@ygo-daigou.tw')
    const elements = renderToString(<SiteFooter contactEmail={settings.contactEmail} env={settings} />)
    expect(keptElementFor(settings)).toBeUndefined()
    keepFooter(page, settings)
    const kept = keptElementFor(settings)!
    expect(renderToString(kept)).toBe(elements)
    expect(elements).toContain('service@ygo-daigou.tw')
    expect(elements).toContain(String(new Date().getFullYear()))
    // The page renders the kept footer in SiteFooter's place: the same element, not a new render.
    expect(SiteFooter({ contactEmail: settings.contactEmail, env: settings })).toBe(kept)
  })

  it('makes it again for other settings, and hands nothing to a data request', () => {
    const other = env('help@ygo-daigou.tw')
    keepFooter(new Request('https://shop.example.tw/products/1.data'), other)
    expect(keptElementFor(other)).toBeUndefined()
    keepFooter(page, other)
    expect(renderToString(keptElementFor(other)!)).toContain('help@ygo-daigou.tw')
  })
})
