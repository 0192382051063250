/**
 * A browser without JavaScript, for sweeping the storefront's forms: it keeps cookies, logs in
 * through the login form, follows links under given paths, reads every POST form on the pages
 * (its fields as the page fills them, its submit buttons) and sends each with one field at a
 * time made hostile or left out.
 */
import { expect } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { storeReply } from './ecpay-store-reply.ts'
import { call } from './order-helpers.ts'
import { STOREFRONT_ORIGIN, unescapeHtml } from './storefront-app.ts'

type Fetch = (pathAndQuery: string, init?: RequestInit) => Response | Promise<Response>

export type PageForm = {
  page: string
  action: string
  multipart: boolean
  fields: Array<[string, string]>
  buttons: Array<[string, string]>
}

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
  return value === undefined ? undefined : unescapeHtml(value)
}

export function createBrowser(request: Fetch) {
  const jar = new Map<string, string>()
  async function fetchPage(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    headers.set('Origin', STOREFRONT_ORIGIN)
    const response = await request(path, { ...init, headers, redirect: 'manual' })
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  async function logIn(email: string, password: string) {
    const page = await (await fetchPage('/login')).text()
    const csrf = attribute(/<input[^>]*name="csrf"[^>]*>/.exec(page)![0], 'value')!
    const body = new URLSearchParams({ csrf, email, password })
    const response = await fetchPage('/login', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    if (response.status !== 303) throw new Error(`login answered ${response.status}`)
  }

  /**
   * The pages reachable from `start` through links under `within`, at most `limit`, with their
   * HTML. Pages of one shape (`/staff/products/CODE`, `?page=N`) count twice at most, so one long
   * list does not use up the limit.
   */
  async function crawl(start: string[], within: string[], limit: number) {
    const pages = new Map<string, string>()
    const shapes = new Map<string, number>()
    const queue = [...start]
    while (queue.length > 0 && pages.size < limit) {
      const path = queue.shift()!
      const shape = path.replace(/\?.*/, '').replace(/\/[^/]*\d[^/]*/g, '/:x')
      if (pages.has(path) || (shapes.get(shape) ?? 0) >= 2) continue
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1)
      const response = await fetchPage(path)
      if (response.status !== 200) {
        await response.arrayBuffer()
        continue
      }
      const html = await response.text()
      pages.set(path, html)
      for (const [, href] of html.matchAll(/<a[^>]*\shref="(\/[^"#]*)"/g)) {
        const link = unescapeHtml(href!)
        if (within.some((prefix) => link.startsWith(prefix)) && !pages.has(link) && !link.includes('logout')) queue.push(link)
      }
    }
    return pages
  }

  let listAddForm: PageForm | undefined
  /** Adds a product (the list's first card unless `code` is given) with the list page's own form. */
  async function addToCart(code?: string) {
    listAddForm ??= postForms('/products/1', await (await fetchPage('/products/1')).text()).find((form) => form.action === '/cart')!
    const button = listAddForm.buttons.find(([name, value]) => name === 'product_code' && (code === undefined || value === code))!
    return fetchPage('/cart', { method: 'POST', ...formBody([...listAddForm.fields, button], false) })
  }

  /** Asks for the store map with the checkout form's 選擇 7-ELEVEN 門市, the recipient fields as given. */
  async function chooseStore(recipient: Record<string, string>) {
    const checkout = await (await fetchPage('/checkout')).text()
    const form = postForms('/checkout', checkout).find((f) => f.buttons.some(([, value]) => value === 'choose-store'))!
    const typed = form.fields.map(([name, value]): [string, string] => [name, recipient[name] ?? value])
    return fetchPage('/checkout', { method: 'POST', ...formBody([...typed, ['intent', 'choose-store']], false) })
  }

  return { fetchPage, logIn, crawl, addToCart, chooseStore }
}

/** The POST forms of a page, as the page fills them. */
export function postForms(page: string, html: string): PageForm[] {
  const forms: PageForm[] = []
  for (const [, attrs, body] of html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)) {
    if (attribute(attrs!, 'method')?.toLowerCase() !== 'post') continue
    const fields: Array<[string, string]> = []
    for (const [tag] of body!.matchAll(/<input[^>]*>/g)) {
      const name = attribute(tag, 'name')
      const type = attribute(tag, 'type') ?? 'text'
      if (!name || type === 'file' || ((type === 'checkbox' || type === 'radio') && !/\schecked/.test(tag))) continue
      fields.push([name, attribute(tag, 'value') ?? ''])
    }
    for (const [, tag, text] of body!.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const name = attribute(tag!, 'name')
      if (name) fields.push([name, unescapeHtml(text!)])
    }
    for (const [, tag, options] of body!.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attribute(tag!, 'name')
      const option = /<option[^>]*\sselected[^>]*>/.exec(options!)?.[0] ?? /<option[^>]*>/.exec(options!)?.[0]
      if (name && option) fields.push([name, attribute(option, 'value') ?? ''])
    }
    const buttons = [...body!.matchAll(/<button[^>]*>/g)]
      .map(([tag]) => [attribute(tag, 'name'), attribute(tag, 'value') ?? ''] as const)
      .filter((button): button is [string, string] => button[0] !== undefined)
    forms.push({ page, action: attribute(attrs!, 'action') ?? page, multipart: /multipart/.test(attrs!), fields, buttons })
  }
  return forms
}

/** Each form's fields with one at a time set to each value, then left out (the form's CSRF token kept). */
export function formMutations(form: PageForm, values: string[]) {
  const submits = form.buttons.length > 0 ? form.buttons : [undefined]
  const out: Array<{ label: string; fields: Array<[string, string]> }> = []
  for (const button of submits) {
    const withButton = (fields: Array<[string, string]>) => (button ? [...fields, button] : fields)
    form.fields.forEach(([name], index) => {
      if (name === 'csrf') return
      for (const value of values) {
        const fields = form.fields.map((field, i): [string, string] => (i === index ? [name, value] : field))
        out.push({ label: `${button?.join('=') ?? ''} ${name}=${JSON.stringify(value.slice(0, 20))}`, fields: withButton(fields) })
      }
      out.push({ label: `${button?.join('=') ?? ''} without ${name}`, fields: withButton(form.fields.filter((_, i) => i !== index)) })
    })
  }
  return out
}

export function formBody(fields: Array<[string, string]>, multipart: boolean): RequestInit {
  if (!multipart) {
    return { body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
  }
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  return { body }
}

/**
 * The checkout page after the map: the shopper asks for the map through the checkout form, and
 * ECPay posts back the store for the map form's trade number, as the map would.
 */
export async function checkoutWithStore(browser: ReturnType<typeof createBrowser>, api: ShopApi) {
  // What the shopper typed comes back after the map: a valid recipient.
  const asked = await browser.chooseStore({ recipient_name: '陳小華', recipient_phone: '0912345678', recipient_email: 'buyer@example.tw' })
  expect(asked.status).toBe(200)
  const mapForm = postForms('/checkout', await asked.text()).find((form) => form.fields.some(([name]) => name === 'MerchantTradeNo'))!
  const fields = Object.fromEntries(mapForm.fields)
  const reply = await call(api, 'POST', '/ecpay/store-reply/', { form: storeReply({ MerchantTradeNo: fields.MerchantTradeNo!, fields }) })
  expect(reply.status).toBe(303)
  const path = `/checkout?merchant_trade_no=${fields.MerchantTradeNo}`
  return { path, html: await (await browser.fetchPage(path)).text() }
}
