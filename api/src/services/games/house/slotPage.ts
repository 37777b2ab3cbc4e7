import { paletteFor } from '@site/house-games/engines';
import { escapeXml } from '../../content/bannerArt.js';
import { scriptJson } from '../../../http/htmlPage.js';
import { minorToMajor } from '../../wallet/money.js';
import { lighten } from '@site/house-games/art';
import { BET_OPTIONS_MINOR, LINES, PAYTABLE, returnToPlayer, SYMBOLS } from './slotEngine.js';

const TEXT = {
  en: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    spinning: 'Spinning…',
    win: 'Win',
    noWin: 'No win this time',
    youWon: 'You won',
    paytable: 'Paytable',
    threeOfAKind: 'Three of a kind on a line pays the line bet × its multiplier.',
    lines: '5 lines: the three rows and both diagonals. Line bet = bet ÷ 5.',
    rtp: 'Return to player',
    notEnough: 'Not enough money. Your balance is',
    expired: 'This game session has ended. Close the game and launch it again.',
    failed: 'Something went wrong. Your balance was not changed by this round.',
    maintenance: 'Game maintenance. Please try another game.',
    round: 'Round',
    reels: 'Reels',
  },
  bn: {
    balance: 'ব্যালেন্স',
    bet: 'বাজি',
    spin: 'স্পিন',
    spinning: 'ঘুরছে…',
    win: 'জয়',
    noWin: 'এবার কোনো জয় নেই',
    youWon: 'আপনি জিতেছেন',
    paytable: 'পেটেবিল',
    threeOfAKind: 'একটি লাইনে একই তিনটি প্রতীক পেলে লাইন বাজি × তার গুণক পাবেন।',
    lines: '৫টি লাইন: তিনটি সারি ও দুটি কোণাকুণি। লাইন বাজি = বাজি ÷ ৫।',
    rtp: 'খেলোয়াড়ের ফেরত',
    notEnough: 'পর্যাপ্ত টাকা নেই। আপনার ব্যালেন্স',
    expired: 'এই গেম সেশন শেষ হয়েছে। গেমটি বন্ধ করে আবার চালু করুন।',
    failed: 'কিছু একটা ভুল হয়েছে। এই রাউন্ডে আপনার ব্যালেন্স বদলায়নি।',
    maintenance: 'গেম রক্ষণাবেক্ষণ চলছে। অন্য গেম চেষ্টা করুন।',
    round: 'রাউন্ড',
    reels: 'রিল',
  },
} as const;

/**
 * The page's colours, from the game's theme palette (the one its lobby tile wears), in the site's
 * light and dark: the shell sets its theme as its root's color-scheme, which an embedded page
 * sees as prefers-color-scheme (cross-origin too), so the game follows the site's switch.
 */
function paletteCss(gameCode: string): string {
  const palette = paletteFor(gameCode);
  return `:root { color-scheme: light dark; --bg: ${lighten(palette.primary, 0.9)}; --panel: #ffffff; --text: ${palette.background}; --heading: ${palette.surface}; --accent: ${palette.primary}; --reel: #fffdf4; --line: rgba(0,0,0,.12); --error: #c0392b; }
@media (prefers-color-scheme: dark) { :root { --bg: ${palette.background}; --panel: ${palette.surface}; --text: ${palette.text}; --heading: ${palette.accent}; --accent: ${palette.accent}; --line: rgba(255,255,255,.12); --error: #ffb4b4; } }`;
}

export const SYMBOL_FACES: Record<(typeof SYMBOLS)[number], string> = {
  SEVEN: '7',
  BAR: 'BAR',
  STAR: '★',
  DIAMOND: '♦',
  HEART: '♥',
  CLUB: '♣',
};

export interface SlotPageInput {
  nonce: string;
  language: 'bn' | 'en';
  gameCode: string;
  /** In the reader's language. */
  gameName: string;
  vendorName: string;
  /** Same-origin URL of the game's lobby thumbnail. */
  thumbnailUrl: string;
  currencySymbol: string;
  playToken: string;
  balance: number;
}

