/**
 * Raster copies of the demo card drawings (card-svg.ts), so demo products travel the same
 * srcset path as uploaded photos. Drawn lazily, once per distinct drawing and copy: products
 * that share a face (one printing in several conditions) share its copies, and seeding 100000
 * synthetic products draws nothing. The drawing's hash names the copy, so it is also the ETag.
 */
import { createHash } from 'node:crypto'
import type { VariantFormat } from '../contract/image-variants.ts'
import { LruCache } from '../lib/lru-cache.ts'
import { renderVariant } from './variants.ts'

export type CardVariant = { etag: string; bytes: Promise<Buffer> }

// A phone's card copy is about 10 KB: some hundreds of copies per instance, the rest redrawn.
const cache = new LruCache<Buffer>(16 * 1024 * 1024, (bytes) => bytes.byteLength)

export function cardVariant(svg: string, width: number, format: VariantFormat): CardVariant {
  const hash = createHash('sha1').update(svg).digest('base64url')
  const etag = `"card-${hash}-${width}.${format}"`
  return { etag, bytes: cache.get(etag, () => renderVariant(Buffer.from(svg), width, format)) }
}
