#!/usr/bin/env bash
# `npm test`: every suite, in order, stopping at the first failure (non-zero exit).
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step prints its wall and CPU time (ARCHITECTURE.md, "Test run time", keeps the figures); a failing
# step still ends the run at once (set -e applies to a timed command).
TIMEFORMAT='=== %R s wall, %U s user, %S s sys'
step() { echo; echo "=== $* ==="; time "$@"; }
step npm run --silent format:check
step npm run --silent lint
step npm run --silent typecheck
step npm run --silent build
step npm run --silent size
step npx vitest run --project unit
step npx vitest run --project server
# The same server suite against a real PostgreSQL server when one answers (a fresh database per run).
step node scripts/server-suite-pg.mjs
step npm run --silent test:browser
step npx vitest run --project e2e
