#!/usr/bin/env bash
# Builds Storybook, serves the static build on a free local port, runs the
# Storybook test runner against it (play functions + axe on every story, in
# Debian's Chromium, see test-runner-jest.config.js), stops the server and
# exits with the runner's code. Extra arguments go to test-storybook,
# e.g. `scripts/test-storybook.sh packages/ui/src/components/Button`; a first argument `--built` uses the
# build already in storybook-static (the whole suite builds it earlier, beside other work).
set -euo pipefail

cd "$(dirname "$0")/.."

if [ "${1:-}" = "--built" ]; then shift; else pnpm build-storybook; fi

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
url="http://127.0.0.1:${port}"

python3 -m http.server "$port" --bind 127.0.0.1 --directory storybook-static >/dev/null 2>&1 &
server_pid=$!
trap 'kill "$server_pid" 2>/dev/null || true' EXIT

ready=false
for _ in $(seq 1 50); do
  if curl -fsS -o /dev/null "${url}/iframe.html" 2>/dev/null; then ready=true; break; fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.2
done
if [ "$ready" != true ]; then
  echo "test-storybook.sh: the static server on port ${port} did not start" >&2
  exit 1
fi

set +e
# --failOnConsole: a story that logs console.error (React warnings included) fails.
# --testTimeout: the runner's 15 s default is met by a story's play function on an idle machine, but these shared
# machines have slow hours (up to 2.7 times), and a busy minute once timed out a plain Button story.
pnpm exec test-storybook --url "$url" --failOnConsole --testTimeout 60000 "$@"
status=$?
set -e

exit "$status"
