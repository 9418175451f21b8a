#!/usr/bin/env bash
# Builds the app's WebAssembly split into the shell and one chunk per game, into a build
# directory, and points its index.html at it. Trunk runs it as a post_build hook (see
# scripts/post-build.sh); by hand:
#
#   bash scripts/build-wasm.sh <dir-with-index.html> [release|debug]
#
# Trunk cannot split a wasm (trunk-rs/trunk#1022), so it builds the page, styles and assets and
# this script does the Rust steps:
#
#   1. cargo build -p tablee --bin tablee --target wasm32-unknown-unknown [--release]
#      (.cargo/config.toml links with --emit-relocs, which step 2 reads)
#   2. wasm-split-cli: cuts the wasm at the `#[wasm_split]` entry points (one per game, see
#      src/registry.rs) into the shell `tablee.wasm`, a chunk per game, chunks shared by several
#      games, and `__wasm_split.js`, which fetches a chunk the first time it is needed
#   3. wasm-bindgen --target web on the shell: `tablee.js` and `tablee_bg.wasm`; it keeps the
#      exports the linker made (--keep-lld-exports): the chunks import the function table
#   4. wasm-opt -Oz on every wasm file (release only)
#   5. copies them to <dir>/pkg/<hash>/, where <hash> covers every file: a page only ever fetches
#      the chunks of the build it was loaded with, even after a newer version is deployed
#   6. replaces the `<!--tablee-wasm-->` marker in <dir>/index.html with the preloads and the
#      module script that starts the app, and drops the `data-trunk-skip` rust link
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${1:?usage: build-wasm.sh <dir-with-index.html> [release|debug]}"
PROFILE="${2:-release}"
PUBLIC_URL="${TRUNK_PUBLIC_URL:-/}"
case "$PUBLIC_URL" in */) ;; *) PUBLIC_URL="$PUBLIC_URL/" ;; esac
cd "$REPO"
# shellcheck source=scripts/env.sh
source "$REPO/scripts/env.sh"

log() { printf '[build-wasm] %s\n' "$*"; }

cargo_args=(build -p tablee --bin tablee --target wasm32-unknown-unknown)
case "$PROFILE" in
  release) cargo_args+=(--release) ;;
  debug) ;;
  *) echo "[build-wasm] unknown profile '$PROFILE' (release or debug)" >&2; exit 2 ;;
esac
log "cargo ${cargo_args[*]}"
cargo "${cargo_args[@]}"
INPUT="$(cargo metadata --format-version 1 --no-deps | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
INPUT="$INPUT/wasm32-unknown-unknown/$PROFILE/tablee.wasm"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/split" "$WORK/pkg"

log "wasm-split-cli $(basename "$INPUT")"
wasm-split-cli "$INPUT" "$WORK/split" --out-name tablee
log "wasm-bindgen --target web"
wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$WORK/pkg" --out-name tablee "$WORK/split/tablee.wasm"
for f in "$WORK/split"/*; do
  case "$(basename "$f")" in
    tablee.wasm) ;; # the shell went through wasm-bindgen
    *) cp "$f" "$WORK/pkg/" ;;
  esac
done

if [ "$PROFILE" = release ]; then
  for wasm in "$WORK/pkg"/*.wasm; do
    # The game chunks also get --converge (about 0.3 KB gzip less per game); on the shell it
    # makes the first load about 0.4 KB bigger, so the shell has plain -Oz.
    converge=(--converge)
    [ "$(basename "$wasm")" = tablee_bg.wasm ] && converge=()
    wasm-opt -Oz "${converge[@]}" "$wasm" -o "$wasm.opt"
    mv "$wasm.opt" "$wasm"
  done
  log "wasm-opt -Oz on $(find "$WORK/pkg" -name '*.wasm' | wc -l) wasm files"
fi

HASH="$(cd "$WORK/pkg" && find . -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)"
DEST="$OUT/pkg/$HASH"
rm -rf "$OUT/pkg"
mkdir -p "$DEST"
cp "$WORK/pkg"/* "$DEST/"
BASE="${PUBLIC_URL}pkg/$HASH"

HTML="$OUT/index.html"
MARKER='<!--tablee-wasm-->'
[ "$(grep -c -- "$MARKER" "$HTML")" = 1 ] || { echo "[build-wasm] $HTML must hold $MARKER exactly once" >&2; exit 1; }
TAGS="<link rel=\"modulepreload\" href=\"$BASE/tablee.js\" />"
TAGS+="<link rel=\"modulepreload\" href=\"$BASE/__wasm_split.js\" />"
TAGS+="<link rel=\"preload\" href=\"$BASE/tablee_bg.wasm\" as=\"fetch\" type=\"application/wasm\" crossorigin />"
TAGS+="<script type=\"module\">import init from \"$BASE/tablee.js\"; init({ module_or_path: \"$BASE/tablee_bg.wasm\" });</script>"
node -e '
  const fs = require("fs");
  const [file, marker, tags] = process.argv.slice(1);
  // Also drops the <link rel="rust" data-trunk-skip> that only told Trunk not to build the crate.
  const html = fs.readFileSync(file, "utf8")
    .replace(marker, () => tags)
    .replace(/[ \t]*<link data-trunk rel="rust"[^>]*data-trunk-skip[^>]*>\n?/, "");
  fs.writeFileSync(file, html);
' "$HTML" "$MARKER" "$TAGS"
log "$(ls "$DEST" | wc -l) files in pkg/$HASH: $(cd "$DEST" && ls | tr '\n' ' ')"
