// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { cardData } from '#tests/setup/product-fixture.ts'
import { ProductCard } from './product-card.tsx'

function renderCard(product: ProductCardData) {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => ({ csrfToken: 't' }), Component: () => <ul><ProductCard product={product} href="/products/1/detail/X" place={0} /></ul> },
  ])
  render(<Stub />)
}

describe('ProductCard', () => {
  it('shows the picture, names, number, rarity, tags, price and stock', async () => {
    renderCard(cardData())
    const link = await screen.findByTestId('product-card')
    expect(link.getAttribute('href')).toBe('/products/1/detail/X')
    const face = within(link)
    expect(face.getByText('青眼の白龍').className).toBe('product-card-name')
    expect(face.getByText('青眼白龍').className).toBe('product-card-zh')
    expect(face.getByText('QCCU-JP001').className).toBe('card-number')
    expect(face.getByText('UR').className).toBe('rarity')
    expect(face.getByTestId('condition-tag').className).toBe('tag tag-condition tag-condition-am')
    expect(face.getByTestId('condition-tag').textContent).toBe('A- 輕微使用感')
    expect(face.getByText('韓紙').getAttribute('title')).toBe('亞洲發行的日文版（韓紙）')
    expect(face.getByText('NT$1,260').className).toBe('price')
    expect(face.getByText('剩 3 件').className).toBe('stock')
    const img = link.querySelector('picture > source + img')!
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(link.querySelector('source')!.getAttribute('srcset')).toContain('/api/v1/media/cards/QCCU-JP001-UR-S/front-160w.webp 160w')
    expect(screen.getByRole('button', { name: '將「青眼の白龍」加入購物車' })).toBeTruthy()
  })

  it('names a kanji card once, leaves out the Japanese-language tag, and marks a sold-out card', async () => {
    renderCard(cardData({ card: { name_zh: '青眼の白龍' }, language: 'JP', internal_stock: 0 }))
    const link = await screen.findByTestId('product-card')
    expect(link.querySelector('.product-card-zh')).toBeNull()
    expect(link.querySelector('.tag-language')).toBeNull()
    expect(within(link).getAllByText('已售完').map((e) => e.className)).toEqual(['sold-out-badge', 'stock stock-out'])
    expect(link.closest('li')!.className).toBe('product-card is-sold-out')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows staff-typed text as text, never as markup', async () => {
    const name = '<img src=x onerror="alert(1)">&amp;'
    renderCard(cardData({ base_name: name, card: { name_zh: '<b>zh</b>' }, rarity: '"><i>' }))
    const link = await screen.findByTestId('product-card')
    expect(within(link).getByText(name).className).toBe('product-card-name')
    expect(within(link).getByText('<b>zh</b>')).toBeTruthy()
    expect(within(link).getByText('"><i>').className).toBe('rarity')
    expect(link.querySelectorAll('img')).toHaveLength(1)
    expect(link.querySelector('b, i')).toBeNull()
  })
})
