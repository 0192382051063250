/** docs/product-rules.md#deposit: the 3 days count from 已成立, a cancelled order owes nothing, and who may record it. */
import { describe, expect, it } from 'vitest'
import { ORDER_FLOW, takesDeposit } from '../contract/order-status.ts'
import { orderReceivedMail } from './order-mail.ts'
import { depositFor, orderDeposit } from './deposit.ts'

const placed = new Date('2026-11-25T02:00:00Z')
const established = new Date('2026-11-27T09:30:00Z')
const big = { itemsTotal: 2250, totalAmount: 2538, depositReceivedAt: null }

describe('the deposit due date', () => {
  it('is none at or below NT$2,000 in items', () => {
    expect(depositFor(2000, 2288, established)).toBeNull()
  })

  it('is undated while the order is 待確認, even days after it was placed', () => {
    const history = [{ status: '待確認', createdAt: placed }]
    expect(orderDeposit({ ...big, status: '待確認' }, history)).toEqual({
      amount: 1038,
      due_at: null,
      received_at: null,
    })
  })

  it('is 3 days after the order entered 已成立, not after it was placed', () => {
    const history = [
      { status: '待確認', createdAt: placed },
      { status: '已成立', createdAt: established },
      { status: '已成立(已從日本店家購得)', createdAt: new Date('2026-11-29T00:00:00Z') },
    ]
    expect(orderDeposit({ ...big, status: '已成立(已從日本店家購得)' }, history)?.due_at).toBe(
      '2026-11-30T09:30:00.000Z',
    )
  })

  it('is gone when the order is cancelled, unless staff had recorded it', () => {
    const history = [
      { status: '待確認', createdAt: placed },
      { status: '已取消', createdAt: established },
    ]
    expect(orderDeposit({ ...big, status: '已取消' }, history)).toBeNull()
    const paid = orderDeposit({ ...big, status: '已取消', depositReceivedAt: established }, history)
    expect(paid?.received_at).toBe(established.toISOString())
  })

  it('is not dated in the order-received mail, which says 3 days after the order is established', () => {
    const mail = orderReceivedMail('a@example.tw', {
      orderNumber: 'YG2611250K7QW3MZ',
      created: true,
      lines: [{ name: '青眼白龍', productCode: 'P1', quantity: 9, unitPrice: 250 }],
      itemsTotal: 2250,
      shippingFee: 288,
      totalAmount: 2538,
      storeName: '鑫忠孝門市',
      storeAddress: '',
      createdAt: placed,
    })
    expect(mail.text).toContain('請於訂單成立後 3 天內支付訂金 NT$1,038')
    expect(mail.text).not.toMatch(/\d{4}年/)
  })
})

describe('who may record the deposit', () => {
  it('takes it from 已成立 until 已送達, never 待確認, 已完成 or 已取消', () => {
    expect(ORDER_FLOW.filter(takesDeposit)).toEqual(ORDER_FLOW.slice(1, -1))
    expect(takesDeposit('已取消')).toBe(false)
  })
})
