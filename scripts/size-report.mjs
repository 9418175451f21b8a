#!/usr/bin/env node
// Size report for a build directory, and the first-load budget check.
//
//   node scripts/size-report.mjs [dist] [--budget scripts/size-budget.json]
//
// Prints every file with raw, gzip (level 9) and brotli (quality 11) bytes, grouped by kind
// (wasm, js, css, html, other), with per-kind totals. "First load" is everything a visitor
// downloads before the app runs: all wasm + js + css + html files. Exits 1 when its gzip total
// exceeds `first_load_gzip_bytes` in the budget file.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

export function renderTable(files) {
  const rows = [];
  for (const kind of KINDS) {
    const group = files.filter((f) => f.kind === kind);
    if (group.length === 0) continue;
    for (const f of group) rows.push([f.file, kind, f.raw, f.gzip, f.brotli]);
    const t = sum(group);
    rows.push([`  total ${kind} (${group.length} file${group.length === 1 ? '' : 's'})`, '', t.raw, t.gzip, t.brotli]);
  }
  const firstLoad = sum(files.filter((f) => FIRST_LOAD_KINDS.includes(f.kind)));
  const all = sum(files);
  rows.push(null);
  rows.push(['FIRST LOAD (wasm+js+css+html)', '', firstLoad.raw, firstLoad.gzip, firstLoad.brotli]);
  rows.push(['ALL FILES', '', all.raw, all.gzip, all.brotli]);

  const header = ['file', 'kind', 'raw', 'gzip', 'brotli'];
  const cells = rows.map((r) => (r ? [r[0], r[1], fmt(r[2]), fmt(r[3]), fmt(r[4])] : null));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.filter(Boolean).map((c) => c[i].length)));
  const line = (c) =>
    c.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(header), sep];
  for (const c of cells) out.push(c ? line(c) : sep);
  return { text: out.join('\n'), firstLoad, all };
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
  const { text, firstLoad } = renderTable(files);
  console.log(`Size report for ${path.resolve(dir)} (bytes; gzip -9, brotli q11)\n`);
  console.log(text);

  const budget = JSON.parse(await readFile(budgetPath, 'utf8'));
  const limit = budget.first_load_gzip_bytes;
  if (typeof limit !== 'number') {
    console.error(`[size] ERROR: ${budgetPath} has no numeric first_load_gzip_bytes`);
    process.exit(1);
  }
  const pct = ((100 * firstLoad.gzip) / limit).toFixed(1);
  if (!files.some((f) => f.kind === 'wasm')) {
    console.warn('\n[size] WARNING: no .wasm file in the build');
  }
  if (firstLoad.gzip > limit) {
    console.error(
      `\n[size] FAIL: first-load gzip ${fmt(firstLoad.gzip)} B (${kib(firstLoad.gzip)}) exceeds the budget ` +
        `${fmt(limit)} B (${kib(limit)}) in ${path.relative(process.cwd(), budgetPath)}`,
    );
    process.exit(1);
  }
  console.log(
    `\n[size] OK: first-load gzip ${fmt(firstLoad.gzip)} B (${kib(firstLoad.gzip)}) = ${pct}% of the ` +
      `${fmt(limit)} B budget`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`[size] ERROR: ${err.message}`);
    process.exit(1);
  });
}
