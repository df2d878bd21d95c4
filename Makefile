# PointForge web platform. `make start` and `make test` are all a new machine needs.
SHELL := /bin/bash
.DEFAULT_GOAL := help
PORT ?= 3000
export npm_config_loglevel ?= error
export npm_config_fund ?= false
export npm_config_audit ?= false

# The stamp npm itself writes after an install: newer than the lock file means installed.
NODE_MODULES := node_modules/.package-lock.json

.PHONY: help install build migrate backup restore admin start dev test lint audit typecheck services browser wrk bench bench-scale clean paypal-setup paypal-sandbox-check license-keygen

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

$(NODE_MODULES): package.json package-lock.json domain/package.json infra/package.json api/package.json web/package.json licence-client/package.json
	@node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Node.js 20.19 or newer is required; this is " + process.version); process.exit(1) }'
	npm ci
	@touch $@

install: $(NODE_MODULES) ## Install dependencies (npm ci) when missing or outdated

build: install ## Check the architecture rules, compile domain, infra, api and the licence client, build the web app
	npx depcruise domain/src infra/src api/src web/src licence-client/src --config .dependency-cruiser.cjs
	npx tsc -b api licence-client
	npm run build -w web

migrate: build ## Apply database migrations (DATABASE_URL, or the SQLite file var/app.db)
	node infra/dist/persistence/migrate.js up

backup: install ## Back up the database and stored files to var/backups (TO=folder or s3://bucket/prefix; KEEP=N, else BACKUP_KEEP or 14); same configuration as migrate
	@npx tsc -b api
	@node infra/dist/backup/backup-cli.js backup $(if $(TO),--to '$(TO)') $(if $(KEEP),--keep '$(KEEP)')

restore: install ## Restore a backup (FILE=path or s3://bucket/key) into the configured database and storage, then migrate; stop the app first
	@npx tsc -b api
	@node infra/dist/backup/backup-cli.js restore '$(FILE)'

admin: install ## Grant the admin role: make admin EMAIL=someone@example.com (ROLE=customer revokes); same database as migrate
	npx tsc -b api
	node infra/dist/persistence/set-user-role.js '$(EMAIL)' '$(or $(ROLE),admin)'

start: migrate ## Serve the whole site on http://localhost:3000 (PORT overrides), embedded default
	PORT=$(PORT) node api/dist/main.js

dev: install ## API in watch mode plus the Vite dev server on :5173 proxying /api
	npx tsc -b api && node infra/dist/persistence/migrate.js up
	trap 'kill 0' EXIT INT TERM; \
	npx tsc -b api --watch --preserveWatchOutput & \
	NODE_ENV=development WEB_ORIGIN=http://localhost:5173 node --watch-path=api/dist --watch-path=infra/dist --watch-path=domain/dist api/dist/main.js & \
	npm run dev -w web & \
	wait

services: ## Start MariaDB and Redis when they are not running (installs them if missing)
	scripts/ensure-services.sh

browser: ## Install Debian's Chromium for the browser journeys when missing
	scripts/ensure-chromium.sh

wrk: ## Install Debian's wrk, the load generator of make bench, when missing
	scripts/ensure-wrk.sh

bench: install services browser wrk build ## Measure the production shape against a bare Nest app, plus Lighthouse (QUICK=1: seconds each; BENCH_ONLY=api or login: that part only)
	QUICK=$(QUICK) PROFILE=$(PROFILE) BENCH_ONLY=$(BENCH_ONLY) node -r ./scripts/bench/register.js scripts/bench/bench.ts

bench-scale: install services ## Measure the hot paths on an empty and a filled MariaDB (SCALE=1: a million users; SCALE=0.01 for a quick run)
	npx tsc -b api
	SCALE=$(SCALE) node -r ./scripts/bench/register.js scripts/bench-scale/bench-scale.ts

test: install services browser wrk build lint audit ## Lint, audit, then run every test suite (unit, integration, browser)
	node scripts/run-tests.mjs

lint: install ## Prettier (check), ESLint (with the size limits), knip (unused files, exports, dependencies) and a typecheck of the tests (the architecture rules run in build)
	npx prettier --check "**/*.{ts,tsx,js,mjs,cjs,css}" --log-level warn
	npx eslint .
	npx knip
	npx knip --production
	npx tsc -p tsconfig.test.json
	npx tsc -p web/tsconfig.spec.json
	npx tsc -p web/e2e/tsconfig.json

audit: install ## npm audit of the production dependencies: a high or critical advisory fails
	node scripts/audit-production.cjs

paypal-setup: install ## Create the PayPal product and six plans, print PAYPAL_PLAN_IDS
	npx tsc -b api && node infra/dist/payment/paypal-setup.js

paypal-sandbox-check: install ## Compare PayPal's sandbox with the simulator (needs sandbox credentials and internet)
	npx tsc -b api && node infra/dist/payment/paypal-sandbox-check.js

license-keygen: install ## Print a new Ed25519 private JWK (with kid) for LICENSE_SIGNING_KEYS, LICENSE_ROOT_KEY or RELEASE_SIGNING_KEY
	@npx tsc -b api && node infra/dist/security/license-keygen.js

clean: ## Remove build output (keeps var/ with the local database and mail)
	rm -rf domain/dist infra/dist api/dist web/dist licence-client/dist web/public/sample
