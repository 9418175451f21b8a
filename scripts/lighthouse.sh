#!/usr/bin/env bash
# Lighthouse's performance score of the home screen: mobile (its default emulation and
# throttling), the release build in dist/ served gzip-compressed as a static host would, in
# Debian's Chromium. Not part of the test command (it fetches lighthouse from the npm registry
# the first time, about 1 minute); its figures are in docs/measurements.md.
#
#   bash scripts/lighthouse.sh [path=/]     (build first: bash scripts/test.sh build)
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
LIGHTHOUSE_VERSION="12.8.2"
PAGE="${1:-/}"
PORT="${PORT:-8091}"
OUT="$(mktemp -d)"
[ -f dist/index.html ] || { echo "dist/ is not built: bash scripts/test.sh build" >&2; exit 1; }

node e2e/server.mjs dist "$PORT" --gzip >/dev/null &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; rm -rf "$OUT"' EXIT
sleep 1

CHROME_PATH=/usr/bin/chromium npx --yes "lighthouse@${LIGHTHOUSE_VERSION}" "http://127.0.0.1:${PORT}${PAGE}" \
  --only-categories=performance --output=json --output-path="$OUT/report.json" --quiet \
  --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync"

node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const a = r.audits;
  const ms = (id) => `${a[id].displayValue}`;
  console.log(`Lighthouse ${r.lighthouseVersion}, ${r.configSettings.formFactor}, ${r.finalDisplayedUrl}`);
  console.log(`performance ${Math.round(r.categories.performance.score * 100)}: ` +
    `FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, ` +
    `TBT ${ms("total-blocking-time")}, CLS ${ms("cumulative-layout-shift")}, SI ${ms("speed-index")}`);
' "$OUT/report.json"
