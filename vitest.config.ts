import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  resolve: { conditions: ['module-sync', 'node'] },
  test: {
    include: ['{app,backend,server,bench}/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
    globalSetup: ['tests/setup/global-database.ts'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
