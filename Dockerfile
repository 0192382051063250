# The shop in one image: Node 22 slim, non-root, data in a volume, healthy when the database answers.
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-slim
# Production needs SESSION_SECRET and PUBLIC_URL at run time (docker run -e …); see README.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# The link-preview PNGs (backend/media/og-image.ts) draw Chinese and Japanese text with these.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk \
  && rm -rf /var/lib/apt/lists/*
RUN groupadd --system shop && useradd --system --gid shop --home /app shop \
  && mkdir -p /data && chown shop:shop /data
COPY --from=build --chown=shop:shop /app/node_modules ./node_modules
COPY --from=build --chown=shop:shop /app/build ./build
COPY --chown=shop:shop package.json tsconfig.json ./
COPY --chown=shop:shop server ./server
COPY --chown=shop:shop backend ./backend
COPY --chown=shop:shop app ./app
USER shop
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node_modules/.bin/tsx", "server/index.ts"]
