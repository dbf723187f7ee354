#!/usr/bin/env bash
# The inner loop: type checking, lint and the unit tests of what a change touches, in minutes where the
# whole suite (`npm test`) takes half an hour. The change is everything that differs from BASE, committed
# or not, tracked or new: by default HEAD (the work not yet committed); `pnpm test:changed main` takes in
# the branch's commits too.
#   - type checking: each package with a changed file, and each package that depends on one;
#   - lint: ESLint on the changed files (knip reads the whole workspace: it stays in `pnpm lint`);
#   - unit tests: in those same packages, the test files that import a changed file, directly or through
#     other modules (Vitest's --changed), on both databases for the API.
# Stories, pacts, journeys and fault tests are left to `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-HEAD}

changed=$({ git diff --name-only "$base" --; git ls-files --others --exclude-standard; } | sort -u)
if [ -z "$changed" ]; then
  echo "Nothing differs from $base."
  exit 0
fi

# The workspace package of each changed file, by its folder; a file outside every package changes none.
packages=$(for dir in contracts packages/* apps/* e2e; do
  [ -f "$dir/package.json" ] || continue
  if grep -q "^$dir/" <<<"$changed"; then node -p "require('./$dir/package.json').name"; fi
done)
filters=()
for name in $packages; do filters+=(--filter "...$name"); done

started=$SECONDS
status=0
if [ ${#filters[@]} -gt 0 ]; then
  echo "› type checking ${packages//$'\n'/, } and what depends on them"
  pnpm "${filters[@]}" --no-bail --if-present typecheck || status=1
fi

lintable=$(grep -E '\.(ts|tsx|js|mjs|cjs)$' <<<"$changed" | while read -r file; do [ -f "$file" ] && echo "$file"; done || true)
if [ -n "$lintable" ]; then
  echo "› lint of the changed files"
  # shellcheck disable=SC2086 # one argument per file
  pnpm exec eslint --no-warn-ignored $lintable || status=1
fi

if [ ${#filters[@]} -gt 0 ]; then
  echo "› the unit tests that import a changed file"
  pnpm "${filters[@]}" --filter '!@shop/e2e' --no-bail exec vitest run --changed "$base" --passWithNoTests || status=1
fi

echo "test:changed: $([ $status -eq 0 ] && echo passed || echo failed) in $((SECONDS - started)) s"
exit $status
