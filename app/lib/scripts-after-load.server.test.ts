import { describe, expect, it, vi } from 'vitest'
import { BACKSTOP_MS, createScriptsAfterLoad, scriptsLoadedAfterLoad } from './scripts-after-load.server.ts'

/** A page's text through one page's rewriter, in the pieces it is written in. */
const scriptsAfterLoad = (...pieces: string[]) => pieces.map(createScriptsAfterLoad()).join('')

/** What React Router's `<Scripts>` writes (7.x), trimmed: preloads in the head, the module at the end. */
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/>' +
  '<link rel="modulepreload" href="/assets/shop-shell-B.js" nonce="n0"/><link rel="modulepreload" href="/assets/root-C.js" nonce="n0"/>' +
  '<title>t</title></head><body><main>卡片</main><script nonce="n0">window.__reactRouterContext = {}</script>' +
  '<script nonce="n0" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterManifest = {"url":"/assets/manifest-E.js"};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>'

/** The rewritten module run in a stand-in window: `import()` becomes `load()`, which records what it was asked for. */
function runModule(html: string, readyState: 'loading' | 'complete') {
  const code = /<script nonce="n0" type="module">([^<]*)<\/script>/.exec(html)![1]!.replaceAll('import(', 'load(')
  const listeners: Record<string, () => void> = {}
  const imported: string[] = []
  const appended: Array<{ rel: string; href: string }> = []
  const window: Record<string, unknown> = {}
  const document = { readyState, createElement: () => ({ rel: '', href: '' }), head: { append: (link: { rel: string; href: string }) => appended.push(link) } }
  const load = (url: string) => {
    imported.push(url)
    return Promise.resolve({ url })
  }
  const addEventListener = (type: string, listener: () => void) => (listeners[type] = listener)
  new Function('window', 'document', 'load', 'addEventListener', 'setTimeout', code)(window, document, load, addEventListener, setTimeout)
  return { listeners, imported, appended, window }
}

describe('scriptsAfterLoad', () => {
  it('takes the modulepreload links out of the head and leaves the rest of the page as it was', () => {
    const html = scriptsAfterLoad(PAGE)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).toContain('<title>t</title></head><body><main>卡片</main><script nonce="n0">window.__reactRouterContext = {}</script>')
    expect(html).toMatch(/<script nonce="n0" type="module">[^<]*<\/script><\/body><\/html>$/)
  })

  it("runs React Router's module only at the window's load, then preloads the same scripts and imports the routes before the entry", async () => {
    const { listeners, imported, appended, window } = runModule(scriptsAfterLoad(PAGE), 'loading')
    await Promise.resolve()
    expect(imported).toEqual([])
    expect(appended).toEqual([])

    listeners.load!()
    expect(appended).toEqual(['/assets/entry.client-A.js', '/assets/shop-shell-B.js', '/assets/root-C.js'].map((href) => ({ rel: 'modulepreload', href })))
    await vi.waitFor(() => expect(imported).toEqual(['/assets/root-C.js', '/assets/home-D.js', '/assets/entry.client-A.js']))
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root-C.js' }, 'routes/home': { url: '/assets/home-D.js' } })
    expect(window.__reactRouterManifest).toEqual({ url: '/assets/manifest-E.js' })
  })

  it('gives each page its own nonce and each set of routes its own preloads, the same module text or not', () => {
    const other = PAGE.replaceAll('n0', 'n1').replace('/assets/shop-shell-B.js', '/assets/catalogue-F.js')
    for (const _ of [1, 2]) {
      expect(scriptsAfterLoad(PAGE)).toContain('<script nonce="n0" type="module">')
      expect(scriptsAfterLoad(PAGE)).toContain('["/assets/entry.client-A.js","/assets/shop-shell-B.js","/assets/root-C.js"]')
      expect(scriptsAfterLoad(other)).toContain('<script nonce="n1" type="module">')
      expect(scriptsAfterLoad(other)).toContain('["/assets/entry.client-A.js","/assets/catalogue-F.js","/assets/root-C.js"]')
    }
  })

  it('runs at once on a page already loaded, and only once', async () => {
    const { listeners, imported } = runModule(scriptsAfterLoad(PAGE), 'complete')
    await vi.waitFor(() => expect(imported).toHaveLength(3))
    listeners.load?.()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(imported).toHaveLength(3)
  })

  it(`does not wait more than ${BACKSTOP_MS} ms for a load that never comes (a picture that never finishes)`, async () => {
    vi.useFakeTimers()
    try {
      const { imported } = runModule(scriptsAfterLoad(PAGE), 'loading')
      await vi.advanceTimersByTimeAsync(BACKSTOP_MS - 1)
      expect(imported).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(imported).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('finds the links and the module in the pieces the page is written in (the stylesheet goes in between)', () => {
    const at = PAGE.indexOf('<title>')
    const style = '<style>.card{color:red}</style>'
    const pieces = [PAGE.slice(0, at), style, PAGE.slice(at, PAGE.indexOf('<main>')), PAGE.slice(PAGE.indexOf('<main>'))]
    const whole = scriptsAfterLoad(PAGE)
    expect(scriptsAfterLoad(...pieces)).toBe(whole.slice(0, whole.indexOf('<title>')) + style + whole.slice(whole.indexOf('<title>')))
  })

  it('keeps a module of another shape as it was, with its preloads put back just before it', () => {
    const links = PAGE.slice(PAGE.indexOf('<link'), PAGE.indexOf('<title>'))
    const withPreloadsInBody = (page: string) => {
      const module = page.indexOf('<script nonce="n0" type="module"')
      return page.replace(links, '').slice(0, module - links.length) + links + page.slice(module)
    }
    const other = PAGE.replace('import("/assets/entry.client-A.js");', 'import { hydrate } from "/assets/entry.client-A.js";')
    expect(scriptsAfterLoad(other)).toBe(withPreloadsInBody(other))
    const noRoutes = PAGE.replace(/import \* as route\d from "[^"]+";\n/g, '')
    expect(scriptsAfterLoad(noRoutes)).toBe(withPreloadsInBody(noRoutes))
  })

  it('leaves a later streamed chunk without the module as it was', () => {
    const rewrite = createScriptsAfterLoad()
    const page = rewrite(PAGE)
    expect(page).toContain('addEventListener("load"')
    const chunk = '<script nonce="n0">window.__reactRouterContext.streamController.close();</script>'
    expect(rewrite(chunk)).toBe(chunk)
    // A page has one router module: once it is rewritten, no later piece is searched for another.
    const moduleAgain = PAGE.slice(PAGE.indexOf('<script nonce="n0" type="module"'))
    expect(rewrite(moduleAgain)).toBe(moduleAgain)
  })
})

describe('scriptsLoadedAfterLoad', () => {
  it('lists what the rewritten module preloads and imports, each once', () => {
    expect(scriptsLoadedAfterLoad(scriptsAfterLoad(PAGE))).toEqual([
      '/assets/entry.client-A.js',
      '/assets/shop-shell-B.js',
      '/assets/root-C.js',
      '/assets/home-D.js',
    ])
  })
})
