# syntax=docker/dockerfile:1
# Production image: one image, two entry points (api: node api/dist/main.js, worker:
# node api/dist/worker.js) and the migration runner. See docker-compose.yml.
#
# npm install, not npm ci: package-lock.json lacks the optional binaries of other
# platforms (@swc/core-darwin-*, @unrs/resolver-binding-*, ...), which `npm ci` refuses as
# "not in sync". `npm install` still installs the locked versions. Switch to `npm ci`
# once the lock file is regenerated against the full registry.

FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Native modules (argon2, better-sqlite3) fall back to compiling when no prebuilt binary fits.
# The web build draws the sample-site figures' labels with the system's fonts (DejaVu Sans).
FROM base AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY api/package.json api/
COPY web/package.json web/
# Not in the image, but a workspace of the lock file: npm install needs its manifest.
COPY licence-client/package.json licence-client/

FROM toolchain AS deps
RUN npm install

FROM deps AS build
COPY tsconfig.base.json tsconfig.json ./
COPY domain/ domain/
COPY infra/ infra/
COPY api/ api/
COPY web/ web/
# One image serves any origin: the API writes SITE_ORIGIN into the pages as it serves them.
RUN npx tsc -b api && npm run build -w web

# Runtime dependencies of the server workspaces only: no dev tools, no React (the SPA is prebuilt).
FROM toolchain AS prod-deps
RUN npm install --omit=dev --workspace=domain --workspace=infra --workspace=api

FROM base AS runtime
ENV NODE_ENV=production PORT=3000
# The backup service and `backup-cli.js` dump the database with mariadb-dump and restore it
# with mariadb (libmariadb3 brings the caching_sha2_password plugin MySQL 8 asks for).
RUN apt-get update \
  && apt-get install -y --no-install-recommends mariadb-client \
  && rm -rf /var/lib/apt/lists/*
COPY --from=prod-deps /app/package.json /app/package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY api/package.json api/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/infra/dist infra/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# var/ is where the process keeps data (local file storage when S3 is not configured, and
# backups unless BACKUP_TO says otherwise); it also writes the pages with SITE_ORIGIN in
# them to the temp folder at start. The two folders exist in the image so that the named
# volumes compose mounts on them start out owned by the node user.
RUN mkdir -p var/downloads var/backups && chown -R node:node var
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
