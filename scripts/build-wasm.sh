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
#   1. cargo build -p tablee --bin tablee --target wasm32-unknown-unknown --features
#      fetched-words,split [--release], then the native `words` tool writes
#      the word books (<dir>/text/words-*.json)
#      (.cargo/config.toml links with --emit-relocs, which step 2 reads)
#   2. wasm-split-cli: cuts the wasm at the `#[wasm_split]` entry points (one per game, see
#      src/registry.rs: a game's table, its screens off the table, its screens on several phones;
#      the replay and coach, the camera's QR reader, the pages around the games: forms, rules
#      pages, settings) into the shell `tablee.wasm`, a chunk per
#      split point, chunks shared by several
#      games, and `__wasm_split.js`, which fetches a chunk the first time it is needed; then
#      scripts/merge-chunks.mjs copies the shared chunks into each game's chunk, so a game is one
#      file (one gzip stream, one `wasm-opt` over the whole), and those the pages share with
#      another into the shell
#   3. wasm-bindgen --target web on the shell: `tablee.js` and `tablee_bg.wasm`; it keeps the
#      exports the linker made (--keep-lld-exports): the chunks import the function table
#   4. wasm-opt -Oz on every wasm file and esbuild --minify on the JS glue (release only)
#   5. names each wasm file by its bytes (<dir>/pkg/<name>-<hash>.wasm, 8 hex digits of SHA-256) and puts the JS glue,
#      which names them, in <dir>/pkg/<hash>/ (<hash> over the glue): a page only ever fetches
#      the chunks of the build it was loaded with, even after a newer version is deployed, and
#      a deploy changes only the files whose bytes changed
#   6. replaces the `<meta name="tablee-wasm">` marker in <dir>/index.html with the preloads and the
#      module script that starts the app, and drops the `data-trunk-skip` rust link
#
# One build serves every address: the phones' code (the link, the pairing, the host's panel,
# the join screen) is in each game's `<game>_phones` module, fetched only when a table goes on
# phones or a phone joins.
#
# For a profile that names the Rust functions (DevTools' Performance panel, a CPU profile over
# CDP), build with TABLEE_WASM_NAMES=1: wasm-opt keeps the name section (-g) and the shared
# chunks stay unmerged (the merge drops names), which makes every file about a third bigger.
# Never for a build that ships.
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

case "$PROFILE" in
  release | debug) ;;
  *) echo "[build-wasm] unknown profile '$PROFILE' (release or debug)" >&2; exit 2 ;;
esac
TARGET_DIR="$(cargo metadata --format-version 1 --no-deps | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).target_directory))')"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# No path of this machine in the shipped wasm, and shorter panic locations: a crate's source is
# named from its own folder (`rand_core-0.9.5/src/block.rs`), the standard library's from
# `library/` (the paths of the precompiled standard library itself stay). Added to the rustflags
# of .cargo/config.toml (cargo joins the two lists). A few dozen bytes gzip a file.
REMAP_FLAGS=""
for dir in "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/ "/rustc/$(rustc -vV | sed -n 's/^commit-hash: //p')/"; do
  REMAP_FLAGS+="${REMAP_FLAGS:+,}\"--remap-path-prefix=$dir=\""
done

