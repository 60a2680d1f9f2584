#!/usr/bin/env bash
# `npm test`: installs what the tests need (dependencies, Chromium from Debian where apt exists),
# builds (for Node and for the edge), prepares the database, then runs the unit/contract tests, the
# browser tests, and the browser tests of the edge build in the local Workers runtime.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ -z "${SPORTS_DATA_DIR:-}" ] && [ -d ../shared/data ]; then export SPORTS_DATA_DIR=../shared/data; fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
if [ ! -x /usr/bin/chromium ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian..."
  (apt-get update -q && apt-get install -y -q chromium) >/dev/null
fi

npx remix vite:build
npm run edge:build
npx tsx db/cli/ensure-data.ts

echo "== types, lint and format"
npx tsc --noEmit
npx tsc -p edge
npx eslint .
npx prettier --check . --log-level warn

echo "== unit and contract tests (vitest)"
npx vitest run
echo "== browser tests (playwright + Debian chromium)"
npx playwright test
echo "== edge: the worker in the local Workers runtime (wrangler dev --local) against the Node API"
# The local Workers runtime (workerd under wrangler dev) has once exited with an empty "[ERROR]" right
# after it was ready, failing every test after it with "connection refused". Only that case, the
# runtime gone, gets one fresh start; a test that fails against a running worker fails the run.
if ! npx playwright test -c playwright.edge.config.ts 2>&1 | tee .edge-e2e.log; then
  if grep -q "ERR_CONNECTION_REFUSED" .edge-e2e.log; then
    echo "== edge: the local Workers runtime stopped (connection refused); one fresh start of the runtime and the suite"
    npx playwright test -c playwright.edge.config.ts
  else
    exit 1
  fi
fi
rm -f .edge-e2e.log
