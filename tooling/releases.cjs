#!/usr/bin/env node
/**
 * Publishing a remote's build as a version (issue 46), as a team's release job does it: the
 * build's files are copied, never to change again, to the remote's host under `/v/<version>/`
 * (tooling/serve.mjs serves that folder), the version is registered with the API's release
 * registry, and optionally pinned for some brands.
 *
 *   node tooling/releases.cjs publish --app mf-lottery [--dist <folder>] [--releases <folder>]
 *     [--origin http://cdn.example] [--pin PADMA,MEGHNA] [--env production]
 *
 * The version is the app's package version with the build's fingerprint as semver build
 * metadata (`1.0.0+3f9c0a1b`), so two different builds never share a version and publishing
 * the same build again changes nothing. The API is OPERATOR_API_URL (default the local API) and
 * the operator token OPS_TOKEN (default the one `pnpm start` keeps in api/.data/ops-token).
 */
const { createHash } = require('node:crypto');
const { cpSync, existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { appByDir, originOf, API_PORT } = require('./apps.cjs');

const root = path.resolve(__dirname, '..');

/** The files that make a remote's build what it is: its manifest and its entry. */
const FINGERPRINTED = ['mf-manifest.json', 'remoteEntry.js'];

/** `<package version>+<fingerprint of the build>`. */
function releaseVersionOf(appDir, distDir) {
  const { version } = JSON.parse(readFileSync(path.join(root, appDir, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  for (const file of FINGERPRINTED) hash.update(readFileSync(path.join(distDir, file)));
  return `${version}+${hash.digest('hex').slice(0, 8)}`;
}

/**
 * Copies a build to `<releasesDir>/<version>/`, once: a version's files never change.
 * @returns {{ remote: string, version: string, manifestUrl: string }}
 */
function publishBuild({ appDir, distDir, releasesDir, origin }) {
  const app = appByDir(appDir);
  const dist = distDir ?? path.join(root, appDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new Error(`${dist} holds no built remote: run pnpm build first.`);
  const version = releaseVersionOf(appDir, dist);
  const target = path.join(releasesDir ?? path.join(root, appDir, 'releases'), version);
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  return {
    remote: app.federationName,
    version,
    manifestUrl: `${origin ?? originOf(app)}/v/${version}/mf-manifest.json`,
  };
}

/**
 * One call to the operator API. A keep-alive socket the server closed just as it was reused
 * fails with no answer at all (undici's "other side closed"); such a call is sent once more.
 * Every call made here is idempotent: the same version registered again, or pinned again,
 * changes nothing.
 */
async function opsCall(apiUrl, token, method, route, body) {
  const send = () =>
    fetch(`${apiUrl}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const response = await send().catch(send);
  const answer = await response.json().catch(() => null);
  if (!response.ok || !answer?.success)
    throw new Error(`${method} ${route} answered ${response.status}: ${answer?.message ?? ''}`);
  return answer.value;
}

/** Registers a published version, and pins it for `pinBrands` in `environment`. */
async function registerRelease({
  apiUrl,
  token,
  release,
  pinBrands = [],
  environment = 'production',
}) {
  await opsCall(apiUrl, token, 'POST', '/ops/releases', release);
  for (const merchantCode of pinBrands)
    await opsCall(
      apiUrl,
      token,
      'PUT',
      `/ops/channels/${encodeURIComponent(merchantCode)}/${release.remote}/pin`,
      { environment, version: release.version, reason: 'published build' },
    );
}

function operatorToken() {
  if (process.env.OPS_TOKEN?.trim()) return process.env.OPS_TOKEN.trim();
  const file = path.join(root, 'api/.data/ops-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  throw new Error('No operator token: set OPS_TOKEN, or start the site once (pnpm start).');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      app: { type: 'string' },
      dist: { type: 'string' },
      releases: { type: 'string' },
      origin: { type: 'string' },
      pin: { type: 'string' },
      env: { type: 'string' },
    },
  });
  if (positionals[0] !== 'publish' || !values.app) {
    console.error(
      'usage: releases.cjs publish --app <dir> [--dist <folder>] [--releases <folder>] [--origin <url>] [--pin <brand,…>] [--env <environment>]',
    );
    process.exit(2);
  }
  const release = publishBuild({
    appDir: values.app,
    distDir: values.dist,
    releasesDir: values.releases,
    origin: values.origin,
  });
  await registerRelease({
    apiUrl: process.env.OPERATOR_API_URL ?? `http://127.0.0.1:${API_PORT}`,
    token: operatorToken(),
    release,
    pinBrands: values.pin ? values.pin.split(',').filter(Boolean) : [],
    environment: values.env,
  });
  console.log(`${release.remote} ${release.version} published at ${release.manifestUrl}`);
}

if (require.main === module)
  main().catch((error) => {
    console.error(String(error.message ?? error));
    process.exit(1);
  });

module.exports = { releaseVersionOf, publishBuild, registerRelease, opsCall };
