#!/usr/bin/env node
// Writes the service worker's precache manifest into the built sw.js.
//
// Run by Trunk as a post_build hook (see Trunk.toml), after index.html and every asset are in
// the staging dir ($TRUNK_STAGING_DIR), before Trunk moves it to dist/. Can also be run by hand:
//   node scripts/precache.mjs dist
//
// It lists every file of the build (except sw.js itself, dotfiles, source maps and
// precompressed .gz/.br copies) as URLs from the site root ($TRUNK_PUBLIC_URL, "/"), each with
// its revision (the first 8 hex digits of the SHA-256 of its bytes; the service worker checks
// cached bytes against it, so an update fetches only the files whose bytes changed), and a
// version = SHA-256 over every (path, revision); then replaces the placeholder
// `/*__PRECACHE_MANIFEST__*/ null` in <dir>/sw.js with {"version": ..., "files": [entry, ...]}.
// The files of ON_FIRST_USE (below) go in a second list, `later`: the worker keeps them once
// fetched rather than at install.
// An entry is "<url> <revision>", or only "<url>" for a file named by its revision
// (`name-<revision>.ext`: the wasm files and the stylesheet): the worker reads the revision from
// the name. The manifest is in the worker every first visit fetches, so it is kept short.
// The service worker's file name never changes; its bytes change whenever any file does.
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SW_FILE = 'sw.js';

/**
 * Files the worker does not fetch at install but keeps once the app has fetched them (and
 * carries across updates while their bytes stay the same): the Tüfteln strong bot's learned
 * models, about half a megabyte gzip, which only a table with a strong Tüfteln bot or the
 * Tüfteln hint asks for. Offline before that first use, those judge by their tables alone
 * (src/games/tuefteln/model.rs).
 */
export const ON_FIRST_USE = [/^models\//];

/** Whether the build's file `rel` (a relative path) is cached on first use, not at install. */
export function isOnFirstUse(rel) {
  return ON_FIRST_USE.some((pattern) => pattern.test(rel));
}
export const PLACEHOLDER = '/*__PRECACHE_MANIFEST__*/ null';

/** Relative POSIX paths of all files under `dir` that belong in the precache, sorted. */
export async function listFiles(dir) {
  const out = [];
  async function walk(rel) {
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue; // .stage, .DS_Store, ...
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        await walk(childRel);
      } else if (entry.isFile()) {
        if (childRel === SW_FILE) continue;
        if (/\.(map|gz|br)$/i.test(entry.name)) continue;
        out.push(childRel);
      }
    }
  }
  await walk('');
  return out.sort();
}

