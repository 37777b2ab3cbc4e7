import { newServerSeed, serverSeedHash } from '@site/house-games/fair';
import { teenPatti } from '@site/house-games/engines';
import type {
  TeenPattiHand,
  TeenPattiHandHistory,
  TeenPattiTable,
  TeenPattiTableState,
} from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PvpHandsTable, PvpSeatsTable, PvpTablesTable } from '../../db/teenPattiSchema.js';
import { ApiError } from '../../errors.js';
import {
  lockAccounts,
  openMainWallet,
  UNIQUE_VIOLATION,
  sqlState,
  withTransactionRetry,
} from '../wallet/ledger.js';
import { maskAccount } from '../content/winnerBoard.js';
import { minorToMajor } from '../wallet/money.js';
import { insufficientFunds } from '../wallet/walletService.js';
import { DEFAULT_TEEN_PATTI_TABLES } from './teenPattiConfig.js';
import { dealIfReady, lockTable, teenPattiErrors } from './teenPattiHands.js';

/**
 * Teen patti tables and seats (issue 42 item 4) and the table as one member may see it. A
 * member plays straight from their wallet (no buy-in): each boot and chaal is its own ledger
 * pair into the table's pot, so a crashed process strands no table balance, every stake is
 * checked by player protection when it is made, and the record shows each stake.
 */

type TableRow = Selectable<PvpTablesTable>;

const tableErrors = {
  seatTaken: () => new ApiError(409, 'TEEN_PATTI_SEAT_TAKEN', 'This seat is taken'),
  tableFull: () => new ApiError(409, 'TEEN_PATTI_TABLE_FULL', 'Every seat of this table is taken'),
  alreadySeated: () =>
    new ApiError(409, 'TEEN_PATTI_ALREADY_SEATED', 'You already sit at a teen patti table'),
  notSeated: () => new ApiError(409, 'TEEN_PATTI_NOT_SEATED', 'You do not sit at this table'),
  inHand: () =>
    new ApiError(409, 'TEEN_PATTI_IN_HAND', 'Pack or finish the hand before you leave the table'),
};

/**
 * The brand's default tables, created on its first listing (one row per name; once they exist
 * a listing writes nothing).
 */
export async function ensureTables(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
): Promise<void> {
  const existing = new Set(
    (
      await db
        .selectFrom('pvp_tables')
        .select('name')
        .where('brand_id', '=', brandId)
        .where(
          'name',
          'in',
          DEFAULT_TEEN_PATTI_TABLES.map((settings) => settings.name),
        )
        .execute()
    ).map((row) => row.name),
  );
  const missing = DEFAULT_TEEN_PATTI_TABLES.filter((settings) => !existing.has(settings.name));
  if (missing.length === 0) return;
  const values = missing.map((settings) => {
    const seed = newServerSeed();
    return {
      brand_id: brandId,
      name: settings.name,
      seats: settings.seats,
      boot_minor: settings.bootMinor,
      max_stake_minor: settings.maxStakeMinor,
      max_blind_chaals: settings.maxBlindChaals,
      rake_basis_points: settings.rakeBasisPoints,
      turn_ms: settings.turnMs,
      next_server_seed: seed,
      next_server_seed_hash: serverSeedHash(seed),
      created_at: now,
    };
  });
  await db
    .insertInto('pvp_tables')
    .values(values)
    .onConflict((conflict) => conflict.columns(['brand_id', 'name']).doNothing())
    .execute();
}

const tableView = (row: TableRow, seated: number, playing: boolean): TeenPattiTable => ({
  id: row.id,
  name: row.name,
  seats: row.seats,
  boot: minorToMajor(row.boot_minor),
  maxStake: minorToMajor(row.max_stake_minor),
  maxBlindChaals: row.max_blind_chaals,
  rakeBasisPoints: row.rake_basis_points,
  turnSeconds: Math.round(row.turn_ms / 1000),
  seated,
  playing,
  paused: row.paused,
});

