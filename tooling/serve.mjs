#!/usr/bin/env node
/**
 * Serves one built app (its dist/ folder) the way a CDN would: CORS for the federation runtime,
 * no-cache for the files a deployment replaces in place, long caching for hashed chunks, gzip,
 * history-mode fallback for the shell, and a Content-Security-Policy on every page. It reads
 * the folder on every request, so replacing dist/ redeploys without a restart. The API's paths
 * (api-proxy.cjs) go to the API (API_ORIGIN in apps.cjs), so pages call their own
 * origin.
 *
 *   node tooling/serve.mjs --app mf-lobby [--port 3001] [--host 127.0.0.1] [--dist <folder>]
 *     [--releases <folder>] [--local-deployment | --deployment <file>]
 *
 * --dist serves another build of the app (a folder outside the workspace, as the e2e suite's
 * redeployment does) on the app's port, with the same rules. --local-deployment answers the
 * shell's `remotes.json` with the remotes on this machine's ports (SITE_PORT, apps.cjs) instead
 * of the built file, so a stack on other ports needs no rebuild (the e2e suite's workers).
 * --deployment answers it with the given file instead, as an operator's edited deployment file
 * (the e2e suite names a remote built outside the repository this way).
 *
 * A remote's published versions (issue 46, tooling/releases.cjs) are served side by side under
 * `/v/<version>/`, from `<app>/releases/<version>/` or the folder --releases names; a version's
 * files never change, so every one of them, its manifest too, may be cached for good.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { createAnnouncementPopup, isLotteryPath } from './announcement-popup.mjs';
import { createPagePolicy, PAGE_HEADERS } from './content-security-policy.mjs';
import { createHomeBanner, isHomePath } from './home-banner.mjs';
import { createLobbyPreview, isLobbyPath } from './lobby-preview.mjs';
import { createServedAnswers } from './served-answers.mjs';

const require = createRequire(import.meta.url);
const { appByDir, API_ORIGIN, backOffice, localDeployment } = require('./apps.cjs');
const { isApiPath, isOperatorApiPath, createApiProxy } = require('./api-proxy.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Replaced in place by a deployment, so browsers must ask every time. */
const UNHASHED = [
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'main.js',
  'remoteEntry.js',
];

