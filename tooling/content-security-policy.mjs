/**
 * The Content-Security-Policy of an app's pages, made from what the page may really load:
 * its own origin, the remotes and the API named by the deployment file (`remotes.json`, which
 * an operator may edit after deployment, so it is read again whenever it changes), and the
 * inline scripts of the built index.html, allowed by their hashes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Page headers that do not depend on the deployment. */
export const PAGE_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const originOf = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

const PAGE_ORIGIN = 'http://page.invalid';

/**
 * The API's source in the policy: `'self'` for a path on the page's own origin (`/`, the
 * default, where the site's server passes the API's paths on), else the origin it names.
 */
const apiSourceOf = (apiBaseUrl) => {
  try {
    const url = new URL(apiBaseUrl, PAGE_ORIGIN);
    return url.origin === PAGE_ORIGIN ? "'self'" : originOf(url.href);
  } catch {
    return null;
  }
};

/** `'sha256-…'` of every inline script of a page. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
  );
}

/**
 * @param {{ html: string, apiBaseUrl: string, remoteUrls: string[] }} page
 * @returns {string}
 */
export function buildContentSecurityPolicy({ html, apiBaseUrl, remoteUrls }) {
  const api = apiSourceOf(apiBaseUrl);
  const remotes = [...new Set(remoteUrls.map(originOf).filter(Boolean))];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScriptHashes(html)],
    // Components style themselves with style attributes, and style-loader adds <style> tags;
    // a remote's pages bring their stylesheets from its origin.
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    // Banners, thumbnails and logos come from the API; operators may name https images.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", api, ...remotes],
    // The game page frames the API's house games, or a vendor's game over https.
    'frame-src': [api, 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}

/**
 * The policy for the pages of one built app, re-made when its index.html or remotes.json
 * changes (a redeployment replaces them in place).
 * @param {string} publicDir the app's dist folder
 * @param {string} fallbackApiUrl the API of an app without a deployment file (a remote's
 *   standalone page, whose dev harness calls its own origin by default)
 * @param {object} [served] the deployment file the server answers in place of the built one
 */
export function createPagePolicy(publicDir, fallbackApiUrl, served) {
  let cached = { key: '', policy: '' };
  const stamp = (file) => {
    try {
      return String(statSync(file).mtimeMs);
    } catch {
      return 'none';
    }
  };
  return () => {
    const htmlFile = path.join(publicDir, 'index.html');
    const deploymentFile = path.join(publicDir, 'remotes.json');
    const key = `${stamp(htmlFile)}:${stamp(deploymentFile)}`;
    if (cached.key === key) return cached.policy;
    let html = '';
    let deployment = { apiBaseUrl: fallbackApiUrl, remotes: {} };
    try {
      html = readFileSync(htmlFile, 'utf8');
    } catch {
      // No page built: the policy allows no inline script.
    }
    try {
      deployment = {
        ...deployment,
        ...(served ?? JSON.parse(readFileSync(deploymentFile, 'utf8'))),
      };
    } catch {
      // A remote has no deployment file; the shell's page reports a broken one itself.
    }
    const policy = buildContentSecurityPolicy({
      html,
      apiBaseUrl: deployment.apiBaseUrl,
      // The remotes named directly, and the hosts their channels' versions may come from.
      remoteUrls: [
        ...Object.values(deployment.remotes ?? {}),
        ...(deployment.releases?.origins ?? []),
      ],
    });
    cached = { key, policy };
    return policy;
  };
}
