#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium, a CJK font, redis-server and nginx
# (apt), Node 24 (scripts/node24.sh), the npm dependencies from the lock file, and the old headless
# Chromium builds of the old-engine suite (scripts/old-chromium.mjs). Safe to run again: present
# packages are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qiE 'WenQuanYi|Noto Sans CJK|Noto Serif CJK' || need+=(fonts-wqy-microhei)
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
# The scale-out suite (tests/scale, issue 20) balances two instances with nginx.
{ command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
  echo "[setup] apt-get install ${need[*]}"
  SUDO=""
  [ "$(id -u)" = "0" ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fontconfig >/dev/null
fi

source scripts/node24.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund
# Android's system WebView as old as Chrome 78, and one between (tests/compat).
node scripts/old-chromium.mjs install 78 92
