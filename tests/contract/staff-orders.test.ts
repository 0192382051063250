/**
 * Contract of the staff orders calls: the board (groups, search, counts, unread), one order, the
 * status flow with its refusals, cancel with stock back, tracking, deposit, replies, the audit
 * log and the customer's mails.
 */
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ShopApi } from '#backend/app.ts'
import { formatDate } from '#backend/contract/format-date.ts'
import { CANCELLED, ORDER_FLOW, SHIPPED_DOMESTIC } from '#backend/contract/order-status.ts'
import { STAFF_ORDER_MESSAGES, staffOrderBoardSchema, staffOrderDetailSchema } from '#backend/contract/staff-orders.ts'
import type { Database } from '#backend/db/database.ts'
import {
  auditLog,
  ORDER_STATUSES,
  orders,
  orderStatusHistory,
  products,
} from '#backend/db/schema.ts'
import type { MailMessage } from '#backend/notify/notifier.ts'
import { insertProducts } from '#tests/setup/catalogue-fixtures.ts'
import { call, newCustomer, newStaff, pickStore, TEST_SECRET } from '#tests/setup/order-helpers.ts'
import { useTestShopApi } from '#tests/setup/test-database.ts'

let api: ShopApi
let db: Database
let shopper: Awaited<ReturnType<typeof newCustomer>>
let staff: Awaited<ReturnType<typeof newStaff>>
let codes: string[]
const mails: MailMessage[] = []
const logs: string[] = []

beforeAll(async () => {
  const notifier = {
    sendSms: async () => {},
    // An address with 'bounce' in it fails, as a real mail server would refuse it.
    sendMail: async (m: MailMessage) => {
      if (m.to.includes('bounce')) throw new Error('mailbox unavailable')
      mails.push(m)
    },
  }
  const { api: a, handle } = await useTestShopApi({
    auth: { secret: TEST_SECRET, notifier, publicUrl: 'https://shop.example.tw' },
    log: (m) => logs.push(m),
  })
  api = a
  db = handle.db
  shopper = await newCustomer(db)
  staff = await newStaff(db)
  await pickStore(api, shopper.token)
  const made = await insertProducts(db, [
    { baseName: '青眼白龍', cardNumber: 'STF-JP001', stock: 40 },
    { baseName: '黑魔導', cardNumber: 'STF-JP002', stock: 40 },
  ])
  codes = made.map((p) => p.productCode)
})

async function placeOrder(
  quantities: [number, number] = [1, 1],
  recipient: { name?: string; email?: string; phone?: string } = {},
) {
  const r = await call(api, 'POST', '/orders/', {
    token: shopper.token,
    json: {
      recipient_name: recipient.name ?? '陳小華',
      recipient_phone: recipient.phone ?? '0912345678',
      recipient_email: recipient.email ?? 'buyer@example.tw',
      store_id: '131386',
      store_name: '鑫忠孝門市',
      items: codes
        .map((product_code, i) => ({ product_code, quantity: quantities[i]! }))
        .filter((l) => l.quantity > 0),
    },
  })
  expect(r.status, r.text).toBe(201)
  return r.body.order_number as string
}

const asStaff = (method: string, path: string, json?: unknown) =>
  call(api, method, `/staff/orders${path}`, { token: staff.token, json })
const detail = async (n: string) => {
  const r = await asStaff('GET', `/${n}/`)
  expect(r.status, r.text).toBe(200)
  return staffOrderDetailSchema.parse(r.body)
}
const move = (n: string, status: string, tracking_number?: string) =>
  asStaff('POST', `/${n}/status/`, { status, tracking_number })
const stockOf = async (code: string) =>
  (
    await db
      .select({ s: products.internalStock })
      .from(products)
      .where(eq(products.productCode, code))
  )[0]!.s
const auditOf = (n: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, n)))
    .orderBy(auditLog.id)
