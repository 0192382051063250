/**
 * After `react-router build`: writes .gz and .br next to each text asset of build/client, so the
 * server sends compressed files without compressing on every request (serveStatic precompressed).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { builtFiles } from './built-files.ts'

const root = path.resolve('build/client')
const TEXT = /\.(js|css|svg|html|json|txt|xml)$/

let count = 0
for (const urlPath of builtFiles(root).filter((p) => TEXT.test(p))) {
  const file = path.join(root, urlPath)
  const content = fs.readFileSync(file)
  if (content.length < 1024) continue
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
  count++
}
console.log(`Precompressed ${count} assets in build/client`)
