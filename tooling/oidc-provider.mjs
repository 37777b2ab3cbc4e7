#!/usr/bin/env node
/**
 * The local OpenID provider: what "Google" and "Facebook" are on this machine, as the SMS outbox
 * is for SMS. `pnpm start` and each e2e stack start one (node tooling/oidc-provider.mjs); the
 * API's tests start one in-process (createLocalOidcServer).
 *
 * It is `oidc-provider` (a certified OpenID Connect provider) with two issuers on one port,
 * `http://localhost:<OIDC_PORT>/google` and `…/facebook`, and a plain sign-in page listing a few
 * demo identities (or any name typed in). Only the authorization code flow with PKCE is offered.
 *
 * Configuration (environment):
 * - OIDC_PORT: its port (apps.cjs; default API_PORT + 1, so each e2e stack has its own);
 * - OIDC_CLIENT_SECRET: the secret of every local client (the API reads the same variable);
 * - SITE_PORT: where the demo brands' sites are, for their exact redirect URIs;
 * - OIDC_LOCAL_CLIENTS: JSON `[{ clientId, origins: [...] }]` instead of the two demo brands.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

const require = createRequire(import.meta.url);

/** The issuers this provider plays, each at `/<name>`. */
export const LOCAL_OIDC_PROVIDERS = ['google', 'facebook'];

/** Demo identities on the sign-in page (any other name typed there becomes one too). */
export const DEMO_IDENTITIES = [
  { sub: 'demo-rahim', name: 'Rahim Uddin', email: 'rahim@example.test' },
  { sub: 'demo-ayesha', name: 'Ayesha Khan', email: 'ayesha@example.test' },
  { sub: 'demo-karim', name: 'Karim Hossain', email: 'karim@example.test' },
];

/** The callback path of the API on a brand's origin (api/src/services/auth/socialLogin.ts). */
export const callbackPath = (provider) => `/wps/session/social/${provider}/callback`;

/** The demo brands' local clients: their site origins on `sitePort` (api/src/db/seed/brands.ts). */
export const demoClients = (sitePort) => [
  {
    clientId: 'padma-web',
    origins: [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`],
  },
  {
    clientId: 'meghna-web',
    origins: [`http://lite.localhost:${sitePort}`, `http://127.0.0.2:${sitePort}`],
  },
];

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The sub of a typed name: stable, so the same name is the same identity next time. */
const subOf = (name) => `named-${Buffer.from(name.trim()).toString('base64url').slice(0, 64)}`;

function identityOf(sub) {
  const demo = DEMO_IDENTITIES.find((identity) => identity.sub === sub);
  if (demo) return demo;
  if (!sub.startsWith('named-')) return null;
  const name = Buffer.from(sub.slice('named-'.length), 'base64url').toString('utf8');
  return { sub, name, email: `${name.replace(/[^a-z0-9]+/gi, '.').toLowerCase()}@example.test` };
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
button{display:block;width:100%;min-height:44px;margin:.5rem 0;font-size:1rem;cursor:pointer}
input{width:100%;min-height:40px;font-size:1rem;box-sizing:border-box}
.note{color:#555;font-size:.9rem}</style></head><body>${body}</body></html>`;
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
      if (data.length > 10_000) reject(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(data)));
    req.on('error', reject);
  });
}

function createProvider({ name, issuer, clients, secret }) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: name };
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: secret,
      redirect_uris: client.origins.map((origin) => `${origin}${callbackPath(name)}`),
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    // The id_token carries the name and e-mail (the API reads no userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = identityOf(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({ ...identity, email_verified: true }),
      };
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  provider.on('server_error', (_ctx, error) => console.error(`oidc ${name}:`, error));
  return provider;
}

/** The sign-in page: the demo identities, and a name of one's own. */
function signInPage(name, uid, clientId) {
  const buttons = DEMO_IDENTITIES.map(
    (identity) =>
      `<button type="submit" name="sub" value="${escapeHtml(identity.sub)}">${escapeHtml(identity.name)} · ${escapeHtml(identity.email)}</button>`,
  ).join('');
  return page(
    `Local ${name} sign-in`,
    `<h1>Local ${escapeHtml(name)} sign-in</h1>
<p class="note">This machine's OpenID provider for <b>${escapeHtml(clientId)}</b>. Choose who you are:</p>
<form method="post" action="/${name}/interaction/${uid}/login">${buttons}</form>
<form method="post" action="/${name}/interaction/${uid}/login">
<label for="custom-name">Or another name</label><input id="custom-name" name="customName" autocomplete="off" required>
<button type="submit">Sign in with this name</button></form>
<form method="post" action="/${name}/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`,
  );
}

/**
 * One HTTP server for both issuers: `/<name>/interaction/...` is the sign-in page, anything else
 * under `/<name>` goes to that issuer's provider (mounted there).
 */
export function createLocalOidcServer({ port, host = 'localhost', clients, secret }) {
  if (!secret) throw new Error('OIDC_CLIENT_SECRET is required for the local OpenID provider');
  const providers = Object.fromEntries(
    LOCAL_OIDC_PROVIDERS.map((name) => [
      name,
      createProvider({ name, issuer: `http://${host}:${port}/${name}`, clients, secret }),
    ]),
  );
  const handlers = Object.fromEntries(
    Object.entries(providers).map(([name, provider]) => [name, provider.callback()]),
  );

  async function interaction(req, res, name, rest) {
    const provider = providers[name];
    const [uid, action] = rest;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET' && !action) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(signInPage(name, uid, details.params.client_id));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The sign-in was cancelled',
      });
      return;
    }
    const form = await readForm(req);
    const customName = form.get('customName')?.trim();
    const sub = customName ? subOf(customName) : (form.get('sub') ?? '');
    if (!identityOf(sub)) {
      res.writeHead(400).end('unknown identity');
      return;
    }
    // The local provider asks no separate consent: signing in grants the scopes asked for.
    const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local.invalid');
    const [, name, ...rest] = url.pathname.split('/');
    if (!name || !handlers[name]) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (rest[0] === 'interaction') {
      interaction(req, res, name, rest.slice(1)).catch((error) => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end(`sign-in failed: ${error.message}`);
      });
      return;
    }
    // Mounted at /<name>: the provider sees its own paths and works out its mount path.
    req.originalUrl = req.url;
    req.url = req.url.slice(name.length + 1) || '/';
    handlers[name](req, res);
  });
  return {
    server,
    listen: () => new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { SITE_PORT, OIDC_PORT } = require('./apps.cjs');
  const clients = process.env.OIDC_LOCAL_CLIENTS
    ? JSON.parse(process.env.OIDC_LOCAL_CLIENTS)
    : demoClients(SITE_PORT);
  const local = createLocalOidcServer({
    port: OIDC_PORT,
    clients,
    secret: process.env.OIDC_CLIENT_SECRET,
  });
  await local.listen();
  console.log(`Local OpenID provider on http://localhost:${OIDC_PORT}/google and /facebook`);
  const stop = () => local.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
