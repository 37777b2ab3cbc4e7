import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { escapeXml } from '../content/bannerArt.js';
import { gamePalette } from './gameThumbnail.js';

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

/**
 * A vendor's wordmark as SVG: its code in the accent colour over its display name on the
 * vendor's palette, so each logo is recognisable and no two neighbours look alike. No
 * external images, no scripts; all text escaped.
 */
export function vendorLogoSvg(vendor: VendorArt): string {
  const { width, height } = VENDOR_LOGO_SIZE;
  const [from, to, accent] = gamePalette(vendor.node_id);
  // Long names shrink so they stay inside the tile (about 0.56 em per glyph in a sans face).
  const nameSize = Math.max(
    9,
    Math.min(15, Math.floor((width - 16) / (vendor.display_name.length * 0.56))),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(vendor.display_name)}">` +
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="10" fill="url(#v)"/>` +
    `<g font-family="Inter,Segoe UI,Arial,sans-serif" text-anchor="middle">` +
    `<text x="${width / 2}" y="29" font-size="20" font-weight="800" letter-spacing="1" fill="${accent}">${escapeXml(vendor.vassalage)}</text>` +
    `<text x="${width / 2}" y="50" font-size="${nameSize}" font-weight="600" fill="#fff">${escapeXml(vendor.display_name)}</text>` +
    `</g></svg>`
  );
}
