/**
 * The bet slip as a pure reducer (issue 43 item 4): the selections a player picked, singles and
 * one multiple, the stakes, the potential returns and what a price change does to the slip.
 * Prices are decimal odds × 1000 and stakes minor units, both integers; returns are computed in
 * BigInt and rounded down to the unit, as the API pays them, so the slip never promises more.
 */
export type OddsChangePolicy = 'ANY' | 'HIGHER' | 'NONE';

export type SlipSelection = {
  selectionId: string;
  marketId: string;
  eventId: string;
  /** What the player reads: "Dhaka Dynamites", "Over 160.5". */
  label: string;
  marketLabel: string;
  eventLabel: string;
  oddsMilli: number;
  /** The price's version: the API refuses a slip priced on an older one. */
  priceVersion: number;
  suspended: boolean;
  /** The price the player last saw moved from, until the player accepts it. */
  previousOddsMilli: number | null;
};

export type SlipState = {
  selections: SlipSelection[];
  /** Stakes in minor units, per selection for singles and one for the multiple; 0 is none. */
  singleStakes: Record<string, number>;
  multipleStake: number;
  oddsChangePolicy: OddsChangePolicy;
};

export type SlipAction =
  | { type: 'toggle'; selection: Omit<SlipSelection, 'previousOddsMilli'> }
  | { type: 'remove'; selectionId: string }
  | { type: 'clear' }
  | { type: 'set-single-stake'; selectionId: string; stake: number }
  | { type: 'set-multiple-stake'; stake: number }
  | { type: 'set-policy'; policy: OddsChangePolicy }
  | { type: 'price'; selectionId: string; oddsMilli: number; priceVersion: number }
  | { type: 'suspended'; marketId: string; suspended: boolean }
  | { type: 'accept-prices' };

/** A slip holds at most this many selections (a 20-fold multiple is already fantasy). */
export const MAX_SELECTIONS = 20;

export const emptySlip = (policy: OddsChangePolicy = 'NONE'): SlipState => ({
  selections: [],
  singleStakes: {},
  multipleStake: 0,
  oddsChangePolicy: policy,
});

const validStake = (stake: number) => (Number.isSafeInteger(stake) && stake > 0 ? stake : 0);

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'toggle': {
      const { selection } = action;
      if (state.selections.some((s) => s.selectionId === selection.selectionId))
        return slipReducer(state, { type: 'remove', selectionId: selection.selectionId });
      // One selection per market: picking another outcome of the same market replaces it.
      const others = state.selections.filter((s) => s.marketId !== selection.marketId);
      if (others.length >= MAX_SELECTIONS) return state;
      const singleStakes = Object.fromEntries(
        Object.entries(state.singleStakes).filter(([id]) =>
          others.some((s) => s.selectionId === id),
        ),
      );
      return {
        ...state,
        selections: [...others, { ...selection, previousOddsMilli: null }],
        singleStakes,
      };
    }
    case 'remove': {
      const { [action.selectionId]: _removed, ...singleStakes } = state.singleStakes;
      return {
        ...state,
        selections: state.selections.filter((s) => s.selectionId !== action.selectionId),
        singleStakes,
      };
    }
    case 'clear':
      return emptySlip(state.oddsChangePolicy);
    case 'set-single-stake':
      if (!state.selections.some((s) => s.selectionId === action.selectionId)) return state;
      return {
        ...state,
        singleStakes: { ...state.singleStakes, [action.selectionId]: validStake(action.stake) },
      };
    case 'set-multiple-stake':
      return { ...state, multipleStake: validStake(action.stake) };
    case 'set-policy':
      return { ...state, oddsChangePolicy: action.policy };
    case 'price': {
      const moves = (s: SlipSelection) =>
        s.selectionId === action.selectionId && action.priceVersion > s.priceVersion;
      // The feed's changes of other selections leave the slip as it is (no redraw, same key).
      if (!state.selections.some(moves)) return state;
      return {
        ...state,
        selections: state.selections.map((s) =>
          moves(s)
            ? {
                ...s,
                oddsMilli: action.oddsMilli,
                priceVersion: action.priceVersion,
                previousOddsMilli: s.previousOddsMilli ?? s.oddsMilli,
              }
            : s,
        ),
      };
    }
    case 'suspended': {
      const moves = (s: SlipSelection) =>
        s.marketId === action.marketId && s.suspended !== action.suspended;
      if (!state.selections.some(moves)) return state;
      return {
        ...state,
        selections: state.selections.map((s) =>
          moves(s) ? { ...s, suspended: action.suspended } : s,
        ),
      };
    }
    case 'accept-prices':
      return {
        ...state,
        selections: state.selections.map((s) => ({ ...s, previousOddsMilli: null })),
      };
  }
}

