#!/usr/bin/env node
/**
 * Starts the whole site on this machine: the API on the embedded database and every app on
 * its own port. `--watch` runs the webpack dev servers and the API in watch mode instead of
 * serving the production builds (run `pnpm build` first without it).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { serveApp } from './serve.mjs';

const require = createRequire(import.meta.url);
const { API_PORT, OIDC_PORT, DEMO_BRANDS, apps, remotes, backOffice } = require('./apps.cjs');
const { publishBuild, registerRelease } = require('./releases.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const children = [];

function run(command, args, options) {
  // Each child leads its own process group, so stopping it also stops what it started
  // (pnpm starts webpack, which renames itself and would otherwise be left running).
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    ...options,
    env: { ...process.env, ...options?.env },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${args.join(' ')} stopped (${signal ?? code}); stopping the site.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
  if (!children.length) process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

async function waitForApi(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${API_PORT}/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The API did not answer on port ${API_PORT} within ${timeoutMs / 1000} s.`);
}

/**
 * The operator API's root token (the CLI's `bootstrap` uses it to create the first operator):
 * OPS_TOKEN when set, else one generated for this machine on first start and kept, readable by
 * its owner only, in api/.data/ops-token (never in the repository). Delete the file to rotate it.
 */
function rootToken() {
  if (process.env.OPS_TOKEN?.trim()) return process.env.OPS_TOKEN.trim();
  const file = path.join(root, 'api/.data/ops-token');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}

/**
 * The secret by which the apps' servers prove to the API that they are the site's proxy
 * (api-proxy.cjs sends it in X-Proxy-Secret): PROXY_SECRET when set, else one generated on first
 * start and kept, owner-only, in api/.data/proxy-secret (delete it and restart to rotate). The
 * API trusts loopback's X-Forwarded-For only with it, so another process on this machine cannot
 * pose as any address.
 */
function proxySecret() {
  if (process.env.PROXY_SECRET?.trim()) return process.env.PROXY_SECRET.trim();
  const file = path.join(root, 'api/.data/proxy-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
// This process serves the apps (serve.mjs) and starts the dev servers: both read it from here.
process.env.PROXY_SECRET = proxySecret();

/**
 * Social login's local OpenID provider (tooling/oidc-provider.mjs, the brands' "Google" and
 * "Facebook" on this machine) on OIDC_PORT (apps.cjs; API_PORT + 1): its clients' secret is
 * OIDC_CLIENT_SECRET when set, else one kept owner-only in api/.data/oidc-client-secret.
 * LOCAL_OIDC=0 leaves it out (the brands then show no social buttons, unless OIDC_LOCAL_ISSUER
 * names another provider).
 */
const localOidc = process.env.LOCAL_OIDC !== '0';
function oidcClientSecret() {
  if (process.env.OIDC_CLIENT_SECRET?.trim()) return process.env.OIDC_CLIENT_SECRET.trim();
  const file = path.join(root, 'api/.data/oidc-client-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
const oidcEnv = localOidc
  ? {
      OIDC_CLIENT_SECRET: oidcClientSecret(),
      OIDC_LOCAL_ISSUER: process.env.OIDC_LOCAL_ISSUER ?? `http://localhost:${OIDC_PORT}`,
    }
  : {};

const apiEnv = {
  PORT: String(API_PORT),
  OPS_TOKEN: rootToken(),
  NODE_ENV: watch ? 'development' : 'production',
  // The apps' servers on this machine pass the API's paths on (api-proxy.cjs) and state the
  // player's address; the API believes them, so per-IP limits see players, not the proxy, and
  // only them: their requests carry PROXY_SECRET.
  TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  PROXY_SECRET: process.env.PROXY_SECRET,
  ...oidcEnv,
};
if (localOidc) {
  run('node', ['tooling/oidc-provider.mjs'], {
    env: { OIDC_PORT: String(OIDC_PORT), OIDC_CLIENT_SECRET: oidcEnv.OIDC_CLIENT_SECRET },
  });
}
if (watch) {
  run('pnpm', ['--filter', '@site/api', 'dev'], { env: apiEnv });
  for (const app of [...apps, backOffice]) run('pnpm', ['--filter', app.dir, 'dev']);
} else {
  const missing = [...apps, backOffice].filter(
    (app) => !existsSync(path.join(root, app.dir, 'dist')),
  );
  if (missing.length || !existsSync(path.join(root, 'api/dist/server.js'))) {
    console.error(
      'Some builds are missing: run `pnpm build` first (or `pnpm start`, which builds).',
    );
    process.exit(1);
  }
  run('node', ['api/dist/server.js'], { env: apiEnv });
  // SITE_PORT moves the whole site (apps.cjs): the shell then names the remotes on their moved
  // ports instead of the built remotes.json's.
  const moved = process.env.SITE_PORT !== undefined;
  await Promise.all([
    ...apps.map((app) => serveApp({ dir: app.dir, localRemotes: moved })),
    serveApp({ dir: backOffice.dir }),
  ]);
}

try {
  await waitForApi();
} catch (error) {
  console.error(String(error));
  stop(1);
}
// Issue 46: the shell loads the remotes' versions the release channels name. Each build is
// published as its version and pinned for the demo brands, as a release job would do it.
if (!watch) {
  try {
    for (const app of remotes) {
      const release = publishBuild({ appDir: app.dir });
      await registerRelease({
        apiUrl: `http://127.0.0.1:${API_PORT}`,
        token: apiEnv.OPS_TOKEN,
        release,
        pinBrands: DEMO_BRANDS,
      });
      console.log(`  ${release.remote} ${release.version} published and pinned`);
    }
  } catch (error) {
    console.error(`The remotes could not be published: ${String(error)}`);
    stop(1);
  }
}
const shell = apps.find((app) => app.dir === 'shell');
console.log(`
  The site is up. Open http://localhost:${shell.port}
  Second demo brand (points mall and agent centre off): http://lite.localhost:${shell.port}
  API: http://localhost:${API_PORT}${localOidc ? `  ·  local OpenID provider: http://localhost:${OIDC_PORT}` : ''}  ·  remotes on ports ${apps
    .filter((a) => a !== shell)
    .map((a) => a.port)
    .join(', ')}
  Operator console: http://localhost:${backOffice.port}  (create an operator first: pnpm operator bootstrap)
  Operator CLI: pnpm operator bootstrap  (then pnpm operator help)
  Stop with Ctrl+C.
`);
