# shellcheck shell=bash
# Source this file (do not execute it): puts the project's tools on PATH for the current shell only.
#   source scripts/env.sh
# - ~/.cargo/bin: trunk, wasm-bindgen, wasm-bindgen-test-runner (installed by scripts/setup.sh)
# - $REPO/node_modules/.bin: wasm-opt (npm package `binaryen`), used by Trunk for data-wasm-opt
# - TRUNK_OFFLINE=true: Trunk must never try to download tools (GitHub is not reachable here).

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export REPO

case ":${PATH}:" in
  *":${HOME}/.cargo/bin:"*) ;;
  *) PATH="${HOME}/.cargo/bin:${PATH}" ;;
esac
case ":${PATH}:" in
  *":${REPO}/node_modules/.bin:"*) ;;
  *) PATH="${REPO}/node_modules/.bin:${PATH}" ;;
esac
export PATH

export TRUNK_OFFLINE=true
# Browser component tests (wasm-bindgen-test-runner) drive Debian's Chromium through chromedriver.
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export WASM_BINDGEN_TEST_WEBDRIVER_JSON="${WASM_BINDGEN_TEST_WEBDRIVER_JSON:-${REPO}/webdriver.json}"
# Playwright must never download browsers; e2e/browser.mjs uses /usr/bin/chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
