# syntax=docker/dockerfile:1
# Fairway's production image: the built server and web app on Node 22 (LTS), run as an
# unprivileged user. The code also runs on Node 20.19+ (the development machines). Embedded database by default (data in /data, a volume); set DATABASE_URL for PostgreSQL
# (see compose.yaml and docs/operations.md).

# Every workspace's package.json first, so dependency layers are reused until a lockfile change.
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
# The browsers the end-to-end tests use are not needed to build.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# Only the server's own runtime packages: the web app is bundled into static files, and the
# browser journeys' and benchmark's packages (Playwright, Puppeteer) have no place here.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace=apps/server --no-audit --no-fund && npm cache clean --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=build /app/packages/domain packages/domain
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) closes event streams and the database cleanly.
CMD ["node", "apps/server/dist/main.js"]