/** The locale of numbers: Bengali digits in BN, like the rest of the site. */
export const NUMBER_LOCALE = { bn: 'bn-BD', en: 'en-US' } as const;

const EXPIRED_PAGE = {
  en: [
    'Game link expired',
    'This game link has expired or was already used. Close the game and launch it again.',
  ],
  bn: [
    'গেম লিংকের মেয়াদ শেষ',
    'এই গেম লিংকের মেয়াদ শেষ বা আগেই ব্যবহার করা হয়েছে। গেমটি বন্ধ করে আবার চালু করুন।',
  ],
} as const;

/** The page a used or expired launch link opens instead of the game. */
export function renderExpiredLinkPage(nonce: string, language: 'bn' | 'en'): string {
  const [title, text] = EXPIRED_PAGE[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title><style nonce="${nonce}">body{font:16px/1.5 'Noto Sans Bengali',Inter,Arial,sans-serif;background:#111;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px;text-align:center}</style></head><body><main><h1>${escapeXml(title)}</h1><p>${escapeXml(text)}</p></main></body></html>`;
}

export function renderSlotPage(input: SlotPageInput): string {
  const t = TEXT[input.language];
  const format = new Intl.NumberFormat(NUMBER_LOCALE[input.language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const number = (value: number) => format.format(value);
  const money = (value: number) => `${escapeXml(input.currencySymbol)}${number(value)}`;
  const bets = BET_OPTIONS_MINOR.map((minor) => minorToMajor(BigInt(minor)));
  const config = {
    language: input.language,
    locale: NUMBER_LOCALE[input.language],
    playToken: input.playToken,
    balance: input.balance,
    currencySymbol: input.currencySymbol,
    bets,
    faces: SYMBOL_FACES,
    text: t,
  };
  const rows = SYMBOLS.map(
    (symbol) =>
      `<tr><th scope="row"><span class="chip"><span class="face face-${symbol.toLowerCase()}">${SYMBOL_FACES[symbol]}</span></span></th><td>× ${new Intl.NumberFormat(NUMBER_LOCALE[input.language]).format(PAYTABLE[symbol])}</td></tr>`,
  ).join('');
  const reels = [0, 1, 2]
    .map(
      (reel) =>
        `<div class="reel" data-reel="${reel}"><div class="strip">${[0, 1, 2]
          .map(() => `<div class="cell"><span class="face">★</span></div>`)
          .join('')}</div></div>`,
    )
    .join('');
  const options = bets
    .map(
      (bet, index) =>
        `<option value="${bet}"${index === 1 ? ' selected' : ''}>${money(bet)}</option>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${input.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeXml(input.gameName)}</title>
<style nonce="${input.nonce}">
${paletteCss(input.gameCode)}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font: 16px/1.4 'Noto Sans Bengali', 'Hind Siliguri', Inter, 'Segoe UI', Arial, sans-serif; display: flex; justify-content: center; }
main { width: 100%; max-width: 560px; padding: 16px; display: grid; gap: 14px; align-content: start; }
header { display: flex; align-items: center; justify-content: center; gap: 12px; }
header img { width: 56px; height: 56px; border-radius: 12px; flex: none; }
h1 { margin: 0; font-size: 1.4rem; color: var(--heading); }
.vendor { margin: 0; font-size: .9rem; opacity: .9; }
.status { display: flex; justify-content: space-between; gap: 8px; background: var(--panel); border-radius: 12px; padding: 10px 14px; }
.status strong { display: block; font-size: 1.15rem; font-variant-numeric: tabular-nums; }
.machine { background: var(--panel); border: 4px solid var(--accent); border-radius: 16px; padding: 12px; position: relative; }
.reels { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.reel { height: 234px; overflow: hidden; background: var(--reel); box-shadow: inset 0 0 0 1px var(--line); border-radius: 10px; position: relative; }
.strip { display: flex; flex-direction: column; will-change: transform; }
.cell { height: 78px; display: flex; align-items: center; justify-content: center; }
.face { font-size: 44px; font-weight: 800; color: #333; line-height: 1; }
.face-seven { color: #d80032; } .face-bar { font-size: 26px; color: #14213d; letter-spacing: 1px; }
.face-star { color: #e0a100; } .face-diamond { color: #1f6fd1; } .face-heart { color: #d80032; } .face-club { color: #0b6e4f; }
.cell.hit { background: color-mix(in srgb, var(--accent) 45%, transparent); border-radius: 8px; }
.controls { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; align-items: end; }
label { display: grid; gap: 4px; font-size: .9rem; }
select, button { font: inherit; min-height: 48px; border-radius: 10px; border: 0; }
select { padding: 0 10px; }
button { background: var(--accent); color: #111; font-weight: 800; font-size: 1.2rem; cursor: pointer; }
button:disabled { opacity: .6; cursor: progress; }
select:focus-visible, button:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
.message { min-height: 1.6em; text-align: center; font-weight: 700; }
.message.error { color: var(--error); }
table { width: 100%; border-collapse: collapse; background: var(--panel); border-radius: 12px; overflow: hidden; }
caption { text-align: left; font-weight: 800; padding: 0 0 6px; color: var(--heading); }
th, td { padding: 6px 12px; text-align: left; border-top: 1px solid var(--line); }
th .face { font-size: 24px; }
.chip { display: inline-flex; align-items: center; justify-content: center; min-width: 56px; height: 36px; padding: 0 8px; border-radius: 8px; background: var(--reel); }
.fine { font-size: .85rem; opacity: .85; margin: 0; }
@media (prefers-reduced-motion: reduce) { .strip { transition-timing-function: steps(1) !important; } }
</style>
</head>
<body>
<main>
<header>
  <img src="${escapeXml(input.thumbnailUrl)}" alt="" width="56" height="56">
  <div><h1>${escapeXml(input.gameName)}</h1><p class="vendor">${escapeXml(input.vendorName)}</p></div>
</header>
<div class="status">
  <div>${t.balance}<strong id="balance" aria-live="polite">${money(input.balance)}</strong></div>
  <div>${t.win}<strong id="win">${money(0)}</strong></div>
</div>
<section class="machine" aria-label="${t.reels}">
  <div class="reels" id="reels">${reels}</div>
</section>
<div class="controls">
  <label>${t.bet}<select id="bet">${options}</select></label>
  <button type="button" id="spin" disabled>${t.spin}</button>
</div>
<p class="message" id="message" role="status" aria-live="polite"></p>
<table>
  <caption>${t.paytable}</caption>
  <tbody>${rows}</tbody>
</table>
<p class="fine">${t.threeOfAKind} ${t.lines} ${t.rtp}: ${number(returnToPlayer() * 100)}%.</p>
<p class="fine" id="round"></p>
</main>
<script type="application/json" id="slot-config">${scriptJson(config)}</script>
<script nonce="${input.nonce}" src="/house/assets/slot.js"></script>
</body>
</html>`;
}

/** Lines as [row, reel] cells, shared with the page script to highlight wins. */
export const LINES_JSON = JSON.stringify(LINES);

/**
 * The page script (served at /house/assets/slot.js). No autoplay: one click (or key) is one
 * round. The server answers at once; the reels then spin for at least 2.5 s before they stop
 * on the server's grid.
 */
export const SLOT_SCRIPT = `(() => {
  'use strict';
  const config = JSON.parse(document.getElementById('slot-config').textContent);
  const LINES = ${LINES_JSON};
  const CELL = 78;
  const SPIN_MS = [1700, 2150, 2600];
  const symbols = Object.keys(config.faces);
  const t = config.text;
  const format = new Intl.NumberFormat(config.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const money = (n) => config.currencySymbol + format.format(Number(n));
  const balanceEl = document.getElementById('balance');
  const winEl = document.getElementById('win');
  const message = document.getElementById('message');
  const roundEl = document.getElementById('round');
  const spinButton = document.getElementById('spin');
  const betSelect = document.getElementById('bet');
  const reels = Array.from(document.querySelectorAll('.reel'));
  let balance = config.balance;
  let busy = false;

  function cell(symbol) {
    const div = document.createElement('div');
    div.className = 'cell';
    const span = document.createElement('span');
    span.className = 'face face-' + symbol.toLowerCase();
    span.textContent = config.faces[symbol];
    div.appendChild(span);
    return div;
  }
  function randomSymbol() {
    return symbols[Math.floor(Math.random() * symbols.length)];
  }
  function show(text, isError) {
    message.textContent = text;
    message.className = 'message' + (isError ? ' error' : '');
  }
  function setBalance(value) {
    balance = value;
    balanceEl.textContent = money(value);
  }
  // Initial faces: a random-looking but harmless grid.
  reels.forEach((reel) => {
    const strip = reel.querySelector('.strip');
    strip.replaceChildren(cell(randomSymbol()), cell(randomSymbol()), cell(randomSymbol()));
  });

  function animate(grid) {
    return Promise.all(
      reels.map((reel, index) => {
        const strip = reel.querySelector('.strip');
        const filler = 18 + index * 6;
        const cells = [];
        for (let i = 0; i < filler; i += 1) cells.push(cell(randomSymbol()));
        for (let row = 0; row < 3; row += 1) cells.push(cell(grid[row][index]));
        strip.style.transition = 'none';
        strip.style.transform = 'translateY(0)';
        strip.replaceChildren(...cells);
        void strip.offsetHeight;
        strip.style.transition = 'transform ' + SPIN_MS[index] + 'ms cubic-bezier(.2,.7,.2,1)';
        strip.style.transform = 'translateY(-' + filler * CELL + 'px)';
        return new Promise((resolve) => setTimeout(resolve, SPIN_MS[index] + 50));
      }),
    ).then(() => new Promise((resolve) => setTimeout(resolve, 150)));
  }

  function highlight(grid, lines) {
    reels.forEach((reel, index) => {
      const strip = reel.querySelector('.strip');
      // Keep only the three visible cells, so highlights address them by row.
      const visible = Array.from(strip.children).slice(-3);
      strip.style.transition = 'none';
      strip.style.transform = 'translateY(0)';
      strip.replaceChildren(...visible);
    });
    for (const win of lines) {
      for (const [row, reel] of LINES[win.line - 1]) {
        reels[reel].querySelector('.strip').children[row].classList.add('hit');
      }
    }
  }

  async function spin() {
    if (busy) return;
    busy = true;
    spinButton.disabled = true;
    spinButton.textContent = t.spinning;
    show('', false);
    const bet = Number(betSelect.value);
    try {
      const response = await fetch('/house/api/spin', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-play-token': config.playToken },
        body: JSON.stringify({ bet }),
      });
      const answer = await response.json().catch(() => null);
      if (!answer || !answer.success) {
        const code = answer && answer.code;
        if (code === 'INSUFFICIENT_FUNDS') {
          setBalance(answer.value.balance);
          show(t.notEnough + ' ' + money(answer.value.balance) + '.', true);
        } else if (code === 'PLAY_TOKEN_INVALID' || code === 'TOKEN_INVALID') show(t.expired, true);
        else if (code === 'GAME_MAINTENANCE' || code === 'MAINTENANCE') show(t.maintenance, true);
        else show(t.failed, true);
        return;
      }
      const result = answer.value;
      setBalance(balance - result.bet);
      winEl.textContent = money(0);
      await animate(result.grid);
      highlight(result.grid, result.lines);
      setBalance(result.balance);
      winEl.textContent = money(result.win);
      show(result.win > 0 ? t.youWon + ' ' + money(result.win) + '!' : t.noWin, false);
      roundEl.textContent = t.round + ': ' + result.roundId;
    } catch (error) {
      show(t.failed, true);
    } finally {
      busy = false;
      spinButton.disabled = false;
      spinButton.textContent = t.spin;
    }
  }
  spinButton.addEventListener('click', spin);
  // The page comes with Spin disabled: a tap before this script ran did nothing at all.
  spinButton.disabled = false;
})();
`;
