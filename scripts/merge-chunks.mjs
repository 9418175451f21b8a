// Merges the chunks wasm-split-cli cut a build into: each split point's module becomes one
// file that holds its own code and a copy of every shared chunk it needs, so opening a game
// fetches one wasm file instead of 14-15.
//
//   node scripts/merge-chunks.mjs <split-dir>
//
// <split-dir> is wasm-split-cli's output: the shell (`tablee.wasm`, not touched), one
// `split_<name>.wasm` per split point, the shared `chunk_<n>.wasm` files and the loader
// `__wasm_split.js`. Afterwards it holds the shell and one `split_<name>.wasm` per split point,
// which the loader fetches.
//
// Why this is sound. A chunk imports the shell's memory, function table and stack pointer and
// exports nothing: instantiating it writes its functions into fixed slots of the table (active
// element segments) and its data at fixed addresses of the memory (active data segments); code
// elsewhere reaches it only through those slots and addresses. A copy of a chunk instantiated a
// second time (a second game opened) therefore writes the same functions into the same slots
// and the same constants (`.rodata`) at the same addresses: nothing changes. Only writable data
// (`.data`, `.bss`) would be set back to its first value, so every such segment of a shared
// chunk is taken out of the copies and written by the loader instead, once, before the first
// module of a split point is instantiated (a few bytes: 12 in today's build).
//
// Why it pays: each file is compressed on its own, from an empty dictionary, and carries its own
// types and imports; one module per game is compressed as one stream, and `wasm-opt` then sees
// it whole. What it costs: the code several games share is stored once per game, so a player
// who opens a second game downloads that code again, and the precache holds it once per game.
//
// A game's screens off the table and on several phones (split points `<game>_side` and
// `<game>_phones`, see src/registry.rs) use the code of its table: that module is loaded first
// (their loader waits for the table's), and each carries only the chunks the table's module
// does not. Opening a game then fetches none of its rules
// examples, lesson or replay; opening one of those fetches the table's module and a small one.
//
// The pages around the games (split point `pages`: the new-game forms, the rules pages and the
// settings, src/screens/pages.rs) come right after the home screen. The code they share with
// another split point is merged into the shell instead (`wasm-merge` of the shell and those
// chunks, whose imports of the shell's memory, table and stack pointer are the shell's own
// exports): copied into each game, it made every game bigger. The shell then holds
// it from the start, writable data and all, and no split point's module carries it.
//
// Tools: binaryen's `wasm-dis`, `wasm-as` and `wasm-merge` (npm package `binaryen`, on PATH via
// scripts/env.sh). `wasm-merge` joins two modules' imports only when one imports from the other,
// so the split point's module exports the three shared imports under its own name and the
// chunks import them from it; those exports are removed again after the merge.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The shared imports every module of a split build takes from the shell. */
const SHARED_IMPORT = '__wasm_split';

/**
 * The ends of the names of split points loaded after another, named without them: a game's
 * screens off the table (`<game>_side`), on several phones (`<game>_phones`) and in the middle
 * (`<game>_public`: the table screen and a watcher's) come after its table's module.
 */
const AFTER = ['_side', '_phones', '_public'];

/**
 * The split points of the phones' code: each game's `<game>_phones` and `<game>_public`, and the
 * camera's QR reader. The code they share (the link, the pairing, the host's and the guest's
 * machinery: about 90 KB gzip) is fetched only by a table on phones, so it stays a file of its
 * own that they all fetch, rather than a copy in each (an install would hold it eight times).
 */
const PHONES = (name) => name.endsWith('_phones') || name.endsWith('_public') || name === 'qr_reader';

/**
 * The split point of the pages around the games: the new-game forms, the rules pages and the
 * settings (src/screens/pages.rs). They come just after the home screen, so the code they share
 * with another split point (the set-up's types and views, the forms' helpers, what a game reads
 * of its set-up) is merged into the shell rather than copied into every game that uses it.
 */
const PAGES = 'pages';

/** The smallest chunk (raw bytes) that stays a file of its own; smaller ones are copied. */
const OWN_FILE_BYTES = 16_384;

/** Stops the build with `message`. */
function fail(message) {
  console.error(`[merge-chunks] ${message}`);
  process.exit(1);
}

