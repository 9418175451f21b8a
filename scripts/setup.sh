#!/usr/bin/env bash
# Installs everything Tablée needs to build, serve and test, pinned, and only what is missing.
# Idempotent: when everything is present it finishes in a few seconds.
#
#   bash scripts/setup.sh
#
# Installs (when missing or at the wrong version):
#   - Rust target wasm32-unknown-unknown, rustfmt and clippy components (rustup)
#   - trunk 0.21.14                      (cargo install --locked)
#   - wasm-bindgen-cli = the `wasm-bindgen` version in Cargo.lock (cargo install, not --locked:
#     its lock file wants a webpki-roots version the registry does not serve)
#   - wasm-split-cli 0.2.4 (crate wasm_split_cli_support, feature build-binary; cargo install
#     --locked): splits the app's wasm into the shell and one chunk per game (scripts/build-wasm.sh)
#   - chromium + chromium-driver         (apt-get, Debian)
#   - firefox-esr, webkit2gtk-driver, xvfb (apt-get, Debian): the other engines of the e2e smoke
#     tests (e2e/firefox.test.mjs, e2e/webkit.test.mjs, e2e/phones-engines.test.mjs): Firefox
#     ESR driven by puppeteer-core, WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0, a
#     dependency) driven by WebKitWebDriver through selenium-webdriver, on an Xvfb display
#   - fonts-wqy-microhei                 (apt-get, Debian): a CJK font, so Chinese screens render
#     (and screenshot) with real glyphs rather than boxes
#   - npm devDependencies: playwright-core, @axe-core/playwright, puppeteer-core, selenium-webdriver,
#     binaryen (wasm-opt), esbuild  (npm ci, pinned in package-lock.json; no browser is downloaded:
#     playwright and puppeteer drive Debian's browsers)
# It exports nothing persistent; other scripts `source scripts/env.sh` for PATH.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
# shellcheck source=scripts/env.sh
source "$REPO/scripts/env.sh"

TRUNK_VERSION="0.21.14"
# The splitter reads what the `wasm_split` macros (wasm_split_helpers, through leptos) write into
# the wasm; its version follows theirs (see the README's tool table).
WASM_SPLIT_VERSION="0.2.4"
WASM_BINDGEN_FALLBACK="0.2.130"

SETUP_START=$EPOCHREALTIME
step_start=""
step() {
  step_start=$EPOCHREALTIME
  printf '[setup] %-44s ' "$1"
}
step_done() {
  local now=$EPOCHREALTIME
  printf '%-34s %6.1fs\n' "$1" "$(awk -v a="$step_start" -v b="$now" 'BEGIN{print b-a}')"
}
die() {
  echo
  echo "[setup] ERROR: $*" >&2
  exit 1
}

# If another `cargo install <crate>` is already running (e.g. started by hand), wait for it
# instead of compiling the same crate twice on a 2-core machine.
wait_for_other_install() {
  local crate="$1" waited=0
  command -v pgrep >/dev/null 2>&1 || return 0
  while pgrep -f "cargo install ${crate}( |$)" >/dev/null 2>&1; do
    if [ "$waited" -eq 0 ]; then printf '(waiting for a running cargo install %s) ' "$crate"; fi
    sleep 10
    waited=$((waited + 10))
  done
}

# Installs Debian packages, with sudo when not root.
apt_install() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || die "need root or sudo to apt-get install $*"
    sudo="sudo"
  fi
  echo "(apt-get)"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "$@"
}

command -v rustup >/dev/null 2>&1 || die "rustup not found; install Rust from https://rustup.rs first"
command -v cargo >/dev/null 2>&1 || die "cargo not found on PATH"
command -v node >/dev/null 2>&1 || die "node not found; Node 20+ is required"
command -v npm >/dev/null 2>&1 || die "npm not found"

# --- Rust target and components -------------------------------------------------------------
step "rustup target wasm32-unknown-unknown"
installed_targets="$(rustup target list --installed)"
if grep -qx 'wasm32-unknown-unknown' <<<"$installed_targets"; then
  step_done "present"
else
  rustup target add wasm32-unknown-unknown >/dev/null
  step_done "installed"
fi

step "rustup components rustfmt, clippy"
installed_components="$(rustup component list --installed)"
missing=()
for c in rustfmt clippy; do
  grep -q "^${c}" <<<"$installed_components" || missing+=("$c")
done
if [ "${#missing[@]}" -eq 0 ]; then
  step_done "present"
else
  rustup component add "${missing[@]}" >/dev/null
  step_done "installed ${missing[*]}"
fi

# --- trunk ------------------------------------------------------------------------------------
step "trunk ${TRUNK_VERSION}"
wait_for_other_install trunk
have_trunk="$(trunk --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_trunk" = "$TRUNK_VERSION" ]; then
  step_done "present"
else
  echo "(found '${have_trunk:-none}'; cargo install, about 9 minutes on 2 cores)"
  cargo install trunk --version "${TRUNK_VERSION}" --locked
  [ "$(trunk --version | awk '{print $2}')" = "$TRUNK_VERSION" ] || die "trunk ${TRUNK_VERSION} not on PATH after install"
  step_done "installed"
fi

