import type { Card } from '../cards.js';
import { EngineRuleError } from '../theme.js';
import { compareHands } from './teenPatti.hands.js';

/**
 * The betting of one teen patti hand as a pure state machine; the API stores the state, applies
 * a member's action with `act` and books what it returns (`paidMinor`) before saving.
 *
 * - Boot: every player dealt in puts the boot into the pot; the stake starts at the boot.
 * - Turn order: the players in seat order, from `firstIndex` on, skipping packed ones.
 * - A blind player (cards unseen) plays chaal at the stake or raises to twice it; a seen player
 *   pays twice the stake or raises to four times it. A raise moves the stake (a seen player's
 *   payment counts half): blind 1x-2x, seen 2x-4x of the current stake.
 * - Stake limit: no raise may lift the stake over `maxStakeMinor` (a chaal at the limit stays).
 * - Blind limit: after `maxBlindChaals` blind chaals a player must see their cards to go on
 *   (they may still pack or ask for a show blind).
 * - See: any active player may look at their cards at any time; it does not use their turn.
 * - Pack: the player folds; the last player standing wins the pot.
 * - Show: only when two players remain, by the player on turn, who pays one chaal (blind: the
 *   stake, seen: twice it); the better hand wins; on equal hands the one who asked loses.
 * - Side show: a seen player on turn, with three or more players left, pays one seen chaal and
 *   asks the previous active player, who must be seen; they accept or refuse. Accepted, the two
 *   see each other's cards and the worse hand packs (equal hands: the asker packs); either way
 *   the turn then passes on.
 * - Timer (kept by the API): a player on turn who does not act in time packs; a side show not
 *   answered in time counts as refused.
 */
export type PlayerStatus = 'BLIND' | 'SEEN' | 'PACKED';

export interface HandRules {
  bootMinor: number;
  maxStakeMinor: number;
  maxBlindChaals: number;
}

export interface HandPlayer {
  seat: number;
  status: PlayerStatus;
  cards: Card[];
  stakedMinor: number;
  blindChaals: number;
}

export interface SideShowRequest {
  from: number;
  to: number;
}

export type HandEnd = { winner: number; by: 'LAST_STANDING' | 'SHOW'; shown: number[] };

export interface HandState {
  rules: HandRules;
  /** In seat order; indexes below are into this list. */
  players: HandPlayer[];
  stakeMinor: number;
  potMinor: number;
  turn: number;
  sideShow: SideShowRequest | null;
  /** Accepted side shows: the two players of each saw each other's cards. */
  comparisons: SideShowRequest[];
  end: HandEnd | null;
}

export type HandAction =
  | { kind: 'SEE' }
  | { kind: 'CHAAL'; raise: boolean }
  | { kind: 'PACK' }
  | { kind: 'SHOW' }
  | { kind: 'SIDE_SHOW' }
  | { kind: 'SIDE_SHOW_ANSWER'; accept: boolean };

export interface ActResult {
  state: HandState;
  /** What the acting player puts into the pot for this action. */
  paidMinor: number;
}

/** A rule a player's action breaks; `code` names it for the API's answer. */
export class HandRuleError extends EngineRuleError {
  constructor(
    readonly code:
      | 'HAND_OVER'
      | 'NOT_YOUR_TURN'
      | 'PACKED'
      | 'SIDE_SHOW_PENDING'
      | 'NO_SIDE_SHOW'
      | 'ALREADY_SEEN'
      | 'MUST_SEE'
      | 'STAKE_LIMIT'
      | 'SHOW_NEEDS_TWO'
      | 'SIDE_SHOW_NEEDS_THREE'
      | 'SIDE_SHOW_NEEDS_SEEN',
    message: string,
  ) {
    super(message);
  }
}

const activeIndexes = (state: HandState): number[] =>
  state.players.flatMap((player, index) => (player.status === 'PACKED' ? [] : [index]));

/** The next active player after `index` in turn order. */
function nextActive(state: HandState, index: number): number {
  for (let step = 1; step <= state.players.length; step += 1) {
    const candidate = (index + step) % state.players.length;
    if (state.players[candidate]!.status !== 'PACKED') return candidate;
  }
  return index;
}

/** The previous active player before `index` (the one a side show asks). */
function previousActive(state: HandState, index: number): number {
  const count = state.players.length;
  for (let step = 1; step < count; step += 1) {
    const candidate = (index - step + count) % count;
    if (state.players[candidate]!.status !== 'PACKED') return candidate;
  }
  return index;
}

/** One chaal at the current stake for this player: the stake blind, twice it seen. */
export const chaalMinor = (state: HandState, index: number, raise = false): number =>
  state.stakeMinor * (state.players[index]!.status === 'SEEN' ? 2 : 1) * (raise ? 2 : 1);

/** Deals the hand in: every player pays the boot; player `firstIndex` acts first. */
export function startHand(
  rules: HandRules,
  seats: readonly number[],
  hands: readonly Card[][],
  firstIndex: number,
): HandState {
  if (seats.length < 2 || seats.length !== hands.length)
    throw new RangeError('A hand needs two or more players, each with a hand of cards');
  return {
    rules,
    players: seats.map((seat, index) => ({
      seat,
      status: 'BLIND',
      cards: [...hands[index]!],
      stakedMinor: rules.bootMinor,
      blindChaals: 0,
    })),
    stakeMinor: rules.bootMinor,
    potMinor: rules.bootMinor * seats.length,
    turn: firstIndex % seats.length,
    sideShow: null,
    comparisons: [],
    end: null,
  };
}

