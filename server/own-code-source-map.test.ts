import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { decode, encode } from '@jridgewell/sourcemap-codec'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { ownCodeSourceMap, type SourceMap } from './own-code-source-map.ts'

describe('ownCodeSourceMap', () => {
  it('keeps the mappings of our sources and drops the libraries’ sources, mappings and names', () => {
    const map: SourceMap = {
      version: 3,
      sources: ['../../node_modules/react/index.js', '../../backend/app.ts', 'https://raw.githubusercontent.com/fb55/entities/1/src/decode.ts'],
      sourcesContent: ['react', 'app', 'hono'],
      names: ['createElement', 'appName', 'dispatch'],
      mappings: encode([
        [
          [0, 0, 0, 0, 0],
          [10, 1, 4, 2, 1],
          [20, 2, 7, 0, 2],
          [30, 2, 8, 0],
        ],
        // A line of library code only, after our code: it must not stay attributed to app.ts.
        [[0, 0, 3, 0]],
        [[5, 1, 9, 0]],
      ]),
    }
    const own = ownCodeSourceMap(map)
    expect(own.sources).toEqual(['../../backend/app.ts'])
    expect(own.sourcesContent).toEqual(['app'])
    expect(own.names).toEqual(['appName'])
    expect(decode(own.mappings)).toEqual([[[10, 0, 4, 2, 0], [20]], [], [[5, 0, 9, 0]]])
  })

  it('ends our mapping where library code starts on a later line', () => {
    const map: SourceMap = {
      version: 3,
      sources: ['../../server/index.ts', '../../node_modules/pino/pino.js'],
      names: [],
      mappings: encode([[[0, 0, 1, 0]], [[0, 1, 5, 0]]]),
    }
    expect(decode(ownCodeSourceMap(map).mappings)).toEqual([[[0, 0, 1, 0]], [[0]]])
    expect(ownCodeSourceMap(map)).not.toHaveProperty('sourcesContent')
  })

  it('gives Node stacks that name our file and line, and leave library frames at the bundle', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-map-'))
    try {
      fs.mkdirSync(path.join(dir, 'node_modules/thrower'), { recursive: true })
      fs.writeFileSync(path.join(dir, 'node_modules/thrower/index.js'), 'export function libraryThrows() {\n  throw new Error("from the library")\n}\n')
      fs.writeFileSync(
        path.join(dir, 'entry.ts'),
        ['import { libraryThrows } from "thrower"', '', 'function ourCaller(): void {', '  libraryThrows()', '}', 'try { ourCaller() } catch (e) { console.log((e as Error).stack) }', ''].join('\n'),
      )
      const outfile = path.join(dir, 'out.js')
      await build({ entryPoints: [path.join(dir, 'entry.ts')], outfile, bundle: true, platform: 'node', format: 'esm', sourcemap: 'linked', logLevel: 'silent' })
      const mapFile = `${outfile}.map`
      fs.writeFileSync(mapFile, JSON.stringify(ownCodeSourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')))))

      const stack = execFileSync(process.execPath, ['--enable-source-maps', outfile], { encoding: 'utf8' })
      const frames = stack.split('\n').filter((line) => line.trim().startsWith('at '))
      expect(frames[0]).toMatch(/at libraryThrows \(.*out\.js:\d+:\d+\)/)
      expect(frames[1]).toMatch(/at ourCaller \(.*entry\.ts:4:3\)/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
