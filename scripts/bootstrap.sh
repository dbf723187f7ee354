#!/usr/bin/env bash
# Installs what a fresh machine lacks for this project: pnpm (pinned in package.json),
# the workspace's packages, and (with --browser) Debian's Chromium: its headless shell for the journeys, the full
# browser for Storybook's runner and the page-speed benchmarks.
# Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$pnpm_version" ]; then
  # corepack's signature check fails on this network; npm's global install works.
  echo "› installing pnpm $pnpm_version"
  npm install --global --no-audit --no-fund "pnpm@$pnpm_version" >/dev/null
fi

# The Storybook visual baselines are drawn with Noto: a Chromium installed without it renders
# other fonts, and every snapshot differs. So both are checked, not just the browser.
has_noto() { dpkg-query -W -f='${Status}' fonts-noto-core 2>/dev/null | grep -q 'ok installed'; }
if [ "${1:-}" = "--browser" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ] || ! has_noto; }; then
  echo "› installing Debian's Chromium, its headless shell and the Noto fonts for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core >/dev/null
fi

# The API's invoice tests read PDFs back with poppler's pdftotext.
if ! command -v pdftotext >/dev/null 2>&1; then
  echo "› installing Debian's poppler-utils (pdftotext) for the invoice tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq poppler-utils >/dev/null
fi

# The API's fault tests restart a PostgreSQL server of their own, from Debian's server binaries.
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  echo "› installing Debian's PostgreSQL server binaries for the API's fault tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

echo "› installing packages"
pnpm install --frozen-lockfile --reporter=silent
