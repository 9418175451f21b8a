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
#   1. cargo build -p tablee --bin tablee --target wasm32-unknown-unknown --features fetched-words
#      [--release], then the native `words` tool writes the word books (<dir>/text/words-*.json)
#      (.cargo/config.toml links with --emit-relocs, which step 2 reads)
#   2. wasm-split-cli: cuts the wasm at the `#[wasm_split]` entry points (one per game, see
#      src/registry.rs) into the shell `tablee.wasm`, a chunk per game, chunks shared by several
#      games, and `__wasm_split.js`, which fetches a chunk the first time it is needed
#   3. wasm-bindgen --target web on the shell: `tablee.js` and `tablee_bg.wasm`; it keeps the
#      exports the linker made (--keep-lld-exports): the chunks import the function table
#   4. wasm-opt -Oz on every wasm file and esbuild --minify on the JS glue (release only)
#   5. names each wasm file by its bytes (<dir>/pkg/<name>-<hash>.wasm) and puts the JS glue,
#      which names them, in <dir>/pkg/<hash>/ (<hash> over the glue): a page only ever fetches
#      the chunks of the build it was loaded with, even after a newer version is deployed, and
#      a deploy changes only the files whose bytes changed
#   6. replaces the `<meta name="tablee-wasm">` marker in <dir>/index.html with the preloads and the
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

# fetched-words: the app fetches its words as data, one language at a time (src/words.rs); the
# books are written below by the native `words` tool from the texts in the code.
cargo_args=(build -p tablee --bin tablee --target wasm32-unknown-unknown --features fetched-words)
case "$PROFILE" in
  release) cargo_args+=(--release) ;;
  debug) ;;
  *) echo "[build-wasm] unknown profile '$PROFILE' (release or debug)" >&2; exit 2 ;;
esac
log "cargo ${cargo_args[*]}"
cargo "${cargo_args[@]}"
log "cargo run --bin words -> $OUT/text"
cargo run --quiet -p tablee --bin words -- "$OUT/text"
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
  # The JS glue, minified one file at a time (no bundling: the two modules import each other,
  # and import.meta.url must stay each file's own). esbuild rather than Trunk's minifier, which
  # breaks wasm-bindgen glue (trunk-rs/trunk#761, #1044). About 2.2 KB gzip off the first load.
  # __wasm_split.js stays as written (0.2 KB gzip more): scripts/size-report.mjs reads which
  # chunks each game fetches from it.
  for js in "$WORK/pkg"/tablee.js; do
    # (wasm-bindgen repeats one import key, the same module each time: not a problem)
    esbuild "$js" --minify --format=esm --log-level=warning --log-override:duplicate-object-key=silent --outfile="$js.min"
    mv "$js.min" "$js"
  done
  log "esbuild --minify on tablee.js"
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
    const hash = crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, file))).digest("hex").slice(0, 16);
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
' "$WORK/pkg"
SHELL_WASM="$(cd "$WORK/pkg" && ls tablee_bg-*.wasm)"
HASH="$(cd "$WORK/pkg" && sha256sum ./*.js | sha256sum | cut -c1-16)"
DEST="$OUT/pkg/$HASH"
rm -rf "$OUT/pkg"
mkdir -p "$DEST"
cp "$WORK/pkg"/*.js "$DEST/"
cp "$WORK/pkg"/*.wasm "$OUT/pkg/"
BASE="${PUBLIC_URL}pkg/$HASH"

HTML="$OUT/index.html"
TAGS="<link rel=\"modulepreload\" href=\"$BASE/tablee.js\" />"
TAGS+="<link rel=\"modulepreload\" href=\"$BASE/__wasm_split.js\" />"
TAGS+="<link rel=\"preload\" href=\"${PUBLIC_URL}pkg/$SHELL_WASM\" as=\"fetch\" type=\"application/wasm\" crossorigin />"
# The shell's word book in the language the app will start in (the stored setting, else the
# browser's; as AppState::starting_lang), preloaded while the wasm comes: main() fetches it
# before the app mounts, and takes this response instead of waiting a round trip more.
WORDS_PRELOAD='{let l;try{l=(JSON.parse(localStorage.getItem("tablee.settings")||"{}").lang||{}).Set}catch(e){}'
WORDS_PRELOAD+='l=(l||"").toLowerCase()||(navigator.languages||[]).map(t=>t.split(/[-_]/)[0].toLowerCase()).find(t=>["fr","en","de","zh"].includes(t))||"en";'
WORDS_PRELOAD+='const k=document.createElement("link");k.rel="preload";k.as="fetch";k.crossOrigin="anonymous";'
WORDS_PRELOAD+="k.href=\"${PUBLIC_URL}text/words-shell.\"+l+\".json\";document.head.append(k)}"
TAGS+="<script>$WORDS_PRELOAD</script>"
TAGS+="<script type=\"module\">import init from \"$BASE/tablee.js\"; init({ module_or_path: \"${PUBLIC_URL}pkg/$SHELL_WASM\" });</script>"
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
    .replace(/[ \t]*<link data-trunk rel="?rust"?[^>]*data-trunk-skip[^>]*>\n?/, ""));
' "$HTML" "$TAGS"
log "pkg/$HASH: $(cd "$DEST" && ls | tr '\n' ' '); pkg/: $(cd "$OUT/pkg" && ls ./*.wasm | wc -l) wasm files"
