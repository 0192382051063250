/**
 * The flags node runs the compiled server with, everywhere it runs: `npm start`, `npm run demo`
 * and the image's CMD (written out there; node-flags.test.ts keeps them equal to this list), and
 * the tests' and the bench's servers (which import it), so what is measured is what ships.
 *
 * `--enable-source-maps`: a logged stack names our TypeScript files and lines. It costs nothing
 * measurable since the map covers only our own code (own-code-source-map.ts).
 *
 * `--max-semi-space-size=32`: a young generation twice node 20's default (16 MB), so the
 * collector runs half as often. On a shop that has been running (the API's caches full after 10 s
 * of never-seen searches, as in the full bench), a guest's search page was 0-9.5 % faster in eight
 * paired turns (median about 4.5 %), for 25 MB more memory at rest (197 to 221 MB) and no more
 * under load in those runs (issue 13). On a fresh server with a small heap it had saved only 0.04
 * ms of a page's 5.6 ms, inside the bench's noise, which is why an earlier stop left it out.
 */
export const SHOP_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'] as const
