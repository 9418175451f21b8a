// Minimal static server for the built app (dist/), no dependencies.
//
//   import { startServer } from './server.mjs';
//   const server = await startServer({ root: 'dist' });   // 127.0.0.1, free port
//   server.url        // "http://127.0.0.1:PORT"
//   server.requests   // every request: { method, path, status }
//   await server.close();
//
// Or from a shell:  node e2e/server.mjs [dir=dist] [port=0] [--gzip]
//
// Behaviour: files are served with correct MIME types (application/wasm,
// application/manifest+json, ...); a path without a file extension that is not a file gets
// index.html (SPA routes such as /play/tuefteln/abc); a missing path with an extension is 404.
// Every response says `Cache-Control: no-cache`, so the browser revalidates and the service
// worker, not the HTTP cache, is what makes the app work offline.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Files a static host would send gzip-compressed. */
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|webmanifest|svg|txt|md|bin)$/i;

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

export function mimeType(filePath) {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] || 'application/octet-stream';
}

async function fileStat(p) {
  try {
    return await stat(p);
  } catch {
    return null;
  }
}

/**
 * Starts the server. Options: root (default "dist"), host (default 127.0.0.1), port (default 0 =
 * any free port), log (print each request), gzip (compress text and wasm for clients that accept
 * it, as static hosts do; used for the Lighthouse measure).
 */
export async function startServer({ root = 'dist', host = '127.0.0.1', port = 0, log = false, gzip = false } = {}) {
  const rootDir = path.resolve(root);
  const index = path.join(rootDir, 'index.html');
  const requests = [];

  const server = http.createServer(async (req, res) => {
    const record = { method: req.method, path: req.url, status: 0 };
    requests.push(record);
    const send = (status, headers, body) => {
      record.status = status;
      if (log) console.log(`${status} ${req.method} ${req.url}`);
      res.writeHead(status, headers);
      res.end(body);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return send(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }, 'method not allowed');
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      } catch {
        return send(400, { 'Content-Type': 'text/plain' }, 'bad request');
      }
      let file = path.join(rootDir, path.normalize(pathname));
      if (file !== rootDir && !file.startsWith(rootDir + path.sep)) {
        return send(403, { 'Content-Type': 'text/plain' }, 'forbidden');
      }
      let st = await fileStat(file);
      if (st && st.isDirectory()) {
        file = path.join(file, 'index.html');
        st = await fileStat(file);
      }
      if (!st || !st.isFile()) {
        const last = pathname.slice(pathname.lastIndexOf('/') + 1);
        if (last.includes('.')) {
          return send(404, { 'Content-Type': 'text/plain' }, 'not found');
        }
        file = index; // SPA fallback for client-side routes
        st = await fileStat(file);
        if (!st) return send(404, { 'Content-Type': 'text/plain' }, 'no index.html in ' + rootDir);
      }
      record.status = 200;
      if (log) console.log(`200 ${req.method} ${req.url}`);
      if (gzip && COMPRESSIBLE.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        const body = zlib.gzipSync(await readFile(file), { level: 9 });
        res.writeHead(200, {
          'Content-Type': mimeType(file),
          'Content-Encoding': 'gzip',
          'Content-Length': body.length,
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          'X-Content-Type-Options': 'nosniff',
        });
        return res.end(req.method === 'HEAD' ? undefined : body);
      }
      res.writeHead(200, {
        'Content-Type': mimeType(file),
        'Content-Length': st.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (err) {
      send(500, { 'Content-Type': 'text/plain' }, String(err));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;

  return {
    url,
    host,
    port: address.port,
    origin: url,
    requests,
    /** Paths requested so far (e.g. to check that nothing hit the network while offline). */
    paths: () => requests.map((r) => r.path),
    clearRequests: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const gzip = args.includes('--gzip');
  const [root = 'dist', portText = '0'] = args.filter((a) => a !== '--gzip');
  const server = await startServer({ root, port: Number(portText), log: true, gzip });
  console.log(`Serving ${path.resolve(root)} at ${server.url}/  (Ctrl+C to stop)`);
}