/** Runs `tool` with `args` (and `input` on its standard input); its output, or the build stops. */
function run(tool, args, input) {
  try {
    return execFileSync(tool, args, { input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (error) {
    fail(`${tool} ${args.join(' ')}: ${error.stderr || error.message}`);
  }
}

/** Binaryen's flag for a wasm feature name of a `target_features` section, where it differs. */
const FEATURE_FLAG = {
  'nontrapping-fptoint': 'nontrapping-float-to-int',
};

/** The `--enable-…` flags for the features the module's `target_features` section lists. */
function featureFlags(bytes) {
  const name = Buffer.from('target_features');
  const at = bytes.indexOf(name);
  if (at < 0) fail('a split module has no target_features section');
  let i = at + name.length;
  const leb = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = bytes[i++];
      value |= (byte & 0x7f) << shift;
      shift += 7;
      if (byte < 0x80) return value;
    }
  };
  const flags = [];
  for (let count = leb(); count > 0; count--) {
    const prefix = String.fromCharCode(bytes[i++]);
    const length = leb();
    const feature = bytes.subarray(i, i + length).toString();
    i += length;
    if (prefix === '+') flags.push(`--enable-${FEATURE_FLAG[feature] ?? feature}`);
  }
  return flags;
}

/** The loader's parts: each shared chunk's block and file, each split point's block, file and chunks. */
function readLoader(text) {
  const chunkBlock =
    /\/\* [\w, ]+ \*\/\nconst (__chunk_\d+) = makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/(chunk_\d+\.wasm)", import\.meta\.url\)\);[\s\S]*?\n, \[\]\);\n/g;
  const chunks = new Map();
  for (const match of text.matchAll(chunkBlock)) {
    chunks.set(match[1], { block: match[0], file: match[2] });
  }
  const splitBlock =
    /export const __wasm_split_load_(\w+) = wrapAsyncCb\(makeLoad\(\(\) => \{\n\s*const src = fetch\(new URL\("\.\/(split_\w+\.wasm)", import\.meta\.url\)\);[\s\S]*?\n, \[([\w, ]*)\]\)\);\n/g;
  const splits = [];
  for (const match of text.matchAll(splitBlock)) {
    const deps = match[3] ? match[3].split(', ') : [];
    for (const dep of deps) if (!chunks.has(dep)) fail(`the loader of ${match[1]} needs ${dep}, which it does not define`);
    splits.push({ name: match[1], block: match[0], file: match[2], deps });
  }
  if (splits.length === 0) fail('the loader defines no split point (has wasm-split-cli changed its output?)');
  const named = text.match(/chunk_\d+\.wasm/g) ?? [];
  for (const file of named) {
    if (![...chunks.values()].some((chunk) => chunk.file === file)) fail(`the loader names ${file} outside a chunk block`);
  }
  return { chunks, splits };
}

/** A module's text with each top-level field on its own line, as `wasm-dis` writes it. */
function disassemble(file, flags) {
  return run('wasm-dis', [...flags, file]).toString();
}

/** A data segment's line of `wasm-dis` text as its address and bytes. */
function parseSegment(line) {
  const match = line.match(/^ \(data \$[^ ]+ \(i32\.const (\d+)\) "(.*)"\)$/);
  if (!match) fail(`a data segment the script cannot read: ${line.slice(0, 80)}`);
  const named = { n: 10, t: 9, r: 13, '"': 34, "'": 39, '\\': 92 };
  const bytes = [];
  const text = match[2];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\') {
      bytes.push(...Buffer.from(text[i]));
      continue;
    }
    const next = text[i + 1];
    if (next in named) {
      bytes.push(named[next]);
      i += 1;
    } else if (/^[0-9a-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      fail(`an escape the script cannot read in a data segment: ${text.slice(i, i + 4)}`);
    }
  }
  return { address: Number(match[1]), bytes: Uint8Array.from(bytes) };
}

/**
 * Writes the module `text` to `out` as binary, with its features section (`wasm-opt` with no
 * pass: `wasm-as` cannot write that section, and the build's `wasm-opt -Oz` reads the features
 * from it).
 */
function assemble(text, out) {
  const file = path.join(work, 'module.wat');
  writeFileSync(file, text);
  run('wasm-opt', [...flags, '--emit-target-features', file, '-o', out]);
}

/** Splits a shared chunk's writable data segments off its text: [text without them, segments]. */
function takeWritableData(text, file) {
  const kept = [];
  const data = [];
  let named = 0;
  for (const line of text.split('\n')) {
    const segment = line.match(/^ \(data \$(\.[a-z]+)/);
    if (!segment) {
      kept.push(line);
      continue;
    }
    named++;
    if (segment[1] === '.rodata') kept.push(line);
    else if (!line.endsWith(' "")')) data.push(line);
  }
  if (named === 0 && /^ \(data /m.test(text)) fail(`${file}: its data segments carry no section names`);
  return [kept.join('\n'), data];
}

const dir = process.argv[2] ?? fail('usage: merge-chunks.mjs <split-dir>');
const work = mkdtempSync(path.join(tmpdir(), 'merge-chunks-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
const loaderPath = path.join(dir, '__wasm_split.js');
let loader = readFileSync(loaderPath, 'utf8');
const { chunks, splits } = readLoader(loader);
const flags = featureFlags(readFileSync(path.join(dir, splits[0].file)));
// A split point loaded after another takes only the chunks that one's module does not hold.
for (const split of splits) {
  const end = AFTER.find((end) => split.name.endsWith(end));
  if (!end) continue;
  const parent = splits.find((other) => other.name === split.name.slice(0, -end.length));
  if (!parent) fail(`${split.name} has no split point ${split.name.slice(0, -end.length)} to be loaded after`);
  split.parent = parent.name;
  split.deps = split.deps.filter((dep) => !parent.deps.includes(dep));
}

// The chunks that stay files of their own: shared by several of the phones' split points and
// no other, and big enough to be worth a fetch.
const users = new Map();
for (const split of splits) for (const dep of split.deps) users.set(dep, [...(users.get(dep) ?? []), split.name]);
const ownFiles = new Set(
  [...chunks].filter(([id, chunk]) => {
    const by = users.get(id) ?? [];
    return by.length > 1 && by.every(PHONES) && readFileSync(path.join(dir, chunk.file)).length >= OWN_FILE_BYTES;
  }).map(([id]) => id),
);
// The chunks merged into the shell: shared by the pages and another split point.
const intoShell = new Set(
  [...chunks.keys()].filter((id) => {
    const by = users.get(id) ?? [];
    return by.includes(PAGES) && by.length > 1;
  }),
);
for (const split of splits) {
  split.ownFiles = split.deps.filter((dep) => ownFiles.has(dep));
  split.deps = split.deps.filter((dep) => !ownFiles.has(dep) && !intoShell.has(dep));
}

// Each chunk as text, importing the shared imports from the module it is merged into; a chunk
// that stays a file of its own is written back without its writable data (the loader writes it).
const writable = [];
const chunkText = new Map();
const shellInputs = [];
for (const [id, chunk] of chunks) {
  if (intoShell.has(id)) {
    // Whole, writable data and all: the shell's instantiation writes it, once. Its imports of
    // the shell's memory, table and stack pointer are the shell's own exports of those names.
    const text = disassemble(path.join(dir, chunk.file), flags);
    const file = path.join(work, `shell_${id}.wat`);
    writeFileSync(file, text.replaceAll(`\n (import "${SHARED_IMPORT}" `, '\n (import "shell" '));
    shellInputs.push(file, id);
    continue;
  }
  const [text, data] = takeWritableData(disassemble(path.join(dir, chunk.file), flags), chunk.file);
  writable.push(...data.map(parseSegment));
  if (ownFiles.has(id)) {
    assemble(text, path.join(dir, chunk.file));
    continue;
  }
  const imports = text.split('\n').filter((line) => line.startsWith(` (import "${SHARED_IMPORT}" `)).length;
  if (imports === 0) fail(`${chunk.file} imports nothing from ${SHARED_IMPORT}`);
  chunkText.set(id, text.replaceAll(`\n (import "${SHARED_IMPORT}" `, '\n (import "own" '));
}

for (const split of splits) {
  const own = disassemble(path.join(dir, split.file), flags);
  // The split point's module hands the shell's memory, table and stack pointer on to its chunks.
  const shared = [...own.matchAll(new RegExp(`^ \\(import "${SHARED_IMPORT}" "(\\w+)" \\((memory|table|global) (\\$[^ )]+)`, 'gm'))];
  if (shared.length === 0) fail(`${split.file} imports nothing from ${SHARED_IMPORT}`);
  // A shared import its chunks take and its own code does not (a game's own code no longer
  // uses the stack pointer once its side screens have left): the module imports it too, to
  // hand it on.
  const lines = own.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith(' (import '));
  for (const dep of split.deps) {
    for (const [, name, kind, , rest] of chunkText.get(dep).matchAll(/^ \(import "own" "(\w+)" \((memory|table|global) (\$[^ )]+)(.*)$/gm)) {
      if (shared.some(([, have]) => have === name)) continue;
      const id = `$own_${name}`;
      lines.splice(lastImport + 1, 0, ` (import "${SHARED_IMPORT}" "${name}" (${kind} ${id}${rest}`);
      shared.push([null, name, kind, id]);
    }
  }
  const reexports = shared.map(([, name, kind, id]) => ` (export "${name}" (${kind} ${id}))`);
  const withImports = lines.join('\n');
  const ownText = withImports.slice(0, withImports.lastIndexOf('\n)')) + '\n' + reexports.join('\n') + '\n)';
  const inputs = [];
  const write = (name, text) => {
    const file = path.join(work, `${name}.wat`);
    writeFileSync(file, text);
    inputs.push(file, name);
  };
  write('own', ownText);
  split.deps.forEach((dep, i) => write(`chunk${i}`, chunkText.get(dep)));
  const merged = path.join(work, 'merged.wasm');
  run('wasm-merge', [...flags, ...inputs, '-o', merged]);
  // The re-exports have done their work: the merged module exports nothing, as before.
  const text = disassemble(merged, flags)
    .split('\n')
    .filter((line) => !shared.some(([, name]) => line.startsWith(` (export "${name}" `)))
    .join('\n');
  if (/^ \(export /m.test(text)) fail(`${split.name}: the merged module still exports something`);
  if (/^ \(import "own" /m.test(text)) fail(`${split.name}: the merged module still imports from itself`);
  assemble(text, path.join(dir, split.file));
}

if (shellInputs.length > 0) {
  // The shell stays binary: its custom sections (wasm-bindgen's, read next) have no text form.
  const shell = path.join(dir, 'tablee.wasm');
  const merged = path.join(work, 'shell.wasm');
  run('wasm-merge', [...flags, shell, 'shell', ...shellInputs, '-o', merged]);
  if (/^ \(import "shell" /m.test(disassemble(merged, flags))) fail('the shell still imports from itself');
  writeFileSync(shell, readFileSync(merged));
}

// The loader: one fetch per split point; the shared chunks' writable data written by the loader.
for (const [id, chunk] of chunks) {
  if (ownFiles.has(id)) continue;
  loader = loader.replace(chunk.block, '');
  rmSync(path.join(dir, chunk.file));
}
// Each split point's load is one call of a helper that fetches and instantiates its file (the
// same steps wasm-split-cli writes out for each: checked, so a change of its output stops the
// build), and a constant of its own, so that a side split point's load can wait for its
// parent's (looked up when it runs: the parent may be defined further down).
const fetcher = (file) =>
  '() => {\n' +
  `    const src = fetch(new URL(${file}, import.meta.url));\n` +
  '    src.catch(() => {});\n' +
  '    return async (imports) => (WebAssembly.instantiateStreaming(src, imports));\n' +
  '}\n';
const helper = `function loadSplit(file, waits) {\n    return makeLoad(${fetcher('file').trimEnd()}, waits);\n}\n`;
splits.forEach((split, i) => {
  const expected = new RegExp(
    `^export const __wasm_split_load_${split.name} = wrapAsyncCb\\(makeLoad\\(` +
      fetcher(`"./${split.file}"`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&') +
      ', \\[[\\w, ]*\\]\\)\\);\\n$',
  );
  if (!expected.test(split.block)) fail(`the loader of ${split.name} is not in the expected shape`);
  const waits = [...(split.parent ? [`() => __split_${split.parent}()`] : []), ...split.ownFiles].join(', ');
  const block =
    (i === 0 ? helper : '') +
    `const __split_${split.name} = loadSplit("./${split.file}", [${waits}]);\n` +
    `export const __wasm_split_load_${split.name} = wrapAsyncCb(__split_${split.name});\n`;
  loader = loader.replace(split.block, block);
});
if (writable.length > 0) {
  // Written once, when the first split point's module is about to load: the shell's memory is
  // then known and no module of a split point has run yet.
  const writes = writable.map(({ address, bytes }) => `m.set([${[...bytes].join(',')}],${address});`).join('');
  const anchor = /\n(\s*)(Object\.assign\(sharedImports\.__wasm_split, \{[^}]*\bmemory\b[^}]*\}\);)\n/;
  if (!anchor.test(loader)) fail('the loader does not hand the shell\'s memory to the modules where expected');
  loader = loader.replace(anchor, (_, indent, assign) => `\n${indent}${assign}\n${indent}{ const m = new Uint8Array(memory.buffer); ${writes} }\n`);
}
const named = new Set([...ownFiles].map((id) => chunks.get(id).file));
if ((loader.match(/chunk_\d+\.wasm/g) ?? []).some((file) => !named.has(file))) fail('the loader still names a merged chunk');
writeFileSync(loaderPath, loader);
const left = readdirSync(dir).filter((file) => /^chunk_\d+\.wasm$/.test(file) && !named.has(file));
if (left.length > 0) fail(`chunks left behind: ${left.join(' ')}`);
console.log(
  `[merge-chunks] ${intoShell.size} shared chunks merged into the shell; ` +
    `${chunks.size - ownFiles.size - intoShell.size} into ${splits.map((split) => split.name).join(', ')}` +
    (ownFiles.size > 0 ? `; ${[...named].join(', ')} kept as files of their own (the phones' shared code)` : '') +
    (writable.length > 0 ? `; ${writable.length} writable data segment(s) written by the loader` : ''),
);
