/**
 * The catalogue's state lives in the URL (docs/storefront.md#catalogue-pages): filters and sort in the query
 * string, the page in the path (/products/3) or in ?page= (search). These helpers read that state
 * and build the links and forms that change it; any change of filters or sort goes to page 1.
 */
export const FILTER_KEYS = ['category', 'rarity', 'condition'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

export type CatalogueParams = {
  category: string[]
  rarity: string[]
  condition: string[]
  ordering?: string
  stock_status?: string
}

function values(search: URLSearchParams, key: string) {
  const out = search
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
  return [...new Set(out)]
}

export function readCatalogueParams(search: URLSearchParams): CatalogueParams {
  return {
    category: values(search, 'category'),
    rarity: values(search, 'rarity'),
    condition: values(search, 'condition'),
    ordering: search.get('ordering') || undefined,
    stock_status: search.get('stock_status') || undefined,
  }
}

/** Number of ticked filter values (the drawer's badge). */
export function filterCount(params: CatalogueParams) {
  return FILTER_KEYS.reduce((n, key) => n + params[key].length, 0) + (params.stock_status ? 1 : 0)
}

/** The query string for `params` plus `extra` (e.g. q), in a stable order. */
export function catalogueQuery(params: CatalogueParams, extra: Record<string, string | undefined> = {}) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value)
  for (const key of FILTER_KEYS) for (const v of params[key]) search.append(key, v)
  if (params.stock_status) search.set('stock_status', params.stock_status)
  if (params.ordering) search.set('ordering', params.ordering)
  const qs = search.toString()
  return qs ? `?${qs}` : ''
}

export function withoutFilterValue(params: CatalogueParams, key: FilterKey | 'stock_status', value?: string): CatalogueParams {
  if (key === 'stock_status') return { ...params, stock_status: undefined }
  return { ...params, [key]: params[key].filter((v) => v !== value) }
}

export function clearedFilters(params: CatalogueParams): CatalogueParams {
  return { category: [], rarity: [], condition: [], ordering: params.ordering }
}

/** Where the list and the search keep their page, filters and hidden fields. */
export type CatalogueRoute = {
  /** The URL of page `page` with `params`. */
  href: (params: CatalogueParams, page?: number) => string
  /** The URL of a product's detail modal over page `page` (keeps the query string). */
  detailHref: (params: CatalogueParams, page: number, productCode: string) => string
  /** GET form target for filter and sort forms (always page 1). */
  formAction: string
  /** Fields every filter/sort form must carry (e.g. the search query). */
  hidden: Record<string, string>
}

export function listRoute(): CatalogueRoute {
  return {
    href: (params, page = 1) => `/products/${page}${catalogueQuery(params)}`,
    detailHref: (params, page, code) => `/products/${page}/detail/${encodeURIComponent(code)}${catalogueQuery(params)}`,
    formAction: '/products/1',
    hidden: {},
  }
}

export function searchRoute(q: string): CatalogueRoute {
  return {
    href: (params, page = 1) => `/search${catalogueQuery(params, { q, page: page > 1 ? String(page) : undefined })}`,
    detailHref: (params, page, code) =>
      `/search/detail/${encodeURIComponent(code)}${catalogueQuery(params, { q, page: page > 1 ? String(page) : undefined })}`,
    formAction: '/search',
    hidden: q ? { q } : {},
  }
}

export const totalPages = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize))

/**
 * A page-jump entry: an integer from 1 to `total`, else null (docs/storefront.md#catalogue-pages).
 * Full-width digits from a Chinese IME ('２') count: NFKC here, the few bytes this page's
 * JavaScript has left (a stray '②' reading as 2 only jumps to page 2).
 */
export function validPageJump(value: string | null | undefined, total: number): number | null {
  const text = (value ?? '').normalize('NFKC').trim()
  const page = /^\d{1,7}$/.test(text) ? Number(text) : 0
  return page >= 1 && page <= total ? page : null
}
