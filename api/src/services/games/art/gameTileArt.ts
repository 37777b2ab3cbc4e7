import {
  blackjack,
  codeHash,
  crash,
  fishing,
  paletteFor,
  scratch,
  slot5,
  videoPoker,
  type Palette,
} from '@site/house-games/engines';
import { xmlText } from '../../content/bannerArt.js';
import {
  darken,
  lighten,
  mix,
  seededFloats,
  SHADOW_FILTER,
  sphereGradient,
  verticalGradient,
  fish,
  symbolAt,
  symbolSheet,
} from '@site/house-games/art';

/** What a tile is drawn from: the catalogue entry's code picks its theme, its category the scene. */
export interface TileEntry {
  game_code: string;
  game_classify: string;
  name_en: string;
}

/** The tile's side: the lobby shows it square (aspect-ratio 1/1), 140–220 CSS px wide. */
export const TILE_SIZE = 200;

/** The scene each catalogue category is drawn as; the marker tests and the contact sheet read. */
export type TileScene =
  | 'slot'
  | 'video-poker'
  | 'scratch'
  | 'blackjack'
  | 'crash'
  | 'fishing'
  | 'roulette'
  | 'money-wheel'
  | 'card-table'
  | 'dice'
  | 'sportsbook'
  | 'cockfight'
  | 'esports'
  | 'card-hand'
  | 'lottery-balls';

export const SCENE_OF_CATEGORY: Record<string, TileScene> = {
  JP: 'slot',
  VP: 'video-poker',
  SC: 'scratch',
  TG: 'blackjack',
  AC: 'crash',
  FISH: 'fishing',
  ROU: 'roulette',
  SHOW: 'money-wheel',
  BAC: 'card-table',
  BJ: 'card-table',
  DT: 'card-table',
  TP: 'card-table',
  AB: 'card-table',
  LOBBY: 'card-table',
  SB: 'dice',
  SPORTSBOOK: 'sportsbook',
  COCKFIGHT: 'cockfight',
  ESPORTS: 'esports',
  CARD: 'card-hand',
  BG: 'lottery-balls',
};

export const sceneOf = (classify: string): TileScene =>
  SCENE_OF_CATEGORY[classify] ?? 'lottery-balls';

/** A scene draws into the 200×200 tile with the gradients gameTileSvg defines. */
interface SceneContext {
  code: string;
  palette: Palette;
  random: () => number;
}
type DrawScene = (context: SceneContext) => string;

/** A playing card at (x, y), turned by `angle`, with its rank and a suit pip. */
function card(
  x: number,
  y: number,
  angle: number,
  rank: string,
  suit: 'h' | 's' | 'd' | 'c',
  back = '#fff',
) {
  const red = suit === 'h' || suit === 'd';
  const colour = red ? '#d90429' : '#14213d';
  const pip = {
    h: 'M0 6C-9-1-7-8-3-8c2 0 3 2 3 3 0-1 1-3 3-3 4 0 6 7-3 14z',
    d: 'M0-9l7 9-7 9-7-9z',
    s: 'M0-9C-9-1-7 5-3 5c2 0 3-1 3-2l-2 6h4l-2-6c0 1 1 2 3 2 4 0 6-6-3-14z',
    c: 'M0-9a4 4 0 0 1 3 7 4 4 0 1 1-1 6l2 5h-8l2-5a4 4 0 1 1-1-6 4 4 0 0 1 3-7z',
  }[suit];
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#d)">` +
    `<rect x="-20" y="-28" width="40" height="56" rx="5" fill="${back}" stroke="#ccc"/>` +
    `<text x="-15" y="-13" font-size="13" font-weight="700" font-family="Georgia,serif" fill="${colour}">${rank}</text>` +
    `<path transform="translate(3 8) scale(1.3)" d="${pip}" fill="${colour}"/></g>`
  );
}

/**
 * A stack of `height` casino chips at (x, y) in `colour`: one body with the edge inserts every
 * chip has, and the top chip's face, so a tall stack costs no more bytes than a short one.
 */
