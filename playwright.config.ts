import { defineConfig } from '@playwright/test'
import { SHOP_NODE_FLAGS } from './server/node-flags.ts'
import { E2E_SESSION_SECRET } from './tests/e2e/e2e-server.ts'

const PORT = Number(process.env.E2E_PORT ?? 4311)
const baseURL = `http://127.0.0.1:${PORT}`
const SHOP_WIDE = /\.shop-wide\.spec\.ts$/

/**
 * Browser tests against the production build on a fresh embedded database with demo data.
 * Every test runs twice: project js-on and project js-off (javaScriptEnabled: false).
 * Chromium is Debian's (/usr/bin/chromium); `playwright install` is never used.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.artifacts/test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // A test tagged @js checks behaviour only JavaScript can have (clipboard, Escape, alerts); one
  // tagged @nojs checks the no-JS fallback of such behaviour. Everything else runs in both.
  //
  // Specs named *.shop-wide.spec.ts change what every shopper sees (news in the shop, the shipping
  // fee): they run after all the others, one project and one test at a time, so no other test
  // reads the shop in the middle of such a change. (A dependency runs whole: to run one such spec
  // alone, add --no-deps.)
  projects: [
    { name: 'js-on', testIgnore: SHOP_WIDE, grepInvert: /@nojs/, use: { javaScriptEnabled: true, viewport: { width: 1280, height: 900 } } },
    { name: 'js-off', testIgnore: SHOP_WIDE, grepInvert: /@js\b/, use: { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } } },
    {
      name: 'shop-wide-js-on',
      testMatch: SHOP_WIDE,
      dependencies: ['js-on', 'js-off'],
      fullyParallel: false,
      grepInvert: /@nojs/,
      use: { javaScriptEnabled: true, viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'shop-wide-js-off',
      testMatch: SHOP_WIDE,
      dependencies: ['shop-wide-js-on'],
      fullyParallel: false,
      grepInvert: /@js\b/,
      use: { javaScriptEnabled: false, viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: {
    // --demo: the compiled production server (`npm run build`) with the demo accounts (README.md)
    // a real shop never has.
    command: `rm -rf tests/.artifacts/e2e-data && node ${SHOP_NODE_FLAGS.join(' ')} build/server/shop.js --demo`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'tests/.artifacts/e2e-data',
      SESSION_SECRET: E2E_SESSION_SECRET,
      PUBLIC_URL: baseURL,
      SEED_ON_EMPTY: 'true',
      CONTACT_EMAIL: 'service@ygo-daigou.tw',
      // Each test is a shopper behind the proxy with its own address (fixtures.ts), so per-IP rate
      // limits count per test as they would per shopper.
      TRUST_PROXY: '1',
      // Short-lived access tokens, so logged-in tests go through refreshes as a long visit would.
      ACCESS_TOKEN_TTL_SECONDS: '10',
    },
  },
})
