#!/usr/bin/env node
// What an installed copy downloads when a new build is deployed over an old one.
//
//   node scripts/update-cost.mjs <old-dist> <new-dist>
//
// The service worker (public/sw.js) keeps every file whose URL and bytes it already has (the
// revision in the precache manifest is the start of the file's SHA-256) and fetches the rest,
// plus sw.js itself. This prints those files with their gzip size (as a static host serves
// them) and the total, next to what a first install of the new build downloads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { readManifest } from './precache.mjs';

/** The precache manifest injected into <dir>/sw.js. */
async function manifest(dir) {
  const found = readManifest(await readFile(path.join(dir, 'sw.js'), 'utf8'));
  if (!found) throw new Error(`${dir}/sw.js holds no precache manifest`);
  return found;
}

async function gzipSize(dir, url) {
  const bytes = await readFile(path.join(dir, decodeURIComponent(url)));
  return zlib.gzipSync(bytes, { level: 9 }).length;
}

async function main() {
  const [oldDir, newDir] = process.argv.slice(2);
  if (!oldDir || !newDir) {
    console.error('usage: node scripts/update-cost.mjs <old-dist> <new-dist>');
    process.exit(2);
  }
  const before = await manifest(oldDir);
  const after = await manifest(newDir);
  // Revisions were 16 hex digits before 2026-11-27 and are 8 since: compare their first 8.
  const key = (f) => `${f.url} ${f.revision?.slice(0, 8)}`;
  const kept = new Set(before.files.map(key));
  const fetched = ['/sw.js'];
  let all = await gzipSize(newDir, '/sw.js');
  let update = all;
  for (const file of after.files) {
    const size = await gzipSize(newDir, file.url);
    all += size;
    if (!kept.has(key(file))) {
      fetched.push(file.url);
      update += size;
      console.log(`  ${file.url.padEnd(48)} ${size.toLocaleString('en-US').padStart(9)} B gzip`);
    }
  }
  console.log(`  ${'/sw.js'.padEnd(48)} ${(await gzipSize(newDir, '/sw.js')).toLocaleString('en-US').padStart(9)} B gzip`);
  console.log(
    `update: ${fetched.length} of ${after.files.length + 1} files, ${update.toLocaleString('en-US')} B gzip ` +
      `(a first install: ${all.toLocaleString('en-US')} B)`,
  );
}

main().catch((err) => {
  console.error(`[update-cost] ${err.message}`);
  process.exit(1);
});
