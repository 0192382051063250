import { describe, expect, it } from 'vitest'
import { showsTracking, statusGroup } from './order-status.ts'

describe('order status for shoppers', () => {
  it('groups the nine statuses into the five badges of docs/product-rules.md', () => {
    expect(statusGroup('待確認')).toBe('pending_confirmation')
    for (const s of ['已成立', '已成立(已從日本店家購得)', '日本店家已出貨', '空運中', '已抵達台灣倉庫']) expect(statusGroup(s)).toBe('established')
    expect(statusGroup('已出貨 (國內)')).toBe('shipped')
    expect(statusGroup('已送達')).toBe('shipped')
    expect(statusGroup('已完成')).toBe('completed')
    expect(statusGroup('已取消')).toBe('cancelled')
    expect(statusGroup('__proto__')).toBe('pending_confirmation')
  })

  it('shows tracking only when shipped domestically or completed, with a number', () => {
    expect(showsTracking('已出貨 (國內)', 'A123')).toBe(true)
    expect(showsTracking('已完成', 'A123')).toBe(true)
    expect(showsTracking('已送達', 'A123')).toBe(false)
    expect(showsTracking('空運中', 'A123')).toBe(false)
    expect(showsTracking('已完成', null)).toBe(false)
  })
})
