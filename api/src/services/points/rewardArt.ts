import { createHash } from 'node:crypto';
import type { RewardCategory } from '../../db/pointsSchema.js';
import { escapeXml } from '../content/bannerArt.js';

/** Each category its own colours and a plain pictogram, so goods tell apart at a glance. */
const LOOK: Record<RewardCategory, { from: string; to: string; glyph: string }> = {
  voucher: {
    from: '#0E7C66',
    to: '#15B392',
    // A ticket with a notch.
    glyph:
      '<path d="M110 150h180a20 20 0 0 0 0 40v0a20 20 0 0 0 0 40H110a20 20 0 0 0 0-40 20 20 0 0 0 0-40z" fill="#fff" fill-opacity="0.92"/><path d="M230 150v80" stroke="#0E7C66" stroke-width="6" stroke-dasharray="10 8"/>',
  },
  bonus: {
    from: '#B4540A',
    to: '#F2A20C',
    // A stack of coins.
    glyph:
      '<ellipse cx="200" cy="235" rx="80" ry="22" fill="#fff" fill-opacity="0.75"/><rect x="120" y="180" width="160" height="55" fill="#fff" fill-opacity="0.75"/><ellipse cx="200" cy="180" rx="80" ry="22" fill="#fff"/><text x="200" y="190" text-anchor="middle" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="#B4540A">৳</text>',
  },
  gadget: {
    from: '#3B2A8C',
    to: '#6C4FE0',
    // A gift box.
    glyph:
      '<rect x="125" y="170" width="150" height="95" rx="8" fill="#fff" fill-opacity="0.9"/><rect x="115" y="145" width="170" height="32" rx="6" fill="#fff"/><rect x="192" y="145" width="16" height="120" fill="#3B2A8C" fill-opacity="0.55"/><path d="M200 145c-20-40-60-30-45 0M200 145c20-40 60-30 45 0" stroke="#fff" stroke-width="8" fill="none"/>',
  },
};

/** A square picture of a reward: its category's pictogram and its name. */
export function renderRewardSvg(reward: {
  image_key: string;
  category: RewardCategory;
  name_en: string;
}): string {
  const look = LOOK[reward.category];
  const seed = createHash('sha256').update(reward.image_key).digest();
  const spots = [0, 1, 2]
    .map((i) => {
      const cx = (seed[i * 2]! * 397) % 400;
      const cy = (seed[i * 2 + 1]! * 211) % 400;
      return `<circle cx="${cx}" cy="${cy}" r="${30 + (seed[10 + i]! % 60)}" fill="#fff" fill-opacity="0.08"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(reward.name_en)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/>${spots}${look.glyph}</svg>`
  );
}
