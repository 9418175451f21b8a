#!/usr/bin/env bash
# Trunk's post_build hook (see Trunk.toml): once Trunk has put the page, styles and assets in
# its staging dir, builds the split wasm into it (scripts/build-wasm.sh), then writes the
# service worker's precache list over every file (scripts/precache.mjs). One hook, so the two
# run in this order (Trunk runs the hooks of one stage side by side).
set -euo pipefail
: "${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/build-wasm.sh "$TRUNK_STAGING_DIR" "${TRUNK_PROFILE:-release}"
node scripts/precache.mjs "$TRUNK_STAGING_DIR"
