/**
 * What every game's theme shares: a catalogue entry's code picks, through a hash, the entry's
 * palette, bet range and volatility, so two entries of one kind look and play differently while
 * the same code always gives the same theme (on the server, on the page and in the fairness check).
 */
export type Volatility = 'low' | 'medium' | 'high';
export const VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'high'];

/** Colours the game page and its tile paint with (CSS colours). */
export interface Palette {
  name: string;
  background: string;
  surface: string;
  primary: string;
  accent: string;
  text: string;
}

/** Stakes a round accepts, in minor units: from min to max in whole steps. */
export interface BetLimits {
  minMinor: number;
  maxMinor: number;
  stepMinor: number;
}

export interface ThemeBase {
  gameCode: string;
  /** The catalogue entry's name, or one made from its code. */
  name: string;
  palette: Palette;
  bet: BetLimits;
  /** The return to player the rules are built for, as a fraction (0.96 = 96 %). */
  targetRtp: number;
}

export const PALETTES: readonly Palette[] = [
  {
    name: 'emerald',
    background: '#06251d',
    surface: '#0d3b2e',
    primary: '#1fbf8f',
    accent: '#f5c542',
    text: '#f2fff9',
  },
  {
    name: 'ruby',
    background: '#2a0710',
    surface: '#4a0f1f',
    primary: '#e0315b',
    accent: '#ffd166',
    text: '#fff3f5',
  },
  {
    name: 'sapphire',
    background: '#07142e',
    surface: '#10254f',
    primary: '#3d7bff',
    accent: '#7ef0ff',
    text: '#eef4ff',
  },
  {
    name: 'amber',
    background: '#2b1804',
    surface: '#4a2c08',
    primary: '#ff9f1c',
    accent: '#ffe066',
    text: '#fff8eb',
  },
  {
    name: 'amethyst',
    background: '#1c0b2e',
    surface: '#32164f',
    primary: '#a259ff',
    accent: '#ff7ad9',
    text: '#f8f0ff',
  },
  {
    name: 'lagoon',
    background: '#022a33',
    surface: '#06414f',
    primary: '#14c8d4',
    accent: '#ffb86b',
    text: '#ecfeff',
  },
  {
    name: 'crimson-gold',
    background: '#1e0a05',
    surface: '#3b140a',
    primary: '#d62828',
    accent: '#fcbf49',
    text: '#fff5e6',
  },
  {
    name: 'jade-night',
    background: '#0b1a14',
    surface: '#13302a',
    primary: '#52b788',
    accent: '#e9c46a',
    text: '#f1faee',
  },
];

/** Bet ranges in minor units; an engine rounds them to its own step. */
const BET_RANGES: ReadonlyArray<{ minMinor: number; maxMinor: number }> = [
  { minMinor: 10, maxMinor: 10_000 },
  { minMinor: 100, maxMinor: 50_000 },
  { minMinor: 500, maxMinor: 200_000 },
];

/**
 * FNV-1a over the code and a salt, then murmur3's finaliser (FNV alone leaves the low bits of
 * codes that differ in one digit alike): each property of a theme is picked by its own salt.
 */
export function codeHash(gameCode: string, salt: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${salt}:${gameCode}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

export function pickFor<T>(gameCode: string, salt: string, options: readonly T[]): T {
  return options[codeHash(gameCode, salt) % options.length]!;
}

/** The palette of a catalogue entry's code: its game page and its lobby tile paint with it. */
export const paletteFor = (gameCode: string): Palette => pickFor(gameCode, 'palette', PALETTES);

/** 'PADMA_FORTUNE' → 'Padma Fortune', for entries the caller names no better. */
export function titleFromCode(gameCode: string): string {
  return gameCode
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** A bet range for the code, its bounds whole multiples of `stepMinor`. */
export function betLimitsFor(gameCode: string, stepMinor: number): BetLimits {
  const range = pickFor(gameCode, 'bet', BET_RANGES);
  return {
    minMinor: Math.ceil(range.minMinor / stepMinor) * stepMinor,
    maxMinor: Math.floor(range.maxMinor / stepMinor) * stepMinor,
    stepMinor,
  };
}

/** The theme fields every kind derives the same way. */
export function baseThemeFor(
  gameCode: string,
  name: string | undefined,
  stepMinor: number,
  targetRtp: number,
): ThemeBase {
  return {
    gameCode,
    name: name ?? titleFromCode(gameCode),
    palette: paletteFor(gameCode),
    bet: betLimitsFor(gameCode, stepMinor),
    targetRtp,
  };
}

export function isStakeAllowed(limits: BetLimits, stakeMinor: number): boolean {
  return (
    Number.isSafeInteger(stakeMinor) &&
    stakeMinor >= limits.minMinor &&
    stakeMinor <= limits.maxMinor &&
    stakeMinor % limits.stepMinor === 0
  );
}

export class EngineRuleError extends Error {
  override name = 'EngineRuleError';
}

/** Throws when a stake breaks the theme's limits: the API answers the player with the message. */
export function assertStake(limits: BetLimits, stakeMinor: number): void {
  if (!isStakeAllowed(limits, stakeMinor)) {
    throw new EngineRuleError(
      `stake ${stakeMinor} is outside ${limits.minMinor}..${limits.maxMinor} in steps of ${limits.stepMinor}`,
    );
  }
}
