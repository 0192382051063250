import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Link as RouterLink, StaticRouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ServerLink } from './link.tsx'

/** The page's HTML with `node` at /products/1, rendered on the server as the shop renders pages. */
async function html(node: ReactNode) {
  const handler = createStaticHandler([{ id: 'root', path: '*', Component: () => node }])
  const context = await handler.query(new Request('http://shop.test/products/1'))
  if (context instanceof Response) throw new Error('no page')
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />)
}

// Every kind of link the shop writes (app/components, app/routes).
const LINKS = [
  { to: '/products/1' },
  { to: '/products/1/detail/QCCU-JP001-UR-S', state: { modal: true }, preventScrollReset: true, className: 'product-card-link', id: 'product-QCCU-JP001-UR-S', 'data-testid': 'product-card' },
  { to: '/products/2?rarity=SE&condition=A', rel: 'next', className: 'page-link page-step', 'aria-label': '下一頁', preventScrollReset: true },
  { to: '/account/orders/YG20261122001?confirm=cancel#cancel', replace: true, className: 'button button-outline' },
  { to: '/login?redirectTo=%2Fcheckout%3Fmerchant_trade_no%3DX1', 'aria-current': 'page' as const },
  { to: '/terms', target: '_blank' },
  { to: '/search?q=%E9%BE%8D', tabIndex: -1, onClick: () => {} },
]

describe('ServerLink', () => {
  it.each(LINKS)('renders what React Router’s Link renders, which hydrates it in the browser: %o', async (props) => {
    const server = await html(<ServerLink {...props}>連結</ServerLink>)
    expect(server).toBe(await html(<RouterLink {...props}>連結</RouterLink>))
    expect(server).toContain(`href="${props.to.replace(/&/g, '&amp;')}"`)
  })

  it('refuses a relative or outside address, which it would get wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(html(<ServerLink to="faq">FAQ</ServerLink>)).rejects.toThrow(/path from the shop's root/)
    await expect(html(<ServerLink to="//evil.example/">x</ServerLink>)).rejects.toThrow(/path from the shop's root/)
  })
})
