import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CatalogueParams } from '#app/lib/catalogue-url.ts'
import type { Facets } from '#backend/contract/catalogue.ts'
import { filterBoxes, filterBoxesMarkup } from './filter-panel.tsx'

const params = (p: Partial<CatalogueParams> = {}): CatalogueParams => ({ category: [], rarity: [], condition: [], ...p })
const facets = (f: Partial<Facets>): Facets => ({ category: {}, rarity: {}, condition: {}, ...f })
/** The markup escapes with numeric references (contract/html-escape.ts), React with names: the same characters. */
const namedReferences = (html: string) =>
  html.replace(/&#(38|60|62|34|39);/g, (_, code: string) => ({ 38: '&amp;', 60: '&lt;', 62: '&gt;', 34: '&quot;', 39: '&#x27;' })[code]!)

describe('filter options', () => {
  // The server sends filterBoxesMarkup; the browser hydrates it with filterBoxes. Any
  // difference would be a hydration mismatch, so the two must write the very same HTML.
  it.each([
    ['a list page: no counts, one box ticked', { group: 'rarity' as const, values: ['N', 'SE', '20thSE'], params: params({ rarity: ['SE'] }), counts: undefined }],
    ['conditions, their meaning as the label', { group: 'condition' as const, values: ['S', 'A', 'A-', 'B'], params: params({ condition: ['A-'] }), counts: undefined }],
    [
      'a search page: counts, an empty value greyed unless ticked',
      { group: 'category' as const, values: ['魔法', '陷阱', '通常怪獸'], params: params({ category: ['陷阱'] }), counts: facets({ category: { 魔法: 12 } }) },
    ],
    ['a value that needs escaping', { group: 'rarity' as const, values: ['<R&"'], params: params({ rarity: ['<R&"'] }), counts: facets({ rarity: { '<R&"': 1 } }) }],
  ])('the server writes what the browser renders: %s', (_, props) => {
    const markup = filterBoxesMarkup(props.group, props.values, props.params, props.counts)
    expect(namedReferences(markup)).toBe(renderToString(<>{filterBoxes(props.group, props.values, props.params, props.counts)}</>))
    expect(markup.match(/<input /g)).toHaveLength(props.values.length)
  })

  it('ticks the URL’s values, counts each value and greys the empty ones', () => {
    const markup = filterBoxesMarkup('category', ['魔法', '陷阱', '通常怪獸'], params({ category: ['陷阱'] }), facets({ category: { 魔法: 12 } }))
    expect(markup).toBe(
      '<label class="check"><input type="checkbox" name="category" value="魔法"/><span>魔法<span class="facet-count">(12)</span></span></label>' +
        '<label class="check"><input type="checkbox" name="category" checked="" value="陷阱"/><span>陷阱<span class="facet-count">(0)</span></span></label>' +
        '<label class="check is-empty"><input type="checkbox" name="category" value="通常怪獸"/><span>通常怪獸<span class="facet-count">(0)</span></span></label>',
    )
  })
})
