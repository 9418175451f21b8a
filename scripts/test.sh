#!/usr/bin/env bash
# The one test command for Tablée. Installs what is missing (scripts/setup.sh), then runs every
# stage in order and stops at the first failure (non-zero exit):
#
#   fmt      cargo fmt --all --check
#   clippy   cargo clippy --workspace --all-targets -- -D warnings (and -p tablee for wasm32,
#            with the shipped app's features)
#   doc      RUSTDOCFLAGS='-D warnings' cargo doc --workspace --no-deps
#   test     cargo test --workspace                       (native unit/property tests)
#   long     cargo test --release -p tablee-rules contract_long -- --ignored
#            (10,000 seeded random games of Tüfteln, TWEAK, Swaks and Twin It! each, checked at every step)
#   wasm     cargo test -p tablee --target wasm32-unknown-unknown
#            (component tests in headless Chromium via wasm-bindgen-test-runner + chromedriver)
#   build    trunk build --release --offline              (dist/, with the service worker)
#   size     node scripts/size-report.mjs dist            (fails over scripts/size-budget.json)
#   e2e      node --test e2e/*.test.mjs                   (dist/ in Chromium through playwright-core;
#            smoke tests in Firefox ESR through puppeteer-core and in WebKitGTK through
#            WebKitWebDriver + selenium-webdriver on Xvfb; phones paired across Chromium and Firefox)
#
#   bash scripts/test.sh               # everything
#   bash scripts/test.sh clippy e2e    # only the named stages (setup still runs)
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"

ALL_STAGES=(fmt clippy doc test long wasm build size e2e)
if [ "$#" -gt 0 ]; then
  for s in "$@"; do
    [[ " ${ALL_STAGES[*]} " == *" $s "* ]] || { echo "unknown stage '$s' (stages: ${ALL_STAGES[*]})" >&2; exit 2; }
  done
  STAGES=("$@")
else
  STAGES=("${ALL_STAGES[@]}")
fi

TOTAL_START=$EPOCHREALTIME
SUMMARY=()
elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.1f", b-a}'; }

print_summary() {
  echo
  echo "================================ summary ================================"
  for line in "${SUMMARY[@]}"; do echo "  $line"; done
  echo "  total                                                      $(elapsed "$TOTAL_START")s"
  echo "  disk: $(free_space) at the end (target/ $(target_size))"
}

# stage NAME DESCRIPTION COMMAND...
stage() {
  local name="$1" desc="$2"
  shift 2
  echo
  echo "=== [$name] $desc"
  local start=$EPOCHREALTIME rc=0
  "$@" || rc=$?
  local t
  t="$(elapsed "$start")"
  if [ "$rc" -ne 0 ]; then
    SUMMARY+=("$(printf '%-8s FAILED (exit %s)%*s %8ss' "$name" "$rc" 30 '' "$t")")
    echo "=== [$name] FAILED (exit $rc) after ${t}s"
    print_summary
    exit "$rc"
  fi
  SUMMARY+=("$(printf '%-8s ok%*s %8ss   target/ %s' "$name" 45 '' "$t" "$(target_size)")")
  echo "=== [$name] ok (${t}s)"
}

# The build directory's size after each stage, so a run that fills the disk shows which stage grew it.
target_size() { du -sh "${CARGO_TARGET_DIR:-$REPO/target}" 2>/dev/null | cut -f1 || echo "?"; }
# Free space left where the builds go, printed at the start and the end of a run.
free_space() { df -h "$REPO" | awk 'NR==2{print $4" free of "$2}'; }

wants() { [[ " ${STAGES[*]} " == *" $1 "* ]]; }

echo "disk: $(free_space) at the start"
stage setup "scripts/setup.sh (install what is missing)" bash scripts/setup.sh
# shellcheck source=scripts/env.sh
source "$REPO/scripts/env.sh"

# Each stage's commands run one after another, and the first to fail fails the stage (`&&`: a
# function's status is its last command's, which would hide an earlier failure).
wasm_test() {
  # WASM_BINDGEN_USE_BROWSER: run every wasm test in Chromium (not Node) even without
  # wasm_bindgen_test_configure!(run_in_browser).
  CHROMEDRIVER=/usr/bin/chromedriver \
    WASM_BINDGEN_TEST_TIMEOUT=120 \
    WASM_BINDGEN_USE_BROWSER=1 \
    WASM_BINDGEN_TEST_WEBDRIVER_JSON="$REPO/webdriver.json" \
    cargo test -p tablee --target wasm32-unknown-unknown "$@"
}


wants fmt && stage fmt "cargo fmt --all --check" cargo fmt --all --check
run_clippy() {
  cargo clippy --workspace --all-targets -- -D warnings &&
    # The browser-only code (tests/browser.rs, wasm-only paths) is linted in its own target.
    cargo clippy -p tablee --target wasm32-unknown-unknown --all-targets -- -D warnings &&
    # The shipped app's own paths (words fetched as data, src/words.rs).
    cargo clippy -p tablee --target wasm32-unknown-unknown --bin tablee --features fetched-words,split -- -D warnings
}
wants clippy && stage clippy "cargo clippy (native and wasm32) with warnings denied" run_clippy
wants doc && stage doc "RUSTDOCFLAGS='-D warnings' cargo doc --workspace --no-deps" env RUSTDOCFLAGS='-D warnings' cargo doc --workspace --no-deps
wants test && stage test "cargo test --workspace" cargo test --workspace
# The long property runs: 10,000 seeded random games of every game, checked at every step
# (card conservation, recounts, serde round-trips, replays), in release for speed.
wants long && stage long "10,000 seeded random games per game (release)" \
  cargo test --release -p tablee-rules contract_long -- --ignored
wants wasm && stage wasm "cargo test -p tablee --target wasm32-unknown-unknown (headless Chromium)" \
  wasm_test
wants build && stage build "trunk build --release --offline -> dist/" trunk build --release --offline
wants size && stage size "node scripts/size-report.mjs dist" node scripts/size-report.mjs dist
# Test files are listed by the shell glob, not by passing the directory: Node 22+ treats
# `node --test <arg>` as a glob pattern and would not search a bare directory. The glob takes
# the other engines' files too (e2e/firefox.test.mjs, e2e/webkit.test.mjs,
# e2e/phones-engines.test.mjs); one file at a time, so no two browsers share the 2 cores.
wants e2e && stage e2e "node --test e2e/*.test.mjs (dist/ in Chromium, Firefox ESR and WebKitGTK)" \
  node --test --test-concurrency=1 e2e/*.test.mjs

print_summary
echo "ALL STAGES PASSED"
