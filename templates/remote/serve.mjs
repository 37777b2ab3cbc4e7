#!/usr/bin/env node
/**
 * Serves the built remote (dist/) as its host or CDN must:
 * - CORS for every file: the site's shell, on another origin, fetches mf-manifest.json;
 * - `no-cache` for the files a deployment replaces in place (mf-manifest.json, mf-stats.json,
 *   remoteEntry.js, main.js, index.html), so the next page load picks up a new build;
 * - every other (content-hashed) file cached for good;
 * - `/` is the standalone page. Its API calls (the site's API paths) go to API_ORIGIN, if set.
 *
 *   node serve.mjs [--port 3105] [--host 127.0.0.1] [--dist dist]
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3105' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'dist' },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), values.dist);
const apiOrigin = process.env.API_ORIGIN;
const API_PATHS = ['/wps/', '/lgw/', '/lotto/', '/assets/', '/house/', '/downloads/', '/chat/'];
const UNHASHED = new Set([
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'main.js',
  'index.html',
]);
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function proxyToApi(request, response) {
  const target = new URL(request.url, apiOrigin);
  const upstream = http.request(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

const server = http.createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://remote.invalid');
  if (apiOrigin && API_PATHS.some((prefix) => pathname.startsWith(prefix))) {
    proxyToApi(request, response);
    return;
  }
  const headers = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, { ...headers, 'Access-Control-Allow-Headers': '*' }).end();
    return;
  }
  let file = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (file !== root && !file.startsWith(root + path.sep)) {
    response.writeHead(403, headers).end();
    return;
  }
  // The standalone page for `/` and any path without a file of its own.
  const isFile = (candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  };
  if (!isFile(file)) {
    if (path.extname(pathname)) {
      response.writeHead(404, headers).end();
      return;
    }
    file = path.join(root, 'index.html');
  }
  const name = path.basename(file);
  response.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream',
    'Cache-Control': UNHASHED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  console.log(`remote serving ${root} on http://localhost:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
