#!/usr/bin/env bash
# Builds Tablée in release mode and serves it at http://127.0.0.1:8080/ , rebuilding on changes.
#   bash scripts/serve.sh            (PORT=9000 bash scripts/serve.sh for another port)
# Installs what is missing first (scripts/setup.sh).
# Note: the service worker serves the app cache-first. After a rebuild, the new version installs
# in the background and waits; accept the app's "update ready" prompt (or, in DevTools >
# Application > Service workers, tick "Update on reload") to see it.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$REPO/scripts/env.sh"

PORT="${PORT:-8080}"
echo
echo "======================================================================"
echo "  Tablée will be served at:  http://127.0.0.1:${PORT}/"
echo "  (first release build takes a few minutes; Ctrl+C to stop)"
echo "======================================================================"
echo
# Trunk.toml's [watch] ignores target/ (the post-build hook's cargo build writes there); Trunk
# refuses an ignore path that does not exist yet, as on a fresh clone.
mkdir -p target
exec trunk serve --release --offline --address 127.0.0.1 --port "${PORT}"