const mailsFor = (n: string) => mails.filter((m) => m.subject.includes(n))
/** Mails go out after the answer; give them a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('the orders board', () => {
  it('lists newest first, filters by group, searches, counts and shows unread messages', async () => {
    const unique = `王${Date.now() % 100000}`
    const first = await placeOrder([1, 0], {
      name: unique,
      email: 'board@example.tw',
      // Typed the international way; stored, shown and found as 0987654321.
      phone: '+886 987-654-321',
    })
    const second = await placeOrder([1, 0], { name: unique })
    await move(second, '已成立')
    for (const text of ['請問何時出貨？', '還有一個問題']) {
      const posted = await call(api, 'POST', `/me/orders/${first}/messages/`, {
        token: shopper.token,
        json: { message_content: text },
      })
      expect(posted.status).toBe(201)
    }

    const all = await asStaff('GET', `/?q=${encodeURIComponent(unique)}`)
    expect(all.status, all.text).toBe(200)
    const board = staffOrderBoardSchema.parse(all.body)
    expect(board.results.map((r) => r.order_number)).toEqual([second, first])
    expect(board.count).toBe(2)
    expect(board.group_counts).toMatchObject({
      all: 2,
      pending_confirmation: 1,
      established: 1,
      shipped: 0,
    })
    expect(board.status_counts).toMatchObject({ 待確認: 1, 已成立: 1, 已完成: 0 })
    expect(board.results.find((r) => r.order_number === first)!.unread_messages).toBe(2)
    expect(board.results.find((r) => r.order_number === second)!.unread_messages).toBe(0)

    const pending = staffOrderBoardSchema.parse(
      (await asStaff('GET', `/?group=pending_confirmation&q=${encodeURIComponent(unique)}`)).body,
    )
    expect(pending.results.map((r) => r.order_number)).toEqual([first])
    expect(pending.count).toBe(1)

    expect(board.results.find((r) => r.order_number === first)!.recipient_phone).toBe('0987654321')
    for (const q of [first.toLowerCase(), 'board@example', '0987-654-321', '87654', '+886 987 654 321', '０９８７－６５４－３２１']) {
      const found = staffOrderBoardSchema.parse(
        (await asStaff('GET', `/?q=${encodeURIComponent(q)}`)).body,
      )
      expect(
        found.results.map((r) => r.order_number),
        q,
      ).toContain(first)
      expect(
        found.results.map((r) => r.order_number),
        q,
      ).not.toContain(second)
    }
    // LIKE's wildcards are plain text in a search.
    expect(staffOrderBoardSchema.parse((await asStaff('GET', '/?q=%25')).body).count).toBe(0)

    // Opening the order marks its messages read: the board's badge goes away.
    const before = await detail(first)
    expect(before.messages.filter((m) => m.unread)).toHaveLength(2)
    expect((await asStaff('POST', `/${first}/read/`)).status).toBe(204)
    const after = staffOrderBoardSchema.parse(
      (await asStaff('GET', `/?q=${encodeURIComponent(unique)}`)).body,
    )
    expect(after.results.find((r) => r.order_number === first)!.unread_messages).toBe(0)
    expect((await detail(first)).messages.some((m) => m.unread)).toBe(false)
  })

  it('pages the list and refuses bad queries with a 400', async () => {
    const page = await asStaff('GET', '/?page=999')
    expect(page.status).toBe(200)
    expect(page.body.results).toEqual([])
    for (const q of [
      '?group=everything',
      '?page=0',
      '?page=x',
      `?q=${'字'.repeat(101)}`,
      '?group=__proto__',
    ]) {
      const r = await asStaff('GET', `/${q}`)
      expect(r.status, q).toBe(400)
      expect(JSON.stringify(r.body), q).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

describe('one order', () => {
  it('shows the customer account, items, history with who moved it, and the allowed steps', async () => {
    const n = await placeOrder([2, 1])
    const d = await detail(n)
    expect(d.customer).toMatchObject({ id: shopper.id, name: '陳小華', phone_number: '0912345678' })
    expect(d.customer.email).toMatch(/@example\.tw$/)
    expect(d.items).toHaveLength(2)
    expect(d.current_status).toBe('待確認')
    expect(d.next_statuses).toEqual(['已成立'])
    expect(d.can_cancel).toBe(true)
    expect(d.deposit).toBeNull()
    expect(d.status_history).toEqual([
      expect.objectContaining({ status: '待確認', changed_by: { id: shopper.id, name: '陳小華' } }),
    ])
  })

  it('is a 404 for an unknown or malformed number', async () => {
    expect((await asStaff('GET', '/YG261123ZZZZZZZZ/')).status).toBe(404)
    expect((await asStaff('GET', '/nonsense/')).status).toBe(404)
    expect((await asStaff('POST', '/nonsense/status/', { status: '已成立' })).status).toBe(404)
  })
})

describe('moving an order along the flow', () => {
  it('knows the same statuses as the database', () => {
    expect([...ORDER_FLOW, CANCELLED]).toEqual([...ORDER_STATUSES])
  })

  it('takes every step to 已完成, records who and when, audits and mails each move', async () => {
    const n = await placeOrder()
    for (const status of ORDER_FLOW.slice(1)) {
      const d = await detail(n)
      expect(d.next_statuses).toEqual([status])
      expect(d.can_cancel).toBe(d.current_status === '待確認')
      if (status === '已出貨 (國內)') {
        expect(d.tracking_required).toBe(true)
        const refused = await move(n, status)
        expect(refused.status).toBe(400)
        expect(refused.body.tracking_number[0]).toContain('配送編號')
        expect((await detail(n)).current_status).toBe('已抵達台灣倉庫')
        const shipped = await move(n, status, 'f12345678901')
        expect(shipped.status, shipped.text).toBe(200)
      } else {
        const r = await move(n, status)
        expect(r.status, r.text).toBe(200)
        expect(r.body).toEqual({ order_number: n, status })
      }
    }
    const done = await detail(n)
    expect(done.current_status).toBe('已完成')
    expect(done.tracking_number).toBe('F12345678901')
    expect(done.next_statuses).toEqual([])
    expect(done.status_history.map((h) => h.status)).toEqual([...ORDER_FLOW])
    for (const h of done.status_history.slice(1)) expect(h.changed_by?.id).toBe(staff.id)

    const audit = await auditOf(n)
    expect(audit.map((a) => a.action)).toEqual(Array(ORDER_FLOW.length - 1).fill('order.status'))
    expect(audit.every((a) => a.actorId === staff.id)).toBe(true)
    expect(audit[0]).toMatchObject({ before: { status: '待確認' }, after: { status: '已成立' } })

    await settle()
    const sent = mailsFor(n).filter((m) => m.subject.startsWith('訂單狀態更新'))
    expect(sent.map((m) => m.subject.match(/（(.+)）$/)?.[1])).toEqual(ORDER_FLOW.slice(1))
    expect(sent.every((m) => m.to === 'buyer@example.tw')).toBe(true)
    expect(sent[0]!.text).toContain(`https://shop.example.tw/account/orders/${n}`)
    const shippedMail = sent.find((m) => m.subject.includes('已出貨 (國內)'))!
    expect(shippedMail.text).toContain('F12345678901')
    expect(shippedMail.text).toContain('eservice.7-11.com.tw')

    const again = await move(n, '已完成')
    expect(again.status).toBe(409)
    expect(again.body.detail).toContain('已完成')
  })

  it('refuses skipped steps, going back, unknown statuses and 已取消 with a Chinese reason', async () => {
    const n = await placeOrder()
    const skip = await move(n, '空運中')
    expect(skip.status).toBe(409)
    expect(skip.body.detail).toBe(
      '訂單目前是「待確認」，不能改成「空運中」；請重新整理頁面後再試。',
    )
    expect((await move(n, '待確認')).status).toBe(409)
    const unknown = await move(n, '飛走了')
    expect(unknown.status).toBe(400)
    expect(unknown.body.status[0]).toContain('不是訂單狀態')
    const cancel = await move(n, '已取消')
    expect(cancel.status).toBe(400)
    expect(cancel.body.status[0]).toContain('取消訂單')
    expect((await asStaff('POST', `/${n}/status/`, {})).status).toBe(400)
    expect(
      (await asStaff('POST', `/${n}/status/`, { status: '已成立', tracking_number: '一二三' }))
        .status,
    ).toBe(400)
    expect((await detail(n)).status_history).toHaveLength(1)
    expect(await auditOf(n)).toEqual([])
  })

  it('lets only one of two simultaneous identical moves through', async () => {
    const n = await placeOrder()
    const answers = await Promise.all([move(n, '已成立'), move(n, '已成立'), move(n, '已成立')])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    // The two refused are told it is done, not to try again (which would move it one step further).
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.detail)).toEqual([
      '訂單已經是「已成立」了（可能是其他店員或另一個分頁剛改的），這次沒有再改。',
      '訂單已經是「已成立」了（可能是其他店員或另一個分頁剛改的），這次沒有再改。',
    ])
    const history = await db
      .select()
      .from(orderStatusHistory)
      .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
      .where(eq(orders.orderNumber, n))
    expect(history.map((h) => h.order_status_history.status)).toEqual(['待確認', '已成立'])
  })
})

describe('cancelling', () => {
  it('cancels a 待確認 order, puts the stock back in the same step, audits and mails', async () => {
    const before = [await stockOf(codes[0]!), await stockOf(codes[1]!)]
    const n = await placeOrder([3, 2])
    expect(await stockOf(codes[0]!)).toBe(before[0]! - 3)
    const r = await asStaff('POST', `/${n}/cancel/`)
    expect(r.status, r.text).toBe(200)
    expect(r.body.status).toBe('已取消')
    expect([await stockOf(codes[0]!), await stockOf(codes[1]!)]).toEqual(before)
    const d = await detail(n)
    expect(d.current_status).toBe('已取消')
    expect(d.next_statuses).toEqual([])
    expect(d.can_cancel).toBe(false)
    expect(d.status_history.at(-1)).toMatchObject({
      status: '已取消',
      changed_by: { id: staff.id },
    })
    const [audit] = await auditOf(n)
    expect(audit).toMatchObject({
      action: 'order.cancel',
      actorId: staff.id,
      after: { status: '已取消' },
    })
    expect((audit!.after as { restocked: unknown[] }).restocked).toHaveLength(2)

    // A second cancel gives nothing back twice, and says it was done.
    const twice = await asStaff('POST', `/${n}/cancel/`)
    expect(twice.status).toBe(409)
    expect(twice.body.detail).toBe('訂單已經是「已取消」了（可能是其他店員或另一個分頁剛改的），這次沒有再改。')
    expect(await stockOf(codes[0]!)).toBe(before[0])
    await settle()
    expect(mailsFor(n).some((m) => m.subject.includes('已取消') && m.text.includes('已取消'))).toBe(
      true,
    )
  })

  it('is refused once the order is 已成立, and the stock stays taken', async () => {
    const n = await placeOrder([1, 0])
    await move(n, '已成立')
    const stock = await stockOf(codes[0]!)
    const r = await asStaff('POST', `/${n}/cancel/`)
    expect(r.status).toBe(409)
    expect(r.body.detail).toBe('訂單目前是「已成立」，只有「待確認」的訂單可以取消。')
    expect(await stockOf(codes[0]!)).toBe(stock)
    expect((await detail(n)).current_status).toBe('已成立')
  })
})

describe('tracking number, deposit and replies', () => {
  it('sets the tracking number on its own, validated, audited, closed once completed', async () => {
    const n = await placeOrder()
    expect((await asStaff('PUT', `/${n}/tracking/`, { tracking_number: '12' })).status).toBe(400)
    const r = await asStaff('PUT', `/${n}/tracking/`, { tracking_number: ' abc-123456 ' })
    expect(r.status, r.text).toBe(200)
    expect((await detail(n)).tracking_number).toBe('ABC-123456')
    // Typed full-width (a Chinese input method) or pasted with spaces: the number it is.
    const wide = await asStaff('PUT', `/${n}/tracking/`, { tracking_number: 'ＡＢＣ－１２３ ４５６' })
    expect(wide.status, wide.text).toBe(200)
    expect((await detail(n)).tracking_number).toBe('ABC-123456')
    const [audit] = await auditOf(n)
    expect(audit).toMatchObject({
      action: 'order.tracking',
      before: { tracking_number: null },
      after: { tracking_number: 'ABC-123456' },
    })
    // With the number set, the move to 已出貨 (國內) needs nothing more.
    for (const status of ORDER_FLOW.slice(1, 7)) expect((await move(n, status)).status).toBe(200)
    await move(n, '已送達')
    await move(n, '已完成')
    expect(
      (await asStaff('PUT', `/${n}/tracking/`, { tracking_number: 'XYZ-999999' })).status,
    ).toBe(409)
  })

  it('marks a due deposit received once, and refuses when none is due', async () => {
    const small = await placeOrder([1, 0])
    const none = await asStaff('POST', `/${small}/deposit/`)
    expect(none.status).toBe(409)
    expect(none.body.detail).toBe('這筆訂單不需要訂金。')

    const big = await placeOrder([9, 0]) // 9 × NT$250 = 2,250 > 2,000
    const pending = await detail(big)
    // 待確認: owed but undated, and not yet recorded (docs/product-rules.md#deposit).
    expect(pending.deposit).toEqual({ amount: pending.total_amount - 1500, due_at: null, received_at: null })
    const early = await asStaff('POST', `/${big}/deposit/`)
    expect(early.status).toBe(409)
    expect(early.body.detail).toBe('訂單成立後才能登記訂金；請先把訂單改為「已成立」。')
    await move(big, '已成立')
    const due = await detail(big)
    const establishedAt = due.status_history.find((h) => h.status === '已成立')!.timestamp
    expect(Date.parse(due.deposit!.due_at!) - Date.parse(establishedAt)).toBe(3 * 24 * 60 * 60 * 1000)
    // The 已成立 mail names the day the deposit is due, as the order page does.
    await settle()
    const establishedMail = mailsFor(big).find((m) => m.subject.includes('（已成立）'))
    const dueDay = formatDate(due.deposit!.due_at!)
    expect(establishedMail?.text).toContain(`請於 ${dueDay} 前支付訂金 NT$${(due.total_amount - 1500).toLocaleString('en-US')}`)
    const r = await asStaff('POST', `/${big}/deposit/`)
    expect(r.status, r.text).toBe(200)
    expect((await detail(big)).deposit?.received_at).toMatch(/^\d{4}-/)
    // The shopper's own order page says it was received too.
    const mine = await call(api, 'GET', `/me/orders/${big}/`, { token: shopper.token })
    expect(mine.body.deposit.received_at).toMatch(/^\d{4}-/)
    expect((await asStaff('POST', `/${big}/deposit/`)).status).toBe(409)
    expect((await auditOf(big)).map((a) => a.action)).toEqual(['order.status', 'order.deposit'])
    expect(await auditOf(small)).toEqual([])
    await move(small, '已成立')
    await settle()
    expect(mailsFor(small).find((m) => m.subject.includes('（已成立）'))?.text).not.toContain('訂金')
  })

  it('shows a cancelled order no deposit and refuses to record one; an order owing one ships only once it is recorded', async () => {
    const cancelled = await placeOrder([9, 0])
    expect((await asStaff('POST', `/${cancelled}/cancel/`)).status).toBe(200)
    expect((await detail(cancelled)).deposit).toBeNull()
    expect((await asStaff('POST', `/${cancelled}/deposit/`)).body.detail).toBe('已取消的訂單不能登記訂金。')

    const done = await placeOrder([9, 0])
    await asStaff('PUT', `/${done}/tracking/`, { tracking_number: 'DEP-123456' })
    const shipping = ORDER_FLOW.indexOf(SHIPPED_DOMESTIC)
    for (const status of ORDER_FLOW.slice(1, shipping)) expect((await move(done, status)).status).toBe(200)
    // 7-ELEVEN collects at most NT$2,000 at pickup: the deposit owed is recorded before it ships.
    const early = await move(done, SHIPPED_DOMESTIC)
    expect(early.status).toBe(409)
    expect(early.body.detail).toBe(STAFF_ORDER_MESSAGES.depositFirst)
    expect((await asStaff('POST', `/${done}/deposit/`)).status).toBe(200)
    for (const status of ORDER_FLOW.slice(shipping)) expect((await move(done, status)).status).toBe(200)
    const again = await asStaff('POST', `/${done}/deposit/`)
    expect(again.status).toBe(409)
    expect(again.body.detail).toBe(STAFF_ORDER_MESSAGES.depositAlready)
  })

  it('posts a staff reply the customer sees as staff, mails them, and marks the Q&A read', async () => {
    const n = await placeOrder()
    await call(api, 'POST', `/me/orders/${n}/messages/`, {
      token: shopper.token,
      json: { message_content: '卡況如何？' },
    })
    expect((await asStaff('POST', `/${n}/messages/`, { message_content: '  ' })).status).toBe(400)
    expect(
      (await asStaff('POST', `/${n}/messages/`, { message_content: 'x'.repeat(1001) })).status,
    ).toBe(400)
    const r = await asStaff('POST', `/${n}/messages/`, { message_content: '卡況是 S 級，請放心。' })
    expect(r.status, r.text).toBe(201)

    const seen = await call(api, 'GET', `/me/orders/${n}/messages/`, { token: shopper.token })
    expect(seen.body.results.map((m: { sender_type: string }) => m.sender_type)).toEqual([
      '顧客',
      '客服',
    ])
    expect(seen.body.results[1].message_content).toBe('卡況是 S 級，請放心。')
    expect((await detail(n)).messages.some((m) => m.unread)).toBe(false)
    expect(await auditOf(n)).toEqual([
      expect.objectContaining({ action: 'order.reply', actorId: staff.id }),
    ])
    await settle()
    const mail = mailsFor(n).find((m) => m.subject.startsWith('店員回覆'))
    expect(mail?.text).toContain('卡況是 S 級，請放心。')
    expect(mail?.text).toContain(`https://shop.example.tw/account/orders/${n}#messages`)
  })

  it('posts a reply once per Idempotency-Key: a repeat answers the first, with no second mail', async () => {
    const n = await placeOrder([1, 0])
    const reply = (message_content: string, key?: string) =>
      call(api, 'POST', `/staff/orders/${n}/messages/`, {
        token: staff.token,
        json: { message_content },
        headers: key ? { 'Idempotency-Key': key } : {},
      })
    const staffReplies = async () => (await detail(n)).messages.filter((m) => m.sender_type === '客服').map((m) => m.message_content)

    const [a, b] = await Promise.all([reply('已為您保留。', 'reply-key-0001'), reply('已為您保留。', 'reply-key-0001')])
    const c = await reply('已為您保留。', 'reply-key-0001')
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(b.body).toEqual(a.body)
    expect(c).toMatchObject({ status: 200, body: { order_number: n, status: '待確認' } })
    expect(await staffReplies()).toEqual(['已為您保留。'])
    expect((await auditOf(n)).filter((r) => r.action === 'order.reply')).toHaveLength(1)
    await settle()
    expect(mailsFor(n).filter((m) => m.subject.startsWith('店員回覆'))).toHaveLength(1)

    // A second reply on purpose comes from a new form (a new key); without a key every post counts.
    expect((await reply('已為您保留。', 'reply-key-0002')).status).toBe(201)
    expect((await reply('明天出貨。')).status).toBe(201)
    expect((await reply('明天出貨。')).status).toBe(201)
    // The same key with another reply is refused, posting nothing.
    const changed = await reply('改過的回覆', 'reply-key-0001')
    expect(changed.status).toBe(422)
    expect(changed.body.detail).toContain('已經送出過')
    expect(await staffReplies()).toEqual(['已為您保留。', '已為您保留。', '明天出貨。', '明天出貨。'])
  })

  it('keeps the change when the customer mail fails, and logs it', async () => {
    const n = await placeOrder([1, 0], { email: 'bounce@example.tw' })
    expect((await move(n, '已成立')).status).toBe(200)
    await settle()
    expect((await detail(n)).current_status).toBe('已成立')
    expect(logs.some((l) => l.includes(n) && l.includes('mail failed'))).toBe(true)
  })
})

describe('who may call', () => {
  it('gives a customer 404 and a guest 401', async () => {
    const n = await placeOrder()
    const customer = await call(api, 'GET', `/staff/orders/${n}/`, { token: shopper.token })
    expect(customer.status).toBe(404)
    const moved = await call(api, 'POST', `/staff/orders/${n}/status/`, {
      token: shopper.token,
      json: { status: '已成立' },
    })
    expect(moved.status).toBe(404)
    expect((await call(api, 'GET', '/staff/orders/')).status).toBe(401)
    expect((await detail(n)).current_status).toBe('待確認')
  })
})
