#!/usr/bin/env node
// Bundles the app's styles into one file and links it from the page.
//
// Run by scripts/post-build.sh (Trunk's post_build hook) with Trunk's staging dir:
//   node scripts/bundle-css.mjs <dir-with-index.html>
// esbuild follows the @imports of style/app.css (tokens, base, components, in that order) and
// minifies them into <dir>/app-<hash>.css, named by the first 8 hex digits of the SHA-256 of its
// bytes, like the wasm files; the marker <meta name="tablee-css"> in <dir>/index.html becomes its
// <link rel="stylesheet">. One file rather than three: each gzip stream starts without a
// dictionary, so three small files cost the first load more than one.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = /<meta name="?tablee-css"?\s*\/?>/g;

async function main() {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/bundle-css.mjs <dir-with-index.html>');
    process.exit(2);
  }
  const result = await build({
    entryPoints: [path.join(REPO, 'style/app.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  const css = result.outputFiles[0].contents;
  const name = `app-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  await writeFile(path.join(dir, name), css);
  const htmlPath = path.join(dir, 'index.html');
  const html = await readFile(htmlPath, 'utf8');
  const found = (html.match(MARKER) || []).length;
  if (found !== 1) {
    console.error(`[bundle-css] ${htmlPath} must hold <meta name="tablee-css"> once (found ${found})`);
    process.exit(1);
  }
  const publicUrl = process.env.TRUNK_PUBLIC_URL || '/';
  await writeFile(htmlPath, html.replace(MARKER, () => `<link rel="stylesheet" href="${publicUrl}${name}">`));
  console.log(`[bundle-css] ${name}: ${css.length} bytes`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
