import type { TeenPattiAction, TeenPattiTableState } from '@site/contracts';
import { TEEN_PATTI_CONFIG } from '../teen-patti-config';

/**
 * The teen patti table as the page shows it, from the API's state of the table (push, act
 * answers and the first read): pure functions, so every rule of the page is tested alone.
 */
export type TableState = TeenPattiTableState;
export type Hand = NonNullable<TableState['hand']>;
type HandPlayer = Hand['players'][number];

const toMinor = (major: number) => Math.round(major * TEEN_PATTI_CONFIG.minorPerMajor);

/**
 * The newer of the state the page has and one that arrives: the push and the answers of the
 * member's own acts may cross, and an older table version never replaces a newer one.
 */
export function tableReducer(current: TableState | null, incoming: TableState): TableState {
  if (current && BigInt(incoming.version) < BigInt(current.version)) return current;
  return incoming;
}

/** Sitting, waiting to be dealt in, sitting out, or the player's status in the hand. */
export type SeatStatus = 'EMPTY' | 'WAITING' | 'SITTING_OUT' | HandPlayer['status'];

export interface SeatView {
  seat: number;
  name: string | null;
  you: boolean;
  status: SeatStatus;
  staked: number | null;
  /** Faces, `null` for a card dealt face down, none when the seat holds no cards. */
  cards: ReadonlyArray<string | null>;
  handCategory: string | null;
  /** The clock waits for this seat: its turn, or a side show's answer. */
  waitedFor: boolean;
  winner: boolean;
}

/** Whom the clock waits for in a hand in play: a side show's asked player, else the turn. */
export const waitedForSeat = (hand: Hand | null): number | null =>
  hand?.state === 'PLAYING' ? (hand.sideShow?.toSeat ?? hand.turnSeat) : null;

/** Every seat of the table in seat order, with who sits there and how they stand in the hand. */
export function seatViews(state: TableState): SeatView[] {
  const { hand } = state;
  const waited = waitedForSeat(hand);
  return Array.from({ length: state.table.seats }, (_, seat): SeatView => {
    const occupant = state.seats.find((taken) => taken.seat === seat) ?? null;
    // A finished hand stays on show for the seats still taken, until the next deal.
    const player =
      hand && (hand.state === 'PLAYING' || occupant)
        ? (hand.players.find((candidate) => candidate.seat === seat) ?? null)
        : null;
    const status: SeatStatus = player
      ? player.status
      : occupant
        ? occupant.ready
          ? 'WAITING'
          : 'SITTING_OUT'
        : 'EMPTY';
    const faceDown = Array<null>(TEEN_PATTI_CONFIG.cardsPerHand).fill(null);
    return {
      seat,
      name: occupant?.name ?? null,
      you: occupant?.you ?? player?.you ?? false,
      status,
      staked: player?.staked ?? null,
      cards: player ? (player.cards ?? (player.status === 'PACKED' ? [] : faceDown)) : [],
      handCategory: player?.handCategory ?? null,
      waitedFor: waited === seat,
      winner: hand?.state === 'FINISHED' && hand.winnerSeat === seat && player !== null,
    };
  });
}

/**
 * Where a seat sits round the oval table, in percent of the table's box: the member's own seat
 * (else seat 0) at the bottom, the others clockwise in seat order, the order of play.
 */
export function seatPlacement(
  seat: number,
  seats: number,
  anchorSeat: number | null,
): { x: number; y: number } {
  const angle = Math.PI / 2 + ((seat - (anchorSeat ?? 0)) * 2 * Math.PI) / seats;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round(50 + 42 * Math.cos(angle)), y: round(50 + 40 * Math.sin(angle)) };
}

/** An action the member may take now, and what it costs (major units; 0 when free). */
export interface ActionOption {
  action: TeenPattiAction;
  cost: number;
}

const isActive = (player: HandPlayer) => player.status !== 'PACKED';

/** The active player before `index` in seat order: the one a side show asks. */
function previousActive(players: readonly HandPlayer[], index: number): HandPlayer | null {
  for (let step = 1; step < players.length; step += 1) {
    const candidate = players[(index - step + players.length) % players.length]!;
    if (isActive(candidate)) return candidate;
  }
  return null;
}

/** A blind player who has played blind as often as the table allows: they must see to chaal. */
export const atBlindLimit = (player: HandPlayer, table: TableState['table']): boolean =>
  player.status === 'BLIND' && player.blindChaals >= table.maxBlindChaals;

/**
 * The actions the rules allow the member now (house-games engines/teenPatti), each with its
 * cost: seeing their cards at any time while blind; on their turn chaal (blind: the stake, seen:
 * twice it), a raise to double when the stake cap allows it, pack, a show when two remain, a
 * side show with the previous player when both have seen; an asked side show's answer. A blind
 * player at the table's blind limit may no longer chaal or raise blind: they see, pack or show.
 */
