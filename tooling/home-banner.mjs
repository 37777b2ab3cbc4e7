/**
 * The shell's home page with its first banner already in the markup. The banner is the page's
 * largest paint (spec §2); in index.html alone a phone finds it only after two requests made by
 * the boot script (the deployment file, then the banner list). Here the site's server asks the
 * API for the list itself (served-answers.mjs), puts the first image into the boot frame, where
 * the browser fetches it with the page, and hands the list to the boot script in a data block
 * (shell/src/app/boot/boot-fragment.html), which uses it when the player's language is the
 * same and asks as before otherwise.
 */
import { escapeAttribute, languageOf, scriptSafeJson, withinPageWait } from './served-answers.mjs';

const HOME_PATH = /^\/(index(\.html)?|home)?$/;
const BOOT_FRAME = /<div\b[^>]*\bid="?boot-banner"?[^>]*>/;

export const isHomePath = (pathname) => HOME_PATH.test(pathname);

/**
 * @param {ReturnType<import('./served-answers.mjs').createServedAnswers>} answers
 * @returns {(request: import('node:http').IncomingMessage, html: string) => Promise<string>}
 */
export function createHomeBanner(answers) {
  return async function withHomeBanner(request, html) {
    const host = request.headers.host;
    if (!host || !BOOT_FRAME.test(html)) return html;
    const language = languageOf(request);
    const body = await withinPageWait(
      answers(host, `/wps/relay/MCSFE_getBanners?groupName=w_home&language=${language}`),
    );
    const first = body?.success ? body.value?.list?.[0] : null;
    if (!first || typeof first.url !== 'string') return html;
    const image = `<img src="${escapeAttribute(first.url)}" width="1920" height="600" alt="" fetchpriority="high" elementtiming="boot" data-served-banner>`;
    const data = `<script type="application/json" id="boot-banners">${scriptSafeJson({ group: 'w_home', language, body })}</script>`;
    return html
      .replace(BOOT_FRAME, (frame) => `${frame}${image}`)
      .replace('</head>', `${data}</head>`);
  };
}
