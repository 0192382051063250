import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { cacheRouteTrees } from './react-router-route-cache.ts'

const production = path.join(path.dirname(fileURLToPath(import.meta.resolve('react-router/package.json'))), 'dist/production')
const chunks = fs.readdirSync(production).filter((f) => /^chunk-.+\.mjs$/.test(f))

describe('cacheRouteTrees', () => {
  it('makes both edits in the installed React Router, once each', () => {
    let edited = 0
    for (const file of chunks) {
      const result = cacheRouteTrees(fs.readFileSync(path.join(production, file), 'utf8'), file)
      edited += result.edited
      if (result.code.includes('function ServerRouter(')) {
        expect(result.code).toContain('let routes = serverRoutesOncePerBuild(')
        expect(result.code).not.toContain('let routes = createServerRoutes(')
      }
      if (result.code.includes('function createStaticRouter(')) {
        expect(result.code).toContain('let { manifest, dataRoutes } = dataRoutesOncePerTree(routes);')
      }
    }
    expect(edited).toBe(2)
  })

  it('refuses a React Router whose code differs, and leaves other code alone', () => {
    expect(() => cacheRouteTrees('function ServerRouter({ context }) {\n  let routes = makeRoutes(context);\n}', 'x.mjs')).toThrow(
      /x\.mjs: React Router's function ServerRouter\(\.\.\.\) is not the code/,
    )
    expect(cacheRouteTrees('export const x = 1', 'y.mjs')).toEqual({ code: 'export const x = 1', edited: 0 })
  })

  it('builds each tree once and hands the same one to every later render', () => {
    const file = chunks.find((f) => fs.readFileSync(path.join(production, f), 'utf8').includes('function createStaticRouter('))!
    const { code } = cacheRouteTrees(fs.readFileSync(path.join(production, file), 'utf8'), file)
    // The helper as edited in, run against a counting stand-in for React Router's converter.
    const helper = code.slice(code.lastIndexOf('var dataRoutesByTree'))
    let built = 0
    const dataRoutesOncePerTree = new Function(
      'convertRoutesToDataRoutes',
      'mapRouteProperties',
      `${helper}; return dataRoutesOncePerTree`,
    )((routes: unknown[]) => {
      built++
      return [...routes]
    }, null) as (routes: unknown[]) => { dataRoutes: unknown[] }
    const routes = [{ id: 'root' }]
    const first = dataRoutesOncePerTree(routes)
    expect(dataRoutesOncePerTree(routes)).toBe(first)
    expect(built).toBe(1)
    // Another build's routes get their own tree.
    expect(dataRoutesOncePerTree([{ id: 'root' }])).not.toBe(first)
    expect(built).toBe(2)
  })
})