const headerRules = [
  {
    source: '**/*.@(js|css|map|png|svg|woff2)',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
  {
    // Content-hashed data files (the host's locale-*.json strings, tooling/webpack).
    source: '**/locale-*.json',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
  ...UNHASHED.map((file) => ({
    source: `**/${file}`,
    headers: [{ key: 'Cache-Control', value: 'no-cache' }],
  })),
  {
    source: '**',
    headers: [
      { key: 'Access-Control-Allow-Origin', value: '*' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ],
  },
];

/** A published version's files: `/v/<version>/<file>` (the version as tooling/releases.cjs names it). */
const RELEASE_PATH = /^\/v\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})(\/.*)$/;
const releaseHeaderRules = [
  {
    source: '**',
    headers: [
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
      { key: 'Access-Control-Allow-Origin', value: '*' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ],
  },
];

// Old page addresses with an extension that the shell still routes (spec §2: /register.html).
const legacyPagePaths = new Set(['/register.html']);

/**
 * @param {object} options
 * @param {string} options.dir the app's folder in the workspace
 * @param {boolean} options.historyFallback
 * @param {string} [options.distDir] another build of the app to serve
 * @param {object} [options.deployment] the deployment file to answer `/remotes.json` with
 * @param {string} [options.releasesDir] where the app's published versions are
 * @param {boolean} [options.operatorConsole] the operator console (back-office): its pages fall
 *   back to index.html and it passes the operator API's paths on instead of the site's
 */
export function createStaticServer({
  dir,
  historyFallback,
  distDir,
  deployment,
  releasesDir,
  operatorConsole = false,
}) {
  const publicDir = distDir ? path.resolve(distDir) : path.join(root, dir, 'dist');
  const releasesRoot = releasesDir ? path.resolve(releasesDir) : path.join(root, dir, 'releases');
  // A phone on a slow network pays for every byte; JS and JSON shrink to about a quarter. An
  // event stream is not compressed: the compressor would hold events back until it has a block.
  const compress = compression({
    filter: (request, response) =>
      !String(response.getHeader('Content-Type')).startsWith('text/event-stream') &&
      compression.filter(request, response),
  });
  const proxyToApi = createApiProxy(API_ORIGIN);
  // A remote's standalone page calls its own origin (the dev harness's default API), like the shell.
  const pagePolicy = createPagePolicy(publicDir, '/', deployment);
  const deploymentBody = deployment ? JSON.stringify(deployment, null, 2) : null;
  // The shell's pages whose largest paint its server puts into the markup.
  const answers = historyFallback && !operatorConsole ? createServedAnswers(API_ORIGIN) : null;
  const passesOn = operatorConsole ? isOperatorApiPath : isApiPath;
  const servedPages = answers
    ? [
        { matches: isHomePath, decorate: createHomeBanner(answers) },
        { matches: isLobbyPath, decorate: createLobbyPreview(answers) },
        { matches: isLotteryPath, decorate: createAnnouncementPopup(answers) },
      ]
    : [];
  return http.createServer((request, response) => {
    compress(request, response, () =>
      passesOn(request.url) ? proxyToApi(request, response) : serve(request, response),
    );
  });

  function serve(request, response) {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const release = historyFallback ? null : RELEASE_PATH.exec(pathname);
    if (release) {
      void serveHandler(Object.assign(request, { url: release[2] }), response, {
        public: path.join(releasesRoot, release[1]),
        headers: releaseHeaderRules,
        directoryListing: false,
        cleanUrls: false,
      });
      return;
    }
    if (deploymentBody && pathname === '/remotes.json') {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(request.method === 'HEAD' ? undefined : deploymentBody);
      return;
    }
    const isPage =
      historyFallback && (path.extname(pathname) === '' || legacyPagePaths.has(pathname));
    if (isPage || pathname === '/' || pathname.endsWith('.html')) {
      response.setHeader('Content-Security-Policy', pagePolicy());
      for (const [name, value] of Object.entries(PAGE_HEADERS)) response.setHeader(name, value);
    }
    const served = request.method === 'GET' && servedPages.find(({ matches }) => matches(pathname));
    if (served) {
      void serveDecoratedPage(request, response, served.decorate);
      return;
    }
    void serveHandler(request, response, {
      public: publicDir,
      headers: headerRules,
      directoryListing: false,
      cleanUrls: false,
      // `/` is the app's page: the shell's, or a remote's standalone page.
      rewrites: isPage || pathname === '/' ? [{ source: '**', destination: '/index.html' }] : [],
    });
  }

  /**
   * index.html with the page's largest paint in it (home-banner.mjs, lobby-preview.mjs,
   * announcement-popup.mjs).
   */
  async function serveDecoratedPage(request, response, decorate) {
    try {
      const html = await decorate(
        request,
        await readFile(path.join(publicDir, 'index.html'), 'utf8'),
      );
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(html);
    } catch {
      if (!response.headersSent) response.writeHead(404).end();
    }
  }
}

export function serveApp({
  dir,
  port,
  host = '127.0.0.1',
  distDir,
  localRemotes = false,
  deploymentFile,
  releasesDir,
}) {
  const app = appByDir(dir);
  // Only the shell has a deployment file.
  const deployment =
    app.dir !== 'shell'
      ? undefined
      : deploymentFile
        ? JSON.parse(readFileSync(deploymentFile, 'utf8'))
        : localRemotes
          ? localDeployment()
          : undefined;
  const operatorConsole = app.dir === backOffice.dir;
  const server = createStaticServer({
    dir,
    historyFallback: app.dir === 'shell' || operatorConsole,
    operatorConsole,
    distDir,
    deployment,
    releasesDir,
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port ?? app.port, host, () => resolve(server));
  });
}

const invokedDirectly =
  process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (invokedDirectly) {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      dist: { type: 'string' },
      releases: { type: 'string' },
      'local-deployment': { type: 'boolean' },
      deployment: { type: 'string' },
    },
  });
  if (!values.app) {
    console.error(
      'usage: serve.mjs --app <dir> [--port N] [--host H] [--dist <folder>] [--releases <folder>] [--local-deployment | --deployment <file>]',
    );
    process.exit(2);
  }
  const server = await serveApp({
    dir: values.app,
    port: values.port ? Number(values.port) : undefined,
    host: values.host,
    distDir: values.dist,
    releasesDir: values.releases,
    localRemotes: values['local-deployment'],
    deploymentFile: values.deployment,
  });
  const address = server.address();
  console.log(`${values.app} serving on http://localhost:${address.port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
