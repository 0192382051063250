/**
 * A page's JavaScript starts downloading once the page has loaded, not while it loads (issue 13,
 * slow-phone budget). React Router's `<Scripts>` writes a `<link rel="modulepreload">` per script
 * at the top of the head, and at the end of the body an inline module that imports the route
 * modules and then the client entry. On a slow line (1.6 Mbps) those six to nine scripts (120 KB)
 * took the line from the pictures the page is painted with, and hydrating took the main thread
 * from painting it: a product modal's largest paint came 0.15-0.4 s later with JavaScript on than
 * off, measured with bench/slow-phone.ts.
 *
 * This rewrites the page's text as it leaves (lib/html-stream.server.ts): the modulepreload links
 * go, and the inline module waits for the window's `load` (every picture not marked lazy is in),
 * then preloads the same scripts all at once and runs what React Router wrote, its
 * `import * as routeN from "…"` lines turned into `import()`s. Until then the page is the server's
 * HTML, which works without JavaScript (every form posts, every link navigates): a tap before
 * hydration is never lost, only answered by a page load. A picture that never finishes cannot hold
 * the scripts back for more than BACKSTOP_MS. With JavaScript off, the browser now downloads
 * no script at all (the preload links used to fetch them).
 *
 * Should React Router write its module differently, the page keeps its module and preloads (see
 * createScriptsAfterLoad); tests/contract/page-javascript.test.ts fails on that.
 */
import { LruMap } from '#backend/contract/lru-map.ts'

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"<>]+)"(?: nonce="[^"<>]*")?\/>/g
/** `<Scripts>`' inline module: its nonce attribute, and its text up to the closing tag. */
const ROUTER_MODULE = /^<script( nonce="[^"<>]*")? type="module" async="">([^<]*)<\/script>$/
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\\]+");$/gm
/** Any other static import, which could not run inside a function. */
const OTHER_STATIC_IMPORT = /^\s*import\s*[^\s(]/m

/** Well past a slow phone's `load` (about 2 s on bench/slow-phone.ts' profile). */
export const BACKSTOP_MS = 4000

/** Runs `run` once, at the window's load or after BACKSTOP_MS, whichever comes first. */
const AFTER_LOAD =
  'run=>{let started=false;const start=()=>{if(!started){started=true;run()}};' +
  `document.readyState==="complete"?start():addEventListener("load",start,{once:true});setTimeout(start,${BACKSTOP_MS})}`

/**
 * React Router's module text, run after the page's load; undefined when it is not the shape this
 * expects. Kept by its text and preloads: they are the same for every page of the same routes (the
 * nonce is in the tag, not the text), and rewriting them was about 1 % of a search page (issue 13).
 */
const afterLoad = (moduleText: string, preloads: readonly string[]): string | undefined =>
  rewritten.remember(`${preloads.join(' ')}\n${moduleText}`, () => rewrite(moduleText, preloads))

/** A few hundred route combinations at most: the app's routes are fixed by its build. */
const rewritten = new LruMap<string, string | undefined>(500)

function rewrite(moduleText: string, preloads: readonly string[]): string | undefined {
  const imports = [...moduleText.matchAll(ROUTE_IMPORT)]
  const rest = moduleText.replace(ROUTE_IMPORT, '').trim()
  if (imports.length === 0 || OTHER_STATIC_IMPORT.test(rest)) return undefined
  const names = imports.map((m) => m[1]).join(',')
  const loads = imports.map((m) => `import(${m[2]})`).join(',')
  const preload =
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");` +
    'link.rel="modulepreload";link.href=href;document.head.append(link)}'
  return `(${AFTER_LOAD})(()=>{${preload}Promise.all([${loads}]).then(([${names}])=>{${rest}\n})})`
}

/** How `<Scripts>`' inline module opens, after its nonce attribute. */
const MODULE_OPENING = ' type="module" async="">'
const SCRIPT_END = '</script>'

/**
 * One page's rewriter, given the page's text pieces in order (lib/html-stream.server.ts): takes
 * the modulepreload links out of the head and puts the router's module behind the page's load.
 * It looks only where they are, the head's pieces from their start and each later piece from its
 * end (a page's text is 100 KB of two-byte characters: a scan of all of it cost 35 µs). Should
 * the module have another shape, it stays as it is and its preloads go back just before it (a
 * modulepreload link is allowed in the body), so the page loads as it did before.
 */
export function createScriptsAfterLoad() {
  const preloads: string[] = []
  let inHead = true
  // A page has one router module: once it is found, later pieces (deferred data) go untouched.
  let moduleFound = false
  return (text: string): string => {
    if (moduleFound) return text
    if (inHead) {
      const headEnd = text.indexOf('</head>')
      const head = headEnd === -1 ? text : text.slice(0, headEnd)
      if (head.includes('<link rel="modulepreload"')) {
        text =
          head.replace(MODULEPRELOAD, (_link, href: string) => {
            preloads.push(href)
            return ''
          }) + (headEnd === -1 ? '' : text.slice(headEnd))
      }
      if (headEnd === -1) return text
      inHead = false
    }
    const opening = text.lastIndexOf(MODULE_OPENING)
    if (opening === -1) return text
    const start = text.lastIndexOf('<script', opening)
    const close = text.indexOf(SCRIPT_END, opening)
    if (start === -1 || close === -1) return text
    const end = close + SCRIPT_END.length
    const found = ROUTER_MODULE.exec(text.slice(start, end))
    if (!found) return text
    moduleFound = true
    const deferred = afterLoad(found[2]!, preloads)
    const script =
      deferred === undefined
        ? preloads.map((href) => `<link rel="modulepreload" href="${href}"${found[1] ?? ''}/>`).join('') + found[0]
        : `<script${found[1] ?? ''} type="module">${deferred}</script>`
    return text.slice(0, start) + script + text.slice(end)
  }
}

/**
 * The scripts a page's rewritten module loads once the page has loaded: those it preloads and
 * those it imports (for the budget in bench/run.ts and the checks in tests/contract/page-javascript.test.ts).
 */
export function scriptsLoadedAfterLoad(html: string): string[] {
  const urls = new Set<string>()
  for (const [, list] of html.matchAll(/for\(const href of (\[[^\]]*\])\)/g)) for (const url of JSON.parse(list!) as string[]) urls.add(url)
  for (const [, url] of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(url!)
  return [...urls]
}