export async function listTables(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
): Promise<TeenPattiTable[]> {
  await ensureTables(db, brandId, now);
  const rows = await db
    .selectFrom('pvp_tables')
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom('pvp_seats')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('pvp_seats.table_id', '=', 'pvp_tables.id')
        .as('seated'),
      eb
        .selectFrom('pvp_hands')
        .select('pvp_hands.id')
        .whereRef('pvp_hands.table_id', '=', 'pvp_tables.id')
        .where('pvp_hands.state', '=', 'PLAYING')
        .as('playing_hand'),
    ])
    .where('brand_id', '=', brandId)
    .orderBy('boot_minor')
    .orderBy('id')
    .execute();
  return rows.map((row) => tableView(row, Number(row.seated), row.playing_hand !== null));
}

export interface SeatRequest {
  member: { id: string; brandId: string };
  tableId: string;
  now: Date;
}

/** Sits the member (a free seat of their choice or the first one), ready; deals when it can. */
export async function sit(
  db: Kysely<Database>,
  request: SeatRequest & { seat: number | undefined },
): Promise<void> {
  const { member, now } = request;
  await withTransactionRetry(db, async (trx) => {
    const table = await lockTable(trx, request.tableId, member.brandId);
    if (!table) throw teenPattiErrors.tableNotFound();
    const taken = new Set(
      (
        await trx.selectFrom('pvp_seats').select('seat').where('table_id', '=', table.id).execute()
      ).map((row) => row.seat),
    );
    const free = Array.from({ length: table.seats }, (_, seat) => seat).filter(
      (seat) => !taken.has(seat),
    );
    const seat = request.seat ?? free[0];
    if (seat === undefined) throw tableErrors.tableFull();
    if (!free.includes(seat)) throw tableErrors.seatTaken();
    const mainId = await openMainWallet(trx, { ...member, isTrial: false }, now);
    const [wallet] = (await lockAccounts(trx, [mainId])).values();
    if (wallet!.balanceMinor < BigInt(table.boot_minor))
      throw insufficientFunds(wallet!.balanceMinor);
    try {
      await trx
        .insertInto('pvp_seats')
        .values({ table_id: table.id, seat, member_id: member.id, sat_at: now })
        .execute();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw tableErrors.alreadySeated();
      throw error;
    }
    await dealIfReady(trx, table, now);
  });
}

