/**
 * React Router's `ServerRouter` rebuilds the app's whole route tree twice on every page render:
 * `createServerRoutes` from the build's manifest, then `createStaticRouter` turning those into data
 * routes. Both depend only on the build, yet together they were 7 % of a list page's server time
 * (issue 13). Neither is exported, so the compiled server (server/build-server.ts) keeps one tree
 * per build: this esbuild plugin edits those two statements in React Router's production chunks
 * as it bundles them, keyed by the very objects they were built from (a WeakMap, so a new build in
 * development gets its own). The development server is not touched. A React Router version whose
 * code differs fails the build here, never silently: look for an upstream fix then, or redo the edit.
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
]

/** The chunk's code with the edits whose function it defines; throws when such a function's code is not as expected. */
export function cacheRouteTrees(code: string, file = 'chunk'): { code: string; edited: number } {
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
        const result = cacheRouteTrees(await fs.promises.readFile(args.path, 'utf8'), args.path)
        edited += result.edited
        return result.edited ? { contents: result.code, loader: 'js' } : undefined
      })
      build.onEnd((outcome) => {
        if (!outcome.errors.length && edited !== EDITS.length) {
          throw new Error(`React Router's route trees: ${edited} of ${EDITS.length} edits made (server/react-router-route-cache.ts)`)
        }
      })
    },
  }
}
