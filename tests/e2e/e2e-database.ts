/**
 * Test-only access to the e2e server's database, for what no API can do yet (staff tools are not
 * built): change a product's price, stock or listing, and put it back. The server's embedded
 * PostgreSQL keeps its password and port in its data directory (backend/db/embedded-postgres.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
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

/** Applies the changes and returns a function that restores what was there before. */
export async function changeProducts(changes: Record<string, ProductChange>): Promise<() => Promise<void>> {
  const client = await connect()
  const before: Array<[string, { price_twd: number; internal_stock: number; is_active: boolean }]> = []
  try {
    for (const [code, change] of Object.entries(changes)) {
      const { rows } = await client.query<{ price_twd: number; internal_stock: number; is_active: boolean }>(
        'select price_twd, internal_stock, is_active from products where product_code = $1',
        [code],
      )
      if (!rows[0]) throw new Error(`no product ${code}`)
      before.push([code, rows[0]])
      const row = { ...rows[0], ...change }
      await client.query('update products set price_twd = $2, internal_stock = $3, is_active = $4 where product_code = $1', [
        code,
        row.price_twd,
        row.internal_stock,
        row.is_active,
      ])
    }
  } finally {
    await client.end()
  }
  return async () => {
    const restore = await connect()
    try {
      for (const [code, row] of before) {
        await restore.query('update products set price_twd = $2, internal_stock = $3, is_active = $4 where product_code = $1', [
          code,
          row.price_twd,
          row.internal_stock,
          row.is_active,
        ])
      }
    } finally {
      await restore.end()
    }
  }
}
