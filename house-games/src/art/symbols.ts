import { darken, lighten } from './paint.js';

/**
 * Vector pictures of the symbols the house games name (slot5 and scratch symbol sets), drawn
 * around (0, 0) within about ±17 units and lit from the upper left like the rest of a tile.
 * `url(#a)` is the tile's gold gradient (made from the theme's accent).
 */
type Draw = () => string;

const highlight = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".4"/>`;

const ball = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" stroke="${darken(colour, 0.35)}"/>` +
  highlight(cx - r * 0.35, cy - r * 0.4, r * 0.35, r * 0.22);

/** A faceted gem: a crown of facets over a pavilion, tinted `colour`. */
const gem = (colour: string): string =>
  `<path d="M-16-4l7-10h18l7 10-16 19z" fill="${colour}" stroke="${darken(colour, 0.4)}"/>` +
  `<path d="M-16-4h32L0 15zM-9-14l4 10h10l4-10" fill="${lighten(colour, 0.35)}" opacity=".6"/>` +
  `<path d="M-5-4L0 15" stroke="#fff" opacity=".5"/>`;

const crown: Draw = () =>
  `<path d="M-16 10l-2-19 10 8 8-13 8 13 10-8-2 19z" fill="url(#a)" stroke="#7a4a05"/>` +
  `<rect x="-16" y="10" width="32" height="5" rx="2" fill="url(#a)" stroke="#7a4a05"/>` +
  `<circle cy="3" r="3" fill="#e0315b"/><circle cx="-9" cy="5" r="2" fill="#3d7bff"/><circle cx="9" cy="5" r="2" fill="#1fbf8f"/>`;

/** A fish facing right, its belly lighter than its back. */
export const fish = (back: string, belly: string, bands = ''): string =>
  `<path d="M-17 0c8-12 24-12 31 0-7 12-23 12-31 0z" fill="${belly}" stroke="${darken(back, 0.4)}"/>` +
  `<path d="M-17 0c8-12 24-12 31 0z" fill="${back}"/>${bands}` +
  `<path d="M-16 0l-7-8v16z" fill="${back}" stroke="${darken(back, 0.4)}"/>` +
  `<circle cx="8" cy="-2" r="2" fill="#111"/>` +
  highlight(0, -5, 7, 2);

const seven: Draw = () =>
  `<path d="M-12-15h25v7L0 16h-10L2-7h-14z" fill="#e0315b" stroke="url(#a)" stroke-width="3" stroke-linejoin="round"/>`;

const bell: Draw = () =>
  `<path d="M0-15c-10 0-11 9-11 15s-3 8-6 10h34c-3-2-6-4-6-10S10-15 0-15z" fill="url(#a)" stroke="#7a4a05"/>` +
  `<circle cy="13" r="4" fill="url(#a)" stroke="#7a4a05"/>` +
  highlight(-4, -6, 3, 6);

const cherry: Draw = () =>
  `<path d="M-7 2Q-2-12 8-16M7 6Q5-6 8-16" stroke="#3a7d2c" stroke-width="2.5" fill="none"/>` +
  ball(-7, 6, 8, '#d7263d') +
  ball(8, 9, 7, '#e63950');

const grapes: Draw = () =>
  `<path d="M-7-7h0M1-8h0M9-6h0M-4 0h0M5 1h0M0 8h0" stroke="#5a189a" stroke-width="13" stroke-linecap="round"/>` +
  `<path d="M-7-7h0M1-8h0M9-6h0M-4 0h0M5 1h0M0 8h0" stroke="#9d4edd" stroke-width="9" stroke-linecap="round" transform="translate(-1 -1)"/>` +
  highlight(-3, -9, 4, 2);

const lemon: Draw = () =>
  `<ellipse rx="16" ry="12" fill="#ffd60a" stroke="#b38f00"/>` + highlight(-5, -5, 6, 3);

