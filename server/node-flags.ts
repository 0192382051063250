/**
 * The flags node runs the compiled server with, everywhere it runs: `npm start`, `npm run demo`
 * and the image's CMD (written out there; node-flags.test.ts keeps them equal to this list), and
 * the tests' and the bench's servers (which import it), so what is measured is what ships.
 *
 * `--enable-source-maps`: a logged stack names our TypeScript files and lines. It costs nothing
 * measurable since the map covers only our own code (own-code-source-map.ts).
 *
 * Tried and left out (issue 13): `--max-semi-space-size=32` (a young generation twice node 20's
 * default) halved the collector's runs but saved only 0.04 ms of a page's 5.6 ms of CPU
 * (`--trace-gc`), inside the bench's noise, for about 20 MB more memory.
 */
export const SHOP_NODE_FLAGS = ['--enable-source-maps'] as const
