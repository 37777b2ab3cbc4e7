import { darken, fish, lighten } from '@site/house-games/art';

/**
 * How each species of a school looks, smallest first: its colours and markings grow richer with
 * its multiplier, and the boss (the last) is gold. The same look paints the canvas and the rules.
 */
export interface FishLook {
  back: string;
  belly: string;
  /** Stripes across the body. */
  bands: number;
  /** A crown on the boss. */
  crowned: boolean;
}

const COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['#9aa7b8', '#eef3f8'],
  ['#5fa8d3', '#e3f4ff'],
  ['#f4a259', '#fff1e0'],
  ['#43aa8b', '#e4fbef'],
  ['#e76f51', '#ffe9e2'],
  ['#c77dff', '#f6e9ff'],
  ['#3a86ff', '#dfeaff'],
  ['#ef476f', '#ffe3ea'],
  ['#f4c430', '#fff7d6'],
];

export function lookOf(speciesIndex: number, speciesCount: number): FishLook {
  const boss = speciesIndex === speciesCount - 1;
  const [back, belly] = boss ? COLOURS.at(-1)! : COLOURS[speciesIndex % (COLOURS.length - 1)]!;
  return { back, belly, bands: speciesIndex % 3, crowned: boss };
}

const BODY = 'M-17 0c8-12 24-12 31 0-7 12-23 12-31 0z';
const BACK = 'M-17 0c8-12 24-12 31 0z';
const TAIL = 'M-16 0l-7-8v16z';
const CROWN = 'M-2-11l-2-8 4 4 3-6 3 6 4-4-2 8z';
const bandPath = (bands: number) =>
  Array.from({ length: bands }, (_, band) => `M${-6 + band * 7}-8q3 8 0 16`).join('');

/** The species' picture as SVG markup (the art's fish, facing right, about ±20 units). */
export const fishMarkup = (look: FishLook): string =>
  fish(
    look.back,
    look.belly,
    (look.bands
      ? `<path d="${bandPath(look.bands)}" stroke="#fff" stroke-width="2.5" fill="none" opacity=".75"/>`
      : '') + (look.crowned ? `<path d="${CROWN}" fill="#ffd60a" stroke="#7a4a05"/>` : ''),
  );

let paths: Record<'body' | 'back' | 'tail' | 'crown', Path2D> | null = null;

/**
 * Paints the species on a canvas centred at the origin, facing right, `length` pixels long;
 * `caught` (0 to 1) flips it belly-up as it is landed.
 */
export function paintFish(
  context: CanvasRenderingContext2D,
  look: FishLook,
  length: number,
  caught = 0,
): void {
  paths ??= {
    body: new Path2D(BODY),
    back: new Path2D(BACK),
    tail: new Path2D(TAIL),
    crown: new Path2D(CROWN),
  };
  const scale = length / 40;
  context.save();
  context.scale(scale, scale * Math.cos(caught * Math.PI));
  const edge = darken(look.back, 0.4);
  context.lineWidth = 1.2;
  if (look.crowned) {
    context.shadowColor = lighten(look.back, 0.3);
    context.shadowBlur = 12;
  }
  context.fillStyle = look.back;
  context.strokeStyle = edge;
  context.fill(paths.tail);
  context.stroke(paths.tail);
  context.fillStyle = look.belly;
  context.fill(paths.body);
  context.shadowBlur = 0;
  context.stroke(paths.body);
  context.fillStyle = look.back;
  context.fill(paths.back);
  if (look.bands) {
    context.strokeStyle = 'rgb(255 255 255 / 75%)';
    context.lineWidth = 2.5;
    context.stroke(new Path2D(bandPath(look.bands)));
  }
  if (look.crowned) {
    context.fillStyle = '#ffd60a';
    context.strokeStyle = '#7a4a05';
    context.lineWidth = 1;
    context.fill(paths.crown);
    context.stroke(paths.crown);
  }
  context.fillStyle = '#111';
  context.beginPath();
  context.arc(8, -2, 2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = 'rgb(255 255 255 / 40%)';
  context.beginPath();
  context.ellipse(0, -5, 7, 2, 0, 0, Math.PI * 2);
  context.fill();
  context.restore();
}