function chipStack(x: number, y: number, colour: string, height: number) {
  const top = -height * 5;
  const edges = Array.from({ length: height }, (_, i) => `M-15 ${-i * 5 + 1}h30`).join('');
  return (
    `<g transform="translate(${x} ${y})"><path d="M-15 ${top}V0a15 6 0 0 0 30 0V${top}z" fill="${darken(colour, 0.4)}"/>` +
    `<path d="${edges}" stroke="#fff" stroke-width="2" stroke-dasharray="4 5" opacity=".7"/>` +
    `<ellipse cy="${top}" rx="15" ry="6" fill="${colour}" stroke="#fff" stroke-width="2.5" stroke-dasharray="4 5"/>` +
    `<ellipse cy="${top}" rx="8" ry="3" fill="${lighten(colour, 0.3)}"/></g>`
  );
}

/** A wheel of `slots` alternating segments around (100, 100), as roulette and money wheels have. */
function wheel(slots: number, colours: readonly string[], radius: number) {
  const step = (2 * Math.PI) / slots;
  const point = (angle: number) =>
    `${(100 + radius * Math.sin(angle)).toFixed(1)} ${(100 - radius * Math.cos(angle)).toFixed(1)}`;
  return Array.from(
    { length: slots },
    (_, i) =>
      `<path d="M100 100L${point(i * step)}A${radius} ${radius} 0 0 1 ${point((i + 1) * step)}z" fill="${colours[i % colours.length]}"/>`,
  ).join('');
}

const SLOT_PICTURED = ['W', 'S', 'H1', 'H2', 'H3', 'H4'] as const;

