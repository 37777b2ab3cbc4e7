/**
 * A lottery page with the visitors' announcement popup already in the markup. On /lottery (no
 * header, no banner) the popup's text is the page's largest paint, and the app shows it only
 * once its script, the brand's modules, the list, the popup's chunk, the kit and the sanitiser
 * have arrived: about 4.5 s on a phone (issue 39, aim 1.5 s). Here the site's server asks the
 * API for the visitors' list (execution B) and the brand's clock itself (served-answers.mjs) and
 * paints the popup as the app would open it: the first page of titles, the first announcement.
 * It comes hidden: the boot script (shell/src/app/boot/boot-fragment.html) shows it in the
 * player's theme, except to a member, to a visitor who closed it in this session and in another
 * language than the player's, and closes it on Close, Escape or a click beside it; the app's own
 * popup takes its place (shell/src/features/announcements/served-popup.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sanitizeHtml from 'sanitize-html';
import { escapeAttribute, languageOf, withinPageWait } from './served-answers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The shell's lottery routes (shell/src/app/site-paths.ts LOTTERY_PATHS). */
const LOTTERY_PATH = /^\/(lottery|vnlottery)$/;
const BODY_OPENING = /<body\b[^>]*>/;
/** The app's list call (shell/src/features/announcements/announcements.resource.ts). */
const VISITORS_LIST =
  '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B&pageNo=1&pageSize=100';
/** spec §2: the popup lists 7 titles a page (pager-range.ts ANNOUNCEMENTS_PER_PAGE). */
const TITLES_PER_PAGE = 7;
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Its stylesheet without comments and indentation: it travels in every lottery page. */
const STYLE = readFileSync(new URL('./announcement-popup.css', import.meta.url), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s*\n\s*/g, '');

/** The popup's words, from the apps' own translations. */
const WORDS = Object.fromEntries(
  ['bn', 'en'].map((language) => {
    const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    const shell = read(`shell/src/i18n/${language}.json`);
    const common = read(`shared/src/i18n/locales/${language}.json`);
    return [
      language,
      { title: shell.notices.popupTitle, date: shell.notices.date, close: common.actions.close },
    ];
  }),
);

/**
 * The operator's HTML, cleaned once more here as the browser cleans it before it enters the
 * page (defence in depth; shell/src/features/announcements/sanitize-html.ts): the API's
 * allow-list, https links only.
 */
const cleanHtml = (html) =>
  sanitizeHtml(String(html ?? ''), {
    allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  });

export const isLotteryPath = (pathname) => LOTTERY_PATH.test(pathname);

/** spec §2: yyyy-MM-dd hh:mm:ss on the brand's clock, 24-hour, Bengali digits in BN. */
export function noticeDate(ms, timeZone, language) {
  let format;
  try {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    return null;
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(ms)).map(({ type, value }) => [type, value]),
  );
  const text = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  return language === 'bn' ? text.replace(/\d/g, (digit) => BENGALI_DIGITS[digit]) : text;
}

/** The popup as the app opens it by itself: the first page of titles, the first one shown. */
export function popupMarkup({ list, timeZone, language }) {
  const words = WORDS[language];
  const first = list[0];
  const date = noticeDate(first.startDateStr, timeZone, language);
  const titles = list
    .slice(0, TITLES_PER_PAGE)
    .map(
      (item, index) =>
        `<li class="boot-popup__title"${index === 0 ? ' aria-current="true"' : ''}>${escapeAttribute(item.title)}</li>`,
    );
  const pager = list.length > TITLES_PER_PAGE ? '<div class="boot-popup__pager"></div>' : '';
  return (
    `<style>${STYLE}</style>` +
    `<div id="boot-popup" data-language="${language}" hidden>` +
    '<div class="boot-popup__panel" role="dialog" aria-modal="true" aria-labelledby="boot-popup-title">' +
    `<header class="boot-popup__header"><h2 id="boot-popup-title">${escapeAttribute(words.title)}</h2>` +
    `<button type="button" class="boot-popup__close" aria-label="${escapeAttribute(words.close)}">×</button></header>` +
    '<div class="boot-popup__layout">' +
    `<div class="boot-popup__side"><ul class="boot-popup__titles">${titles.join('')}</ul>${pager}</div>` +
    `<article class="boot-popup__content"><h3>${escapeAttribute(first.title)}</h3>` +
    `<p class="boot-popup__date"><span class="boot-popup__hidden">${escapeAttribute(words.date)} </span>${date ?? ''}</p>` +
    `<div class="boot-popup__text">${cleanHtml(first.content)}</div></article>` +
    '</div></div></div>'
  );
}

/**
 * @param {ReturnType<import('./served-answers.mjs').createServedAnswers>} answers
 * @returns {(request: import('node:http').IncomingMessage, html: string) => Promise<string>}
 */
export function createAnnouncementPopup(answers) {
  async function popupOf(host, language) {
    const [page, permission] = await Promise.all([
      answers(host, `${VISITORS_LIST}&language=${language}`),
      answers(host, `/wps/system/permission?url=${encodeURIComponent(host)}`),
    ]);
    const list = page?.success ? page.value?.list : null;
    const timeZone = permission?.success ? permission.value?.settings?.timeZone : null;
    if (!Array.isArray(list) || list.length === 0 || typeof timeZone !== 'string') return null;
    return popupMarkup({ list, timeZone, language });
  }

  return async function withAnnouncementPopup(request, html) {
    const host = request.headers.host;
    if (!host || !BODY_OPENING.test(html)) return html;
    const popup = await withinPageWait(popupOf(host, languageOf(request)).catch(() => null));
    // Before the app's root: the boot script, inside it, finds the popup in place.
    return popup ? html.replace(BODY_OPENING, (opening) => `${opening}${popup}`) : html;
  };
}
