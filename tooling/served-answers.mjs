/**
 * What the site's server asks the API for before it sends a page, so the page's largest paint is
 * in its first markup (home-banner.mjs, lobby-preview.mjs). The page never waits long for it:
 * answers are kept for a few seconds per host and address, and one that is slow or fails leaves
 * the page as built.
 */
import http from 'node:http';
import https from 'node:https';

const ANSWER_LIFETIME_MS = 10_000;
const WAIT_AT_MOST_MS = 300;
const KEPT_AT_MOST = 1_000;
const LANGUAGES = new Set(['bn', 'en']);

export const escapeAttribute = (text) =>
  String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON that cannot end its <script> element or open a comment in it. */
export const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The language the boot script will read: the `lang` cookie the app keeps, else the default. */
export function languageOf(request) {
  const match = /(?:^|;\s*)lang=([a-z]+)/.exec(request.headers.cookie ?? '');
  return match && LANGUAGES.has(match[1]) ? match[1] : 'bn';
}

/** The JSON a GET of `url` answers with, or null for another status. */
function getJson(url, headers) {
  return new Promise((resolve, reject) => {
    const transport = url.startsWith('https:') ? https : http;
    const request = transport.get(url, { headers, timeout: 5_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return resolve(null);
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error('the API did not answer')));
    request.on('error', reject);
  });
}

/** What `work` gives, or null when it takes longer than a page may wait. */
export const withinPageWait = (work) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS, null))]);

/**
 * @param {string} apiOrigin where the API answers (the server's own proxy target)
 * @returns {(host: string, address: string) => Promise<any>} the API's envelope for a GET of
 *   `address` as the brand of `host` sees it, or null when it had none to give
 */
export function createServedAnswers(apiOrigin) {
  /** `${host} ${address}` → the answer's body, or null */
  const kept = new Map();

  function answer(host, address) {
    const key = `${host} ${address}`;
    const known = kept.get(key);
    if (known && known.until > Date.now()) return known.body;
    const body = getJson(
      `${apiOrigin}${address}`,
      // The API picks the brand from the host name the player used, as through the proxy
      // (api-proxy.cjs); fetch() would send the API's own host instead.
      { host, 'x-forwarded-host': host },
    ).catch(() => null);
    if (kept.size > KEPT_AT_MOST) kept.clear();
    kept.set(key, { body, until: Date.now() + ANSWER_LIFETIME_MS });
    return body;
  }

  return answer;
}