const scenes: Record<TileScene, DrawScene> = {
  slot({ code, palette, random }) {
    const theme = slot5.themeFor(code);
    const names = theme.symbolNames;
    // The middle row lands a win of one high symbol; the rows around it are the theme's others.
    const winner = names[SLOT_PICTURED[Math.floor(random() * SLOT_PICTURED.length)]!];
    const others = SLOT_PICTURED.map((id) => names[id]).filter((name) => name !== winner);
    const symbols = symbolSheet();
    const reels = [0, 1, 2]
      .map((reel) => {
        const x = 52 + reel * 48;
        const above = others[(reel * 2 + Math.floor(random() * 5)) % others.length]!;
        const below = others[(reel * 2 + 1 + Math.floor(random() * 5)) % others.length]!;
        return (
          `<g opacity=".55">${symbols.place(above, x, 60, 0.95)}${symbols.place(below, x, 140, 0.95)}</g>` +
          symbols.place(winner, x, 100, 1.1)
        );
      })
      .join('');
    return (
      `<rect x="18" y="28" width="164" height="144" rx="16" fill="url(#a)" filter="url(#d)"/>` +
      `<rect x="24" y="34" width="152" height="132" rx="11" fill="${darken(palette.surface, 0.3)}"/>` +
      `<path d="M30 40h44v120H30zM78 40h44v120H78zM126 40h44v120h-44z" fill="url(#r)"/>` +
      reels +
      symbols.defs() +
      `<rect x="26" y="82" width="148" height="36" rx="6" fill="none" stroke="${palette.accent}" stroke-width="2.5"/>` +
      `<path d="M24 40h152v24H24z" fill="url(#s)"/>`
    );
  },

  'video-poker'({ code, palette }) {
    const style = videoPoker.themeFor(code).cardStyle;
    const suit = (['h', 's', 'd', 'c'] as const)[codeHash(code, 'tile-suit') % 4]!;
    const face = style === 'neon' ? '#f8f9ff' : style === 'bengal-silk' ? '#fff8e7' : '#fff';
    return (
      `<rect x="14" y="126" width="172" height="46" rx="10" fill="${darken(palette.surface, 0.35)}" stroke="${palette.primary}" stroke-width="2"/>` +
      ['10', 'J', 'Q', 'K', 'A']
        .map((rank, i) =>
          card(44 + i * 28, 92 - Math.abs(i - 2) * 4, (i - 2) * 9, rank, suit, face),
        )
        .join('') +
      `<rect x="30" y="142" width="140" height="16" rx="8" fill="url(#a)"/>` +
      `<rect x="30" y="142" width="140" height="8" rx="4" fill="#fff" opacity=".3"/>`
    );
  },

  scratch({ code, palette, random }) {
    const theme = scratch.themeFor(code);
    const prize = theme.symbols[5 + Math.floor(random() * 3)]!;
    const prizes = symbolSheet();
    return (
      `<g transform="rotate(-6 100 100)" filter="url(#d)">` +
      `<rect x="32" y="22" width="136" height="156" rx="10" fill="url(#p)" stroke="${palette.accent}" stroke-width="3"/>` +
      `<rect x="44" y="40" width="112" height="112" rx="6" fill="#fdfdfd"/>` +
      [0, 1, 2].map((column) => prizes.place(prize, 63 + column * 37, 59, 0.8)).join('') +
      prizes.defs() +
      // Silver coating over the rest of the card, its top row scratched off along a ragged edge.
      `<path d="M44 78q9-6 19 0t18 0 19 0 19 0 19 0 18 0V146a6 6 0 0 1-6 6H50a6 6 0 0 1-6-6z" fill="url(#m)"/>` +
      `<path d="M52 100h96M52 124h96" stroke="#fff" opacity=".35" stroke-width="6"/>` +
      `</g>` +
      `<g transform="translate(150 150) rotate(-25)" filter="url(#d)"><circle r="17" fill="url(#a)" stroke="#7a4a05"/><circle r="11" fill="none" stroke="#7a4a05"/></g>`
    );
  },

  blackjack({ code, palette }) {
    const felt = {
      'classic-green': '#0b6e4f',
      'royal-blue': '#1d3f8f',
      burgundy: '#7a1130',
      midnight: '#1b263b',
    }[blackjack.themeFor(code).felt];
    return (
      `<ellipse cx="100" cy="170" rx="140" ry="110" fill="${felt}" stroke="${palette.accent}" stroke-width="5"/>` +
      `<path d="M20 150a90 60 0 0 1 160 0" fill="none" stroke="#fff" opacity=".35" stroke-width="2" stroke-dasharray="6 5"/>` +
      card(82, 78, -8, 'A', 's') +
      card(112, 80, 8, 'K', 'h') +
      chipStack(52, 150, palette.primary, 4) +
      chipStack(148, 152, '#d90429', 3) +
      chipStack(100, 160, '#14213d', 2)
    );
  },

  crash({ code, palette, random }) {
    const theme = crash.themeFor(code);
    const curve = 'M18 178C90 174 130 140 160 58';
    const end = { x: 160, y: 58 };
    const riders: Record<crash.CrashScene, string> = {
      rocket:
        `<g transform="translate(${end.x} ${end.y}) rotate(28)" filter="url(#d)"><path d="M-6 16l-5 10 11-5 11 5-5-10z" fill="#ff9f1c"/>` +
        `<path d="M0-24c10 10 10 28 6 40H-6C-10 4-10-14 0-24z" fill="#eef4ff" stroke="#8d99ae"/>` +
        `<circle cy="-4" r="5" fill="${palette.primary}" stroke="#fff" stroke-width="2"/><path d="M-8 6l-8 12h10zM8 6l8 12H6z" fill="#e0315b"/></g>`,
      kite:
        `<g transform="translate(${end.x} ${end.y})" filter="url(#d)"><path d="M0-24l18 18L0 22-18-6z" fill="${palette.primary}" stroke="#fff" stroke-width="2"/>` +
        `<path d="M0-24v46M-18-6h36" stroke="#fff" opacity=".7"/><path d="M0 22q-8 8 0 14t0 14" fill="none" stroke="${palette.accent}" stroke-width="2"/></g>`,
      balloon:
        `<g transform="translate(${end.x} ${end.y - 6})" filter="url(#d)"><circle r="20" fill="url(#p)"/><path d="M-20 0a20 20 0 0 0 40 0" fill="none" stroke="#fff" opacity=".3" stroke-width="6"/>` +
        `<path d="M-6 19l-3 10h18l-3-10" fill="none" stroke="#ccc"/><rect x="-8" y="28" width="16" height="9" rx="2" fill="#8d5524"/></g>`,
      'tiger-leap': symbolAt('tiger', end.x, end.y, 1.35),
      comet:
        `<g filter="url(#d)"><path d="M${end.x} ${end.y}l-40 30 28-36z" fill="${palette.accent}" opacity=".5"/>` +
        `<circle cx="${end.x}" cy="${end.y}" r="13" fill="url(#a)"/><circle cx="${end.x - 4}" cy="${end.y - 4}" r="4" fill="#fff" opacity=".6"/></g>`,
    };
    const multiplier = (1.5 + random() * 40).toFixed(2);
    return (
      `<path d="M0 60h200M0 100h200M0 140h200M40 0v200M80 0v200M120 0v200M160 0v200" stroke="#fff" opacity=".08"/>` +
      `<path d="${curve}V178z" fill="${palette.primary}" opacity=".25"/>` +
      `<path d="${curve}" fill="none" stroke="${palette.accent}" stroke-width="10" opacity=".25"/>` +
      `<path d="${curve}" fill="none" stroke="${palette.accent}" stroke-width="4" stroke-linecap="round"/>` +
      riders[theme.scene] +
      `<text x="24" y="46" font-size="24" font-weight="800" font-family="Arial,sans-serif" fill="#fff" opacity=".9">${multiplier}×</text>`
    );
  },

  fishing({ code, palette, random }) {
    const theme = fishing.themeFor(code);
    const colours: Record<string, [string, string, string]> = {
      delta: ['#8d99ae', '#edf2f4', ''],
      reef: [
        '#fb8500',
        '#ffb703',
        '<path d="M-4-9q3 9 0 18M6-7q2 7 0 14" stroke="#fff" stroke-width="3.5"/>',
      ],
      deep: [
        '#3a0ca3',
        '#7209b7',
        '<path d="M10-7q8-14 14-6" fill="none" stroke="#aaa"/><circle cx="24" cy="-13" r="3" fill="#ffee32"/>',
      ],
    };
    const [back, belly, extra] = colours[theme.schoolId] ?? ['#f9c74f', '#fff3b0', ''];
    const bubbles = Array.from({ length: 6 }, () => {
      const x = Math.round(20 + random() * 160);
      const y = Math.round(20 + random() * 120);
      return `<circle cx="${x}" cy="${y}" r="${Math.round(2 + random() * 4)}" fill="none" stroke="#fff" opacity=".5"/>`;
    }).join('');
    // Each school has its own bed: river reeds, coral, glowing deep-sea specks, dragon-gate rocks.
    const beds: Record<string, string> = {
      delta: `<path d="M10 200c0-30 14-40 6-70M26 200c0-20-8-30 2-52M176 200c0-26 10-34 2-60" fill="none" stroke="${palette.primary}" stroke-width="5" stroke-linecap="round"/>`,
      reef: `<path d="M20 200v-30l-10-16m10 16l12-20m-12 34l14-8M170 200v-40l-12-12m12 12l10-18m-10 36l-12-6" fill="none" stroke="${palette.accent}" stroke-width="6" stroke-linecap="round"/>`,
      deep: `<path d="M20 40h0M160 30h0M180 150h0M30 140h0M140 170h0" stroke="${palette.accent}" stroke-width="4" stroke-linecap="round"/>`,
    };
    const bed =
      beds[theme.schoolId] ??
      `<path d="M0 200l20-40 20 10 14-30 20 60zM150 200l16-50 14 20 20-30v60z" fill="${darken(palette.surface, 0.2)}"/>`;
    const size = (3 + random() * 0.4).toFixed(2);
    const tilt = Math.round(random() * 20 - 10);
    const companions = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => {
      const x = Math.round(30 + i * 40 + random() * 20);
      const y = Math.round(40 + random() * 30);
      return `<g transform="translate(${x} ${y}) scale(-1.1 1.1)" opacity=".85">${fish(palette.accent, lighten(palette.accent, 0.5))}</g>`;
    }).join('');
    return (
      `<path d="M30 0l-20 200h30L70 0zM110 0l-10 200h24L140 0z" fill="#fff" opacity=".07"/>` +
      bubbles +
      bed +
      companions +
      `<g transform="translate(100 112) rotate(${tilt}) scale(${size})" filter="url(#d)">${fish(back, belly, extra)}</g>` +
      `<path d="M0 186q50-10 100 0t100 0V200H0z" fill="${darken(palette.background, 0.3)}"/>`
    );
  },

  roulette({ palette }) {
    return (
      `<circle cx="100" cy="100" r="84" fill="url(#a)" filter="url(#d)"/>` +
      `<circle cx="100" cy="100" r="76" fill="#4a2c12"/>` +
      wheel(18, ['#d90429', '#111'], 68) +
      `<path d="M100 100L100 32A68 68 0 0 1 111.8 33z" fill="#0b6e4f"/>` +
      `<circle cx="100" cy="100" r="44" fill="url(#p)"/>` +
      `<circle cx="100" cy="100" r="12" fill="url(#a)"/><path d="M100 72v56M72 100h56" stroke="url(#a)" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="138" cy="54" r="5" fill="#fff"/>` +
      `<circle cx="100" cy="100" r="84" fill="none" stroke="${palette.accent}" stroke-width="2"/>`
    );
  },

  'money-wheel'({ palette }) {
    return (
      `<circle cx="100" cy="104" r="86" fill="url(#a)" filter="url(#d)"/>` +
      wheel(16, [palette.primary, '#ffd166', '#3d7bff', '#e0315b', '#2dc653', '#f8f9fa'], 78) +
      `<circle cx="100" cy="104" r="78" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="2 13.3"/>` +
      `<circle cx="100" cy="104" r="20" fill="url(#a)" stroke="#7a4a05"/>` +
      `<path d="M100 30l-9-18h18z" fill="#fff" stroke="#7a4a05" stroke-width="2"/>`
    );
  },

  'card-table'({ palette, code }) {
    const pair = codeHash(code, 'tile-cards') % 2 === 0;
    return (
      `<ellipse cx="100" cy="200" rx="150" ry="130" fill="${mix(palette.primary, '#0b6e4f', 0.5)}" stroke="url(#a)" stroke-width="6"/>` +
      `<path d="M0 110q100-50 200 0" fill="none" stroke="url(#a)" stroke-width="3"/>` +
      `<circle cx="100" cy="48" r="26" fill="${darken(palette.surface, 0.2)}" opacity=".8"/>` +
      `<path d="M64 92c0-22 16-30 36-30s36 8 36 30z" fill="${darken(palette.surface, 0.2)}" opacity=".8"/>` +
      `<path d="M86 76l14 10 14-10-14 18z" fill="#fff"/>` +
      card(72, 134, -6, pair ? '9' : 'K', 'd') +
      card(128, 134, 6, pair ? '8' : 'Q', 's') +
      chipStack(34, 176, '#d90429', 3) +
      chipStack(166, 178, palette.accent, 4)
    );
  },

  dice() {
    const die = (x: number, y: number, angle: number, pips: number[][]) =>
      `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#d)"><rect x="-24" y="-24" width="48" height="48" rx="10" fill="#fff" stroke="#ccc"/>` +
      pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="5" fill="#d90429"/>`).join('') +
      `</g>`;
    return (
      `<ellipse cx="100" cy="130" rx="90" ry="56" fill="url(#a)" opacity=".9"/>` +
      `<ellipse cx="100" cy="126" rx="80" ry="48" fill="url(#p)"/>` +
      die(66, 110, -12, [[0, 0]]) +
      die(132, 104, 14, [
        [-12, -12],
        [0, 0],
        [12, 12],
      ]) +
      die(100, 148, 4, [
        [-12, -12],
        [12, -12],
        [-12, 12],
        [12, 12],
      ])
    );
  },

  sportsbook() {
    const patch = 'M0-8l8 6-3 9h-10l-3-9z';
    return (
      `<rect width="200" height="200" fill="#2b9348"/><path d="M0 0h200v40H0zM0 80h200v40H0zM0 160h200v40H0z" fill="#fff" opacity=".06"/>` +
      `<path d="M10 10h180v180H10zM100 10v180" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/><circle cx="100" cy="100" r="30" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>` +
      `<path d="M10 60h34v80H10" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>` +
      `<g transform="translate(118 112)" filter="url(#d)"><circle r="34" fill="url(#w)"/>` +
      [
        [0, 0, 2.2],
        [-22, -16, 1.4],
        [22, -16, 1.4],
        [-16, 24, 1.4],
        [16, 24, 1.4],
      ]
        .map(
          ([x, y, s]) =>
            `<path transform="translate(${x} ${y}) scale(${s})" d="${patch}" fill="#14213d"/>`,
        )
        .join('') +
      `</g>`
    );
  },

  cockfight({ palette }) {
    return (
      `<ellipse cx="100" cy="176" rx="96" ry="22" fill="#8d5524" opacity=".8"/>` +
      `<g filter="url(#d)">` +
      `<path d="M150 60c30 10 36 60 10 80 0-24-6-50-30-56z" fill="#1b4332"/><path d="M156 70c20 16 18 50 4 64" fill="none" stroke="#2d6a4f" stroke-width="6"/>` +
      `<path d="M70 70c-20 30-10 80 40 80s50-40 40-66c-10-20-40-10-50 0-10-20-20-24-30-14z" fill="url(#p)"/>` +
      `<path d="M66 40c-16 0-22 20-12 34 8 10 20 6 22-4 2-12-2-30-10-30z" fill="${palette.primary}"/>` +
      `<path d="M58 32c-2-10 8-12 8-6 2-8 12-6 10 2 6-4 12 2 6 8z" fill="#d90429"/>` +
      `<path d="M52 50l-14 5 14 5z" fill="#ffb703"/><circle cx="60" cy="50" r="3" fill="#111"/><path d="M58 62c-2 8 2 14 6 10z" fill="#d90429"/>` +
      `<path d="M90 148l-6 24m4-6h-12M120 148l4 24m-2-6h12" stroke="#ffb703" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M90 96c20-6 40 0 46 16" fill="none" stroke="url(#a)" stroke-width="6" stroke-linecap="round"/></g>`
    );
  },

  esports({ palette }) {
    return (
      `<path d="M0 150L100 110 200 150M0 190L100 140 200 190" stroke="${palette.primary}" stroke-width="2" opacity=".5" fill="none"/>` +
      `<g filter="url(#d)"><path d="M52 66h96c22 0 32 30 36 60 3 24-18 34-32 14l-14-18H62l-14 18c-14 20-35 10-32-14 4-30 14-60 36-60z" fill="url(#p)" stroke="${lighten(palette.primary, 0.5)}" stroke-width="2"/>` +
      `<path d="M60 86v28M46 100h28" stroke="#fff" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="140" cy="88" r="7" fill="#2dc653"/><circle cx="154" cy="102" r="7" fill="#e0315b"/><circle cx="126" cy="102" r="7" fill="#3d7bff"/><circle cx="140" cy="116" r="7" fill="#ffd166"/>` +
      `<circle cx="84" cy="126" r="9" fill="#222"/><circle cx="116" cy="126" r="9" fill="#222"/></g>` +
      `<path d="M72 72h56" stroke="#fff" opacity=".3" stroke-width="4" stroke-linecap="round"/>`
    );
  },

  'card-hand'({ palette }) {
    return (
      `<circle cx="100" cy="190" r="120" fill="${mix(palette.primary, '#0b6e4f', 0.6)}" stroke="url(#a)" stroke-width="6"/>` +
      card(70, 96, -24, 'A', 'h') +
      card(90, 88, -8, 'A', 's') +
      card(112, 88, 8, 'A', 'd') +
      card(132, 96, 24, 'A', 'c') +
      chipStack(48, 166, palette.accent, 3) +
      chipStack(152, 168, '#d90429', 4)
    );
  },

  'lottery-balls'({ palette, random }) {
    const colours = ['#d90429', '#3d7bff', '#2dc653', '#ffb703', palette.primary];
    const balls = [
      [62, 120],
      [100, 96],
      [138, 120],
      [82, 150],
      [120, 152],
    ]
      .map(([x, y], i) => {
        const number = 1 + Math.floor(random() * 75);
        return (
          `<circle cx="${x}" cy="${y}" r="22" fill="${colours[i]}"/><circle cx="${x}" cy="${y}" r="11" fill="#fff"/>` +
          `<text x="${x}" y="${y! + 5}" text-anchor="middle" font-size="13" font-weight="800" font-family="Arial,sans-serif" fill="#111">${number}</text>` +
          `<ellipse cx="${x! - 8}" cy="${y! - 10}" rx="6" ry="3" fill="#fff" opacity=".5"/>`
        );
      })
      .join('');
    return (
      `<circle cx="100" cy="112" r="80" fill="#fff" opacity=".12" stroke="#fff" stroke-width="3"/>` +
      `<g filter="url(#d)">${balls}</g>` +
      `<path d="M46 58a80 80 0 0 1 60-26" fill="none" stroke="#fff" opacity=".5" stroke-width="6" stroke-linecap="round"/>`
    );
  },
};