const watermelon: Draw = () =>
  `<path d="M-17-4a17 17 0 0 0 34 0z" fill="#2b9348" stroke="#155d27"/>` +
  `<path d="M-14-4a14 14 0 0 0 28 0z" fill="#ef476f"/>` +
  `<circle cx="-5" cy="2" r="1.5"/><circle cx="4" cy="4" r="1.5"/><circle cx="0" cy="-1" r="1.5"/>`;

const bar: Draw = () =>
  `<rect x="-17" y="-9" width="34" height="18" rx="4" fill="#14213d" stroke="url(#a)" stroke-width="3"/>` +
  `<path d="M-10-3h20M-10 3h20" stroke="url(#a)" stroke-width="3"/>`;

const star: Draw = () =>
  `<path d="M0-17l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="url(#a)" stroke="#7a4a05"/>`;

const lotus: Draw = () =>
  `<path d="M0 10C-12 6-14-4-14-8 -6-6-2 0 0 10zM0 10C12 6 14-4 14-8 6-6 2 0 0 10z" fill="#ff8fab" stroke="#c9184a"/>` +
  `<path d="M0 10C-7 2-6-10 0-16 6-10 7 2 0 10z" fill="#ffc2d1" stroke="#c9184a"/>` +
  `<path d="M-16 12h32" stroke="#2b9348" stroke-width="3" stroke-linecap="round"/>`;

const boat: Draw = () =>
  `<path d="M-17 4h34l-7 9h-20z" fill="#8d5524" stroke="#4a2c12"/>` +
  `<path d="M-1 3v-19l14 17z" fill="#fefae0" stroke="#b08968"/><path d="M-3 3v-13l-10 13z" fill="#e9c46a"/>`;

const feather: Draw = () =>
  `<path d="M0 17C-10 6-10-8 0-17 10-8 10 6 0 17z" fill="#2a9d8f" stroke="#1d5c55"/>` +
  `<circle cy="-3" r="7" fill="#e9c46a"/><circle cy="-3" r="4.5" fill="#264653"/><circle cy="-3" r="2" fill="#3d7bff"/>`;

const tiger: Draw = () =>
  `<circle cx="-11" cy="-11" r="5" fill="#f77f00"/><circle cx="11" cy="-11" r="5" fill="#f77f00"/>` +
  ball(0, 1, 15, '#f77f00') +
  `<path d="M-15 0h6M15 0h-6M0-14v6M-11-9l4 3M11-9l-4 3" stroke="#2b2d42" stroke-width="2.5"/>` +
  `<ellipse cy="8" rx="7" ry="5" fill="#fff"/><path d="M-3 5h6l-3 3z" fill="#2b2d42"/>` +
  `<circle cx="-6" cy="-3" r="2" fill="#2b2d42"/><circle cx="6" cy="-3" r="2" fill="#2b2d42"/>`;

const egg: Draw = () =>
  `<path d="M0-17c9 0 14 14 14 21S8 17 0 17-14 11-14 4-9-17 0-17z" fill="url(#a)" stroke="#7a4a05"/>` +
  highlight(-5, -7, 4, 6);

const flame: Draw = () =>
  `<path d="M0 17c-11 0-15-10-9-20 2 5 5 6 5 6-1-9 4-16 10-20-1 8 9 12 9 22 0 8-6 12-15 12z" fill="#f77f00" stroke="#9d0208"/>` +
  `<path d="M0 15c-5 0-7-5-3-10 1 3 3 3 3 3 0-5 3-7 5-9 0 6 3 8 3 11 0 3-3 5-8 5z" fill="#ffd60a"/>`;

const shell: Draw = () =>
  `<ellipse rx="17" ry="13" fill="#588157" stroke="#344e41"/>` +
  `<path d="M-6-7h12l5 7-5 7H-6l-5-7z" fill="#a3b18a" stroke="#344e41"/>` +
  highlight(-6, -8, 6, 2);

const pearl: Draw = () =>
  `<path d="M-16 10c4-16 28-16 32 0" fill="none" stroke="#2a9d8f" stroke-width="4" stroke-linecap="round"/>` +
  ball(0, 0, 10, '#e5e5e5');

