/**
 * The shell's home page with its first banner already in the markup. The banner is the page's
 * largest paint (spec §2); in index.html alone a phone finds it only after two requests made by
 * the boot script (the deployment file, then the banner list). Here the site's server asks the
 * API for the list itself, puts the first image into the boot frame, where the browser fetches
 * it with the page, and hands the list to the boot script in a data block
 * (shell/src/app/boot/boot-fragment.html), which uses it when the player's language is the
 * same and asks as before otherwise.
 *
 * The page never waits long for it: the lists are kept for a few seconds per host and language,
 * and a slow or failed answer serves index.html as built.
 */
import http from 'node:http';
import https from 'node:https';

const HOME_PATH = /^\/(index(\.html)?|home)?$/;
const BOOT_FRAME = /<div\b[^>]*\bid="?boot-banner"?[^>]*>/;
const LIST_LIFETIME_MS = 10_000;
const WAIT_AT_MOST_MS = 300;
const LANGUAGES = new Set(['bn', 'en']);

export const isHomePath = (pathname) => HOME_PATH.test(pathname);

const escapeAttribute = (text) =>
  String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON that cannot end its <script> element or open a comment in it. */
const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

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

/**
 * @param {string} apiOrigin where the API answers (the server's own proxy target)
 * @returns {(request: import('node:http').IncomingMessage, html: string) => Promise<string>}
 */
export function createHomeBanner(apiOrigin) {
  /** `${host} ${language}` → the list's body, or null when the API had none to give */
  const lists = new Map();

  function bannerList(host, language) {
    const key = `${host} ${language}`;
    const kept = lists.get(key);
    if (kept && kept.until > Date.now()) return kept.body;
    const body = getJson(
      `${apiOrigin}/wps/relay/MCSFE_getBanners?groupName=w_home&language=${language}`,
      // The API picks the brand from the host name the player used, as through the proxy
      // (api-proxy.cjs); fetch() would send the API's own host instead.
      { host, 'x-forwarded-host': host },
    ).catch(() => null);
    if (lists.size > 1_000) lists.clear();
    lists.set(key, { body, until: Date.now() + LIST_LIFETIME_MS });
    return body;
  }

  return async function withHomeBanner(request, html) {
    const host = request.headers.host;
    if (!host || !BOOT_FRAME.test(html)) return html;
    const language = languageOf(request);
    const body = await Promise.race([
      bannerList(host, language),
      new Promise((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS, null)),
    ]);
    const first = body?.success ? body.value?.list?.[0] : null;
    if (!first || typeof first.url !== 'string') return html;
    const image = `<img src="${escapeAttribute(first.url)}" width="1920" height="600" alt="" fetchpriority="high" data-served-banner>`;
    const data = `<script type="application/json" id="boot-banners">${scriptSafeJson({ group: 'w_home', language, body })}</script>`;
    return html
      .replace(BOOT_FRAME, (frame) => `${frame}${image}`)
      .replace('</head>', `${data}</head>`);
  };
}
