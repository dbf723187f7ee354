#!/usr/bin/env bash
# One command for a newcomer: installs everything, builds the storefront, the back-office and the Storybook,
# and starts the whole shop (API + storefront + demo data on an embedded database)
# at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
echo "› building the storefront"
pnpm --filter @shop/storefront build >/dev/null
echo "› building the back-office (served at /admin)"
pnpm --filter @shop/admin build >/dev/null
if [ ! -d storybook-static ] || [ "${REBUILD_STORYBOOK:-}" = 1 ]; then
  echo "› building the Storybook (served at /storybook)"
  pnpm build-storybook >/dev/null
fi
# The demo payment provider (any shopper can mark an order paid) is never a silent fallback: the
# one-command demo chooses it by name unless Razorpay keys are given.
if [ -z "${RAZORPAY_KEY_ID:-}" ] && [ -z "${PAYMENT_PROVIDER:-}" ]; then export PAYMENT_PROVIDER=demo; fi
# Likewise the demo carrier, which makes up delivery dates, unless Shiprocket's API user is given.
if [ -z "${SHIPROCKET_EMAIL:-}" ] && [ -z "${CARRIER:-}" ]; then export CARRIER=demo; fi
# Answers carry absolute image URLs built from SITE_URL: on another port, the default (port 3000) would
# point every picture at a server that is not this one.
if [ -z "${SITE_URL:-}" ]; then export SITE_URL="http://localhost:${PORT:-3000}"; fi
echo "› starting the shop at http://localhost:${PORT:-3000}"
exec pnpm --filter @shop/api start
