/**
 * Test-only access to the e2e server's database, for set-ups the staff tools would take many
 * steps for: change a product's price, stock or listing, and put it back. The server's embedded
 * PostgreSQL keeps its password and port in its data directory (backend/db/embedded-postgres.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, TestInfo } from '@playwright/test'
import pg from 'pg'
import { urlFor } from '#backend/db/embedded-postgres.ts'
import { demoProducts } from '#backend/seed/demo-catalogue.ts'

const DATA_DIR = 'tests/.artifacts/e2e-data'

async function connect() {
  const password = fs.readFileSync(path.join(DATA_DIR, 'postgres.password'), 'utf8').trim()
  const port = Number(fs.readFileSync(path.join(DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3])
  const client = new pg.Client({ connectionString: urlFor(port, password, 'shop') })
  await client.connect()
  return client
}

type ProductChange = { price_twd?: number; internal_stock?: number; is_active?: boolean }
type ProductState = { price_twd: number; internal_stock: number; is_active: boolean }

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4311}`

/**
 * The server caches catalogue reads until PostgreSQL tells it of a change (backend/lib/change-feed.ts),
 * a few milliseconds after the commit: wait until the API serves what was written.
 */
async function untilServed(code: string, state: ProductState) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${BASE_URL}/api/v1/products/${encodeURIComponent(code)}/`)
    if (!state.is_active ? response.status === 404 : response.ok) {
      if (!state.is_active) return
      const served = (await response.json()) as ProductState
      if (served.price_twd === state.price_twd && served.internal_stock === state.internal_stock) return
    } else await response.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`the server never served the change to ${code}`)
}

async function setProduct(client: pg.Client, code: string, row: ProductState) {
  await client.query('update products set price_twd = $2, internal_stock = $3, is_active = $4 where product_code = $1', [
    code,
    row.price_twd,
    row.internal_stock,
    row.is_active,
  ])
  await untilServed(code, row)
}

/** Applies the changes and returns a function that restores what was there before. */
export async function changeProducts(changes: Record<string, ProductChange>): Promise<() => Promise<void>> {
  const client = await connect()
  const before: Array<[string, ProductState]> = []
  try {
    for (const [code, change] of Object.entries(changes)) {
      const { rows } = await client.query<ProductState>(
        'select price_twd, internal_stock, is_active from products where product_code = $1',
        [code],
      )
      if (!rows[0]) throw new Error(`no product ${code}`)
      before.push([code, rows[0]])
      await setProduct(client, code, { ...rows[0], ...change })
    }
  } finally {
    await client.end()
  }
  return async () => {
    const restore = await connect()
    try {
      for (const [code, row] of before) await setProduct(restore, code, row)
    } finally {
      await restore.end()
    }
  }
}

/**
 * The products the buying tests have to themselves: sixty of the demo catalogue's in-stock
 * products, every third from the middle of the priciest-first list (NT$500 to NT$1,830, so one
 * card owes no deposit), leaving two thirds of those list pages to the tests that pick from them.
 * Named from the seed, not read from a live list: a list read while another test sells out,
 * delists or adds a product is shifted by one, and two tests then bought the same card (one sold
 * out the other's last copy). The other tests' picks leave these alone (withoutReserved).
 */
const RESERVED_FOR_BUYING = demoProducts()
  .filter((p) => p.stock > 0)
  .sort((a, b) => b.priceJpy - a.priceJpy || a.productCode.localeCompare(b.productCode))
  .filter((_, i) => i >= 100 && i < 280 && i % 3 === 1)
  .map((p) => p.productCode)
const reserved = new Set(RESERVED_FOR_BUYING)

/** A list of products without the buying tests' own, which no other test may pick. */
export const withoutReserved = <P extends { product_code: string }>(products: P[]) => products.filter((p) => !reserved.has(p.product_code))

/**
 * For tests that buy, and so use up stock: the product of the test's slot (no two tests share a
 * slot), listed and with its stock raised for the test, and put back after, so a test never sells
 * out a card another test, running at the same moment, is about to use.
 */
export async function productToBuy(request: APIRequestContext, slot: number, testInfo: TestInfo) {
  // The js-off run of the same test buys at the same moment: it gets a product of its own.
  const code = RESERVED_FOR_BUYING[slot + (testInfo.project.use.javaScriptEnabled === false ? 10 : 0)]
  if (!code) throw new Error(`no product to buy for slot ${slot}`)
  const restore = await changeProducts({ [code]: { internal_stock: 50, is_active: true } })
  const response = await request.get(`/api/v1/products/${encodeURIComponent(code)}/`)
  const product = (await response.json()) as { product_code: string; base_name: string }
  return { product_code: product.product_code, base_name: product.base_name, restore }
}