export function legalActions(state: TableState): ActionOption[] {
  const { hand } = state;
  if (!hand || hand.state !== 'PLAYING') return [];
  const index = hand.players.findIndex((player) => player.you);
  const me = hand.players[index];
  if (!me || !isActive(me)) return [];
  const options: ActionOption[] = [];
  if (me.status === 'BLIND') options.push({ action: 'SEE', cost: 0 });
  if (hand.sideShow) {
    if (hand.sideShow.toSeat === me.seat)
      options.push(
        { action: 'SIDE_SHOW_ACCEPT', cost: 0 },
        { action: 'SIDE_SHOW_REFUSE', cost: 0 },
      );
    return options;
  }
  if (hand.turnSeat !== me.seat) return options;
  const chaal = hand.yourChaal ?? 0;
  if (!atBlindLimit(me, state.table)) {
    options.push({ action: 'CHAAL', cost: chaal });
    if (toMinor(hand.stake) * 2 <= toMinor(state.table.maxStake))
      options.push({ action: 'RAISE', cost: hand.yourRaise ?? 0 });
  }
  options.push({ action: 'PACK', cost: 0 });
  const active = hand.players.filter(isActive);
  if (active.length === 2) options.push({ action: 'SHOW', cost: chaal });
  else if (me.status === 'SEEN' && previousActive(hand.players, index)?.status === 'SEEN')
    options.push({ action: 'SIDE_SHOW', cost: chaal });
  return options;
}

/** The seated member alone (or with nobody ready): the table waits for others to deal. */
export function waitsForOthers(state: TableState): boolean {
  if (state.yourSeat === null || state.hand?.state === 'PLAYING' || state.table.paused)
    return false;
  return state.seats.filter((seat) => seat.ready).length < 2;
}

/**
 * An operator closed the table and its last hand is over: nobody is dealt in until it reopens,
 * whoever is ready (a hand in play when the table was closed is played to its end first).
 */
export function closedForNow(state: TableState): boolean {
  return state.table.paused && state.hand?.state !== 'PLAYING';
}

/**
 * What the member's wallet has been through at this table, as a mark: it changes when a hand
 * deals them in (the boot), when they pay into the pot, and when a hand of theirs ends (the
 * payout), which is when the site's balance is asked for again.
 */
export function walletMark(state: TableState | null): string | null {
  const hand = state?.hand;
  const me = hand?.players.find((player) => player.you);
  return hand && me ? `${hand.id}:${me.staked}:${hand.state}` : null;
}

/** What the page says aloud when the table moves (a polite live region), as translation keys. */
export type Announcement =
  | { key: 'dealt'; values: { handNo: number } }
  | { key: 'yourTurn'; values: { seconds: number } }
  | { key: 'sideShowAsked'; values: { name: string } }
  | { key: 'won'; values: { name: string; pot: number } }
  | { key: 'youWon'; values: { pot: number } };

/**
 * The announcements due between two states of a table: none for the first (the page shows it)
 * or a repeat of the same state.
 */
export function announcements(
  previous: TableState | null,
  next: TableState,
  now: number,
): Announcement[] {
  const hand = next.hand;
  if (!previous || !hand) return [];
  const before = previous.hand?.id === hand.id ? previous.hand : null;
  const said: Announcement[] = [];
  const nameOf = (seat: number | null) =>
    next.seats.find((taken) => taken.seat === seat)?.name ?? '';
  if (hand.state === 'PLAYING' && !before)
    said.push({ key: 'dealt', values: { handNo: hand.handNo } });
  const yourSeat = hand.players.find((player) => player.you)?.seat ?? null;
  const waited = waitedForSeat(hand);
  if (yourSeat !== null && waited === yourSeat && waitedForSeat(before) !== yourSeat) {
    if (hand.sideShow)
      said.push({ key: 'sideShowAsked', values: { name: nameOf(hand.sideShow.fromSeat) } });
    else
      said.push({
        key: 'yourTurn',
        values: { seconds: secondsLeft(hand.turnDeadline, now) },
      });
  }
  if (hand.state === 'FINISHED' && before?.state !== 'FINISHED' && hand.winnerSeat !== null) {
    const payout = hand.pot - (hand.rake ?? 0);
    said.push(
      hand.winnerSeat === yourSeat
        ? { key: 'youWon', values: { pot: payout } }
        : { key: 'won', values: { name: nameOf(hand.winnerSeat), pot: payout } },
    );
  }
  return said;
}

/** Whole seconds until a deadline (0 once passed; 0 without one). */
export function secondsLeft(deadline: string | null, now: number): number {
  if (!deadline) return 0;
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
}
