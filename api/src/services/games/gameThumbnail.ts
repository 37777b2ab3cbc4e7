import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { escapeXml } from '../content/bannerArt.js';

/** Palettes (background from, background to, accent) picked by a hash of the node id. */
const PALETTES: Array<[string, string, string]> = [
  ['#0B6E4F', '#08A045', '#FFD23F'],
  ['#1B1F5E', '#4B3F9E', '#FF6B6B'],
  ['#3D0C11', '#D80032', '#F9DEC9'],
  ['#12355B', '#2E86AB', '#F6AE2D'],
  ['#2D3047', '#419D78', '#E0A458'],
  ['#4A1942', '#893168', '#FFC857'],
  ['#0F4C5C', '#5F0F40', '#FB8B24'],
  ['#14213D', '#FCA311', '#E5E5E5'],
];

/** One glyph per family of classifications, so a grid of thumbnails reads at a glance. */
function glyph(classify: string, accent: string): string {
  switch (classify) {
    case 'TG':
    case 'BAC':
    case 'BJ':
    case 'TP':
    case 'AB':
    case 'CARD':
    case 'VP':
      // A playing card.
      return `<rect x="70" y="52" width="60" height="84" rx="8" fill="#fff"/><path d="M100 74 l14 18 -14 18 -14 -18z" fill="${accent}"/>`;
    case 'ROU':
    case 'SHOW':
      return `<circle cx="100" cy="94" r="40" fill="none" stroke="#fff" stroke-width="8"/><circle cx="100" cy="94" r="10" fill="${accent}"/>`;
    case 'FISH':
      return `<path d="M56 94 q44 -44 88 0 q-44 44 -88 0z" fill="#fff"/><path d="M144 94 l20 -18 v36z" fill="#fff"/><circle cx="80" cy="90" r="5" fill="${accent}"/>`;
    case 'SPORTSBOOK':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return `<circle cx="100" cy="94" r="40" fill="#fff"/><path d="M100 70 l22 16 -8 26h-28l-8 -26z" fill="${accent}"/>`;
    case 'AC':
      return `<path d="M60 130 L100 50 L140 130z" fill="#fff"/><circle cx="100" cy="104" r="12" fill="${accent}"/>`;
    default:
      // Slots: three reels.
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${52 + i * 34}" y="62" width="28" height="64" rx="6" fill="#fff"/><text x="${66 + i * 34}" y="103" font-size="22" font-weight="700" text-anchor="middle" fill="${accent}">7</text>`,
        )
        .join('');
  }
}

/** The thumbnail's colours of a game (background from, background to, accent). */
export function gamePalette(nodeId: string): [string, string, string] {
  const seed = createHash('sha256').update(nodeId).digest();
  return PALETTES[seed[0]! % PALETTES.length]!;
}

/** What a game's thumbnail is drawn from. */
export interface GameArt {
  node_id: string;
  vassalage: string;
  game_classify: string;
  name_en: string;
}

/** The game a thumbnail URL names, or undefined when there is none. */
export function findGameArt(db: Kysely<Database>, nodeId: string): Promise<GameArt | undefined> {
  return db
    .selectFrom('games')
    .select(['node_id', 'vassalage', 'game_classify', 'name_en'])
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
}

/**
 * A 200×200 SVG thumbnail: palette, circles and glyph from the node id, the vendor code and
 * the English initials. No external images, no scripts; all text escaped.
 */
export function gameThumbnailSvg(game: GameArt): string {
  const seed = createHash('sha256').update(game.node_id).digest();
  const [from, to, accent] = gamePalette(game.node_id);
  const circles = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${(seed[1 + i]! * 7) % 200}" cy="${(seed[4 + i]! * 5) % 200}" r="${20 + (seed[7 + i]! % 50)}" fill="#fff" fill-opacity="0.08"/>`,
    )
    .join('');
  const initials = game.name_en
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(game.name_en)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#g)"/>${circles}` +
    `<g font-family="Inter,Segoe UI,Arial,sans-serif">${glyph(game.game_classify, accent)}` +
    `<text x="12" y="28" font-size="16" font-weight="700" fill="${accent}">${escapeXml(game.vassalage)}</text>` +
    `<text x="188" y="184" font-size="28" font-weight="800" text-anchor="end" fill="#fff" fill-opacity="0.85">${escapeXml(initials)}</text></g></svg>`
  );
}