const umbrella: Draw = () =>
  `<path d="M-17 0a17 15 0 0 1 34 0c-3-3-6-3-8 0-3-3-6-3-9 0-3-3-6-3-9 0-3-3-6-3-8 0z" fill="#3d7bff" stroke="#10254f"/>` +
  `<path d="M0 0v13a3 3 0 0 1-6 0" fill="none" stroke="#333" stroke-width="2"/>` +
  highlight(-6, -9, 5, 2);

const lightning: Draw = () =>
  `<path d="M4-17L-10 2h8l-5 15L11-4H2l6-13z" fill="url(#a)" stroke="#7a4a05" stroke-linejoin="round"/>`;

const kite: Draw = () =>
  `<path d="M0-17l12 12L0 12-12-5z" fill="#e0315b" stroke="#7a0a24"/><path d="M0-17V12M-12-5h24" stroke="#fff" opacity=".6"/>` +
  `<path d="M0 12q4 3 0 6" fill="none" stroke="#ffd60a" stroke-width="2"/>`;

const paperBoat: Draw = () =>
  `<path d="M-17 3h34l-8 9h-18z" fill="#f1faee" stroke="#8ecae6"/><path d="M-9 3L0-13 9 3z" fill="#e9f5f9" stroke="#8ecae6"/>`;

const rainbow: Draw = () =>
  ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#3d7bff']
    .map(
      (colour, i) =>
        `<path d="M${-16 + i * 3} 10a${16 - i * 3} ${16 - i * 3} 0 0 1 ${32 - i * 6} 0" fill="none" stroke="${colour}" stroke-width="3"/>`,
    )
    .join('');

const frog: Draw = () =>
  ball(0, 4, 13, '#70e000') +
  `<circle cx="-7" cy="-8" r="5" fill="#70e000"/><circle cx="7" cy="-8" r="5" fill="#70e000"/>` +
  `<circle cx="-7" cy="-8" r="2.5" fill="#111"/><circle cx="7" cy="-8" r="2.5" fill="#111"/><path d="M-6 7q6 4 12 0" fill="none" stroke="#111" stroke-width="1.5"/>`;

const clover: Draw = () =>
  `<path d="M0 4q-4 8-2 14" stroke="#2b9348" stroke-width="3" fill="none"/>` +
  `<path d="M-6-8h0M6-8h0M-6 2h0M6 2h0" stroke="#38b000" stroke-width="14" stroke-linecap="round"/>` +
  highlight(-7, -11, 3, 2);

const coin: Draw = () =>
  `<circle r="15" fill="url(#a)" stroke="#7a4a05"/><circle r="10" fill="none" stroke="#7a4a05" opacity=".6"/>` +
  `<path d="M-3-6h6M-3 6h6M0-8v16" stroke="#7a4a05" stroke-width="2"/>` +
  highlight(-5, -7, 5, 3);

const chest: Draw = () =>
  `<path d="M-16-2a16 10 0 0 1 32 0z" fill="#9c6644" stroke="#4a2c12"/><rect x="-16" y="-2" width="32" height="17" rx="2" fill="#7f5539" stroke="#4a2c12"/>` +
  `<path d="M-16-2h32M-10-11v26M10-11v26" stroke="url(#a)" stroke-width="3"/><rect x="-3" y="-4" width="6" height="8" fill="url(#a)"/>`;

const horseshoe: Draw = () =>
  `<path d="M-11 15V0a11 11 0 0 1 22 0v15" fill="none" stroke="url(#a)" stroke-width="7"/>` +
  `<path d="M-11 15V0a11 11 0 0 1 22 0v15" fill="none" stroke="#7a4a05" stroke-width="1" stroke-dasharray="2 6"/>`;

const gems = {
  ruby: () => gem('#e0115f'),
  emerald: () => gem('#2dc653'),
  sapphire: () => gem('#1e6fff'),
  diamond: () => gem('#bde0fe'),
  amethyst: () => gem('#9d4edd'),
  topaz: () => gem('#ffb703'),
  quartz: () => gem('#e5e5e5'),
};

