#!/usr/bin/env bash
# npm test: every check the project has, in the order CI relies on. ESLint and the TypeScript check are
# single-threaded, so they run side by side (each on a core of a 2-core machine); jest then uses every
# core; the e2e step builds (its type check already done here) and runs Playwright and the scale suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh

npm run -s lint &
lint=$!
npm run -s typecheck
wait "$lint"
npm run -s test:unit
H5_TYPECHECKED=1 npm run -s test:e2e
