import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cachePerBuildWork } from './react-router-route-cache.ts'

const production = path.join(path.dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))), 'dist/production')
const chunks = fs.readdirSync(production).filter((f) => /^chunk-.+\.mjs$/.test(f))
/** The production chunk that defines `marker` (a function's opening). */
const chunkDefining = (marker: string) => chunks.find((f) => fs.readFileSync(path.join(production, f), 'utf8').includes(marker))!

describe('cachePerBuildWork', () => {
  it('makes every edit in the installed React Router, once each', () => {
    let edited = 0
    for (const file of chunks) {
      const result = cachePerBuildWork(fs.readFileSync(path.join(production, file), 'utf8'), file)
      edited += result.edited
      if (result.code.includes('function ServerRouter(')) {
        expect(result.code).toContain('let routes = serverRoutesOncePerBuild(')
        expect(result.code).not.toContain('let routes = createServerRoutes(')
      }
      if (result.code.includes('function createStaticRouter(')) {
        expect(result.code).toContain('let { manifest, dataRoutes } = dataRoutesOncePerTree(routes);')
      }
      if (result.code.includes('function useResolvedPath(')) {
        expect(result.code).toContain('let routePathnames = routePathnamesOncePerMatches(matches)')
        expect(result.code).toContain('      routePathnames.list,\n')
      }
      if (result.code.includes('function Scripts(')) {
        expect(result.code).toContain('partialManifestJsonOncePerPath(manifest, router)')
        expect(result.code).not.toContain('JSON.stringify(\n        getPartialManifest(')
      }
      if (result.code.includes('function matchRoutesImpl(')) {
        expect(result.code).toContain('  return matchBranchOncePerPath(branches, precomputedBranches, decoded, allowPartial);\n')
      }
      if (result.code.includes('function getBuildTimeHeader(')) {
        expect(result.code).not.toContain('process.env.hasOwnProperty("IS_RR_BUILD_REQUEST")')
        expect(result.code).toContain('if (isBuildRequestProcess) {')
      }
      if (result.code.includes('async function stringify(')) {
        const start = result.code.indexOf('async function stringify(')
        const loop = result.code.slice(start, result.code.indexOf('\n}\n', start))
        expect(loop).not.toContain('const now = getNow();')
        expect(loop.indexOf('const partsForObj')).toBeLessThan(loop.indexOf('while (stack.length > 0)'))
        expect(loop.split('const partsForObj')).toHaveLength(2)
        expect(loop).toContain('    if (existing) return existing;\n')
        expect(loop).not.toContain('return [existing]')
      }
    }
    expect(edited).toBe(10)
  })

  it('refuses a React Router whose code differs, and leaves other code alone', () => {
    expect(() => cachePerBuildWork('function ServerRouter({ context }) {\n  let routes = makeRoutes(context);\n}', 'x.mjs')).toThrow(
      /x\.mjs: React Router's function ServerRouter\(\.\.\.\) is not the code/,
    )
    expect(cachePerBuildWork('export const x = 1', 'y.mjs')).toEqual({ code: 'export const x = 1', edited: 0 })
  })

  /** A helper as edited in, made callable with stand-ins for the React Router functions it uses. */
  function editedHelper<T>(marker: string, name: string, uses: Record<string, unknown>): T {
    const file = chunkDefining(marker)
    const { code } = cachePerBuildWork(fs.readFileSync(path.join(production, file), 'utf8'), file)
    const start = code.lastIndexOf(`function ${name}(`)
    const helper = code.slice(code.lastIndexOf('\nvar ', start), code.indexOf('\n}\n', start) + 3)
    return new Function(...Object.keys(uses), `${helper}; return ${name}`)(...Object.values(uses)) as T
  }

  it('builds each tree once and hands the same one to every later render', () => {
    let built = 0
    const dataRoutesOncePerTree = editedHelper<(routes: unknown[]) => { dataRoutes: unknown[] }>(
      'function createStaticRouter(',
      'dataRoutesOncePerTree',
      {
        convertRoutesToDataRoutes: (routes: unknown[]) => {
          built++
          return [...routes]
        },
        mapRouteProperties: null,
      },
    )
    const routes = [{ id: 'root' }]
    const first = dataRoutesOncePerTree(routes)
    expect(dataRoutesOncePerTree(routes)).toBe(first)
    expect(built).toBe(1)
    // Another build's routes get their own tree.
    expect(dataRoutesOncePerTree([{ id: 'root' }])).not.toBe(first)
    expect(built).toBe(2)
  })

  it('resolves the paths of a route once per matches array, as React Router would each time', () => {
    let resolved = 0
    const routePathnamesOncePerMatches = editedHelper<(matches: unknown[]) => { list: string[]; json: string }>(
      'function useResolvedPath(',
      'routePathnamesOncePerMatches',
      {
        getResolveToMatches: (matches: Array<{ pathnameBase: string }>) => {
          resolved++
          return matches.map((m) => m.pathnameBase)
        },
      },
    )
    const matches = [{ pathnameBase: '/' }, { pathnameBase: '/products/1' }]
    const first = routePathnamesOncePerMatches(matches)
    expect(first).toEqual({ list: ['/', '/products/1'], json: '["/","/products/1"]' })
    expect(routePathnamesOncePerMatches(matches)).toBe(first)
    expect(resolved).toBe(1)
    expect(routePathnamesOncePerMatches([{ pathnameBase: '/' }]).list).toEqual(['/'])
    expect(resolved).toBe(2)
  })

  it('writes the routes a path needs once per build and path, and keeps at most 1000 paths', () => {
    let built = 0
    const partialManifestJsonOncePerPath = editedHelper<(manifest: object, router: object) => string>(
      'function Scripts(',
      'partialManifestJsonOncePerPath',
      {
        getPartialManifest: (_manifest: object, router: { state: { location: { pathname: string } } }) => {
          built++
          return { routes: router.state.location.pathname }
        },
      },
    )
    const at = (pathname: string) => ({ state: { location: { pathname } } })
    const manifest = {}
    expect(partialManifestJsonOncePerPath(manifest, at('/products/1'))).toBe('{\n  "routes": "/products/1"\n}')
    partialManifestJsonOncePerPath(manifest, at('/products/1'))
    expect(built).toBe(1)
    // Another path, and another build, are their own.
    partialManifestJsonOncePerPath(manifest, at('/products/2'))
    partialManifestJsonOncePerPath({}, at('/products/1'))
    expect(built).toBe(3)
    // A flood of paths pushes out the oldest instead of growing without end.
    for (let n = 3; n <= 1001; n++) partialManifestJsonOncePerPath(manifest, at(`/products/${n}`))
    partialManifestJsonOncePerPath(manifest, at('/products/1001'))
    expect(built).toBe(1002)
    partialManifestJsonOncePerPath(manifest, at('/products/1'))
    expect(built).toBe(1003)
  })

  it('writes loader data for hydration exactly as React Router did, and it reads back', async () => {
    type Chunk = {
      encode: (value: unknown) => ReadableStream<Uint8Array>
      decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown; done: Promise<void> }>
    }
    const file = chunkDefining('async function stringify(')
    const original = (await import(pathToFileURL(path.join(production, file)).href)) as Chunk
    // The edited chunk, importable from anywhere: its one import (react) resolved to a file.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-edited-'))
    const { code } = cachePerBuildWork(fs.readFileSync(path.join(production, file), 'utf8'), file)
    fs.writeFileSync(path.join(dir, file), code.replaceAll(' from "react";', ` from ${JSON.stringify(import.meta.resolve('react'))};`))
    const edited = (await import(pathToFileURL(path.join(dir, file)).href)) as Chunk
    fs.rmSync(dir, { recursive: true })

    // Values written more than once (keys, strings, numbers, one object), and every kind React Router writes.
    const card = (code: string, price: number) => ({ product_code: code, rarity: 'UR', price_twd: price, card: { name_zh: '青眼白龍' } })
    const shared = { name: 'shared' }
    const value = {
      hits: [card('QCCU-JP001-UR-A', 1200), card('QCCU-JP001-UR-B', 1200), card('LOCH-JP001-SE-A', 880)],
      again: shared,
      nested: [[shared, 'UR'], new Map([['UR', shared]]), new Set(['UR', 1200])],
      when: new Date(0),
      none: [null, undefined, -0, Number.NaN],
    }
    const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text()
    const written = await text(edited.encode(value))
    expect(written).toBe(await text(original.encode(value)))
    expect(written).toContain('"QCCU-JP001-UR-B"')
    const read = (await edited.decodeViaTurboStream(new Response(written).body!, globalThis)).value
    expect(read).toEqual(value)
  })
})
