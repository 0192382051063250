/**
 * The files the storefront build wrote into build/client, as URL paths (`/assets/app-1.css`).
 * The server reads them once at start, the folder never changing while it runs, and serves only
 * these; the build's precompression step compresses them. `.gz` and `.br` copies are left out:
 * serveStatic finds them next to their file.
 */
import fs from 'node:fs'
import path from 'node:path'

export function builtFiles(clientDir: string): string[] {
  return fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => '/' + path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}
