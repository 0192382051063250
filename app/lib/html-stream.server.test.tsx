import { Suspense, use } from 'react'
import { renderToPipeableStream } from 'react-dom/server.bun'
import { describe, expect, it } from 'vitest'
import { createFrameSlots } from './frame-slots.server.ts'
import { createHtmlStream } from './html-stream.server.ts'
import { precompressedChunk, precompressedFormOf } from './precompressed-chunk.server.ts'

async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const chunks: string[] = []
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(new TextDecoder().decode(chunk))
  return chunks
}

function render(element: React.ReactElement, stylesheet?: Array<string | Uint8Array>) {
  const { stream, destination } = createHtmlStream({ stylesheet })
  const { pipe } = renderToPipeableStream(element, {
    onShellReady: () => pipe(destination as unknown as NodeJS.WritableStream),
  })
  return chunksOf(stream)
}

function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>
}

describe('createHtmlStream', () => {
  it('passes a page rendered whole on as one UTF-8 chunk', async () => {
    const names = ['青眼白龍', 'ブラック・マジシャン', '灰流麗']
    const chunks = await render(
      <ul>
        {names.map((name) => (
          <li key={name} title={name}>
            {name}
          </li>
        ))}
      </ul>,
    )
    expect(chunks).toHaveLength(1)
    expect(chunks[0]).toBe('<ul><li title="青眼白龍">青眼白龍</li><li title="ブラック・マジシャン">ブラック・マジシャン</li><li title="灰流麗">灰流麗</li></ul>')
  })

  it('sends the shell first and data that arrives later in a chunk of its own', async () => {
    let resolve!: (text: string) => void
    const text = new Promise<string>((r) => (resolve = r))
    const rendered = render(
      <main>
        <h1>商品列表</h1>
        <Suspense fallback={<p>載入中</p>}>
          <Later text={text} />
        </Suspense>
      </main>,
    )
    setTimeout(() => resolve('精選商品'), 20)
    const chunks = await rendered
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    expect(chunks[0]).toContain('<h1>商品列表</h1>')
    expect(chunks[0]).toContain('載入中')
    expect(chunks[0]).not.toContain('精選商品')
    expect(chunks.slice(1).join('')).toContain('精選商品')
  })

  it('writes the stylesheet it is given at the end of the page’s head, once, in the shell’s chunk', async () => {
    let resolve!: (text: string) => void
    const text = new Promise<string>((r) => (resolve = r))
    const rendered = render(
      <html lang="zh-Hant-TW">
        <head>
          <title>遊日卡舖</title>
        </head>
        <body>
          <p>{'</head>'}</p>
          <Suspense fallback={<p>載入中</p>}>
            <Later text={text} />
          </Suspense>
        </body>
      </html>,
      ['<style>p{color:red}</style>'],
    )
    setTimeout(() => resolve('</head>'), 20)
    const chunks = await rendered
    expect(chunks[0]).toContain('<title>遊日卡舖</title><style>p{color:red}</style></head>')
    expect(chunks.join('').split('<style>')).toHaveLength(2)
  })

  it('passes a part given as bytes on as a chunk of its own, the same bytes, between the text around it', async () => {
    const rules = new TextEncoder().encode('p{color:red}')
    const { stream, destination } = createHtmlStream({ stylesheet: ['<style nonce="n">', rules, '</style>'] })
    const { pipe } = renderToPipeableStream(
      <html lang="zh-Hant-TW">
        <head>
          <title>遊日卡舖</title>
        </head>
        <body>
          <p>商品</p>
        </body>
      </html>,
      { onAllReady: () => pipe(destination as unknown as NodeJS.WritableStream) },
    )
    const chunks: Uint8Array[] = []
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
    expect(chunks).toHaveLength(3)
    expect(chunks[1]).toBe(rules)
    const [before, , after] = chunks.map((c) => new TextDecoder().decode(c))
    expect(before).toMatch(/<title>遊日卡舖<\/title><style nonce="n">$/)
    expect(after).toMatch(/^<\/style><\/head><body><p>商品<\/p><\/body><\/html>$/)
  })

  it('writes the stylesheet before the first one a route links, so a page’s own rules still win', async () => {
    const [html] = await render(
      <html lang="zh-Hant-TW">
        <head>
          <link rel="icon" href="/favicon.svg" />
          <link rel="stylesheet" href="/assets/staff.css" />
          <link rel="stylesheet" href="/assets/staff-orders.css" />
        </head>
        <body>
          <p>訂單</p>
        </body>
      </html>,
      ['<style>p{color:red}</style>'],
    )
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/><style>p{color:red}</style><link rel="stylesheet" href="/assets/staff.css"/>')
    expect(html!.split('<style>')).toHaveLength(2)
  })

  it('cuts the text of a batch that carries bytes into recurring pieces, and no other', async () => {
    const cutInto = (text: string) => ['«', text, '»']
    const pageWith = async (stylesheet: Array<string | Uint8Array>) => {
      const { stream, destination } = createHtmlStream({ stylesheet, recurring: cutInto })
      const { pipe } = renderToPipeableStream(
        <html>
          <head />
          <body>卡片</body>
        </html>,
        { onAllReady: () => pipe(destination as unknown as NodeJS.WritableStream) },
      )
      return (await chunksOf(stream)).join('')
    }
    const rules = precompressedChunk('p{color:red}')
    expect(await pageWith(['<style>', rules(), '</style>'])).toBe(
      '«<!DOCTYPE html><html><head>»«<style>»p{color:red}«</style>»«</head><body>卡片</body></html>»',
    )
    expect(await pageWith(['<style>p{color:red}</style>'])).toBe(
      '<!DOCTYPE html><html><head><style>p{color:red}</style></head><body>卡片</body></html>',
    )
  })

  it('puts a kept frame’s bytes where its mark was rendered, with the token between its parts', async () => {
    const slots = createFrameSlots()
    const frame = [precompressedChunk('<h1>商品列表</h1><input name="csrf" value="', 6), precompressedChunk('"/><ul><li>卡</li></ul>', 6)]
    const { stream, destination } = createHtmlStream({ splice: slots.splice })
    const { pipe } = renderToPipeableStream(
      <main>
        <p title={`<!--kept-frame-${'0'.repeat(24)}-0-->`}>搜尋</p>
        <div className="catalogue" dangerouslySetInnerHTML={{ __html: slots.place(frame, 't&amp;k') }} />
      </main>,
      { onAllReady: () => pipe(destination as unknown as NodeJS.WritableStream) },
    )
    const chunks: Uint8Array[] = []
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
    expect(chunks.map((c) => precompressedFormOf(c)?.deflated !== undefined)).toEqual([false, true, false, true, false])
    expect(chunks.map((c) => new TextDecoder().decode(c)).join('')).toBe(
      '<main><p title="&lt;!--kept-frame-000000000000000000000000-0--&gt;">搜尋</p><div class="catalogue"><h1>商品列表</h1><input name="csrf" value="t&amp;k"/><ul><li>卡</li></ul></div></main>',
    )
  })
})
