#!/usr/bin/env bash
# Lighthouse's performance on a phone, route by route: mobile (its default emulation and
# throttling), the release build in dist/ served gzip-compressed as a static host would, in
# Debian's Chromium. Prints one line per route (score, FCP, LCP, TBT, CLS; with RUNS>1 the
# median run by score) and the targets (score >= 0.95, LCP <= 2.5 s, TBT <= 150 ms).
# Not part of the test command: the throttled figures move by a few points from run to run on
# a shared 2-core machine, so they are a measurement, not a gate. It fetches lighthouse from
# the npm registry the first time (about 1 minute); its figures are in docs/measurements.md.
#
#   bash scripts/lighthouse.sh [path ...]      default: / and each game's /new/ and /rules/
#   RUNS=3 bash scripts/lighthouse.sh /new/swaks      (build first: bash scripts/test.sh build)
#   KEEP=<dir> bash scripts/lighthouse.sh /new/tweak  also keeps each run's report there, with
#                                                     its long tasks (audits["long-tasks"])
set -euo pipefail
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
LIGHTHOUSE_VERSION="12.8.2"
PORT="${PORT:-8091}"
RUNS="${RUNS:-1}"
OUT="$(mktemp -d)"
[ -f dist/index.html ] || { echo "dist/ is not built: bash scripts/test.sh build" >&2; exit 1; }
if [ "$#" -gt 0 ]; then
  ROUTES=("$@")
else
  ROUTES=(/)
  for game in tweak tuefteln swaks twinit; do ROUTES+=("/new/$game" "/rules/$game"); done
fi

node e2e/server.mjs dist "$PORT" --gzip >/dev/null &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; [ -n "${KEEP:-}" ] && mkdir -p "$KEEP" && cp "$OUT"/*.json "$KEEP"/; rm -rf "$OUT"' EXIT
sleep 1

n=0
for route in "${ROUTES[@]}"; do
  for run in $(seq 1 "$RUNS"); do
    n=$((n + 1))
    CHROME_PATH=/usr/bin/chromium npx --yes "lighthouse@${LIGHTHOUSE_VERSION}" "http://127.0.0.1:${PORT}${route}" \
      --only-categories=performance --output=json --output-path="$OUT/$(printf '%03d' "$n").json" --quiet \
      --chrome-flags="--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync"
  done
done

node -e '
  const fs = require("fs"), path = require("path");
  const [dir, runs] = [process.argv[1], Number(process.argv[2])];
  const reports = fs.readdirSync(dir).sort().map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
  console.log(`Lighthouse ${reports[0].lighthouseVersion}, ${reports[0].configSettings.formFactor}, ${runs} run(s) per route, median by score`);
  console.log("route            score  FCP     LCP     TBT      CLS    targets (0.95, LCP 2.5 s, TBT 150 ms)");
  for (let i = 0; i < reports.length; i += runs) {
    const group = reports.slice(i, i + runs).sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const r = group[Math.floor(group.length / 2)];
    const a = r.audits;
    const score = r.categories.performance.score;
    const lcp = a["largest-contentful-paint"].numericValue;
    const tbt = a["total-blocking-time"].numericValue;
    const missed = [score < 0.95 && "score", lcp > 2500 && "LCP", tbt > 150 && "TBT"].filter(Boolean);
    console.log([
      new URL(r.requestedUrl).pathname.padEnd(16),
      score.toFixed(2).padEnd(6),
      `${(a["first-contentful-paint"].numericValue / 1000).toFixed(1)} s`.padEnd(7),
      `${(lcp / 1000).toFixed(1)} s`.padEnd(7),
      `${Math.round(tbt)} ms`.padEnd(8),
      a["cumulative-layout-shift"].numericValue.toFixed(3).padEnd(6),
      missed.length ? `missed: ${missed.join(", ")}` : "met",
    ].join(" "));
  }
' "$OUT" "$RUNS"
