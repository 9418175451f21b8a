#!/usr/bin/env node
// Size report for a build directory, and the first-load budget check.
//
//   node scripts/size-report.mjs [dist] [--budget scripts/size-budget.json]
//
// Prints every file with raw, gzip (level 9) and brotli (quality 11) bytes, grouped by kind
// (wasm, js, css, html, other), with per-kind totals; then the first load and each game.
//
// The app's wasm is split (scripts/build-wasm.sh): pkg/ holds the shell's wasm
// (tablee_bg-<hash>.wasm) and the chunks each game fetches when it is first opened, as the loader
// pkg/<hash>/__wasm_split.js lists them; pkg/<hash>/ also holds the JS glue (tablee.js). "First load" is what a visitor downloads before the home screen
// runs: the HTML, the CSS, the JS, the shell's wasm and its word book (src/words.rs, its largest
// language), no game chunk. "Game X" is what opening
// X costs on top: its chunk, the shared chunks it needs and its word book; "side X" and "phones X"
// what its screens off the table and on several phones cost on top of X; "pages" the new-game
// forms, rules pages and settings, fetched once the home screen has painted. "First install" is
// every file the service worker precaches (all but those it keeps on first use, see
// scripts/precache.mjs). Exits 1 when the first load's gzip
// total exceeds `first_load_gzip_bytes` (or its CI gate `first_load_gate_gzip_bytes`) or a
// game's exceeds `game_gzip_bytes` in the budget file (or, for a game listed in
// `game_gates_gzip_bytes`, its CI gate there), or the first install exceeds `install_gzip_bytes` (or
// `install_gate_gzip_bytes`). A target stays what the report measures against.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { isOnFirstUse } from './precache.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const KINDS = ['wasm', 'js', 'css', 'html', 'other'];
export const FIRST_LOAD_KINDS = ['wasm', 'js', 'css', 'html'];

export function kindOf(file) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.wasm') return 'wasm';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.html' || ext === '.htm') return 'html';
  return 'other';
}

async function walk(dir, rel = '') {
  const out = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const childRel = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(dir, childRel)));
    else if (entry.isFile()) out.push(childRel);
  }
  return out;
}

export async function measure(dir) {
  const files = [];
  for (const rel of (await walk(dir)).sort()) {
    const buf = await readFile(path.join(dir, rel));
    files.push({
      file: rel,
      kind: kindOf(rel),
      raw: buf.length,
      gzip: zlib.gzipSync(buf, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(buf, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
        },
      }).length,
    });
  }
  return files;
}