/** Whether the member still plays the table's hand (seated, dealt in, not packed). */
async function inPlayingHand(
  trx: Kysely<Database>,
  tableId: string,
  memberId: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('pvp_hands as h')
    .innerJoin('pvp_hand_players as p', 'p.hand_id', 'h.id')
    .select(['h.engine', 'p.position'])
    .where('h.table_id', '=', tableId)
    .where('h.state', '=', 'PLAYING')
    .where('p.member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined && row.engine.players[row.position]!.status !== 'PACKED';
}

/** Leaves the seat; refused while the member still plays a hand (they pack first). */
export async function stand(db: Kysely<Database>, request: SeatRequest): Promise<void> {
  await withTransactionRetry(db, async (trx) => {
    const table = await lockTable(trx, request.tableId, request.member.brandId);
    if (!table) throw teenPattiErrors.tableNotFound();
    if (await inPlayingHand(trx, table.id, request.member.id)) throw tableErrors.inHand();
    const left = await trx
      .deleteFrom('pvp_seats')
      .where('table_id', '=', table.id)
      .where('member_id', '=', request.member.id)
      .executeTakeFirst();
    if (left.numDeletedRows === 0n) throw tableErrors.notSeated();
  });
}

/** Deals the member in to the next hands, or out of them; deals when it can. */
export async function setReady(
  db: Kysely<Database>,
  request: SeatRequest & { ready: boolean },
): Promise<void> {
  await withTransactionRetry(db, async (trx) => {
    const table = await lockTable(trx, request.tableId, request.member.brandId);
    if (!table) throw teenPattiErrors.tableNotFound();
    const updated = await trx
      .updateTable('pvp_seats')
      .set({ ready: request.ready })
      .where('table_id', '=', table.id)
      .where('member_id', '=', request.member.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw tableErrors.notSeated();
    if (request.ready) await dealIfReady(trx, table, request.now);
  });
}

type HandRow = Selectable<PvpHandsTable>;

/**
 * A hand as the member may see it (teenPatti.maySeeCards): their own cards once seen, a side
 * show partner's, a show's cards once it is over.
 */
function handView(hand: HandRow, memberIds: string[], viewerId: string | null): TeenPattiHand {
  const { engine } = hand;
  const finished = hand.state === 'FINISHED';
  const viewer = viewerId === null ? -1 : memberIds.indexOf(viewerId);
  const players = engine.players.map((player, position) => {
    const visible = viewer >= 0 && teenPatti.maySeeCards(engine, viewer, position);
    return {
      seat: player.seat,
      you: position === viewer,
      status: player.status,
      staked: minorToMajor(BigInt(player.stakedMinor)),
      blindChaals: player.blindChaals,
      cards: visible ? player.cards : null,
      handCategory: visible ? teenPatti.handValue(player.cards).category : null,
    };
  });
  const inPlay = !finished && viewer >= 0 && engine.players[viewer]!.status !== 'PACKED';
  const waiting = teenPatti.waitingFor(engine);
  return {
    id: hand.id,
    handNo: hand.hand_no,
    state: hand.state,
    pot: minorToMajor(BigInt(engine.potMinor)),
    stake: minorToMajor(BigInt(engine.stakeMinor)),
    turnSeat: finished || waiting === null ? null : engine.players[engine.turn]!.seat,
    turnDeadline: finished ? null : (hand.turn_deadline?.toISOString() ?? null),
    sideShow: engine.sideShow && {
      fromSeat: engine.players[engine.sideShow.from]!.seat,
      toSeat: engine.players[engine.sideShow.to]!.seat,
    },
    players,
    yourChaal: inPlay ? minorToMajor(BigInt(teenPatti.chaalMinor(engine, viewer))) : null,
    yourRaise: inPlay ? minorToMajor(BigInt(teenPatti.chaalMinor(engine, viewer, true))) : null,
    winnerSeat: engine.end ? engine.players[engine.end.winner]!.seat : null,
    endedBy: engine.end?.by ?? null,
    rake: hand.rake_minor === null ? null : minorToMajor(hand.rake_minor),
    serverSeedHash: hand.server_seed_hash,
    serverSeed: finished ? hand.server_seed : null,
    clientSeed: hand.client_seed,
    nonce: hand.hand_no,
  };
}

/** What a table's state is made of, read once and shown to each member by `tableStateFor`. */
export interface TableSnapshot {
  table: TableRow;
  /** Each seat with its member's username (shown to the table masked, as on the winner board). */
  seats: Array<Selectable<PvpSeatsTable> & { username: string }>;
  hand: HandRow | undefined;
  /** The hand's players' member ids, by position. */
  memberIds: string[];
}

export async function readTable(
  db: Kysely<Database>,
  brandId: string,
  tableId: string,
): Promise<TableSnapshot> {
  const table = await db
    .selectFrom('pvp_tables')
    .selectAll()
    .where('id', '=', tableId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  if (!table) throw teenPattiErrors.tableNotFound();
  const [seats, hand] = await Promise.all([
    db
      .selectFrom('pvp_seats as s')
      .innerJoin('accounts as a', 'a.id', 's.member_id')
      .selectAll('s')
      .select('a.username')
      .where('s.table_id', '=', tableId)
      .orderBy('s.seat')
      .execute(),
    db
      .selectFrom('pvp_hands')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('hand_no', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const memberIds = hand
    ? (
        await db
          .selectFrom('pvp_hand_players')
          .select('member_id')
          .where('hand_id', '=', hand.id)
          .orderBy('position')
          .execute()
      ).map((row) => row.member_id)
    : [];
  return { table, seats, hand, memberIds };
}

/** The table, its seats and its current (or last) hand as `viewerId` may see them. */
export function tableStateFor(
  { table, seats, hand, memberIds }: TableSnapshot,
  viewerId: string | null,
): TeenPattiTableState {
  const yours = seats.find((seat) => seat.member_id === viewerId);
  return {
    table: tableView(table, seats.length, hand?.state === 'PLAYING'),
    version: table.version,
    seats: seats.map((seat) => ({
      seat: seat.seat,
      name: maskAccount(seat.username),
      you: seat.member_id === viewerId,
      ready: seat.ready,
    })),
    yourSeat: yours?.seat ?? null,
    nextServerSeedHash: table.next_server_seed_hash,
    hand: hand ? handView(hand, memberIds, viewerId) : null,
  };
}

export const tableState = async (
  db: Kysely<Database>,
  brandId: string,
  tableId: string,
  viewerId: string | null,
) => tableStateFor(await readTable(db, brandId, tableId), viewerId);

/**
 * A finished hand the member played, as they may see it, with its revealed seed: what the
 * fairness page recomputes the deal from. Another member's hand, or one still played, is 404.
 */
export async function playedHand(
  db: Kysely<Database>,
  memberId: string,
  handId: string,
): Promise<TeenPattiHand> {
  const hand = await db
    .selectFrom('pvp_hands as h')
    .innerJoin('pvp_hand_players as p', 'p.hand_id', 'h.id')
    .selectAll('h')
    .where('h.id', '=', handId)
    .where('h.state', '=', 'FINISHED')
    .where('p.member_id', '=', memberId)
    .executeTakeFirst();
  if (!hand) throw teenPattiErrors.handNotFound();
  const players = await db
    .selectFrom('pvp_hand_players')
    .select('member_id')
    .where('hand_id', '=', handId)
    .orderBy('position')
    .execute();
  return handView(
    hand,
    players.map((player) => player.member_id),
    memberId,
  );
}

/**
 * The finished hands the member played, newest first, `limit` at a time, each as they may see
 * it (as `playedHand` answers it) with its table and its end: the fairness history, where any
 * of them can be recomputed. Hands still played, and hands the member was not dealt, never show.
 */
export async function memberHands(
  db: Kysely<Database>,
  memberId: string,
  page: { beforeId?: string; limit: number },
): Promise<TeenPattiHandHistory> {
  let query = db
    .selectFrom('pvp_hands as h')
    .innerJoin('pvp_hand_players as p', 'p.hand_id', 'h.id')
    .innerJoin('pvp_tables as t', 't.id', 'h.table_id')
    .selectAll('h')
    .select('t.name as table_name')
    .where('p.member_id', '=', memberId)
    .where('h.state', '=', 'FINISHED');
  if (page.beforeId !== undefined) query = query.where('h.id', '<', page.beforeId);
  // One more than the page tells whether an older page exists.
  const rows = await query
    .orderBy('h.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const hands = rows.slice(0, page.limit);
  const players =
    hands.length === 0
      ? []
      : await db
          .selectFrom('pvp_hand_players')
          .select(['hand_id', 'member_id'])
          .where(
            'hand_id',
            'in',
            hands.map((hand) => hand.id),
          )
          .orderBy('hand_id')
          .orderBy('position')
          .execute();
  const membersOf = (handId: string) =>
    players.filter((player) => player.hand_id === handId).map((player) => player.member_id);
  return {
    list: hands.map((hand) => ({
      tableId: hand.table_id,
      tableName: hand.table_name,
      finishedAt: hand.finished_at!.toISOString(),
      hand: handView(hand, membersOf(hand.id), memberId),
    })),
    nextBeforeId: rows.length > page.limit ? hands[hands.length - 1]!.id : null,
  };
}
