import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { parseEnv, publicEnv } from '#server/env.ts'
import { serverContext } from '#app/context.ts'
import { commitCart, formatCartValue, parseCartValue, readCart, readCartState } from './cart.server.ts'

describe('cart cookie value', () => {
  it('round-trips lines', () => {
    const lines = [
      { product_code: 'QCCU-JP001-UR-S', quantity: 2 },
      { product_code: 'RC04-JP010-SE-A', quantity: 1 },
    ]
    expect(parseCartValue(formatCartValue(lines))).toEqual(lines)
  })

  it('keeps the price last seen when it is a whole number', () => {
    const lines = [{ product_code: 'A-1', quantity: 2, price_twd: 350 }]
    expect(formatCartValue(lines)).toBe('A-1*2*350')
    expect(parseCartValue('A-1*2*350')).toEqual(lines)
    expect(parseCartValue('A-1*2*-5|B-2*1*abc')).toEqual([
      { product_code: 'A-1', quantity: 2 },
      { product_code: 'B-2', quantity: 1 },
    ])
  })

  it('drops what it cannot trust: bad codes, bad quantities, duplicates, overflow', () => {
    expect(parseCartValue('A-1*2|bad code*1|B-2*0|C-3*x|A-1*5|D-4*500')).toEqual([
      { product_code: 'A-1', quantity: 2 },
      { product_code: 'D-4', quantity: 99 },
    ])
    expect(parseCartValue(12)).toEqual([])
    expect(parseCartValue(Array.from({ length: 150 }, (_, i) => `P${i}*1`).join('|'))).toHaveLength(100)
  })
})

describe('cart cookie signature', () => {
  const [fresh, old] = ['fresh-secret-'.padEnd(40, 'f'), 'old-secret-'.padEnd(40, 'o')]
  const contextWith = (secrets: string) => {
    const context = new RouterContextProvider()
    const env = parseEnv({ SESSION_SECRET: secrets })
    context.set(serverContext, { env, publicEnv: publicEnv(env), nonce: '', transport: async () => new Response() })
    return context
  }
  const requestWith = (setCookie: string) => new Request('http://shop.test/cart', { headers: { Cookie: setCookie.split(';')[0]! } })
  const line = { product_code: 'QCCU-JP002-QCSE-A', quantity: 2 }

  it('reads its own cookie back', async () => {
    const context = contextWith(old)
    expect(await readCart(requestWith(await commitCart([line], context)), context)).toEqual([line])
  })

  it('ignores a cart the browser edited or wrote itself', async () => {
    const context = contextWith(old)
    expect(await readCart(requestWith('cart=QCCU-JP002-QCSE-A*999'), context)).toEqual([])
    // The way the cookie is encoded, but unsigned: an unsigned cookie jar would read 99 copies.
    const unsigned = encodeURIComponent(btoa(JSON.stringify('QCCU-JP002-QCSE-A*999')))
    expect(await readCart(requestWith(`cart=${unsigned}`), context)).toEqual([])
    const signed = (await commitCart([line], context)).split(';')[0]!
    const [value, signature] = decodeURIComponent(signed.slice('cart='.length)).split('.')
    const forged = btoa(JSON.stringify('QCCU-JP002-QCSE-A*99'))
    expect(await readCart(requestWith(`cart=${encodeURIComponent(`${forged}.${signature}`)}`), context)).toEqual([])
    expect(value).not.toBe(forged)
    expect(await readCart(requestWith('cart=%E0%A4%A.x'), context)).toEqual([])
  })

  it('tells an emptied cart (kept cookie) from no or a forged cookie (restorable)', async () => {
    const context = contextWith(old)
    expect(await readCartState(requestWith(await commitCart([], context)), context)).toEqual({ lines: [], present: true })
    expect(await readCartState(new Request('http://shop.test/cart'), context)).toEqual({ lines: [], present: false })
    expect(await readCartState(requestWith('cart=QCCU-JP002-QCSE-A*999'), context)).toEqual({ lines: [], present: false })
  })

  it('still reads a cookie signed with the old secret after a new one is prepended, and signs with the new', async () => {
    const before = await commitCart([line], contextWith(old))
    const rotated = contextWith(`${fresh},${old}`)
    expect(await readCart(requestWith(before), rotated)).toEqual([line])
    const after = await commitCart([line], rotated)
    expect(await readCart(requestWith(after), contextWith(fresh))).toEqual([line])
    expect(await readCart(requestWith(after), contextWith(old))).toEqual([])
  })
})
