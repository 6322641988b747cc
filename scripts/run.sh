#!/usr/bin/env bash
# The README's run command: Node 24 (scripts/node24.sh), the npm packages from the lock file, a
# production build, then the app on $PORT with its local upstream (npm start).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
npm ci --no-audit --no-fund
npm run build
exec npm start
