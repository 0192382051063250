/** The migrated, seeded database every test file clones (global-database.ts, test-database.ts). */
export const TEMPLATE_DATABASE = 'shop_template'