/** A file's revision: the first 8 hex digits of the SHA-256 of its bytes. */
export function revisionOf(content) {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/** The manifest's entry for a file: "<url> <revision>", or "<url>" when its name holds it. */
export function entryOf({ url, revision }) {
  return url.includes(`-${revision}.`) ? url : `${url} ${revision}`;
}

/** A file of a manifest entry (as written by [`entryOf`]), as `{url, revision}`. */
export function fileOf(entry) {
  const [url, revision] = entry.split(' ');
  return { url, revision: revision ?? url.match(/-([0-9a-f]{8})\.[^./]+$/)?.[1] ?? null };
}

/**
 * The precache manifest injected into a built worker's `source`: its `version`, `files` (the
 * precached ones) and `later` (those cached on first use), {url, revision} each; or null when
 * there is none.
 */
export function readManifest(source) {
  const match = source.match(/self\.__PRECACHE = (\{.*?\});/);
  if (!match) return null;
  const { version, files, later = [] } = JSON.parse(match[1]);
  return { version, files: files.map(fileOf), later: later.map(fileOf) };
}

/** Site-root URL for a relative file path, e.g. "icons/icon-192.png" -> "/icons/icon-192.png". */
export function toUrl(rel, publicUrl = '/') {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  return base + rel.split('/').map(encodeURIComponent).join('/');
}

/**
 * The manifest of the build in `dir`: `version` (16 hex digits over every entry), `files`
 * (precached) and `later` (cached on first use, see [`ON_FIRST_USE`]), {url, revision} each,
 * and `bytes` (the precached files' total size, for the log).
 */
export async function buildManifest(dir, publicUrl = '/') {
  const files = [];
  const later = [];
  const total = createHash('sha256');
  let bytes = 0;
  for (const rel of await listFiles(dir)) {
    const content = await readFile(path.join(dir, rel));
    const entry = { url: toUrl(rel, publicUrl), revision: revisionOf(content) };
    total.update(`${entry.url}\0${entry.revision}\n`);
    if (isOnFirstUse(rel)) {
      later.push(entry);
    } else {
      bytes += content.length;
      files.push(entry);
    }
  }
  return { version: total.digest('hex').slice(0, 16), files, later, bytes };
}

/** Injects the manifest into <dir>/sw.js. Returns the manifest, or null when there is no sw.js. */
export async function injectManifest(dir, publicUrl = '/') {
  const swPath = path.join(dir, SW_FILE);
  let source;
  try {
    source = await readFile(swPath, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
  const count = source.split(PLACEHOLDER).length - 1;
  if (count !== 1) {
    throw new Error(
      `${swPath}: expected the placeholder ${PLACEHOLDER} exactly once, found it ${count} times`,
    );
  }
  const manifest = await buildManifest(dir, publicUrl);
  const json = JSON.stringify({
    version: manifest.version,
    files: manifest.files.map(entryOf),
    later: manifest.later.map(entryOf),
  });
  await writeFile(swPath, await minifyAround(source, json));
  return manifest;
}

/**
 * The worker as served: the manifest on a line of its own at the top (where the e2e tests and
 * scripts/update-cost.mjs read it), then the code after the placeholder's line minified by
 * esbuild. The worker is fetched on every first visit, and its comments (kept in public/sw.js)
 * were half of its bytes.
 */
async function minifyAround(source, json) {
  const at = source.indexOf(PLACEHOLDER);
  const lineStart = source.lastIndexOf('\n', at) + 1;
  const lineEnd = source.indexOf('\n', at);
  const line = source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
  if (line.trim() !== `self.__PRECACHE = ${PLACEHOLDER};`) {
    throw new Error(`sw.js: the placeholder must stand alone as "self.__PRECACHE = ${PLACEHOLDER};"`);
  }
  const rest = lineEnd === -1 ? '' : source.slice(lineEnd + 1);
  const { code } = await transform(rest, { minify: true, loader: 'js', logLevel: 'warning' });
  return `'use strict';\nself.__PRECACHE = ${json};\n${code}`;
}

async function main() {
  const dir = process.argv[2] || process.env.TRUNK_STAGING_DIR;
  if (!dir) {
    console.error('usage: node scripts/precache.mjs <dir>   (or set TRUNK_STAGING_DIR)');
    process.exit(2);
  }
  const publicUrl = process.env.TRUNK_PUBLIC_URL || '/';
  const manifest = await injectManifest(dir, publicUrl);
  if (!manifest) {
    console.warn(
      `[precache] WARNING: no ${SW_FILE} in ${dir}; add <link data-trunk rel="copy-file" ` +
        `href="public/sw.js" /> to index.html (see e2e/INDEX_HTML_SNIPPET.txt). No precache written.`,
    );
    return;
  }
  const kib = (manifest.bytes / 1024).toFixed(1);
  console.log(
    `[precache] ${SW_FILE}: version ${manifest.version}, ${manifest.files.length} files, ${kib} KiB; ` +
      `${manifest.later.length} cached on first use`,
  );
  if (!manifest.files.some((f) => f.url === toUrl('index.html', publicUrl))) {
    console.warn('[precache] WARNING: index.html is not in the build; offline navigation will fail');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`[precache] ERROR: ${err.message}`);
    process.exit(1);
  });
}