function sum(files) {
  return files.reduce(
    (acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, brotli: acc.brotli + f.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const fmt = (n) => n.toLocaleString('en-US');
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * The game chunks of a split build: for each split point (a game, or `extras`), the wasm files
 * (paths as in `files`) that opening it fetches. Found by running the build's own loader,
 * pkg/<hash>/__wasm_split.js (minified), with `fetch`, `WebAssembly` and the JS glue stubbed:
 * each of its `__wasm_split_load_<name>` exports is called and the files it asks for are noted.
 * Empty when the build is not split.
 */
/** The end of the name of a split point loaded on top of its game's table (see merge-chunks.mjs). */
const AFTER = /_(side|phones|public)$/;

export async function gameChunks(dir, files) {
  const games = {};
  for (const linker of files.filter((f) => f.file.endsWith('/__wasm_split.js'))) {
    const base = path.posix.dirname(linker.file);
    const work = await mkdtemp(path.join(os.tmpdir(), 'tablee-loader-'));
    try {
      // The loader imports the glue for its shared table and memory; a stub stands in for it.
      await mkdir(path.join(work, 'pkg', 'glue'), { recursive: true });
      const loaderPath = path.join(work, 'pkg', 'glue', 'loader.mjs');
      const js = await readFile(path.join(dir, linker.file), 'utf8');
      await writeFile(path.join(work, 'pkg', 'glue', 'glue.mjs'),
        // A memory too: the loader writes the shared chunks' writable data into it
        // (scripts/merge-chunks.mjs). 256 pages (16 MiB) hold every address of today's builds.
        'export function initSync() { return { __indirect_function_table: { get: () => () => {} }, memory: new WebAssembly.Memory({ initial: 256 }) }; }\n');
      await writeFile(loaderPath, js.replace(/(["'])\.\/tablee\.js\1/g, '"./glue.mjs"'));
      const asked = [];
      const saved = { fetch: globalThis.fetch, instantiateStreaming: WebAssembly.instantiateStreaming };
      globalThis.fetch = async (url) => {
        asked.push(path.posix.relative(path.join(work, 'pkg', 'glue'), fileURLToPath(url)));
        return {};
      };
      WebAssembly.instantiateStreaming = async () => ({});
      try {
        const url = pathToFileURL(loaderPath).href;
        for (const name of Object.keys(await import(url))) {
          const point = name.match(/^__wasm_split_load_(\w+)$/);
          if (!point) continue;
          // A fresh copy of the loader for each: it remembers what it has loaded.
          const load = (await import(`${url}?${point[1]}`))[name];
          asked.length = 0;
          await load(0, 0);
          games[point[1]] = [...new Set(asked)].map((relative) => path.posix.normalize(path.posix.join(base, relative)));
        }
      } finally {
        globalThis.fetch = saved.fetch;
        WebAssembly.instantiateStreaming = saved.instantiateStreaming;
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  // A game's screens off the table (`<game>_side`), on several phones (`<game>_phones`) and in
  // its public view's screens (`<game>_public`: the table screen and a watcher's, src/registry.rs) come on top of its table's module, which their loader fetches first:
  // counted without it.
  for (const [name, paths] of Object.entries(games)) {
    const parent = games[name.replace(AFTER, '')];
    if (AFTER.test(name) && parent) games[name] = paths.filter((file) => !parent.includes(file));
  }
  return games;
}

export function renderTable(files, games = {}) {
  const rows = [];
  for (const kind of KINDS) {
    const group = files.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    for (const f of group) rows.push([f.file, kind, f.raw, f.gzip, f.brotli]);
    const t = sum(group);
    rows.push([`  total ${kind} (${group.length} file${group.length === 1 ? '' : 's'})`, '', t.raw, t.gzip, t.brotli]);
  }
  const chunks = new Set(Object.values(games).flat());
  // A visit fetches the shell's word book and each opened game's in one language (src/words.rs):
  // counted here in its largest language.
  const book = (name) => {
    const langs = files.filter((f) => new RegExp(`^text/words-${name}\\.[a-z]+\\.json$`).test(f.file));
    return langs.sort((a, b) => b.gzip - a.gzip).slice(0, 1);
  };
  const firstLoad = sum([
    ...files.filter((f) => FIRST_LOAD_KINDS.includes(f.kind) && !chunks.has(f.file)),
    ...book('shell'),
  ]);
  // A first install: every file the service worker precaches, and the worker itself; the
  // files it keeps on first use (scripts/precache.mjs, ON_FIRST_USE) come when asked for.
  const all = sum(files.filter((f) => !isOnFirstUse(f.file)));
  const later = sum(files.filter((f) => isOnFirstUse(f.file)));
  const perGame = {};
  rows.push(null);
  rows.push(['FIRST LOAD: home screen (html+css+js+shell wasm+words)', '', firstLoad.raw, firstLoad.gzip, firstLoad.brotli]);
  for (const [game, paths] of Object.entries(games).sort()) {
    // Every game's loading fetches the words all games share too (src/words.rs, "play"); the
    // screens off a game's table come after the game's, words and all; those on several phones
    // bring the phones' words.
    const side = game.endsWith('_side');
    const publicView = game.endsWith('_public');
    const phones = game.endsWith('_phones') || publicView;
    // The pages (src/screens/pages.rs) speak the shell's words, in the first load.
    const pages = game === 'pages';
    const words = side || pages ? [] : phones ? book('phones') : [...book(game), ...book('play')];
    perGame[game] = sum([...files.filter((f) => paths.includes(f.file)), ...words]);
    const g = perGame[game];
    // The extras (src/table/extras.rs) are the replay's and the lessons' own chunk, not a game;
    // the QR reader (src/remote/read_qr.rs) is a phone's camera's, where the browser has none.
    const what = game === 'extras'
      ? 'EXTRAS: replay and lessons, on top of a game'
      : pages
        ? 'PAGES: new-game forms, rules pages, settings, once the home screen has painted'
      : game === 'qr_reader'
        ? 'QR READER: a camera scan without BarcodeDetector, on top of a game on phones'
        : side ? `SIDE ${game.replace(AFTER, '')}: rules examples, lesson, replay, on top of the game`
          : publicView ? `PUBLIC ${game.replace(AFTER, '')}: the table screen and a watcher's, on top of the game`
          : phones ? `PHONES ${game.replace(AFTER, '')}: host's panel and join screen, on top of the game`
            : `GAME ${game}`;
    rows.push([`${what} (${paths.length} chunk${paths.length === 1 ? '' : 's'}, on first opening)`, '', g.raw, g.gzip, g.brotli]);
  }
  rows.push(['FIRST INSTALL: every file the service worker precaches, and the worker', '', all.raw, all.gzip, all.brotli]);
  rows.push(['ON FIRST USE: the Tüfteln models, kept once fetched (not in the install)', '', later.raw, later.gzip, later.brotli]);

  const header = ['file', 'kind', 'raw', 'gzip', 'brotli'];
  const cells = rows.map((r) => (r ? [r[0], r[1], fmt(r[2]), fmt(r[3]), fmt(r[4])] : null));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.filter(Boolean).map((c) => c[i].length)));
  const line = (c) =>
    c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(header), sep];
  for (const c of cells) out.push(c ? line(c) : sep);
  return { text: out.join('\n'), firstLoad, perGame, all };
}

async function main() {
  const args = process.argv.slice(2);
  let budgetPath = path.join(HERE, 'size-budget.json');
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--budget') budgetPath = args[++i];
    else positional.push(args[i]);
  }
  const dir = positional[0] || 'dist';
  const files = await measure(dir);
  if (files.length === 0) {
    console.error(`[size] ERROR: no files in ${dir}`);
    process.exit(1);
  }
  const appFiles = files;
  const games = await gameChunks(dir, appFiles);
  const { text, firstLoad, perGame, all } = renderTable(appFiles, games);
  console.log(`Size report for ${path.resolve(dir)} (bytes; gzip -9, brotli q11)\n`);
  console.log(text);

  const budget = JSON.parse(await readFile(budgetPath, 'utf8'));
  const limit = budget.first_load_gzip_bytes;
  if (typeof limit !== 'number') {
    console.error(`[size] ERROR: ${budgetPath} has no numeric first_load_gzip_bytes`);
    process.exit(1);
  }
  if (!appFiles.some((f) => f.kind === 'wasm')) {
    console.warn('\n[size] WARNING: no .wasm file in the build');
  }
  const gameLimit = budget.game_gzip_bytes;
  if (typeof gameLimit !== 'number') {
    console.error(`[size] ERROR: ${budgetPath} has no numeric game_gzip_bytes`);
    process.exit(1);
  }
  // A game over the target may have a CI gate of its own holding today's figure
  // (`game_gates_gzip_bytes`): the target stays what the report measures against.
  const gates = budget.game_gates_gzip_bytes ?? {};
  // The first load may have a CI gate too (`first_load_gate_gzip_bytes`), holding today's
  // figure while it is over its target.
  const checks = [['first load', firstLoad.gzip, budget.first_load_gate_gzip_bytes ?? limit, limit]];
  // A first install: every precached file (`install_gzip_bytes`, with its CI gate
  // `install_gate_gzip_bytes` while it is over).
  if (typeof budget.install_gzip_bytes === 'number') {
    checks.push(['first install', all.gzip, budget.install_gate_gzip_bytes ?? budget.install_gzip_bytes, budget.install_gzip_bytes]);
  }
  for (const [game, g] of Object.entries(perGame).sort()) {
    checks.push([`game ${game}`, g.gzip, gates[game] ?? gameLimit, gameLimit]);
  }
  if (Object.keys(perGame).length === 0) {
    console.warn('\n[size] WARNING: no game chunks found (is the wasm split? see scripts/build-wasm.sh)');
  }
  let failed = false;
  console.log('');
  for (const [what, bytes, max, target] of checks) {
    const pct = ((100 * bytes) / target).toFixed(1);
    const verdict = bytes > max ? 'FAIL' : bytes > target ? 'OVER TARGET (under its CI gate)' : 'OK';
    failed ||= bytes > max;
    const gate = max === target ? '' : `; CI gate ${fmt(max)} B`;
    console.log(
      `[size] ${verdict}: ${what} gzip ${fmt(bytes)} B (${kib(bytes)}) = ${pct}% of the ${fmt(target)} B budget${gate}`,
    );
  }
  if (failed) {
    console.error(`[size] FAIL: over budget (${path.relative(process.cwd(), budgetPath)})`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`[size] ERROR: ${err.message}`);
    process.exit(1);
  });
}
