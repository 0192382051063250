/**
 * The shop as one Node process, for both entries (server/index.ts in development, the compiled
 * server/production.ts in production): parses the settings, opens and migrates the database
 * (seeding an empty one with the demo shop), mounts the shop API and the storefront on one port,
 * and shuts down cleanly on SIGTERM/SIGINT.
 *
 * With BACKEND_URL set this process is a storefront only: no database, /api/v1 is proxied.
 */
import http from 'node:http'
import path from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { createShopApi } from '#backend/app.ts'
import { migrateDatabase, openDatabase, type DatabaseHandle } from '#backend/db/database.ts'
import { handleShutdownSignalsYourself } from '#backend/db/embedded-postgres.ts'
import { CATALOGUE_WITH_STOCK, ChangeFeed } from '#backend/lib/change-feed.ts'
import { createNotifier } from '#backend/notify/from-settings.ts'
import { isEmptyShop, seedDemoData } from '#backend/seed/seed-demo.ts'
import {
  httpTransport,
  inProcessTransport,
  type ApiTransport,
} from '#app/lib/api/transport.server.ts'
import type { KeptAnswers } from '#app/lib/api/client.server.ts'
import { EnvError, parseEnv, type ServerEnv } from './env.ts'
import { backendHealthCheck } from './health.ts'
import { createHttpApp } from './http-app.ts'
import { createLogger, type Logger, messageLog } from './logger.ts'

export type ShopServerOptions = {
  /** The storefront's production build and its browser files (build/client). */
  production: { loadBuild: () => Promise<ServerBuild>; clientDir: string }
  /** Development only: the storefront served by Vite, fresh code per request (server/index.ts). */
  development?: () => Promise<{ vite: ViteDevServer; build: () => Promise<ServerBuild> }>
}

export function runShop(options: ShopServerOptions) {
  const logger = createLogger({ level: process.env.LOG_LEVEL })
  main(options, logger).catch((error: Error) => {
    // The message, its cause and stack (query parameters scrubbed), not a dump of thousands of them.
    logger.fatal({ err: error }, `failed to start: ${error.message.slice(0, 500)}`)
    process.exit(1)
  })
}

