import { defineConfig } from 'drizzle-kit'

// Only `drizzle-kit generate` reads this: migrations are plain SQL files applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './backend/db/schema.ts',
  out: './backend/db/migrations',
})
