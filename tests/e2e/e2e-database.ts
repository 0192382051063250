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
 * For tests that buy, and so use up stock: a product from the far end of the priciest-first
 * list (no other test picks there) with its stock raised for the test and put back after, so a
 * test never sells out a card another test, running at the same moment, is about to use.
 */
export async function productToBuy(request: APIRequestContext, slot: number, testInfo: TestInfo) {
  // The js-off run of the same test buys at the same moment: it gets a product of its own.
  slot += testInfo.project.use.javaScriptEnabled === false ? 10 : 0
  const response = await request.get(`/api/v1/products/?stock_status=in_stock&ordering=-price_jpy&page=${9 + Math.floor(slot / 20)}`)
  const { results } = (await response.json()) as { results: Array<{ product_code: string; base_name: string }> }
  const product = results[slot % 20]!
  const restore = await changeProducts({ [product.product_code]: { internal_stock: 50 } })
  return { ...product, restore }
}