async function main(options: ShopServerOptions, logger: Logger) {
  const log = messageLog(logger)
  const demo = process.argv.includes('--demo')
  const env = loadEnv(demo, logger)
  const production = env.NODE_ENV === 'production'

  let database: DatabaseHandle | undefined
  let api: (request: Request) => Response | Promise<Response>
  let transport: ApiTransport
  let keptAnswers: KeptAnswers | undefined
  let healthCheck: () => Promise<boolean>
  let changeFeed: ChangeFeed | undefined

  if (env.BACKEND_URL) {
    transport = httpTransport(env.BACKEND_URL, undefined, env.API_SHARED_SECRET)
    api = transport
    healthCheck = backendHealthCheck(env.BACKEND_URL)
    log(`Storefront only: the shop API is ${env.BACKEND_URL}`)
  } else {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DB_POOL_SIZE,
      log,
    })
    await handleShutdownSignalsYourself()
    log(`Database: ${database.description}`)
    const db = database.db
    // A real shop: production, not the `--demo` showcase (which is production code on localhost).
    const realShop = production && !demo
    await migrateDatabase(database, async () => {
      // Real production never gets the demo accounts; `npm run demo` (production build) does.
      if (env.SEED_ON_EMPTY && (await isEmptyShop(db))) await seedDemoData(db, log, { accounts: !realShop })
    })
    const notifier = createNotifier({
      dataDir: env.DATA_DIR,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      smsProvider: env.SMS_PROVIDER,
      mitake:
        env.MITAKE_USERNAME && env.MITAKE_PASSWORD
          ? { username: env.MITAKE_USERNAME, password: env.MITAKE_PASSWORD, url: env.MITAKE_URL }
          : undefined,
    })
    if (notifier.outbox) log(`SMS/mail without a provider go to the outbox: ${notifier.outbox}`)
    if (realShop && !env.PUBLIC_URL) log('PUBLIC_URL is not set: password-reset mails cannot be sent')
    // Catalogue, news and rules reads are cached in memory and dropped when any instance changes them.
    changeFeed = ChangeFeed.listen(database.pool.options, { log })
    await changeFeed.started()
    const shopApi = createShopApi({
      db,
      orderDb: database.orderDb,
      log,
      reportError: (error, { method, path, requestId }) =>
        logger.error({ err: error, reqId: requestId, method, path }, 'api request failed'),
      changeFeed,
      auth: {
        // The whole list: a token signed before a rotation stays valid until it expires.
        secret: env.JWT_SECRETS ?? env.SESSION_SECRETS,
        notifier,
        production: realShop,
        accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
        // Links in mails never come from a Host header in a real shop (docs/architecture.md#security-patterns).
        publicUrl: env.PUBLIC_URL ?? (realShop ? undefined : `http://localhost:${env.PORT}`),
      },
      outboxDir: production ? undefined : notifier.outbox,
      uploadsDir: path.join(env.DATA_DIR, 'uploads'),
      ecpay: {
        mapUrl: env.ECPAY_MAP_URL,
        merchantId: env.ECPAY_MERCHANT_ID,
        hashKey: env.ECPAY_HASH_KEY,
        hashIv: env.ECPAY_HASH_IV,
        subType: env.ECPAY_SUBTYPE,
      },
    })
    api = (request) => shopApi.fetch(request)
    transport = inProcessTransport(api)
    // The storefront keeps the shared catalogue answers in a cache of the API's own feed:
    // dropped with the API's when any instance changes the catalogue or its stock.
    keptAnswers = changeFeed.cache(CATALOGUE_WITH_STOCK, 500)
    const pool = database.pool
    healthCheck = async () => {
      const result = await pool.query('select 1 as ok')
      return result.rows[0]?.ok === 1
    }
  }

  let build: ServerBuild | (() => Promise<ServerBuild>)
  let vite: ViteDevServer | undefined
  if (production || env.NODE_ENV === 'test' || !options.development) {
    build = await options.production.loadBuild()
  } else {
    ;({ vite, build } = await options.development())
  }

  const app = createHttpApp({
    env,
    api,
    transport,
    keptAnswers,
    healthCheck,
    build,
    clientDir: vite ? undefined : options.production.clientDir,
    logger,
  })
  const listener = getRequestListener(app.fetch)
  const server = http.createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res))
    else listener(req, res)
  })
  // Phones on slow links keep connections open; don't let them pin shutdown forever.
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  server.requestTimeout = 30_000

  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const publicAddress = env.PUBLIC_URL ? ` (public address ${env.PUBLIC_URL})` : ''
  log(`The shop is running at http://localhost:${port}/${publicAddress}`)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal}: finishing open requests, then stopping`)
    const force = setTimeout(() => {
      log('Shutdown took too long; exiting')
      process.exit(1)
    }, 15_000)
    force.unref()
    // Stop accepting; keep-alive connections are closed as soon as their request is answered.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    server.closeIdleConnections()
    await closed
    clearInterval(sweep)
    await vite?.close()
    await changeFeed?.close()
    await database?.close()
    log('Stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

function loadEnv(demo: boolean, logger: Logger): ServerEnv {
  const source = { ...process.env }
  if (demo) {
    // `npm run demo`: the production build with a throw-away secret and the demo shop.
    source.NODE_ENV ??= 'production'
    source.SESSION_SECRET ??= `demo-${crypto.randomUUID()}-${crypto.randomUUID()}`
    source.SEED_ON_EMPTY ??= 'true'
    // Production mode needs PUBLIC_URL; the demo runs on this machine.
    source.PUBLIC_URL ??= `http://localhost:${source.PORT || 3000}`
  }
  if (source.NODE_ENV === 'production') {
    source.SEED_ON_EMPTY ??= 'false'
    // A shop in production logs one line per request unless told not to.
    source.LOG_REQUESTS ??= 'true'
  }
  try {
    return parseEnv(source)
  } catch (error) {
    if (error instanceof EnvError) {
      logger.fatal(error.message)
      process.exit(1)
    }
    throw error
  }
}
