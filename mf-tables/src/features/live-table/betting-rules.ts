import type { LiveMyBets, LiveTable } from '@site/contracts';
import { roulette } from '@site/house-games/engines';
import { LIVE_TABLE_CONFIG } from './live-table-config';

type LiveLimit = LiveTable['limits'][number];

/** One chip on one spot, in minor units. */
export interface Chip {
  spot: string;
  amountMinor: number;
}

/**
 * What the player is laying on the round now before sending it: the chip in hand, the chips on
 * the table not yet sent (in the order laid, so undo takes the last one back) and what was sent
 * on the last round (repeat lays it again). Nothing here moves money: a placement does.
 */
export interface BettingState {
  roundNo: number | null;
  chipMinor: number;
  laid: Chip[];
}

export type BettingAction =
  | { type: 'round'; roundNo: number | null }
  | { type: 'chip'; amountMinor: number }
  | { type: 'lay'; spot: string }
  | { type: 'undo' }
  | { type: 'repeat'; chips: readonly Chip[] }
  | { type: 'clear' };

export const emptyBetting = (chipMinor: number): BettingState => ({
  roundNo: null,
  chipMinor,
  laid: [],
});

export function bettingReducer(state: BettingState, action: BettingAction): BettingState {
  switch (action.type) {
    case 'round':
      // Chips not sent belong to the round they were laid on.
      return action.roundNo === state.roundNo
        ? state
        : { ...state, roundNo: action.roundNo, laid: [] };
    case 'chip':
      return { ...state, chipMinor: action.amountMinor };
    case 'lay':
      return {
        ...state,
        laid: [...state.laid, { spot: action.spot, amountMinor: state.chipMinor }],
      };
    case 'undo':
      return { ...state, laid: state.laid.slice(0, -1) };
    case 'repeat':
      return { ...state, laid: [...state.laid, ...action.chips] };
    case 'clear':
      return { ...state, laid: [] };
  }
}

/** Chips summed per spot, in the order each spot was first laid. */
export function totalsBySpot(chips: readonly Chip[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const chip of chips) totals.set(chip.spot, (totals.get(chip.spot) ?? 0) + chip.amountMinor);
  return totals;
}

export const sumMinor = (chips: readonly Chip[]) =>
  chips.reduce((sum, chip) => sum + chip.amountMinor, 0);

export const toMinor = (major: number) => Math.round(major * LIVE_TABLE_CONFIG.minorPerMajor);

/** The table's limits' bet type of a spot (roulette groups its spots, the others are their own). */
export const betTypeOf = (table: Pick<LiveTable, 'game'>, spot: string): string =>
  table.game === 'ROULETTE' ? (roulette.coverage(spot)?.betType ?? spot) : spot;

export function limitOf(table: Pick<LiveTable, 'game' | 'limits'>, spot: string): LiveLimit | null {
  const betType = betTypeOf(table, spot);
  return table.limits.find((limit) => limit.betType === betType) ?? null;
}

/**
 * The chips a table offers: multiples of its smallest minimum that fit under its largest
 * maximum (a table of 10 to 50,000 offers 10, 50, 100, 500, 1,000 and 5,000).
 */
export function chipValuesMinor(limits: readonly LiveLimit[]): number[] {
  if (limits.length === 0) return [];
  const smallest = Math.min(...limits.map((limit) => toMinor(limit.min)));
  const largest = Math.max(...limits.map((limit) => toMinor(limit.max)));
  return LIVE_TABLE_CONFIG.chipMultiples
    .map((multiple) => multiple * smallest)
    .filter((value) => value <= largest);
}

/** The member's chips per spot on a round (undone placements left out). */
export function myChipsOn(mine: LiveMyBets | undefined, roundNo: number | null): Chip[] {
  if (!mine || roundNo === null) return [];
  return mine.placements
    .filter((placement) => placement.roundNo === roundNo && placement.state !== 'UNDONE')
    .flatMap((placement) =>
      placement.chips.map((chip) => ({ spot: chip.spot, amountMinor: toMinor(chip.amount) })),
    );
}

/** What repeat lays again: the member's chips on the round before the one now. */
export function previousRoundChips(mine: LiveMyBets | undefined, roundNo: number | null): Chip[] {
  if (!mine || roundNo === null) return [];
  const earlier = mine.placements
    .map((placement) => placement.roundNo)
    .filter((no) => no < roundNo)
    .sort((a, b) => b - a)[0];
  return earlier === undefined ? [] : myChipsOn(mine, earlier);
}

/** The member's last placement on the round that can still be taken back (newest first). */
export function lastUndoablePlacement(mine: LiveMyBets | undefined, roundNo: number | null) {
  return (mine?.placements ?? [])
    .filter((placement) => placement.roundNo === roundNo && placement.state === 'PLACED')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

export type LaidProblem = 'BELOW_LIMIT' | 'ABOVE_LIMIT' | 'TOO_MANY_SPOTS' | null;

/**
 * Why the chips laid cannot be sent as they are (the API would refuse them): a spot under its
 * minimum, a spot over its maximum with what the member already has on it, or too many spots.
 */
export function laidProblem(
  table: Pick<LiveTable, 'game' | 'limits'>,
  laid: readonly Chip[],
  placed: readonly Chip[],
): { problem: LaidProblem; spot: string | null } {
  const laidTotals = totalsBySpot(laid);
  if (laidTotals.size > LIVE_TABLE_CONFIG.maxSpotsPerPlacement)
    return { problem: 'TOO_MANY_SPOTS', spot: null };
  const placedTotals = totalsBySpot(placed);
  for (const [spot, amount] of laidTotals) {
    const limit = limitOf(table, spot);
    if (!limit) continue;
    if (amount < toMinor(limit.min)) return { problem: 'BELOW_LIMIT', spot };
    if (amount + (placedTotals.get(spot) ?? 0) > toMinor(limit.max))
      return { problem: 'ABOVE_LIMIT', spot };
  }
  return { problem: null, spot: null };
}
