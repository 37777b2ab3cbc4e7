import type { fishing } from '@site/house-games/engines';

/**
 * The scenery of the ocean: which fish swim where. It never touches the odds (the server decides
 * every hit from the species alone), so it may use Math.random freely.
 */
export interface Swimmer {
  id: number;
  speciesIndex: number;
  /** When it entered, in ms of the page's clock. */
  bornAt: number;
  /** Time to cross the ocean, ms. */
  crossingMs: number;
  /** 1 swims left to right, −1 right to left. */
  direction: 1 | -1;
  /** Height of its lane, 0 (top) to 1 (bottom). */
  lane: number;
  /** Phase of its sway up and down, radians. */
  sway: number;
}

export interface Point {
  x: number;
  y: number;
}

/** How many fish swim at once. */
export const SCHOOL_SIZE = 8;

/** Length of a species' picture in CSS pixels: the boss is the largest, the first the smallest. */
export const fishLength = (speciesIndex: number, speciesCount: number): number =>
  40 + (speciesIndex / Math.max(1, speciesCount - 1)) ** 1.3 * 100;

/**
 * How often a species enters: small fish crowd the water, the boss is rare; a rare fish on the
 * screen never makes a shot at it better or worse.
 */
export function pickSpecies(speciesCount: number, random: () => number): number {
  const weights = Array.from({ length: speciesCount }, (_, index) => 1 / (index + 1.5));
  let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return speciesCount - 1;
}

export function spawnSwimmer(
  id: number,
  speciesCount: number,
  now: number,
  random: () => number,
  /** How far across it starts, 0 to 1: the first school is spread over the water. */
  startedFraction = 0,
): Swimmer {
  const speciesIndex = pickSpecies(speciesCount, random);
  // Big fish are slow: the boss takes about twice as long to cross as a minnow.
  const crossingMs =
    (9_000 + (speciesIndex / Math.max(1, speciesCount - 1)) * 9_000) * (0.85 + random() * 0.3);
  return {
    id,
    speciesIndex,
    bornAt: now - startedFraction * crossingMs,
    crossingMs,
    direction: random() < 0.5 ? 1 : -1,
    lane: 0.12 + random() * 0.58,
    sway: random() * Math.PI * 2,
  };
}

/** How far it has crossed, 0 at entry to 1 at exit (past 1: gone). */
export const progressOf = (swimmer: Swimmer, now: number): number =>
  (now - swimmer.bornAt) / swimmer.crossingMs;

/**
 * Where a swimmer is at `now` in an ocean of width × height: a smooth line across with a gentle
 * sway, entering and leaving a fish length beyond the edges. `still` freezes it (reduced motion).
 */
export function positionOf(
  swimmer: Swimmer,
  now: number,
  width: number,
  height: number,
  length: number,
  still = false,
): Point & { heading: number } {
  const progress = still ? 0.2 + ((swimmer.id * 0.37) % 0.6) : progressOf(swimmer, now);
  const span = width + length * 2;
  const along = -length + progress * span;
  const x = swimmer.direction === 1 ? along : width - along;
  const wave = Math.sin(progress * Math.PI * 3 + swimmer.sway);
  const y = swimmer.lane * height + (still ? 0 : wave * height * 0.06);
  // The slope of the sway tilts the fish along its path.
  const slope =
    (Math.cos(progress * Math.PI * 3 + swimmer.sway) * Math.PI * 3 * height * 0.06) / span;
  return { x, y, heading: still ? 0 : Math.atan(slope) * swimmer.direction };
}

/** Whether a point lies on a fish of `length` at `centre` (an ellipse a little larger than it). */
export function touches(point: Point, centre: Point, length: number): boolean {
  const rx = length * 0.6;
  const ry = length * 0.32 + 8;
  return ((point.x - centre.x) / rx) ** 2 + ((point.y - centre.y) / ry) ** 2 <= 1;
}

/** The species on the screen, each once, highest multiplier first (the list of targets). */
export function speciesOnScreen(
  swimmers: readonly Swimmer[],
  species: readonly fishing.FishSpecies[],
): number[] {
  return [...new Set(swimmers.map((swimmer) => swimmer.speciesIndex))].sort(
    (a, b) => species[b]!.multiplier - species[a]!.multiplier,
  );
}

/** Auto-fire's target: a swimmer of the highest-multiplier species on the screen. */
export function autoTarget(
  swimmers: readonly Swimmer[],
  species: readonly fishing.FishSpecies[],
): Swimmer | null {
  const best = speciesOnScreen(swimmers, species)[0];
  return best === undefined
    ? null
    : (swimmers.find((swimmer) => swimmer.speciesIndex === best) ?? null);
}
