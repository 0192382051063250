import type * as zlib from 'node:zlib'
import { constants, inflateRawSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { precompressedFormOf } from './precompressed-chunk.server.ts'
import {
  keptPieceCount,
  MAX_KEPT_CHARS,
  MIN_KEPT_CHARS,
  recurringTextPieces,
} from './recurring-text.server.ts'

const decode = (piece: string | Uint8Array) =>
  typeof piece === 'string' ? piece : new TextDecoder().decode(piece)
const inflated = (piece: Uint8Array) =>
  inflateRawSync(precompressedFormOf(piece)!.deflated, {
    finishFlush: constants.Z_SYNC_FLUSH,
  }).toString('utf8')

/** The end of a page as React Router writes it: scripts carrying the nonce, data carrying the token. */
function pageEnd(nonce: string, token: string, data = '青眼白龍') {
  const footer = '<footer class="site-footer"><p>卡片代購</p></footer>'.repeat(20)
  const script = (text: string) => `<script nonce="${nonce}">${text}</script>`
  return (
    footer +
    script('window.__reactRouterContext = {"basename":"/"};'.repeat(15)) +
    script(
      `enqueue("[\\"hits\\",${`\\"${data}\\",`.repeat(60)}\\"csrfToken\\",\\"${token}\\"]");${'/* rest */'.repeat(60)}`,
    ) +
    '</body></html>'
  )
}

describe('recurringTextPieces', () => {
  it('gives back the very text, cut at each of the view’s values, which stay text', () => {
    const text = pageEnd('n0nce-a', 'token-a')
    const pieces = recurringTextPieces(['n0nce-a', 'token-a'])(text)
    expect(pieces.map(decode).join('')).toBe(text)
    expect(pieces.filter((piece) => piece === 'n0nce-a')).toHaveLength(2)
    expect(pieces).toContain('token-a')
    for (const piece of pieces.filter((piece) => typeof piece !== 'string')) {
      expect(decode(piece)).not.toContain('n0nce-a')
      expect(decode(piece)).not.toContain('token-a')
    }
  })

  it('sends the long pieces as bytes marked with their encoding, and the short ones as text', () => {
    const pieces = recurringTextPieces(['n0nce-b', 'token-b'])(pageEnd('n0nce-b', 'token-b'))
    const kept = pieces.filter((piece): piece is Uint8Array => typeof piece !== 'string')
    expect(kept.length).toBeGreaterThanOrEqual(3)
    for (const piece of kept) {
      expect(decode(piece).length).toBeGreaterThanOrEqual(MIN_KEPT_CHARS)
      expect(inflated(piece)).toBe(decode(piece))
    }
    for (const piece of pieces.filter((piece) => typeof piece === 'string'))
      expect(piece.length).toBeLessThan(MIN_KEPT_CHARS)
  })

  it('reuses the encoding made for the same bytes in another view, with that view’s own values', () => {
    const first = recurringTextPieces(['n0nce-c', 'token-c'])(pageEnd('n0nce-c', 'token-c'))
    const second = recurringTextPieces(['N0NCE-d', 'TOKEN-d'])(pageEnd('N0NCE-d', 'TOKEN-d'))
    expect(second.map(decode).join('')).toBe(pageEnd('N0NCE-d', 'TOKEN-d'))
    const forms = (pieces: Array<string | Uint8Array>) =>
      pieces
        .filter((piece): piece is Uint8Array => typeof piece !== 'string')
        .map((piece) => precompressedFormOf(piece))
    expect(forms(second)).toHaveLength(forms(first).length)
    forms(second).forEach((form, i) => expect(form).toBe(forms(first)[i]))
  })

  it('makes a new encoding for text that differs, as another query’s results', () => {
    const [a, b] = [
      pageEnd('n0nce-e', 'token-e', '青眼白龍'),
      pageEnd('n0nce-e', 'token-e', '黑魔導'),
    ]
    const dataPiece = (text: string) =>
      recurringTextPieces(['n0nce-e', 'token-e'])(text).find(
        (piece): piece is Uint8Array => typeof piece !== 'string' && decode(piece).includes('hits'),
      )!
    expect(inflated(dataPiece(a))).toContain('青眼白龍')
    expect(inflated(dataPiece(b))).toContain('黑魔導')
    expect(inflated(dataPiece(a))).toContain('青眼白龍')
  })

  it('keeps text as it is when it is too short, or too long to be worth keeping', () => {
    const short = 'x'.repeat(MIN_KEPT_CHARS - 1)
    expect(recurringTextPieces(['n'])(short)).toEqual([short])
    const long = 'y'.repeat(MAX_KEPT_CHARS + 1)
    expect(recurringTextPieces(['n'])(long)).toEqual([long])
    expect(
      recurringTextPieces([])(`<p>${'z'.repeat(MIN_KEPT_CHARS)}</p>`).every(
        (piece) => typeof piece !== 'string',
      ),
    ).toBe(true)
  })

  it('keeps at most 500 pieces, whatever pages are asked for', () => {
    for (let i = 0; i < 600; i++) recurringTextPieces([])(`<p>${i}</p>`.padEnd(MIN_KEPT_CHARS, '.'))
    expect(keptPieceCount()).toBeLessThanOrEqual(500)
    expect(keptPieceCount()).toBeGreaterThan(400)
  })
})

describe('recurringTextPieces, when two pieces’ CRC-32s are the same', () => {
  it('compares the bytes, and never sends one piece with the other’s encoding', async () => {
    vi.resetModules()
    vi.doMock('node:zlib', async (original) => ({
      ...(await original<typeof zlib>()),
      crc32: () => 7,
    }))
    try {
      const { recurringTextPieces: pieces } = await import('./recurring-text.server.ts')
      const [a, b] = ['<p>青眼白龍</p>'.repeat(60), '<p>黑魔導女</p>'.repeat(60)]
      const [keptA, keptB, keptAAgain] = [a, b, a].map((text) => pieces([])(text)[0] as Uint8Array)
      expect(inflated(keptA!)).toBe(a)
      expect(inflated(keptB!)).toBe(b)
      expect(inflated(keptAAgain!)).toBe(a)
    } finally {
      vi.doUnmock('node:zlib')
      vi.resetModules()
    }
  })
})