const copy = (state: HandState): HandState => ({
  ...state,
  players: state.players.map((player) => ({ ...player, cards: [...player.cards] })),
  sideShow: state.sideShow && { ...state.sideShow },
  comparisons: state.comparisons.map((pair) => ({ ...pair })),
});

function pay(state: HandState, index: number, amountMinor: number): void {
  state.players[index]!.stakedMinor += amountMinor;
  state.potMinor += amountMinor;
}

/** Ends the hand when one player is left; otherwise passes the turn after `from`. */
function passTurn(state: HandState, from: number): void {
  const active = activeIndexes(state);
  if (active.length === 1) state.end = { winner: active[0]!, by: 'LAST_STANDING', shown: [] };
  else state.turn = nextActive(state, from);
}

/** The loser of a comparison asked for by `asker` against `other`: equal hands, the asker. */
function loserOf(state: HandState, asker: number, other: number): number {
  return compareHands(state.players[asker]!.cards, state.players[other]!.cards) > 0 ? other : asker;
}

function assertOnTurn(state: HandState, index: number): void {
  if (state.sideShow)
    throw new HandRuleError('SIDE_SHOW_PENDING', 'A side show waits for its answer');
  if (state.turn !== index) throw new HandRuleError('NOT_YOUR_TURN', 'It is not your turn');
}

/** Applies player `index`'s action; throws HandRuleError when the rules forbid it. */
export function act(current: HandState, index: number, action: HandAction): ActResult {
  if (current.end) throw new HandRuleError('HAND_OVER', 'The hand is over');
  const actor = current.players[index];
  if (!actor) throw new RangeError(`No player ${index} in this hand`);
  if (actor.status === 'PACKED') throw new HandRuleError('PACKED', 'You have packed');
  const state = copy(current);
  const player = state.players[index]!;
  switch (action.kind) {
    case 'SEE': {
      if (player.status === 'SEEN')
        throw new HandRuleError('ALREADY_SEEN', 'You have seen your cards');
      player.status = 'SEEN';
      return { state, paidMinor: 0 };
    }
    case 'PACK': {
      assertOnTurn(state, index);
      player.status = 'PACKED';
      passTurn(state, index);
      return { state, paidMinor: 0 };
    }
    case 'CHAAL': {
      assertOnTurn(state, index);
      const blind = player.status === 'BLIND';
      if (blind && player.blindChaals >= state.rules.maxBlindChaals)
        throw new HandRuleError(
          'MUST_SEE',
          `After ${state.rules.maxBlindChaals} blind chaals, see your cards`,
        );
      const paid = chaalMinor(state, index, action.raise);
      const stake = blind ? paid : paid / 2;
      if (action.raise && stake > state.rules.maxStakeMinor)
        throw new HandRuleError('STAKE_LIMIT', `The stake is at most ${state.rules.maxStakeMinor}`);
      pay(state, index, paid);
      state.stakeMinor = stake;
      if (blind) player.blindChaals += 1;
      passTurn(state, index);
      return { state, paidMinor: paid };
    }
    case 'SHOW': {
      assertOnTurn(state, index);
      const active = activeIndexes(state);
      if (active.length !== 2)
        throw new HandRuleError('SHOW_NEEDS_TWO', 'A show needs exactly two players left');
      const other = active.find((candidate) => candidate !== index)!;
      const paid = chaalMinor(state, index);
      pay(state, index, paid);
      const loser = loserOf(state, index, other);
      state.players[loser]!.status = 'PACKED';
      state.end = { winner: loser === index ? other : index, by: 'SHOW', shown: [index, other] };
      return { state, paidMinor: paid };
    }
    case 'SIDE_SHOW': {
      assertOnTurn(state, index);
      if (activeIndexes(state).length < 3)
        throw new HandRuleError('SIDE_SHOW_NEEDS_THREE', 'With two players left, ask for a show');
      const asked = previousActive(state, index);
      if (player.status !== 'SEEN' || state.players[asked]!.status !== 'SEEN')
        throw new HandRuleError('SIDE_SHOW_NEEDS_SEEN', 'A side show is between two seen players');
      const paid = chaalMinor(state, index);
      pay(state, index, paid);
      state.sideShow = { from: index, to: asked };
      return { state, paidMinor: paid };
    }
    case 'SIDE_SHOW_ANSWER': {
      const request = state.sideShow;
      if (!request || request.to !== index)
        throw new HandRuleError('NO_SIDE_SHOW', 'No side show asks you');
      state.sideShow = null;
      if (action.accept) {
        state.players[loserOf(state, request.from, request.to)]!.status = 'PACKED';
        state.comparisons.push(request);
      }
      passTurn(state, request.from);
      return { state, paidMinor: 0 };
    }
  }
}

/** Who the clock waits for: the player asked for a side show, or the player on turn. */
export const waitingFor = (state: HandState): number | null =>
  state.end ? null : (state.sideShow?.to ?? state.turn);

/** The timer ran out: a side show counts as refused, a player on turn packs. */
export function timeOut(state: HandState): ActResult {
  const index = waitingFor(state);
  if (index === null) throw new HandRuleError('HAND_OVER', 'The hand is over');
  return act(
    state,
    index,
    state.sideShow ? { kind: 'SIDE_SHOW_ANSWER', accept: false } : { kind: 'PACK' },
  );
}

/** Whether the player at `viewer` may see the cards of the player at `position` in this state. */
export function maySeeCards(state: HandState, viewer: number, position: number): boolean {
  if (viewer === position) return state.players[viewer]!.status === 'SEEN' || state.end !== null;
  if (state.end?.shown.includes(position)) return true;
  return state.comparisons.some(
    (pair) =>
      (pair.from === viewer && pair.to === position) ||
      (pair.to === viewer && pair.from === position),
  );
}