/**
 * A 200×200 tile of a catalogue entry: its category's scene in its theme's palette, lit from
 * the upper left, no words (the lobby prints the name under the tile), no external resources.
 * The entry's code seeds everything, so the same entry always gives the same bytes.
 */
export function gameTileSvg(entry: TileEntry): string {
  const scene = sceneOf(entry.game_classify);
  const palette = paletteFor(entry.game_code);
  const context: SceneContext = {
    code: entry.game_code,
    palette,
    random: seededFloats(codeHash(entry.game_code, 'tile')),
  };
  const body = scenes[scene](context);
  const sparkles = Array.from({ length: 5 }, () => {
    const x = Math.round(context.random() * 200);
    const y = Math.round(context.random() * 200);
    return `<circle cx="${x}" cy="${y}" r="${Math.round(1 + context.random() * 2)}" fill="#fff" opacity=".5"/>`;
  }).join('');
  const gradients: Record<string, string> = {
    a: verticalGradient('a', lighten(palette.accent, 0.35), darken(palette.accent, 0.35)),
    p: sphereGradient('p', palette.primary),
    w: sphereGradient('w', '#ffffff'),
    r: verticalGradient('r', '#ffffff', '#dfe3ea'),
    m: verticalGradient('m', '#e9ecef', '#9aa3ad'),
    s: '<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
    d: SHADOW_FILTER,
  };
  // Only what the scene paints with, so each tile stays small.
  const used = Object.entries(gradients)
    .filter(([id]) => body.includes(`url(#${id})`))
    .map(([, definition]) => definition)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_SIZE}" height="${TILE_SIZE}" viewBox="0 0 200 200" role="img" aria-label="${xmlText(entry.name_en)}" data-scene="${scene}">` +
    `<defs><radialGradient id="b" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${lighten(palette.surface, 0.15)}"/><stop offset="1" stop-color="${palette.background}"/></radialGradient>${used}</defs>` +
    `<rect width="200" height="200" fill="url(#b)"/>${sparkles}${body}` +
    `<rect width="200" height="200" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="4"/></svg>`
  );
}
