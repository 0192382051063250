/**
 * React Router redoes work on every page render that depends only on the build (issue 13):
 * `ServerRouter` rebuilds the app's whole route tree twice (`createServerRoutes` from the build's
 * manifest, then `createStaticRouter` turning those into data routes; together 7 % of a list
 * page's server time), every Link and Form turns its route's matches into JSON and back, and
 * `Scripts` matches the path's parents again for the routes it writes into the page, and every
 * page is matched against the whole route table twice; it also reads the process's environment
 * for every loader call, and the clock for every value of the loader data it writes for hydration
 * (and each value it wrote before it writes as an array turned back into text).
 * None of these is exported, so the compiled server (server/build-server.ts) keeps their results: this esbuild
 * plugin edits those statements in React Router's production chunks as it bundles them, keyed by
 * the very objects they were built from (WeakMaps, so a new build in development gets its own).
 * The development server is not touched. A React Router version whose code differs fails the
 * build here, never silently: look for an upstream fix then, or redo the edit.
 */
import fs from 'node:fs'
import type { Plugin } from 'esbuild'

type Edit = { marker: string; from: string; to: string; helper: string }

const EDITS: Edit[] = [
  {
    marker: 'function ServerRouter(',
    from: '  let routes = createServerRoutes(\n',
    to: '  let routes = serverRoutesOncePerBuild(\n',
    helper: `
var serverRoutesByManifest = /* @__PURE__ */ new WeakMap();
function serverRoutesOncePerBuild(manifestRoutes, ...rest) {
  let routes = serverRoutesByManifest.get(manifestRoutes);
  if (!routes) serverRoutesByManifest.set(manifestRoutes, routes = createServerRoutes(manifestRoutes, ...rest));
  return routes;
}
`,
  },
  {
    marker: 'function createStaticRouter(',
    from: `  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );
`,
    to: '  let { manifest, dataRoutes } = dataRoutesOncePerTree(routes);\n',
    helper: `
var dataRoutesByTree = /* @__PURE__ */ new WeakMap();
function dataRoutesOncePerTree(routes) {
  let tree = dataRoutesByTree.get(routes);
  if (!tree) {
    let manifest = {};
    tree = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    dataRoutesByTree.set(routes, tree);
  }
  return tree;
}
`,
  },
  {
    // Every Link, Form and fetcher resolves its path: React Router turned the route's matches into
    // JSON and back on each call (3 % of a list page, with its 40 links and forms). Kept per matches
    // array, which every element of one route shares during a render.
    marker: 'function useResolvedPath(',
    from: `  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
  return React2.useMemo(
    () => resolveTo(
      to,
      JSON.parse(routePathnamesJson),
`,
    to: `  let routePathnames = routePathnamesOncePerMatches(matches), routePathnamesJson = routePathnames.json;
  return React2.useMemo(
    () => resolveTo(
      to,
      routePathnames.list,
`,
    helper: `
var routePathnamesByMatches = /* @__PURE__ */ new WeakMap();
function routePathnamesOncePerMatches(matches) {
  let entry = routePathnamesByMatches.get(matches);
  if (!entry) {
    let list = getResolveToMatches(matches);
    routePathnamesByMatches.set(matches, entry = { list, json: JSON.stringify(list) });
  }
  return entry;
}
`,
  },
  {
    // `Scripts` writes the routes a page may need into the page, matched afresh for the path and
    // each of its parents on every render (3 %). They depend only on the build and the path: kept
    // per build for the last 1000 paths.
    marker: 'function Scripts(',
    from: `JSON.stringify(
        getPartialManifest(manifest, router),
        null,
        2
      )`,
    to: 'partialManifestJsonOncePerPath(manifest, router)',
    helper: `
var partialManifestJsonByBuild = /* @__PURE__ */ new WeakMap();
function partialManifestJsonOncePerPath(manifest, router) {
  let byPath = partialManifestJsonByBuild.get(manifest);
  if (!byPath) partialManifestJsonByBuild.set(manifest, byPath = new Map());
  let path = router.state.location.pathname, json = byPath.get(path);
  if (json === void 0) {
    json = JSON.stringify(getPartialManifest(manifest, router), null, 2);
    if (byPath.size >= 1000) byPath.delete(byPath.keys().next().value);
    byPath.set(path, json);
  }
  return json;
}
`,
  },
  {
    // Every page is matched against the route table twice (the request handler, then the static
    // handler), each time trying the ranked branches in turn until one fits (4 % of a list page).
    // Which branch fits depends only on the branch list, kept per build, and the path: the index
    // is kept for the last 1000 paths and the fitting branch alone is matched (fresh objects).
    marker: 'function matchRoutesImpl(',
    from: `  for (let i = 0; matches == null && i < branches.length; ++i) {
    matches = matchRouteBranch(
      branches[i],
      decoded,
      allowPartial
    );
  }
  return matches;
`,
    to: '  return matchBranchOncePerPath(branches, precomputedBranches, decoded, allowPartial);\n',
    helper: `
var branchIndexByBranches = /* @__PURE__ */ new WeakMap();
function matchBranchOncePerPath(branches, precomputed, decoded, allowPartial) {
  let byPath = precomputed && branchIndexByBranches.get(precomputed);
  if (precomputed && !byPath) branchIndexByBranches.set(precomputed, byPath = new Map());
  let key = (allowPartial ? "+" : "-") + decoded, known = byPath && byPath.get(key);
  if (known !== void 0) return known < 0 ? null : matchRouteBranch(branches[known], decoded, allowPartial);
  let matches = null, i = 0;
  for (; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);
  if (byPath) {
    if (byPath.size >= 1000) byPath.delete(byPath.keys().next().value);
    byPath.set(key, matches ? i - 1 : -1);
  }
  return matches;
}
`,
  },
  {
    // Every loader call and every page asked whether this is React Router's own prerendering
    // request by reading process.env, a lookup in the process's environment (about 10 µs each,
    // four per list page). The compiled server never prerenders: it is read once, at start.
    marker: 'function getBuildTimeHeader(',
    from: 'process.env.hasOwnProperty("IS_RR_BUILD_REQUEST") && process.env.IS_RR_BUILD_REQUEST === "yes"',
    to: 'isBuildRequestProcess',
    helper: `
var isBuildRequestProcess = typeof process !== "undefined" && process.env.IS_RR_BUILD_REQUEST === "yes";
`,
  },
  {
    // Writing a page's loader data for hydration (turbo-stream) read the clock for every value it
    // wrote, only to yield after 6000 of them (Date.now: about 7 % of the encoding); it reads it then.
    marker: 'async function stringify(',
    from: `    const now = getNow();
    if (++i % 6e3 === 0 && now - lastYieldTime >= TIME_LIMIT_MS) {`,
    to: `    if (++i % 6e3 === 0 && getNow() - lastYieldTime >= TIME_LIMIT_MS) {`,
    helper: '',
  },
  {
    // ... and made a new closure for every value it wrote, objects or not: made once instead.
    marker: 'async function stringify(',
    from: `    const partsForObj = (obj) => Object.keys(obj).map((k) => \`"_\${flattenValue(k)}":\${flattenValue(obj[k])}\`).join(",");
`,
    to: '',
    helper: '',
  },
  {
    marker: 'async function stringify(',
    from: `  let i = 0;
  while (stack.length > 0) {`,
    to: `  const partsForObj = (obj) => Object.keys(obj).map((k) => \`"_\${flattenValue(k)}":\${flattenValue(obj[k])}\`).join(",");
  let i = 0;
  while (stack.length > 0) {`,
    helper: '',
  },
  {
    // ... and wrapped the index of every value it had written before (a key repeated in each of a
    // page's 20 cards, a rarity, a price) in an array, which the string it was written into then
    // turned back into text through Array.prototype.join: a third of the encoding's time. Every
    // caller of this flattenValue writes its answer into a string, where an index and an array of
    // that one index read alike, so it answers the index (flatten's own [existing] is kept: encode
    // tells a value seen before by it).
    marker: 'async function stringify(',
    from: `    const existing = indices.get(value);
    if (existing) return [existing];
`,
    to: `    const existing = indices.get(value);
    if (existing) return existing;
`,
    helper: '',
  },
]

/** The chunk's code with the edits whose function it defines; throws when such a function's code is not as expected. */
export function cachePerBuildWork(code: string, file = 'chunk'): { code: string; edited: number } {
  let edited = 0
  for (const edit of EDITS) {
    if (!code.includes(edit.marker)) continue
    if (code.split(edit.from).length !== 2) {
      throw new Error(`${file}: React Router's ${edit.marker}...) is not the code server/react-router-route-cache.ts edits`)
    }
    code = code.replace(edit.from, edit.to) + edit.helper
    edited++
  }
  return { code, edited }
}

export function reactRouterRouteCache(): Plugin {
  let edited = 0
  return {
    name: 'react-router-route-cache',
    setup(build) {
      build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ }, async (args) => {
        const result = cachePerBuildWork(await fs.promises.readFile(args.path, 'utf8'), args.path)
        edited += result.edited
        return result.edited ? { contents: result.code, loader: 'js' } : undefined
      })
      build.onEnd((outcome) => {
        if (!outcome.errors.length && edited !== EDITS.length) {
          throw new Error(`React Router's per-build work: ${edited} of ${EDITS.length} edits made (server/react-router-route-cache.ts)`)
        }
      })
    },
  }
}
