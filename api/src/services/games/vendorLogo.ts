import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { codeHash, PALETTES, pickFor } from '@site/house-games/engines';
import { escapeXml, xmlText } from '../content/bannerArt.js';
import { darken, FONT_STACK, lighten, verticalGradient } from '@site/house-games/art';

/** Width and height of a vendor logo: a wide tile that fits ten to a footer row. */
export const VENDOR_LOGO_SIZE = { width: 160, height: 64 } as const;

/** What a vendor's logo is drawn from. */
export interface VendorArt {
  node_id: string;
  vassalage: string;
  display_name: string;
}

/** The vendor a logo URL names, or undefined when there is none. */
export function findVendorArt(
  db: Kysely<Database>,
  nodeId: string,
): Promise<VendorArt | undefined> {
  return db
    .selectFrom('game_vendors')
    .select(['node_id', 'vassalage', 'display_name'])
    .where('node_id', '=', nodeId)
    .executeTakeFirst();
}

type EmblemShape = 'shield' | 'hexagon' | 'ring' | 'badge';
const EMBLEM_SHAPES: readonly EmblemShape[] = ['shield', 'hexagon', 'ring', 'badge'];

/** The emblem's outline in a 48×48 box at the logo's left. */
const EMBLEM_PATHS: Record<EmblemShape, string> = {
  shield: 'M32 8l20 6v16c0 13-9 22-20 26-11-4-20-13-20-26V14z',
  hexagon: 'M32 7l22 12.5v25L32 57 10 44.5v-25z',
  ring: 'M32 8a24 24 0 1 1 0 48 24 24 0 1 1 0-48z',
  badge: 'M32 7l6 5 8-1 2 8 7 4-3 7 3 7-7 4-2 8-8-1-6 5-6-5-8 1-2-8-7-4 3-7-3-7 7-4 2-8 8 1z',
};

/** Width a bold capital takes per em of font size, on average and at worst (W, M). */
const AVERAGE_CAPS_EM = 0.7;
const WIDEST_CAPS_EM = 0.8;

/**
 * One line of the wordmark: as large as fits `room` between the sizes (the smallest still reads
 * at the footer's 140×56), and squeezed to the room when its widest letters might not fit.
 */
function wordmarkLine(
  text: string,
  room: number,
  [minSize, maxSize]: [number, number],
  attributes: string,
) {
  const letters = [...text].length;
  const size = Math.max(minSize, Math.min(maxSize, Math.floor(room / letters / AVERAGE_CAPS_EM)));
  const squeeze =
    letters * size * WIDEST_CAPS_EM > room
      ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return {
    size,
    width: Math.min(room, Math.round(letters * size * AVERAGE_CAPS_EM)),
    svg: (y: number) =>
      `<text x="64" y="${y}" font-size="${size}"${squeeze} ${attributes}>${xmlText(text)}</text>`,
  };
}

/**
 * A vendor's logo: an emblem (shield, hexagon, ring or badge, picked by the vendor's code) with
 * its initial, beside its name in bold capitals, the first word over the rest, in colours from
 * the code so a vendor looks the same in every category. Sized to read at the footer's 140×56.
 * No external images, no scripts; all text escaped.
 */
export function vendorLogoSvg(vendor: VendorArt): string {
  const { width, height } = VENDOR_LOGO_SIZE;
  const palette = pickFor(vendor.vassalage, 'vendor', PALETTES);
  const shape = EMBLEM_SHAPES[codeHash(vendor.vassalage, 'vendor-shape') % EMBLEM_SHAPES.length]!;
  const name = vendor.display_name.trim() || vendor.vassalage;
  const [first = name, ...rest] = name.toUpperCase().split(/\s+/);
  const second = rest.join(' ');
  const room = width - 64 - 8;
  const top = wordmarkLine(
    first,
    room,
    second ? [13, 22] : [15, 26],
    'font-weight="900" fill="#fff"',
  );
  const initial = [...name][0]!.toUpperCase();
  let words: string;
  if (second) {
    const bottom = wordmarkLine(
      second,
      room,
      [11, 12],
      `font-weight="700" fill="${palette.accent}"`,
    );
    words = top.svg(33) + bottom.svg(33 + bottom.size + 4);
  } else {
    const baseline = Math.round(32 + top.size * 0.36);
    words =
      top.svg(baseline) +
      `<rect x="64" y="${baseline + 5}" width="${top.width}" height="2.5" rx="1" fill="url(#g)"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(vendor.display_name)}" data-emblem="${shape}">` +
    `<defs>${verticalGradient('v', palette.surface, palette.background)}${verticalGradient('g', lighten(palette.accent, 0.4), darken(palette.accent, 0.35))}${verticalGradient('e', palette.primary, darken(palette.primary, 0.45))}</defs>` +
    `<rect width="${width}" height="${height}" rx="10" fill="url(#v)"/>` +
    `<path d="M0 10a10 10 0 0 1 10-10h140a10 10 0 0 1 10 10v12H0z" fill="#fff" opacity=".06"/>` +
    `<path d="${EMBLEM_PATHS[shape]}" transform="translate(-2 0)" fill="url(#g)"/>` +
    `<path d="${EMBLEM_PATHS[shape]}" transform="translate(3.8 5.8) scale(.82)" fill="url(#e)"/>` +
    `<g font-family="${FONT_STACK}">` +
    `<text x="30" y="40" font-size="22" font-weight="900" text-anchor="middle" fill="#fff">${xmlText(initial)}</text>` +
    words +
    `</g></svg>`
  );
}