const MILLI = 1000n;

/** What a single returns if it wins, rounded down to the unit. */
export const singleReturn = (stake: number, oddsMilli: number): number =>
  Number((BigInt(stake) * BigInt(oddsMilli)) / MILLI);

/** A multiple's odds × 1000, rounded down: the product of its legs' prices. */
export function multipleOddsMilli(legs: readonly { oddsMilli: number }[]): number {
  const product = legs.reduce((total, leg) => total * BigInt(leg.oddsMilli), 1n);
  return Number(product / MILLI ** BigInt(Math.max(legs.length - 1, 0)));
}

/** What a multiple returns if every leg wins, rounded down to the unit (from the exact product). */
export function multipleReturn(stake: number, legs: readonly { oddsMilli: number }[]): number {
  const product = legs.reduce((total, leg) => total * BigInt(leg.oddsMilli), BigInt(stake));
  return Number(product / MILLI ** BigInt(legs.length));
}

/**
 * Why the slip cannot make a multiple, or null when it can: two legs at least, none on the same
 * event as another (their outcomes depend on each other), none suspended.
 */
export function multipleProblem(
  selections: readonly SlipSelection[],
): 'TOO_FEW_LEGS' | 'SAME_EVENT' | null {
  if (selections.length < 2) return 'TOO_FEW_LEGS';
  const events = new Set(selections.map((s) => s.eventId));
  return events.size === selections.length ? null : 'SAME_EVENT';
}

export type SlipBet =
  | { kind: 'single'; selection: SlipSelection; stake: number; potentialReturn: number }
  | { kind: 'multiple'; legs: SlipSelection[]; stake: number; potentialReturn: number };

/** The bets the slip would place now: each staked single, and the multiple when it is staked. */
export function slipBets(state: SlipState): SlipBet[] {
  const singles: SlipBet[] = state.selections.flatMap((selection) => {
    const stake = state.singleStakes[selection.selectionId] ?? 0;
    return stake > 0
      ? [
          {
            kind: 'single' as const,
            selection,
            stake,
            potentialReturn: singleReturn(stake, selection.oddsMilli),
          },
        ]
      : [];
  });
  const multiple: SlipBet[] =
    state.multipleStake > 0 && multipleProblem(state.selections) === null
      ? [
          {
            kind: 'multiple',
            legs: state.selections,
            stake: state.multipleStake,
            potentialReturn: multipleReturn(state.multipleStake, state.selections),
          },
        ]
      : [];
  return [...singles, ...multiple];
}

export type SlipTotals = { stake: number; potentialReturn: number };

export const slipTotals = (bets: readonly SlipBet[]): SlipTotals =>
  bets.reduce(
    (totals, bet) => ({
      stake: totals.stake + bet.stake,
      potentialReturn: totals.potentialReturn + bet.potentialReturn,
    }),
    { stake: 0, potentialReturn: 0 },
  );

/**
 * Whether the slip may be sent as it stands: something staked, nothing suspended, and no price
 * that moved since the player looked unless the policy takes it (any change, or a higher price
 * under HIGHER). The API checks the same against the prices it holds; this only spares a
 * request the player would see refused.
 */
export function mustReviewPrices(state: SlipState): boolean {
  return state.selections.some((s) => {
    if (s.previousOddsMilli === null) return false;
    if (state.oddsChangePolicy === 'ANY') return false;
    if (state.oddsChangePolicy === 'HIGHER') return s.oddsMilli < s.previousOddsMilli;
    return true;
  });
}

export function canPlace(state: SlipState): boolean {
  const bets = slipBets(state);
  const staked = new Set(
    bets.flatMap((bet) => (bet.kind === 'single' ? [bet.selection] : bet.legs)),
  );
  return bets.length > 0 && [...staked].every((s) => !s.suspended) && !mustReviewPrices(state);
}