# Builds one entry: cargo build of <bin> with <features>, then steps 2-5 into <dir>/<pkg>.
# Sets SHELL_WASM (the shell's wasm file name), PAGES_WASM (the pages' module, see
# src/screens/pages.rs) and HASH (the glue's folder) for step 6.
build_entry() {
  local bin="$1" features="$2" pkg="$3"
  local cargo_args=(build -p tablee --bin "$bin" --target wasm32-unknown-unknown --features "$features")
  [ "$PROFILE" = release ] && cargo_args+=(--release)
  cargo_args+=(--config "target.wasm32-unknown-unknown.rustflags=[$REMAP_FLAGS]")
  log "cargo ${cargo_args[*]}"
  cargo "${cargo_args[@]}"
  local input="$TARGET_DIR/wasm32-unknown-unknown/$PROFILE/$bin.wasm"
  local work="$WORK/$bin"
  mkdir -p "$work/split" "$work/pkg"

  log "wasm-split-cli $(basename "$input")"
  wasm-split-cli "$input" "$work/split" --out-name tablee
  if [ -n "${TABLEE_WASM_NAMES:-}" ]; then
    # The merge writes modules without their name section: a profiling build keeps
    # wasm-split-cli's chunks as they are (more files, the same code, every function named).
    log "merge-chunks skipped: TABLEE_WASM_NAMES keeps every chunk's names"
  else
    log "merge-chunks: one wasm file per split point"
    node "$REPO/scripts/merge-chunks.mjs" "$work/split"
  fi
  log "wasm-bindgen --target web"
  wasm-bindgen --target web --no-typescript --keep-lld-exports --out-dir "$work/pkg" --out-name tablee "$work/split/tablee.wasm"
  for f in "$work/split"/*; do
    case "$(basename "$f")" in
      tablee.wasm) ;; # the shell went through wasm-bindgen
      *) cp "$f" "$work/pkg/" ;;
    esac
  done

  if [ "$PROFILE" = release ]; then
    for wasm in "$work/pkg"/*.wasm; do
      # The game chunks also get --converge (smaller games); on the shell it made the first
      # load bigger, so the shell has plain -Oz.
      local converge=(--converge)
      [ "$(basename "$wasm")" = tablee_bg.wasm ] && converge=()
      # The features and producers sections tell toolchains how the file was made; a browser
      # never reads them.
      local names=()
      [ -n "${TABLEE_WASM_NAMES:-}" ] && names=(-g)
      wasm-opt -Oz "${converge[@]}" "${names[@]}" --strip-target-features --strip-producers "$wasm" -o "$wasm.opt"
      mv "$wasm.opt" "$wasm"
    done
    log "wasm-opt -Oz on $(find "$work/pkg" -name '*.wasm' | wc -l) wasm files"
    # The JS glue and the split loader, minified each on its own (no bundling: the two modules
    # import each other, and import.meta.url must stay each file's own). esbuild rather than
    # Trunk's minifier, which breaks wasm-bindgen's glue (trunk-rs/trunk#761, #1044): both
    # come off the first load smaller (the size report finds
    # which chunks each game fetches by running the minified loader). wasm-bindgen repeats one
    # import key, the same module each time: not a problem.
    for js in tablee.js __wasm_split.js; do
      esbuild "$work/pkg/$js" --minify --format=esm --log-level=warning --log-override:duplicate-object-key=silent --outfile="$work/pkg/$js.min"
      mv "$work/pkg/$js.min" "$work/pkg/$js"
    done
    log "esbuild --minify on tablee.js and __wasm_split.js"
  fi

  # Each wasm file is named by its own bytes and sits in pkg/; the JS glue, which names them,
  # sits in pkg/<hash>/, where <hash> covers the glue. A page therefore only ever fetches the
  # wasm of the build it was loaded with, and a deploy that changes one game's code changes that
  # game's chunks, the glue and the page, not the other files (the service worker keeps those).
  node -e '
    const fs = require("fs"), path = require("path"), crypto = require("crypto");
    const dir = process.argv[1];
    const named = {};
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".wasm"))) {
      const hash = crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, file))).digest("hex").slice(0, 8);
      named[file] = file.replace(/\.wasm$/, `-${hash}.wasm`);
      fs.renameSync(path.join(dir, file), path.join(dir, named[file]));
    }
    // The glue names a wasm file as "./<file>" (wasm-split) or "<file>" (wasm-bindgen).
    for (const js of fs.readdirSync(dir).filter((f) => f.endsWith(".js"))) {
      let text = fs.readFileSync(path.join(dir, js), "utf8");
      text = text.replace(/(["\x27])(?:\.\/)?([\w-]+\.wasm)\1/g, (whole, quote, file) =>
        named[file] ? `${quote}../${named[file]}${quote}` : whole);
      fs.writeFileSync(path.join(dir, js), text);
    }
    const split = fs.readFileSync(path.join(dir, "__wasm_split.js"), "utf8");
    for (const [file, name] of Object.entries(named)) {
      if (file !== "tablee_bg.wasm" && !split.includes(`../${name}`)) {
        console.error(`[build-wasm] __wasm_split.js does not name ${file}`);
        process.exit(1);
      }
    }
  ' "$work/pkg"
  SHELL_WASM="$(cd "$work/pkg" && ls tablee_bg-*.wasm)"
  PAGES_WASM="$(cd "$work/pkg" && ls split_pages-*.wasm)"
  HASH="$(cd "$work/pkg" && sha256sum ./*.js | sha256sum | cut -c1-8)"
  local dest="$OUT/$pkg/$HASH"
  rm -rf "${OUT:?}/$pkg"
  mkdir -p "$dest"
  cp "$work/pkg"/*.js "$dest/"
  cp "$work/pkg"/*.wasm "$OUT/$pkg/"
  log "$pkg/$HASH: $(cd "$dest" && ls | tr '\n' ' '); $pkg/: $(cd "$OUT/$pkg" && ls ./*.wasm | wc -l) wasm files"
}

# fetched-words: the app fetches its words as data, one language at a time (src/words.rs); the
# books are written by the native `words` tool from the texts in the code.
build_entry tablee fetched-words,split pkg
log "cargo run --bin words -> $OUT/text"
cargo run --quiet -p tablee --bin words -- "$OUT/text"
APP_SHELL="${PUBLIC_URL}pkg/$SHELL_WASM"
APP_GLUE="${PUBLIC_URL}pkg/$HASH"

HTML="$OUT/index.html"
# The app's JS glue, split loader and shell wasm are preloaded while the page parses; its shell
# word book too, in the language the app will start in (the stored setting, else the browser's;
# as AppState::starting_lang): main() fetches it before the app mounts, and takes this response
# instead of waiting a round trip more.
PICK="const g=\"$APP_GLUE\",w=\"$APP_SHELL\";"
PRELOAD='{'"$PICK"'const a=(r,h,o)=>{const k=document.createElement("link");k.rel=r;k.href=h;Object.assign(k,o);document.head.append(k)};'
PRELOAD+='a("modulepreload",g+"/tablee.js");a("modulepreload",g+"/__wasm_split.js");a("preload",w,{as:"fetch",type:"application/wasm",crossOrigin:"anonymous"});'
PRELOAD+='{let l;try{l=(JSON.parse(localStorage.getItem("tablee.settings")||"{}").lang||{}).Set}catch(e){}'
# Any stored value is taken: only a known language's name is used, else the browser's.
PRELOAD+='const k=["fr","en","de","zh"];l=typeof l=="string"&&k.includes(l.toLowerCase())?l.toLowerCase():(navigator.languages||[]).map(t=>String(t).split(/[-_]/)[0].toLowerCase()).find(t=>k.includes(t))||"en";'
PRELOAD+="const f=(t)=>a(\"preload\",\"${PUBLIC_URL}text/\"+t,{as:\"fetch\",crossOrigin:\"anonymous\"});f(\"words-shell.\"+l+\".json\");"
# A rules page's text too, which is what such a page shows first (RulesText fetches it); and on
# a new-game form, the game's word book, in which the shell draws the game's options.
PRELOAD+="const r=location.pathname.match(/^\\/rules\\/(\\w+)/);if(r)f(\"rules-\"+r[1]+\".\"+l+\".md\");"
PRELOAD+="const n=location.pathname.match(/^\\/new\\/(\\w+)/);if(n)f(\"words-\"+n[1]+\".\"+l+\".json\")}"
# On a new-game form, a rules page or the settings, the module that draws them.
PRELOAD+="if(/^(\\/phones)?\\/(new|rules|settings)(\\/|$)/.test(location.pathname))a(\"preload\",\"${PUBLIC_URL}pkg/$PAGES_WASM\",{as:\"fetch\",type:\"application/wasm\",crossOrigin:\"anonymous\"})}"
TAGS="<script>$PRELOAD</script>"
TAGS+="<script type=\"module\">$PICK(await import(g+\"/tablee.js\")).default({module_or_path:w});</script>"
node -e '
  const fs = require("fs");
  const [file, tags] = process.argv.slice(1);
  // The marker <meta name="tablee-wasm"> (an element, so that the minified page keeps it; its
  // quotes may be gone) becomes the tags. Also drops the <link rel="rust" data-trunk-skip> that
  // only told Trunk not to build the crate.
  const marker = /<meta name="?tablee-wasm"?\s*\/?>/g;
  const html = fs.readFileSync(file, "utf8");
  const found = (html.match(marker) || []).length;
  if (found !== 1) {
    console.error(`[build-wasm] ${file} must hold <meta name="tablee-wasm"> once (found ${found})`);
    process.exit(1);
  }
  fs.writeFileSync(file, html
    .replace(marker, () => tags)
    .replace(/[ \t]*<link\b[^>]*\bdata-trunk-skip\b[^>]*>\n?/, ""));
' "$HTML" "$TAGS"
