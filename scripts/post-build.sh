#!/usr/bin/env bash
# Trunk's post_build hook (see Trunk.toml): once Trunk has put the page and assets in its
# staging dir, builds the split wasm into it (scripts/build-wasm.sh) and the one stylesheet
# (scripts/bundle-css.mjs), copies the games' rules pages, then writes the service worker's
# precache list over every file (scripts/precache.mjs). One hook, so they run in this order
# (Trunk runs the hooks of one stage side by side).
set -euo pipefail
: "${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-wasm.sh "$TRUNK_STAGING_DIR" "${TRUNK_PROFILE:-release}"
node scripts/bundle-css.mjs "$TRUNK_STAGING_DIR"
# Each game's rules text lives in its own folder (src/games/<game>/rules.<lang>.md) and is served
# as text/rules-<game>.<lang>.md: a new game's pages come along with no list to edit.
mkdir -p "$TRUNK_STAGING_DIR/text"
for page in src/games/*/rules.*.md; do
  game="$(basename "$(dirname "$page")")"
  cp "$page" "$TRUNK_STAGING_DIR/text/rules-${game}.$(basename "$page" | cut -d. -f2).md"
done
node scripts/precache.mjs "$TRUNK_STAGING_DIR"
