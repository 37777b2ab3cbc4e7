/**
 * Small helpers the tile and logo art share: colour mixing and the gradients every scene paints
 * with. Numbers are rounded so the SVG stays short and the same input gives the same bytes.
 */

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** `from` moved `amount` (0–1) of the way to `to`, as #rrggbb. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((channel, i) =>
      Math.round(channel + (b[i]! - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** A top-to-bottom gradient from a lit to a shaded tone of `colour`. */
export const verticalGradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A radial light from above left, so every object in a scene is lit from the same side. */
export const sphereGradient = (id: string, colour: string) =>
  `<radialGradient id="${id}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${lighten(colour, 0.45)}"/><stop offset=".55" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.4)}"/></radialGradient>`;

/** The soft drop shadow under a scene's main object. */
export const SHADOW_FILTER =
  '<filter id="d" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dy="3" stdDeviation="3" flood-opacity=".5"/></filter>';

/** Deterministic pseudo-random numbers 0–1 from a seed, for decoration placement. */
export function seededFloats(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** The site's font stack (shared/src/styles/base.css), quoted for an SVG attribute. */
export const FONT_STACK =
  "'Noto Sans Bengali','Noto Sans',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
