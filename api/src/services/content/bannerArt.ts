import { createHash } from 'node:crypto';

/** Brand colours of the generated artwork (gradient start, end, accent). */
const BRAND_COLOURS: Record<string, [string, string, string]> = {
  PADMA: ['#0B6E4F', '#08A045', '#FFD23F'],
  MEGHNA: ['#1B1F5E', '#4B3F9E', '#FF6B6B'],
};
const FALLBACK: [string, string, string][] = [
  ['#2D3047', '#419D78', '#E0A458'],
  ['#3D0C11', '#D80032', '#F9DEC9'],
  ['#12355B', '#420039', '#FFD400'],
];

export const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Strips characters XML 1.0 forbids, then escapes. */
export const xmlText = (value: string) =>
  // eslint-disable-next-line no-control-regex
  escapeXml(value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));

export interface BannerArtInput {
  merchantCode: string;
  imageKey: string;
  title: string;
  subtitle: string;
  language: 'bn' | 'en';
}

/**
 * A 1920×600 SVG banner: brand gradient, a few shapes placed from a hash of the image key
 * (stable per banner), the localized headline and sub-headline (escaped).
 */
export function renderBannerSvg(input: BannerArtInput): string {
  const seed = createHash('sha256').update(input.imageKey).digest();
  const colours = BRAND_COLOURS[input.merchantCode] ?? FALLBACK[seed[0]! % FALLBACK.length]!;
  const [from, to, accent] = colours;
  const circles = [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = 900 + ((seed[1 + i * 3]! * 4) % 1000);
      const cy = (seed[2 + i * 3]! * 3) % 600;
      const r = 40 + (seed[3 + i * 3]! % 160);
      const fill = i % 2 === 0 ? accent : '#FFFFFF';
      const opacity = (0.12 + (seed[4 + i]! % 30) / 100).toFixed(2);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;
    })
    .join('');
  const tilt = (seed[20]! % 30) - 15;
  const font =
    input.language === 'bn'
      ? "'Noto Sans Bengali','Hind Siliguri','Kalpurush',sans-serif"
      : "'Inter','Segoe UI',Arial,sans-serif";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600" viewBox="0 0 1920 600" role="img" aria-label="${xmlText(input.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1920" height="600" fill="url(#g)"/>` +
    circles +
    `<rect x="1250" y="120" width="420" height="360" rx="48" fill="${accent}" fill-opacity="0.18" transform="rotate(${tilt} 1460 300)"/>` +
    `<rect x="120" y="370" width="220" height="8" rx="4" fill="${accent}"/>` +
    `<text x="120" y="270" font-family="${font}" font-size="84" font-weight="700" fill="#FFFFFF">${xmlText(input.title)}</text>` +
    `<text x="120" y="340" font-family="${font}" font-size="40" fill="#FFFFFF" fill-opacity="0.9">${xmlText(input.subtitle)}</text>` +
    `</svg>`
  );
}
