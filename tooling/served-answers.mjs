/**
 * What the site's server asks the API for before it sends a page, so the page's largest paint is
 * in its first markup (home-banner.mjs, lobby-preview.mjs). The page never waits long for it:
 * answers are kept per host and address, and one that is slow or fails leaves the page as built.
 *
 * An answer is fresh for 10 s. After that, for up to 5 minutes, the next page still gets it at once
 * while one request to the API refreshes it: a page of a host that had no visit in the last 10 s
 * would otherwise wait for the API again, and a busy API (or machine) past the page's 300 ms wait
 * sends the page without its largest paint. The app replaces the boot frame with what it reads
 * itself, so a picture a few minutes old is shown only until then.
 */
import http from 'node:http';
import https from 'node:https';

export const ANSWER_LIFETIME_MS = 10_000;
export const STALE_AT_MOST_MS = 5 * 60_000;
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
  /** `${host} ${address}` → { body: the answer (a promise), until, staleUntil, refreshing } */
  const kept = new Map();

  function ask(host, address) {
    const body = getJson(
      `${apiOrigin}${address}`,
      // The API picks the brand from the host name the player used, as through the proxy
      // (api-proxy.cjs); fetch() would send the API's own host instead.
      { host, 'x-forwarded-host': host },
    ).catch(() => null);
    const entry = { body, until: Infinity, staleUntil: Infinity, refreshing: false };
    // Its lifetimes run from the answer, not the question: a slow API does not age it.
    void body.then(() => {
      entry.until = Date.now() + ANSWER_LIFETIME_MS;
      entry.staleUntil = Date.now() + STALE_AT_MOST_MS;
    });
    return entry;
  }

  function keep(key, entry) {
    if (!kept.has(key) && kept.size >= KEPT_AT_MOST) kept.clear();
    kept.set(key, entry);
  }

  /** One request refreshes a stale answer; a failed refresh keeps the stale one meanwhile. */
  function refresh(key, host, address, stale) {
    stale.refreshing = true;
    const fresh = ask(host, address);
    void fresh.body.then((body) => {
      if (body !== null) keep(key, fresh);
      else stale.refreshing = false;
    });
  }

  function answer(host, address) {
    const key = `${host} ${address}`;
    const known = kept.get(key);
    const now = Date.now();
    if (known && now < known.until) return known.body;
    if (known && now < known.staleUntil) {
      if (!known.refreshing) refresh(key, host, address, known);
      return known.body;
    }
    const entry = ask(host, address);
    keep(key, entry);
    return entry.body;
  }

  return answer;
}
