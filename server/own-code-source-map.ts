/**
 * The production bundle's source map, cut down to the shop's own code (server/, backend/ and, through
 * the storefront's server build and its own map, app/), for server/build-server.ts.
 *
 * Why: `npm start` runs with `--enable-source-maps`, so a logged stack names our TypeScript files.
 * Node then holds the whole map, and the libraries' 360 000 of its 470 000 mappings (10 MB) cost
 * the server, measured on `/products/1` under the bench's load (issue 13): 126 MB more memory
 * (402 MB against 276 MB after five seconds), scavenges a third slower (0.33 against 0.22 ms per
 * page with `--trace-gc`) and 2-9 % more CPU per page in paired runs. A stack frame inside React or
 * undici reads as well by its function name and bundle position. With only our code mapped
 * (1.6 MB) the flag costs nothing measurable.
 */
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec'

export type SourceMap = {
  version: number
  sources: string[]
  sourcesContent?: Array<string | null>
  names: string[]
  mappings: string
  [field: string]: unknown
}

/**
 * A library's file: under node_modules, or an address a library's own map gives (entities and
 * domutils name their sources on GitHub). Ours are paths relative to the bundle.
 */
const isLibrarySource = (source: string) => /(^|\/)node_modules\//.test(source) || /^[a-z][a-z0-9+.-]*:/i.test(source)

/** An index map for the entries of `list` that `keep` accepts: old index to new, -1 for dropped. */
function reindex<T>(list: readonly T[], keep: (item: T, index: number) => boolean) {
  let next = 0
  return list.map((item, i) => (keep(item, i) ? next++ : -1))
}

export function ownCodeSourceMap(map: SourceMap): SourceMap {
  const sourceIndex = reindex(map.sources, (source) => !isLibrarySource(source))
  const lines = decode(map.mappings)

  // A mapping reaches until the next segment, on later lines too: after our code, the first
  // library segment stays as a bare column ("not mapped"), so library code is never taken for ours.
  // The decoded segments are ours to change: kept ones get their new source index in place.
  let mapped = false
  const usedNames = new Set<number>()
  const kept = lines.map((segments) => {
    const out: SourceMapSegment[] = []
    for (const segment of segments) {
      const source = segment.length > 1 ? sourceIndex[segment[1]!]! : -1
      if (source >= 0) {
        segment[1] = source
        if (segment.length === 5) usedNames.add(segment[4])
        out.push(segment)
        mapped = true
      } else if (mapped) {
        out.push([segment[0]])
        mapped = false
      }
    }
    return out
  })

  const nameIndex = reindex(map.names, (_, i) => usedNames.has(i))
  for (const segments of kept) for (const segment of segments) if (segment.length === 5) segment[4] = nameIndex[segment[4]]!

  return {
    ...map,
    sources: map.sources.filter((_, i) => sourceIndex[i]! >= 0),
    ...(map.sourcesContent ? { sourcesContent: map.sourcesContent.filter((_, i) => sourceIndex[i]! >= 0) } : {}),
    names: map.names.filter((_, i) => nameIndex[i]! >= 0),
    mappings: encode(kept),
  }
}
