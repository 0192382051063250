import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type PrecompressedForm, precompressedChunk, precompressedFormOf } from '#app/lib/precompressed-chunk.server.ts'
import { recurringTextPieces } from '#app/lib/recurring-text.server.ts'
import { compressWholePage, wholePageEncoding } from './page-compression.ts'

const html = '<!DOCTYPE html><html><body>' + '<p>卡片</p>'.repeat(500) + '</body></html>'
const bytes = (text: string) => new TextEncoder().encode(text)

/** A page as the renderer sends it: chunks (text, or bytes as they are), the later ones after `delayMs`. */
function page(chunks: Array<string | Uint8Array>, delayMs = 0, type = 'text/html; charset=utf-8') {
  const asBytes = (chunk: string | Uint8Array) => (typeof chunk === 'string' ? bytes(chunk) : chunk)
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(asBytes(chunks[0]!))
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs))
      for (const chunk of chunks.slice(1)) controller.enqueue(asBytes(chunk))
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'private, no-store' } })
}

describe('compressWholePage', () => {
  // Brotli for every browser that takes it, gzip for one that does not; both in one go, with a length.
  it.each([
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)('compresses a page rendered whole (Accept-Encoding %s) as %s', async (accept, encoding, decompress) => {
    const response = await compressWholePage(page([html]), accept, 'GET')
    expect(response.headers.get('Content-Encoding')).toBe(encoding)
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const body = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length)
    expect(body.length).toBeLessThan(html.length / 4)
    expect(decompress(body).toString('utf8')).toBe(html)
  })

  describe('a page holding a precompressed chunk', () => {
    const rules = '.card{display:grid}'.repeat(400)
    const stylesheet = precompressedChunk(rules)
    const head = '<!DOCTYPE html><html><head><style nonce="abc">'
    const rest = '</style></head><body>' + '<p>卡片</p>'.repeat(500) + '</body></html>'

    it('is sent as gzip with the chunk’s ready encoding spliced in, whole and with a length', async () => {
      const chunk = stylesheet()
      const response = await compressWholePage(page([head, chunk, rest]), 'gzip, deflate, br, zstd', 'GET')
      expect(response.headers.get('Content-Encoding')).toBe('gzip')
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      const body = Buffer.from(await response.arrayBuffer())
      expect(Number(response.headers.get('Content-Length'))).toBe(body.length)
      expect(gunzipSync(body).toString('utf8')).toBe(head + rules + rest)
      // Spliced, not compressed again: the chunk's own encoding is in the answer byte for byte.
      expect(body.includes(Buffer.from(precompressedFormOf(chunk)!.deflated))).toBe(true)
    })

    it('decodes when the chunk comes first or last, or alone', async () => {
      for (const chunks of [[stylesheet(), rest], [head, stylesheet()], [stylesheet()]]) {
        const response = await compressWholePage(page(chunks), 'gzip', 'GET')
        const text = chunks.map((c) => (typeof c === 'string' ? c : rules)).join('')
        expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(text)
      }
    })

    it('decodes with short text between two chunks (a kept frame’s CSRF token), sent as it is', async () => {
      const frame = precompressedChunk('<ul class="product-grid">' + '<li>卡</li>'.repeat(300), 6)
      const token = 'tok3n.Sig'
      for (const chunks of [[head, frame(), token, frame(), rest], [frame(), token, frame()], [head, frame(), token]]) {
        const response = await compressWholePage(page(chunks), 'gzip', 'GET')
        const body = Buffer.from(await response.arrayBuffer())
        const text = chunks.map((c) => (typeof c === 'string' ? c : new TextDecoder().decode(c))).join('')
        expect(gunzipSync(body).toString('utf8')).toBe(text)
        // Stored, not deflated: the token's bytes are in the answer as they are.
        expect(body.includes(Buffer.from(token))).toBe(true)
      }
    })

    it('sends text under 4 KB next to a chunk as it is (a shopper\'s head and header), and deflates longer text', async () => {
      const shortHead = '<!DOCTYPE html><html><head><title>卡片</title>' + '<meta name="x" content="遊戲王"/>'.repeat(90)
      const longRest = '</head><body>' + '<p>卡片</p>'.repeat(500) + '</body></html>'
      expect(bytes(shortHead).byteLength).toBeGreaterThan(3072)
      expect(bytes(shortHead).byteLength).toBeLessThan(4096)
      const response = await compressWholePage(page([shortHead, stylesheet(), longRest]), 'gzip', 'GET')
      const body = Buffer.from(await response.arrayBuffer())
      expect(gunzipSync(body).toString('utf8')).toBe(shortHead + rules + longRest)
      expect(body.includes(Buffer.from(shortHead))).toBe(true)
      expect(body.includes(Buffer.from('<p>卡片</p>'.repeat(20)))).toBe(false)
    })

    it('splices a page’s recurring pieces (lib/recurring-text.server.ts) with each view’s own nonce between them', async () => {
      const end = (nonce: string) =>
        `<script nonce="${nonce}">${'window.__reactRouterContext={};'.repeat(30)}</script><script nonce="${nonce}">${'enqueue("卡片");'.repeat(60)}</script></body></html>`
      const views: PrecompressedForm[][] = []
      for (const nonce of ['n0nce-one', 'n0nce-two']) {
        const chunks = [head, stylesheet(), ...recurringTextPieces([nonce])(end(nonce))]
        expect(chunks.filter((chunk) => typeof chunk !== 'string').length).toBeGreaterThanOrEqual(3)
        const body = Buffer.from(await (await compressWholePage(page(chunks), 'gzip, br', 'GET')).arrayBuffer())
        expect(gunzipSync(body).toString('utf8')).toBe(head + rules + end(nonce))
        // Spliced: each piece's kept encoding is in the answer byte for byte, the same for both views.
        const forms = chunks.filter((chunk) => typeof chunk !== 'string').map((chunk) => precompressedFormOf(chunk)!)
        for (const form of forms) expect(body.includes(Buffer.from(form.deflated))).toBe(true)
        views.push(forms)
      }
      views[1]!.forEach((form, i) => expect(form).toBe(views[0]![i]))
    })

    it('is brotli as a whole for a browser that takes brotli but not gzip', async () => {
      const response = await compressWholePage(page([head, stylesheet(), rest]), 'br, gzip;q=0', 'GET')
      expect(response.headers.get('Content-Encoding')).toBe('br')
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(head + rules + rest)
    })

    it('is handed on untouched, in order, while the page still streams', async () => {
      const response = await compressWholePage(page([head, stylesheet(), rest, '<p>later</p>'], 30), 'gzip', 'GET')
      // Only the first chunk went before the delay in this page: the rest came later.
      expect(response.headers.get('Content-Encoding')).toBeNull()
      expect(await response.text()).toBe(head + rules + rest + '<p>later</p>')
    })
  })

  it('hands a page that is still streaming on untouched, every chunk in order', async () => {
    const response = await compressWholePage(page(['<html><body>shell', ' later', ' last</body></html>'], 30), 'gzip', 'GET')
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe('<html><body>shell later last</body></html>')
  })

  it('leaves alone what the browser cannot take, HEAD requests and other content', async () => {
    for (const [accept, method, type] of [
      [undefined, 'GET', undefined],
      ['deflate', 'GET', undefined],
      ['gzip;q=0, br;q=0', 'GET', undefined],
      ['gzip', 'HEAD', undefined],
      ['gzip', 'GET', 'text/x-script'],
    ] as const) {
      const response = await compressWholePage(page([html], 0, type), accept, method)
      expect(response.headers.get('Content-Encoding')).toBeNull()
      if (method !== 'HEAD') expect(await response.text()).toBe(html)
    }
  })

  it('reads Accept-Encoding weights', () => {
    expect(wholePageEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(wholePageEncoding('gzip, deflate')).toBe('gzip')
    expect(wholePageEncoding('gzip, br;q=0.5')).toBe('gzip')
    expect(wholePageEncoding('GZIP;q=0.5')).toBe('gzip')
    expect(wholePageEncoding('BR;q=0.5')).toBe('br')
    expect(wholePageEncoding('gzip;q=0, br')).toBe('br')
    expect(wholePageEncoding('*')).toBe('br')
    expect(wholePageEncoding('*, br;q=0')).toBe('gzip')
    expect(wholePageEncoding('*, gzip;q=0, br;q=0')).toBeUndefined()
    expect(wholePageEncoding('identity')).toBeUndefined()
    expect(wholePageEncoding('')).toBeUndefined()
    // A page with a precompressed chunk goes as gzip wherever gzip is taken at all.
    expect(wholePageEncoding('gzip, deflate, br', true)).toBe('gzip')
    expect(wholePageEncoding('br, gzip;q=0.1', true)).toBe('gzip')
    expect(wholePageEncoding('br', true)).toBe('br')
    expect(wholePageEncoding('*', true)).toBe('gzip')
    expect(wholePageEncoding('identity', true)).toBeUndefined()
  })
})