/** Every symbol name the theme sets use that has a picture; the rest fall back to the star. */
const PICTURES: Record<string, Draw> = {
  ...gems,
  crown,
  'royal-crown': crown,
  'treasure-chest': chest,
  chest,
  seven,
  bell,
  cherry,
  grapes,
  lemon,
  orange: () =>
    ball(0, 0, 15, '#fb8500') + `<path d="M0-15l3-4" stroke="#2b9348" stroke-width="3"/>`,
  plum: () => ball(0, 2, 14, '#6a0572'),
  strawberry: () =>
    `<path d="M0 17C-12 10-15-4-9-10 0-14 0-14 9-10 15-4 12 10 0 17z" fill="#e63946" stroke="#9d0208"/><path d="M-8-10l8-6 8 6-8 2z" fill="#2b9348"/>`,
  melon: watermelon,
  watermelon,
  bar,
  'wild-star': star,
  star,
  jackpot: seven,
  lotus,
  'river-boat': boat,
  boat,
  peacock: feather,
  hilsa: () => fish('#8d99ae', '#edf2f4'),
  koi: () =>
    fish('#f77f00', '#fff3e0', '<path d="M-2-8q3 6 0 14" stroke="#fff" stroke-width="3"/>'),
  'royal-tiger': tiger,
  tiger,
  elephant: () =>
    ball(0, 0, 13, '#adb5bd') +
    `<ellipse cx="-13" cy="-2" rx="6" ry="9" fill="#8d99ae"/><ellipse cx="13" cy="-2" rx="6" ry="9" fill="#8d99ae"/>` +
    `<path d="M0 4q0 10 6 12" fill="none" stroke="#adb5bd" stroke-width="5" stroke-linecap="round"/><circle cx="-5" cy="-3" r="1.8"/><circle cx="5" cy="-3" r="1.8"/>`,
  mango: () =>
    `<path d="M-4-14c14 0 18 20 6 28-12 6-20-4-17-14 2-8 6-14 11-14z" fill="#ffb703" stroke="#b36b00"/>` +
    highlight(-4, -6, 4, 6),
  dragon: flame,
  phoenix: flame,
  'golden-egg': egg,
  qilin: pearl,
  tortoise: shell,
  lightning,
  rainbow,
  umbrella,
  kite,
  'paper-boat': paperBoat,
  frog,
  clover,
  horseshoe,
  coin,
  bag: () =>
    `<path d="M-6-12h12l-3 5c10 4 12 12 9 20h-24c-3-8-1-16 9-20z" fill="#b08968" stroke="#4a2c12"/><path d="M-5-7h10" stroke="url(#a)" stroke-width="3"/>`,
  key: () =>
    `<circle cx="-8" r="7" fill="none" stroke="url(#a)" stroke-width="4"/><path d="M-1 0h17M12 0v6M7 0v5" stroke="url(#a)" stroke-width="4"/>`,
};

const placement = (x: number, y: number, scale: number) =>
  scale === 1 ? `translate(${x} ${y})` : `translate(${x} ${y}) scale(${scale})`;

/** The picture of a named symbol at (x, y), scaled; a star when the name has none of its own. */
export function symbolAt(name: string, x: number, y: number, scale = 1): string {
  return `<g transform="${placement(x, y, scale)}">${(PICTURES[name] ?? star)()}</g>`;
}

/**
 * Symbols a tile shows more than once (a reel's winning row, a scratch card's three of a kind):
 * each picture is defined once and placed with <use>, a same-document reference that loads
 * nothing, so repeating a symbol costs a few bytes instead of its whole drawing.
 */
export function symbolSheet() {
  const ids = new Map<string, string>();
  const definitions: string[] = [];
  return {
    place(name: string, x: number, y: number, scale = 1): string {
      let id = ids.get(name);
      if (!id) {
        id = `y${ids.size}`;
        ids.set(name, id);
        definitions.push(`<g id="${id}">${(PICTURES[name] ?? star)()}</g>`);
      }
      return `<use href="#${id}" transform="${placement(x, y, scale)}"/>`;
    },
    /** The definitions of every symbol placed so far; put them in the tile once. */
    defs: () => `<defs>${definitions.join('')}</defs>`,
  };
}
