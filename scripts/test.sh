#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what a fresh machine lacks, then runs every stage
# and fails if any stage fails. Needs PostgreSQL on 127.0.0.1:5432 (trust auth) for the
# PostgreSQL half of the API and contract tests.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh --browser || exit 1

passed=0; failed=0; failures=(); timings=()
stage() {
  local name=$1; shift
  echo; echo "━━ $name"
  local started=$SECONDS
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
  timings+=("$(printf '%4ss  %s' $((SECONDS - started)) "$name")")
}

stage "typecheck"                 pnpm -r --no-bail typecheck
stage "lint"                      pnpm lint
stage "unit and API tests"        pnpm -r --no-bail --filter '!@shop/e2e' test
stage "pact: consumer contracts"  pnpm --filter @shop/api-client test:pact
stage "pact: provider verification" pnpm --filter @shop/api test:pact
stage "storybook: interactions, axe, visuals" bash scripts/test-storybook.sh
stage "build the storefront"      pnpm --filter @shop/storefront build
stage "build the back-office"     pnpm --filter @shop/admin build
stage "browser journeys"          pnpm --filter @shop/e2e test

echo
printf '%s\n' "${timings[@]}"
[ $failed -eq 0 ] || printf 'failed stage: %s\n' "${failures[@]}"
echo "stages: $passed passed, $failed failed"
[ $failed -eq 0 ]
