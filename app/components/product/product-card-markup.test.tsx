import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { deepFreeze } from '#backend/contract/frozen.ts'
import { toCardData } from '#app/lib/product-card-data.ts'
import { cardData, product } from '#tests/setup/product-fixture.ts'
import { ProductCard, type ProductCardProps, productCardMarkup } from './product-card.tsx'

/** The cards as React renders them on a page (a data router: the add button's fetcher needs one). */
async function elementsHtml(cards: ProductCardProps[]) {
  const node = (
    <ul>
      {cards.map((props) => (
        <ProductCard key={props.product.product_code} {...props} />
      ))}
    </ul>
  )
  const handler = createStaticHandler([{ id: 'root', path: '*', Component: () => node }])
  const context = await handler.query(new Request('http://shop.test/products/1'))
  if (context instanceof Response) throw new Error('no page')
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

/**
 * The markup escapes with numeric references (contract/html-escape.ts), React with names: the
 * same characters. Both sides are read with names (the cards' text parts are markup in both).
 */
const namedReferences = (html: string) =>
  html.replace(/&#(38|60|62|34|39);/g, (_, code: string) => ({ 38: '&amp;', 60: '&lt;', 62: '&gt;', 34: '&quot;', 39: '&#x27;' })[code]!)

describe('productCardMarkup', () => {
  // The server sends the cards as text; the browser hydrates them with ProductCard. Any difference
  // would be a hydration mismatch, so the two must write the very same HTML.
  it.each([
    ['in stock, a Chinese name, the page’s first card', [{ product: cardData(), href: '/products/1/detail/QCCU-JP001-UR-S', place: 0 }]],
    [
      'sold out, a kanji name shown once, no picture, a later card',
      [{ product: cardData({ internal_stock: 0, base_name: '灰流うらら', card: { name_zh: '灰流うらら' }, image_url: null }), href: '/products/2/detail/X?rarity=SE' }],
    ],
    [
      'the home carousel’s cards, an uploaded photo and an English copy',
      [
        { product: cardData({ language: 'EN', image_url: '/api/v1/media/uploads/0123456789abcdef0123456789abcdef-590x860.jpg' }), href: '/products/1/detail/A', layout: 'carousel' as const },
        { product: cardData({ product_code: 'RC04-JP001-SE-B', condition: 'B' }), href: '/products/1/detail/B', layout: 'carousel' as const, place: 2 },
      ],
    ],
    ['names and codes that need escaping', [{ product: cardData({ product_code: 'A&B"<1>', base_name: '<青眼>&"白龍\'', card_number: 'X&Y', card: { name_zh: null } }), href: '/search?q=a&b=%22' }]],
  ])('the server writes what the browser renders: %s', async (_, cards) => {
    const markup = cards.map(productCardMarkup).join('')
    expect(`<ul>${namedReferences(markup)}</ul>`).toBe(namedReferences(await elementsHtml(cards)))
    expect(markup.match(/<li /g)).toHaveLength(cards.length)
  })
})

describe('a shared card’s markup (contract/frozen.ts)', () => {
  it('is each place’s own, and the same as an unshared card’s', () => {
    const shared = deepFreeze(cardData())
    const first = productCardMarkup({ product: shared, href: '/products/1/detail/QCCU-JP001-UR-S', place: 0 })
    expect(productCardMarkup({ product: shared, href: '/products/1/detail/QCCU-JP001-UR-S', place: 0 })).toBe(first)
    expect(first).toBe(productCardMarkup({ product: cardData(), href: '/products/1/detail/QCCU-JP001-UR-S', place: 0 }))
    const elsewhere = productCardMarkup({ product: shared, href: '/products/2/detail/QCCU-JP001-UR-S?rarity=UR', place: 5 })
    expect(elsewhere).toContain('href="/products/2/detail/QCCU-JP001-UR-S?rarity=UR"')
    expect(elsewhere).toContain('loading="lazy"')
    expect(productCardMarkup({ product: shared, href: '/products/1/detail/QCCU-JP001-UR-S', place: 0, layout: 'carousel' })).not.toBe(first)
  })

  it('comes from card data made once for a shared product', () => {
    const shared = deepFreeze(product('RC04-JP001-SE-B', 2))
    expect(toCardData(shared)).toBe(toCardData(shared))
    expect(Object.isFrozen(toCardData(shared))).toBe(true)
    const changing = product('RC04-JP001-SE-B', 2)
    expect(toCardData(changing)).not.toBe(toCardData(changing))
  })
})
