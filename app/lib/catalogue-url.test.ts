import { describe, expect, it } from 'vitest'
import {
  catalogueQuery,
  clearedFilters,
  filterCount,
  listRoute,
  readCatalogueParams,
  searchRoute,
  validPageJump,
  withoutFilterValue,
} from './catalogue-url.ts'

const params = readCatalogueParams(new URLSearchParams('rarity=SR,UR&rarity=SR&condition=S&ordering=-id&stock_status=in_stock&utm_source=line'))

describe('catalogue URL state', () => {
  it('reads repeated and comma-separated values once each', () => {
    expect(params).toEqual({ category: [], rarity: ['SR', 'UR'], condition: ['S'], ordering: '-id', stock_status: 'in_stock' })
    expect(filterCount(params)).toBe(4)
  })

  it('builds list, search and detail URLs that keep the state and reset the page', () => {
    expect(listRoute().href(params)).toBe('/products/1?rarity=SR&rarity=UR&condition=S&stock_status=in_stock&ordering=-id')
    expect(listRoute().detailHref(params, 3, 'QCCU-JP001-UR-S')).toBe('/products/3/detail/QCCU-JP001-UR-S?rarity=SR&rarity=UR&condition=S&stock_status=in_stock&ordering=-id')
    expect(searchRoute('青眼').href(clearedFilters(params), 2)).toBe('/search?q=%E9%9D%92%E7%9C%BC&page=2&ordering=-id')
    expect(catalogueQuery(withoutFilterValue(params, 'rarity', 'SR'))).toBe('?rarity=UR&condition=S&stock_status=in_stock&ordering=-id')
    expect(catalogueQuery(withoutFilterValue(params, 'stock_status'))).not.toContain('stock_status')
  })

  it.each([
    ['3', 3],
    [' 7 ', 7],
    ['10', 10],
    ['11', null],
    ['0', null],
    ['', null],
    ['2a', null],
    ['-1', null],
    // Full-width digits and space, as a Chinese IME types them.
    ['２', 2],
    ['１０', 10],
    ['\u3000３\u3000', 3],
    ['１１', null],
  ])('page jump %s within 10 pages -> %s', (value, expected) => {
    expect(validPageJump(value, 10)).toBe(expected)
  })
})
