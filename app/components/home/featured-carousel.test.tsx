// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Product } from '#backend/contract/catalogue.ts'
import { FeaturedCarousel } from './featured-carousel.tsx'

const product = (code: string): Product => ({
  id: 1,
  product_code: code,
  base_name: `卡 ${code}`,
  card_number: 'QCCU-JP001',
  rarity: 'SE',
  condition: 'S',
  language: 'JP',
  price_jpy: 1000,
  price_twd: 260,
  internal_stock: 1,
  image_url: '/x.svg',
  default_image: { image_url: '/x.svg' },
  product_images: [],
  card: { base_name: `卡 ${code}`, name_zh: null, name_en: null, category: '魔法', description: '' },
})

function renderWith(products: Product[] | Promise<Product[]>) {
  // Cards carry an add-to-cart form with the CSRF token from the root's data.
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => ({ csrfToken: 'csrf-token' }), Component: () => <FeaturedCarousel products={products} /> },
  ])
  render(<Stub />)
}

describe('FeaturedCarousel', () => {
  it('shows 5 skeleton cards while a client-side load is pending', async () => {
    renderWith(new Promise<Product[]>(() => {}))
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(5)
    expect(screen.getByTestId('featured-track').getAttribute('aria-busy')).toBe('true')
  })

  it('shows the products at once when they are already loaded', async () => {
    renderWith([product('A-1'), product('B-2')])
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2)
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0)
    // Each card can be added to the cart from here, with the CSRF token and the way back to it:
    // the cards share one form, and the tapped button names its product.
    const add = screen.getByRole('button', { name: '將「卡 A-1」加入購物車' })
    const sent = new FormData(add.closest('form')!, add)
    expect(sent.get('product_code')).toBe('A-1')
    expect(sent.get('intent')).toBe('add')
    expect(sent.get('csrf')).toBe('csrf-token')
    expect(sent.get('redirectTo')).toBe('/')
  })

  it('replaces the skeletons with the products when they arrive', async () => {
    renderWith(Promise.resolve([product('C-3')]))
    expect(await screen.findByText('卡 C-3')).toBeTruthy()
    expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0)
  })

  it('shows an empty carousel, not an error, when there is nothing featured or the call failed', async () => {
    const failed = Promise.reject(new Error('down'))
    // The carousel reads it after the root loader has run: mark it handled meanwhile, so Node does
    // not report the rejection as unhandled before React gets to it.
    failed.catch(() => {})
    renderWith(failed)
    expect(await screen.findByText('本週精選正在準備中，先看看全部商品吧。')).toBeTruthy()
  })
})