# --- wasm-bindgen-cli (must equal the wasm-bindgen crate version in Cargo.lock) ---------------
wb_version="$(awk '
  /^\[\[package\]\]/ { in_wb = 0 }
  /^name = "wasm-bindgen"$/ { in_wb = 1; next }
  in_wb && /^version = / { gsub(/"/, "", $3); print $3; exit }
' Cargo.lock 2>/dev/null || true)"
wb_version="${wb_version:-$WASM_BINDGEN_FALLBACK}"
step "wasm-bindgen-cli ${wb_version}"
wait_for_other_install wasm-bindgen-cli
have_wb="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
have_runner="$(wasm-bindgen-test-runner --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_wb" = "$wb_version" ] && [ "$have_runner" = "$wb_version" ]; then
  step_done "present"
else
  echo "(found '${have_wb:-none}'; cargo install, about 6 minutes on 2 cores)"
  # Not --locked: its lock file pins a webpki-roots version the registry does not serve.
  cargo install wasm-bindgen-cli --version "${wb_version}" --force
  [ "$(wasm-bindgen --version | awk '{print $2}')" = "$wb_version" ] || die "wasm-bindgen ${wb_version} not on PATH after install"
  step_done "installed"
fi

# --- wasm-split-cli (splits the wasm at each game's entry point) ------------------------------
step "wasm-split-cli ${WASM_SPLIT_VERSION}"
wait_for_other_install wasm_split_cli_support
have_split="$(cat "${CARGO_HOME:-$HOME/.cargo}/.crates.toml" 2>/dev/null |
  grep -o "wasm_split_cli_support [0-9.]*" | awk '{print $2}' || true)"
if [ "$have_split" = "$WASM_SPLIT_VERSION" ] && command -v wasm-split-cli >/dev/null 2>&1; then
  step_done "present"
else
  echo "(found '${have_split:-none}'; cargo install, about 4 minutes on 2 cores)"
  cargo install wasm_split_cli_support --version "${WASM_SPLIT_VERSION}" --features build-binary --locked --force
  command -v wasm-split-cli >/dev/null 2>&1 || die "wasm-split-cli not on PATH after install"
  step_done "installed"
fi

# --- Chromium + chromedriver (Debian packages) -----------------------------------------------
step "chromium + chromium-driver"
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  step_done "present"
else
  apt_install chromium chromium-driver
  step_done "installed"
fi

# --- Firefox ESR, WebKitGTK's driver and MiniBrowser, Xvfb (Debian packages) ------------------
# The e2e smoke tests in the other engines. Each package is checked by the file the tests run.
step "firefox-esr + webkit2gtk-driver + xvfb"
other_engines=()
[ -x /usr/bin/firefox-esr ] || other_engines+=(firefox-esr)
{ [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]; } ||
  other_engines+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || other_engines+=(xvfb)
if [ "${#other_engines[@]}" -eq 0 ]; then
  step_done "present"
else
  apt_install "${other_engines[@]}"
  step_done "installed ${other_engines[*]}"
fi

# --- A CJK font for the Chinese screens (Debian package) --------------------------------------
step "fonts-wqy-microhei"
if dpkg -s fonts-wqy-microhei >/dev/null 2>&1; then
  step_done "present"
else
  apt_install fonts-wqy-microhei
  step_done "installed"
fi

# --- npm devDependencies (playwright-core, @axe-core/playwright, puppeteer-core, selenium-webdriver, binaryen, esbuild)
step "npm devDependencies"
stamp="node_modules/.tablee-npm-stamp"
if [ -f package-lock.json ]; then
  if [ -d node_modules ] && [ -f "$stamp" ] && [ ! package-lock.json -nt "$stamp" ] && [ ! package.json -nt "$stamp" ]; then
    step_done "present"
  else
    echo "(npm ci)"
    npm ci --no-audit --no-fund
    touch "$stamp"
    step_done "installed"
  fi
else
  echo "(npm install: no package-lock.json yet)"
  npm install --no-audit --no-fund
  touch "$stamp"
  step_done "installed"
fi

# --- final sanity check of what the build needs on PATH --------------------------------------
step "tool check"
wasm-opt --version >/dev/null 2>&1 || die "wasm-opt (node_modules/.bin, npm package binaryen) not runnable"
esbuild --version >/dev/null 2>&1 || die "esbuild (node_modules/.bin, npm package esbuild) not runnable"
step_done "ok"
printf '[setup] trunk %s | wasm-bindgen %s | wasm-split-cli %s | %s | %s | %s | WebKitGTK %s | node %s\n' \
  "$(trunk --version | awk '{print $2}')" \
  "$(wasm-bindgen --version | awk '{print $2}')" \
  "$WASM_SPLIT_VERSION" \
  "$(wasm-opt --version | awk '{print $1, $3}')" \
  "$(/usr/bin/chromium --version 2>/dev/null | awk '{print $1, $2}')" \
  "$(/usr/bin/firefox-esr --version 2>/dev/null | awk '{print $2, $3}')" \
  "$(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0 2>/dev/null || echo '?')" \
  "$(node --version)"
printf '[setup] done in %.1fs\n' "$(awk -v a="$SETUP_START" -v b="$EPOCHREALTIME" 'BEGIN{print b-a}')"
