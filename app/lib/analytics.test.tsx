// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SortSelect } from '#app/components/catalogue/sort-select.tsx'
import { listRoute } from './catalogue-url.ts'
import { track } from './analytics.ts'

const win = window as unknown as { gtag?: (...args: unknown[]) => void }
afterEach(() => {
  delete win.gtag
})

describe('analytics', () => {
  it('sends events with currency TWD when the tag is loaded, and nothing otherwise', () => {
    expect(() => track('search', { search_term: '青眼' })).not.toThrow()
    win.gtag = vi.fn()
    track('view_item', { value: 1280 })
    expect(win.gtag).toHaveBeenCalledWith('event', 'view_item', { currency: 'TWD', value: 1280 })
  })

  it('reports apply_sort when the shopper changes the sort', () => {
    win.gtag = vi.fn()
    const Stub = createRoutesStub([
      { path: '/products/:page', Component: () => <SortSelect params={{ category: [], rarity: [], condition: [] }} route={listRoute()} /> },
    ])
    render(<Stub initialEntries={['/products/1']} />)
    fireEvent.change(screen.getByLabelText('排序'), { target: { value: '-price_jpy' } })
    expect(win.gtag).toHaveBeenCalledWith('event', 'apply_sort', { currency: 'TWD', sort_by: '-price_jpy' })
  })
})
