import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFiles } from './built-files.ts'

describe('builtFiles', () => {
  it('lists the build folder as URL paths, without the precompressed copies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'))
    try {
      fs.mkdirSync(path.join(dir, 'assets'))
      for (const file of ['favicon.ico', 'assets/app-1.css', 'assets/app-1.css.gz', 'assets/app-1.css.br'])
        fs.writeFileSync(path.join(dir, file), 'x')
      expect(builtFiles(dir).sort()).toEqual(['/assets/app-1.css', '/favicon.ico'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
