/**
 * A game category page (/rng, /live, …) with its first games already in the markup. Their
 * pictures are the page's largest paint, and without this a phone finds them only at the end of
 * a long chain: the app's script, the brand's modules, the lobby remote's manifest, entry and
 * chunks, the vendors, then the list. Here the site's server asks the API for the category's
 * vendors and the first page of the games the lobby shows first (the vendor in the address, else
 * the first), and puts a still picture of that page into the boot frame
 * (shell/src/app/boot/boot-fragment.html): the pictures load with the page, and the lobby, which
 * asks for the same list, finds them in the browser's cache. The app replaces the picture as it
 * does the rest of the boot frame.
 */
import { escapeAttribute, languageOf, withinPageWait } from './served-answers.mjs';

/** The shell's game category routes (shell/src/app/site-paths.ts GAME_CATEGORY_PATHS). */
const LOBBY_PATH = /^\/(live|sports|esports|rng|fish|pvp)$/;
const PAGE_HOOK = /<div\b[^>]*\bid="?boot-page"?[^>]*>/;
/** The boot frame's outer element, as the build writes it (minified: no quotes). */
const BOOT_ROOT = /(<div\b[^>]*\bclass=)"?boot"?(?=[\s>])/;
/** A phone's first row comes first; a desktop's first row (up to 7) at once; the rest when near. */
const FETCHED_FIRST = 2;
const FETCHED_AT_ONCE = 7;
/**
 * spec §9: the lobby's page size (two rows of the widest grid), so the API's shared copy of the
 * page serves both.
 */
const PAGE_SIZE = 14;

export const isLobbyPath = (pathname) => LOBBY_PATH.test(pathname);

/** The vendor the lobby will show: the address's (?vendor=, ?vassalage=) if listed, else the first. */
function shownVendor(vendors, url) {
  const requested = (
    url.searchParams.get('vendor') ?? url.searchParams.get('vassalage')
  )?.toUpperCase();
  return vendors.some((vendor) => vendor.vassalage === requested)
    ? requested
    : vendors[0]?.vassalage;
}

function previewMarkup({ category, title, language, games }) {
  const cards = games.map((game, index) => {
    const loading =
      index < FETCHED_FIRST
        ? ' fetchpriority="high"'
        : index < FETCHED_AT_ONCE
          ? ''
          : ' loading="lazy"';
    // The boot script starts the app once the first game's picture is painted (boot-fragment.html).
    const timed = index === 0 ? ' elementtiming="boot"' : '';
    return `<div class="boot-lobby__card"><img src="${escapeAttribute(game.imageUrl)}" width="186" height="186" alt=""${loading}${timed}><span>${escapeAttribute(game.gameName)}</span></div>`;
  });
  const aside = category === 'RNG' ? ' boot-lobby--aside' : '';
  return (
    `<div class="boot-lobby${aside}" data-served-preview="${language}"><div class="boot-lobby__main">` +
    `<div class="boot-lobby__title">${escapeAttribute(title)}</div>` +
    '<div class="boot-lobby__tabs"></div><div class="boot-lobby__filters"></div>' +
    `<div class="boot-lobby__status"></div><div class="boot-lobby__grid">${cards.join('')}</div>` +
    '</div></div>'
  );
}

/**
 * @param {ReturnType<import('./served-answers.mjs').createServedAnswers>} answers
 * @returns {(request: import('node:http').IncomingMessage, html: string) => Promise<string>}
 */
export function createLobbyPreview(answers) {
  async function firstPage(host, url, language) {
    const category = url.pathname.slice(1).toUpperCase();
    const menus = await answers(host, '/lgw/games/game_menus');
    const current = menus?.success
      ? menus.value?.categories?.find((candidate) => candidate.gameType === category)
      : null;
    const vendor = current && shownVendor(current.vendors ?? [], url);
    if (!vendor) return null;
    const query = new URLSearchParams({
      gameType: category,
      vassalage: vendor,
      language,
      pageNo: '1',
      pageSize: String(PAGE_SIZE),
    });
    const list = await answers(host, `/wps/relay/GCSGAME_gameList?${query}`);
    const games = list?.success ? list.value?.games : null;
    if (!Array.isArray(games) || games.length === 0) return null;
    return {
      category,
      title: current.name?.[language] ?? current.name?.en ?? '',
      language,
      games: games.filter((game) => typeof game.imageUrl === 'string'),
    };
  }

  return async function withLobbyPreview(request, html) {
    const host = request.headers.host;
    if (!host || !PAGE_HOOK.test(html)) return html;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const page = await withinPageWait(firstPage(host, url, languageOf(request)).catch(() => null));
    if (!page) return html;
    return html
      .replace(BOOT_ROOT, (_, opening) => `${opening}"boot boot--lobby"`)
      .replace(PAGE_HOOK, (hook) => `${hook}${previewMarkup(page)}`);
  };
}
