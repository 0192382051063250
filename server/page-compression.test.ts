import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressWholePage, wholePageEncoding } from './page-compression.ts'

const html = '<!DOCTYPE html><html><body>' + '<p>卡片</p>'.repeat(500) + '</body></html>'
const bytes = (text: string) => new TextEncoder().encode(text)

/** A page as the renderer sends it: chunks, the later ones after `delayMs`. */
function page(chunks: string[], delayMs = 0, type = 'text/html; charset=utf-8') {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes(chunks[0]!))
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs))
      for (const chunk of chunks.slice(1)) controller.enqueue(bytes(chunk))
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
  })
})
