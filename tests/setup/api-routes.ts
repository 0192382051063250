/**
 * The shop API's own route table as test input: the calls under a prefix as [method, path], each
 * path parameter filled in, so a call added later is covered without editing the tests.
 */
import type { ShopApi } from '#backend/app.ts'

/** `fill(name)` gives each `:name` parameter's value (a real id where the test has one). */
export function apiEndpoints(app: ShopApi, prefix: string, fill: (parameter: string) => string = () => '1') {
  const seen = new Set<string>()
  for (const r of app.routes) {
    if (!r.path.startsWith(`/api/v1${prefix}`) || r.method === 'ALL') continue
    const path = r.path.replace(/^\/api\/v1/, '').replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_all, name: string) => fill(name))
    seen.add(`${r.method} ${path}`)
  }
  return [...seen].map((e) => e.split(' ') as [string, string])
}
