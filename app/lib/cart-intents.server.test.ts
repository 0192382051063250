import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { product } from '#tests/setup/product-fixture.ts'
import { cartIntentSchema, type CartIntent } from './cart-forms.ts'
import { applyCartIntent } from './cart-intents.server.ts'

const catalogue = new Map([
  ['A-1', product('A-1', 5, 200)],
  ['B-2', product('B-2', 0, 300)],
  ['C-3', product('C-3', 2, 50)],
])

function parse(fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  return parseWithZod(form, { schema: cartIntentSchema })
}

function intent(fields: Record<string, string>): CartIntent {
  const submission = parse(fields)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

describe('cartIntentSchema', () => {
  it('reads each intent with its own fields', () => {
    expect(intent({ intent: 'add', product_code: ' a-1 ' })).toEqual({ intent: 'add', product_code: 'A-1', quantity: 1 })
    expect(intent({ intent: 'set-quantity', product_code: 'A-1', quantity: '0' })).toMatchObject({ quantity: 0 })
    expect(intent({ intent: 'clear' })).toEqual({ intent: 'clear' })
    expect(intent({ intent: 'restore', items: '[{"product_code":"a-1","quantity":2}]' })).toEqual({
      intent: 'restore',
      items: [{ product_code: 'A-1', quantity: 2 }],
    })
  })

  it('refuses bad input with a message', () => {
    const bad: Record<string, string>[] = [
      { intent: 'explode' },
      { intent: 'add', product_code: 'bad code' },
      { intent: 'add', product_code: 'A-1', quantity: '0' },
      { intent: 'add', product_code: 'A-1', quantity: '100' },
      { intent: 'increment', product_code: 'A-1', quantity: '1.5' },
      { intent: 'restore', items: 'not json' },
      { intent: 'restore', items: '{"a":1}' },
      { intent: 'add-shared', product_code: 'A-1' },
    ]
    for (const fields of bad) {
      const submission = parse(fields)
      expect(submission.status, JSON.stringify(fields)).toBe('error')
      // In the page's words: an unknown intent used to read 'Invalid input' in English.
      const errors = submission.status === 'error' ? (submission.error ?? {}) : {}
      for (const message of Object.values(errors).flat()) expect(message, JSON.stringify(fields)).toMatch(/\p{Script=Han}/u)
    }
  })
})

describe('applyCartIntent', () => {
  it('adds up to the stock, never from the form', () => {
    const outcome = applyCartIntent([{ product_code: 'A-1', quantity: 4 }], intent({ intent: 'add', product_code: 'A-1', quantity: '3' }), catalogue)
    expect(outcome).toMatchObject({ kind: 'changed', cart: [{ product_code: 'A-1', quantity: 5, price_twd: 200 }], added: 1 })
  })

  it('refuses an add when the cart already holds all the stock, saying so', () => {
    const outcome = applyCartIntent([{ product_code: 'A-1', quantity: 5 }], intent({ intent: 'add', product_code: 'A-1', quantity: '1' }), catalogue)
    expect(outcome).toEqual({ kind: 'refused', status: 409, message: '購物車裡已經有 5 件，是目前能買的上限，沒有再加入。' })
  })

  it('refuses sold-out, unknown codes and a 101st line', () => {
    expect(applyCartIntent([], intent({ intent: 'add', product_code: 'B-2' }), catalogue)).toMatchObject({ kind: 'refused', status: 409 })
    expect(applyCartIntent([], intent({ intent: 'add', product_code: 'Z-9' }), catalogue)).toMatchObject({ kind: 'refused', status: 404 })
    const full = Array.from({ length: 100 }, (_, i) => ({ product_code: `P-${i}`, quantity: 1 }))
    expect(applyCartIntent(full, intent({ intent: 'add', product_code: 'A-1' }), catalogue)).toMatchObject({ kind: 'refused', status: 409 })
  })

  it('sets, caps and removes at 0', () => {
    const lines = [{ product_code: 'C-3', quantity: 1 }]
    expect(applyCartIntent(lines, intent({ intent: 'increment', product_code: 'C-3', quantity: '9' }), catalogue)).toMatchObject({
      cart: [{ product_code: 'C-3', quantity: 2 }],
    })
    expect(applyCartIntent(lines, intent({ intent: 'set-quantity', product_code: 'C-3', quantity: '0' }), catalogue)).toMatchObject({
      kind: 'changed',
      cart: [],
    })
    expect(applyCartIntent(lines, intent({ intent: 'remove', product_code: 'C-3' }), catalogue)).toMatchObject({ cart: [] })
  })

  it('asks before a decrement removes the last one', () => {
    const lines = [{ product_code: 'C-3', quantity: 1 }]
    expect(applyCartIntent(lines, intent({ intent: 'decrement', product_code: 'C-3', quantity: '0' }), catalogue)).toEqual({
      kind: 'confirm-remove',
      product_code: 'C-3',
    })
    expect(applyCartIntent([], intent({ intent: 'remove', product_code: 'C-3' }), catalogue)).toMatchObject({ kind: 'refused', status: 404 })
  })

  it('clears, and restores only into an empty cart', () => {
    const lines = [{ product_code: 'A-1', quantity: 1 }]
    expect(applyCartIntent(lines, intent({ intent: 'clear' }), catalogue)).toMatchObject({ cart: [] })
    const restore = intent({ intent: 'restore', items: '[{"product_code":"C-3","quantity":2}]' })
    expect(applyCartIntent(lines, restore, catalogue)).toEqual({ kind: 'unchanged' })
    expect(applyCartIntent([], restore, catalogue)).toMatchObject({ cart: [{ product_code: 'C-3', quantity: 2 }] })
  })

  it('adds the ticked shared items that can be bought, min(shared quantity, stock) each', () => {
    const shared = {
      created_at: '2026-01-01T00:00:00Z',
      items: ['A-1', 'B-2', 'C-3'].map((code) => ({
        product_code: code,
        name: code,
        quantity: 4,
        price_twd: 1,
        current_price_twd: 1,
        current_stock: 9,
        image_url: null,
        card_number: '',
        rarity: '',
        condition: '',
        language: '',
      })),
    }
    const ticked = intent({ intent: 'add-shared', share_id: 'a'.repeat(22), product_code: 'C-3' })
    // Stock comes from today's products (C-3 has 2), not from the share.
    expect(applyCartIntent([], ticked, catalogue, shared)).toMatchObject({ kind: 'changed', cart: [{ product_code: 'C-3', quantity: 2 }], added: 2 })
    const soldOutOnly = intent({ intent: 'add-shared', share_id: 'a'.repeat(22), product_code: 'B-2' })
    expect(applyCartIntent([], soldOutOnly, catalogue, shared)).toMatchObject({ kind: 'refused' })
    expect(applyCartIntent([], ticked, catalogue)).toMatchObject({ kind: 'refused', status: 404 })
    expect(parse({ intent: 'add-shared', share_id: 'a'.repeat(22) }).status).toBe('error')
  })
})
