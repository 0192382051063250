import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardPicture } from '#app/components/product/card-picture.tsx'
import { PICTURE_SIZES } from './picture-sizes.ts'
import { firstCardPreload, galleryPreload, pagePreloads, picturePreload } from './preload-links.server.ts'

const upload = `/api/v1/media/uploads/${'ab'.repeat(16)}-1200x1750.jpg`
const param = (link: string, name: string) => new RegExp(`; ${name}="([^"]*)"`).exec(link)?.[1]
const attr = (html: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(html)?.[1]

describe('picturePreload', () => {
  it('lists the very srcset and sizes the picture’s <source> has, so the browser fetches the copy it shows', () => {
    for (const url of [upload, '/api/v1/media/cards/QCCU-JP001-UR-S/front.svg']) {
      const link = picturePreload(url, PICTURE_SIZES.grid)!
      const source = renderToStaticMarkup(<CardPicture url={url} sizes={PICTURE_SIZES.grid} alt="" width={1} height={1} />)
      expect(link).toMatch(/^<\/api\/v1\/media\/[^>]+-160w\.webp>; rel=preload; as=image; type="image\/webp"; /)
      expect(param(link, 'imagesrcset')).toBe(attr(source, 'srcset'))
      expect(param(link, 'imagesizes')).toBe(PICTURE_SIZES.grid)
      expect(link).toMatch(/; fetchpriority=high$/)
    }
  })

  it('names the sizes it was asked for, for a picture already preloaded at others', () => {
    for (const _ of [1, 2]) {
      expect(param(picturePreload(upload, PICTURE_SIZES.grid)!, 'imagesizes')).toBe(PICTURE_SIZES.grid)
      expect(param(picturePreload(upload, PICTURE_SIZES.detail)!, 'imagesizes')).toBe(PICTURE_SIZES.detail)
    }
  })

  it('preloads a picture without copies as it is', () => {
    expect(picturePreload('https://example.com/card.jpg', '50vw')).toBe('<https://example.com/card.jpg>; rel=preload; as=image; fetchpriority=high')
  })

  it('names nothing for no picture or an address a header cannot carry', () => {
    expect(picturePreload(null, '50vw')).toBeUndefined()
    expect(picturePreload('', '50vw')).toBeUndefined()
    // Headers throws on anything past Latin-1: a staff-typed address must not turn a page into a 500.
    expect(picturePreload('https://example.com/卡.jpg', '50vw')).toBeUndefined()
    expect(picturePreload('https://example.com/a b.jpg', '50vw')).toBeUndefined()
    expect(picturePreload('https://example.com/a>.jpg', '50vw')).toBeUndefined()
    expect(picturePreload('https://example.com/a".jpg', '50vw')).toBeUndefined()
  })
})

describe('loader preloads', () => {
  it('preload the gallery’s first picture, else the product’s own', () => {
    const first = `/api/v1/media/uploads/${'cd'.repeat(16)}-800x1166.jpg`
    const withImages = galleryPreload({ image_url: upload, product_images: [{ id: 1, image_url: first, is_default: true }] }) as { Link: string }
    expect(withImages.Link).toContain(`${'cd'.repeat(16)}-800x1166-160w.webp`)
    expect(param(withImages.Link, 'imagesizes')).toBe(PICTURE_SIZES.detail)
    const own = galleryPreload({ image_url: upload, product_images: [] }) as { Link: string }
    expect(own.Link).toContain(`${'ab'.repeat(16)}-1200x1750-160w.webp`)
    expect(galleryPreload({ image_url: null, product_images: [] })).toBeUndefined()
  })

  it('preload a list’s first card, and nothing for an empty list', () => {
    expect((firstCardPreload([{ image_url: upload }, { image_url: null }]) as { Link: string }).Link).toContain(`${'ab'.repeat(16)}-1200x1750-160w.webp`)
    expect(firstCardPreload([])).toBeUndefined()
  })
})

describe('pagePreloads', () => {
  it('lists what each matched route’s loader named, outermost first', () => {
    const match = (id: string) => ({ route: { id } }) as never
    const context = {
      matches: [match('root'), match('list'), match('modal')],
      loaderHeaders: {
        modal: new Headers({ Link: '</b.webp>; rel=preload; as=image' }),
        list: new Headers({ Link: '</a.webp>; rel=preload; as=image', 'Set-Cookie': 'x=1' }),
        root: new Headers({ 'Set-Cookie': 'y=1' }),
      },
    }
    expect(pagePreloads(context)).toEqual([
      '</a.webp>; rel=preload; as=image',
      '</b.webp>; rel=preload; as=image',
    ])
    expect(pagePreloads({ matches: [match('root')], loaderHeaders: {} })).toEqual([])
  })
})
