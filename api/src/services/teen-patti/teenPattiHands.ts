import { FairStream, newServerSeed, serverSeedHash } from '@site/house-games/fair';
import { teenPatti } from '@site/house-games/engines';
import type { TeenPattiAction } from '@site/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PvpActionKind, PvpHandsTable, PvpTablesTable } from '../../db/teenPattiSchema.js';
import { ApiError } from '../../errors.js';
import {
  ensureHouseAccount,
  lockAccounts,
  openMainWallet,
  postTransaction,
  pvpPotKind,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from '../wallet/ledger.js';
import { movementRefusal } from '../protection/protectionGuard.js';
import { idempotencyConflict, insufficientFunds } from '../wallet/walletService.js';
import {
  PAUSE_BETWEEN_HANDS_MS,
  TEEN_PATTI_CATEGORY,
  TEEN_PATTI_VENDOR,
} from './teenPattiConfig.js';

/**
 * A table's hands (migration 0064): the deal, the members' actions, the timer's pack and the
 * pot's payout, each in one transaction that first locks the table's row, so the acts of one
 * table run one after another whichever API process takes them. Money moves only by ledger
 * pairs keyed by hand and action: a stake from the member's MAIN into the table's pot, the pot
 * out to the winner less the rake, which goes to the brand's HOUSE.
 */

type TableRow = Selectable<PvpTablesTable>;
type HandRow = Selectable<PvpHandsTable>;

export const teenPattiErrors = {
  tableNotFound: () => new ApiError(404, 'NOT_FOUND', 'Table not found'),
  handNotFound: () => new ApiError(404, 'NOT_FOUND', 'Hand not found'),
  noHand: () => new ApiError(409, 'TEEN_PATTI_NO_HAND', 'No hand is being played at this table'),
  notInHand: () => new ApiError(409, 'TEEN_PATTI_NOT_IN_HAND', 'You are not playing this hand'),
  timeUp: () => new ApiError(409, 'TEEN_PATTI_TIME_UP', 'Your time to act has run out'),
  rule: (error: teenPatti.HandRuleError) =>
    new ApiError(409, `TEEN_PATTI_${error.code}`, error.message),
};

/** The deck of a hand: the table's committed seed, a client seed naming the table, the hand's number. */
export const clientSeedOf = (tableId: string) => `teenpatti:${tableId}`;

const ENGINE_ACTIONS: Record<TeenPattiAction, teenPatti.HandAction> = {
  SEE: { kind: 'SEE' },
  CHAAL: { kind: 'CHAAL', raise: false },
  RAISE: { kind: 'CHAAL', raise: true },
  PACK: { kind: 'PACK' },
  SHOW: { kind: 'SHOW' },
  SIDE_SHOW: { kind: 'SIDE_SHOW' },
  SIDE_SHOW_ACCEPT: { kind: 'SIDE_SHOW_ANSWER', accept: true },
  SIDE_SHOW_REFUSE: { kind: 'SIDE_SHOW_ANSWER', accept: false },
};

export const rulesOf = (table: TableRow): teenPatti.HandRules => ({
  bootMinor: Number(table.boot_minor),
  maxStakeMinor: Number(table.max_stake_minor),
  maxBlindChaals: table.max_blind_chaals,
});

/** The table's row, locked for this transaction; null for an unknown id or another brand's. */
export const lockTable = (trx: Kysely<Database>, tableId: string, brandId?: string) =>
  trx
    .selectFrom('pvp_tables')
    .selectAll()
    .where('id', '=', tableId)
    .$if(brandId !== undefined, (query) => query.where('brand_id', '=', brandId!))
    .forUpdate()
    .executeTakeFirst();

const playingHandOf = (trx: Kysely<Database>, tableId: string) =>
  trx
    .selectFrom('pvp_hands')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('state', '=', 'PLAYING')
    .executeTakeFirst();

const realMember = (id: string, brandId: string): LedgerMember => ({ id, brandId, isTrial: false });

/** The betting record's round of a member's part in a hand. */
const roundIdOf = (handId: string) => `TP-${handId}`;

/**
 * Moves a stake from the member's MAIN into the table's pot, refused when the wallet is short;
 * `step` names it within the hand (the boot, or the action's number) for its ledger key. The
 * member's round in the betting record (turnover, rebate, missions, team reports) counts it.
 */
async function stake(
  trx: Kysely<Database>,
  table: TableRow,
  handId: string,
  step: string,
  memberId: string,
  amountMinor: bigint,
  now: Date,
): Promise<void> {
  const member = realMember(memberId, table.brand_id);
  const mainId = await openMainWallet(trx, member, now);
  const potId = await ensureHouseAccount(trx, table.brand_id, pvpPotKind(table.id));
  const locked = await lockAccounts(trx, [mainId, potId]);
  const balance = locked.get(mainId)!.balanceMinor;
  if (balance < amountMinor) throw insufficientFunds(balance);
  await postTransaction(trx, {
    brandId: table.brand_id,
    memberId,
    kind: 'BET',
    idempotencyKey: `teenpatti:${handId}:${step}`,
    now,
    entries: [
      { accountId: mainId, amountMinor: -amountMinor },
      { accountId: potId, amountMinor },
    ],
  });
  await trx
    .insertInto('bet_records')
    .values({
      brand_id: table.brand_id,
      member_id: memberId,
      vendor: TEEN_PATTI_VENDOR,
      game_code: TEEN_PATTI_CATEGORY,
      round_id: roundIdOf(handId),
      stake_minor: amountMinor,
      valid_bet_minor: amountMinor,
      win_minor: 0n,
      status: 'OPEN',
      is_trial: false,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict.constraint('bet_records_round_uq').doUpdateSet({
        stake_minor: sql`bet_records.stake_minor + excluded.stake_minor`,
        valid_bet_minor: sql`bet_records.valid_bet_minor + excluded.valid_bet_minor`,
      }),
    )
    .execute();
}

/**
 * The boot and rake an operator set for the next hand become the table's once no hand is in
 * play (the caller holds the table's lock and has checked): the table as it is now.
 */
async function withNextHandTerms(trx: Kysely<Database>, table: TableRow): Promise<TableRow> {
  if (table.next_boot_minor === null && table.next_rake_basis_points === null) return table;
  return trx
    .updateTable('pvp_tables')
    .set((eb) => ({
      boot_minor: eb.fn.coalesce('next_boot_minor', 'boot_minor'),
      rake_basis_points: eb.fn.coalesce('next_rake_basis_points', 'rake_basis_points'),
      next_boot_minor: null,
      next_rake_basis_points: null,
      version: sql`version + 1`,
    }))
    .where('id', '=', table.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deals a hand when the table is not paused, none is in play, the pause after the last one is
 * over and two or more seated players are ready and can pay the boot (one who cannot is no
 * longer ready), on the boot and rake set for the next hand. The caller holds the table's
 * lock. Whether a hand was dealt.
 */
export async function dealIfReady(
  trx: Kysely<Database>,
  tableNow: TableRow,
  now: Date,
): Promise<boolean> {
  if (tableNow.paused || (await playingHandOf(trx, tableNow.id))) return false;
  const table = await withNextHandTerms(trx, tableNow);
  const last = await trx
    .selectFrom('pvp_hands')
    .select('finished_at')
    .where('table_id', '=', table.id)
    .orderBy('hand_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last?.finished_at && now.getTime() < last.finished_at.getTime() + PAUSE_BETWEEN_HANDS_MS)
    return false;
  const seated = await trx
    .selectFrom('pvp_seats')
    .select(['seat', 'member_id'])
    .where('table_id', '=', table.id)
    .where('ready', '=', true)
    .orderBy('seat')
    .execute();
  const bootMinor = BigInt(table.boot_minor);
  const players: typeof seated = [];
  for (const seat of seated) {
    const mainId = await openMainWallet(trx, realMember(seat.member_id, table.brand_id), now);
    const [wallet] = (await lockAccounts(trx, [mainId])).values();
    // A player protection would refuse the boot to (a limit, an exclusion) sits out like one
    // who cannot pay it, rather than stop the table's deal.
    const refusal = await movementRefusal(trx, {
      memberId: seat.member_id,
      kind: 'BET',
      mainDeltaMinor: -bootMinor,
      intoVendor: false,
      now,
    });
    if (wallet!.balanceMinor >= bootMinor && !refusal) players.push(seat);
    else
      await trx
        .updateTable('pvp_seats')
        .set({ ready: false })
        .where('table_id', '=', table.id)
        .where('seat', '=', seat.seat)
        .execute();
  }
  if (players.length < 2) return false;

  const handNo = table.hands_dealt + 1;
  const seeds = {
    serverSeed: table.next_server_seed,
    clientSeed: clientSeedOf(table.id),
    nonce: handNo,
  };
  const cards = teenPatti.dealHands(new FairStream(seeds), players.length);
  // The first to act moves round the table from hand to hand.
  const engine = teenPatti.startHand(
    rulesOf(table),
    players.map((player) => player.seat),
    cards,
    (handNo - 1) % players.length,
  );
  const hand = await trx
    .insertInto('pvp_hands')
    .values({
      table_id: table.id,
      hand_no: handNo,
      state: 'PLAYING',
      engine: JSON.stringify(engine),
      turn_deadline: new Date(now.getTime() + table.turn_ms),
      server_seed: seeds.serverSeed,
      server_seed_hash: table.next_server_seed_hash,
      client_seed: seeds.clientSeed,
      pot_minor: BigInt(engine.potMinor),
      started_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('pvp_hand_players')
    .values(
      players.map((player, position) => ({
        hand_id: hand.id,
        position,
        seat: player.seat,
        member_id: player.member_id,
      })),
    )
    .execute();
  for (const [position, player] of players.entries())
    await stake(trx, table, hand.id, `boot:${position}`, player.member_id, bootMinor, now);
  const nextSeed = newServerSeed();
  await trx
    .updateTable('pvp_tables')
    .set({
      hands_dealt: handNo,
      next_server_seed: nextSeed,
      next_server_seed_hash: serverSeedHash(nextSeed),
    })
    .where('id', '=', table.id)
    .execute();
  return true;
}

/**
 * Pays the pot to the winner less the rake, which goes to the house, and settles the hand's
 * rounds in the betting record; the rake taken.
 */
async function payOut(
  trx: Kysely<Database>,
  table: TableRow,
  handId: string,
  potMinor: bigint,
  winnerId: string,
  now: Date,
): Promise<bigint> {
  const rakeMinor = (potMinor * BigInt(table.rake_basis_points)) / 10_000n;
  const mainId = await openMainWallet(trx, realMember(winnerId, table.brand_id), now);
  const potId = await ensureHouseAccount(trx, table.brand_id, pvpPotKind(table.id));
  const houseId = await ensureHouseAccount(trx, table.brand_id, 'HOUSE');
  await lockAccounts(trx, [mainId, potId, houseId]);
  await postTransaction(trx, {
    brandId: table.brand_id,
    memberId: winnerId,
    kind: 'WIN',
    idempotencyKey: `teenpatti:${handId}:pot`,
    now,
    entries: [
      { accountId: potId, amountMinor: -potMinor },
      { accountId: mainId, amountMinor: potMinor - rakeMinor },
      { accountId: houseId, amountMinor: rakeMinor },
    ],
  });
  await trx
    .updateTable('bet_records')
    .set({
      status: 'SETTLED',
      settled_at: now,
      win_minor: sql`case when member_id = ${winnerId} then ${(potMinor - rakeMinor).toString()}::bigint else 0 end`,
    })
    .where('brand_id', '=', table.brand_id)
    .where('vendor', '=', TEEN_PATTI_VENDOR)
    .where('round_id', '=', roundIdOf(handId))
    .execute();
  return rakeMinor;
}

interface Move {
  table: TableRow;
  hand: HandRow;
  /** Who acts (for a timeout: the player the clock waited for). */
  memberId: string;
  position: number;
  action: teenPatti.HandAction | 'TIMEOUT';
  kind: PvpActionKind;
  actionKey: string | null;
  now: Date;
}

/** Applies one move to the hand: the engine's rules, its stake, its record, the payout at the end. */
async function applyMove(trx: Kysely<Database>, move: Move): Promise<void> {
  const { table, hand, now } = move;
  const before = hand.engine;
  let result: teenPatti.ActResult;
  try {
    result =
      move.action === 'TIMEOUT'
        ? teenPatti.timeOut(before)
        : teenPatti.act(before, move.position, move.action);
  } catch (error) {
    if (error instanceof teenPatti.HandRuleError) throw teenPattiErrors.rule(error);
    throw error;
  }
  const { state: after, paidMinor } = result;
  if (paidMinor > 0)
    await stake(trx, table, hand.id, String(hand.turn_seq), move.memberId, BigInt(paidMinor), now);
  await trx
    .insertInto('pvp_actions')
    .values({
      hand_id: hand.id,
      turn_seq: hand.turn_seq,
      member_id: move.memberId,
      action_key: move.actionKey,
      kind: move.kind,
      paid_minor: BigInt(paidMinor),
      created_at: now,
    })
    .execute();
  // Each move restarts the clock, but seeing one's cards, which uses no turn.
  const seeing = move.action !== 'TIMEOUT' && move.action.kind === 'SEE';
  const saved = {
    engine: JSON.stringify(after),
    turn_seq: hand.turn_seq + 1,
    pot_minor: BigInt(after.potMinor),
    turn_deadline: seeing ? hand.turn_deadline : new Date(now.getTime() + table.turn_ms),
  };
  if (after.end) {
    const winnerId = await memberAt(trx, hand.id, after.end.winner);
    const rakeMinor = await payOut(trx, table, hand.id, BigInt(after.potMinor), winnerId, now);
    Object.assign(saved, {
      state: 'FINISHED',
      winner_id: winnerId,
      rake_minor: rakeMinor.toString(),
      turn_deadline: null,
      finished_at: now,
    });
  }
  await trx.updateTable('pvp_hands').set(saved).where('id', '=', hand.id).execute();
}

const memberAt = async (trx: Kysely<Database>, handId: string, position: number) =>
  (
    await trx
      .selectFrom('pvp_hand_players')
      .select('member_id')
      .where('hand_id', '=', handId)
      .where('position', '=', position)
      .executeTakeFirstOrThrow()
  ).member_id;

export interface ActRequest {
  member: { id: string; brandId: string };
  tableId: string;
  actionKey: string;
  action: TeenPattiAction;
  now: Date;
}

/**
 * One action of a member in the table's hand. The same action key again changes nothing (under
 * another action or at another table it is 409 IDEMPOTENCY_CONFLICT); two
 * acts on one turn run one after the other under the table's lock, and the second meets the
 * turn the first left (or the key's unique row, from another process, and is retried into it).
 */
export async function actAtTable(db: Kysely<Database>, request: ActRequest): Promise<void> {
  await withTransactionRetry(
    db,
    async (trx) => {
      const table = await lockTable(trx, request.tableId, request.member.brandId);
      if (!table) throw teenPattiErrors.tableNotFound();
      const replay = await trx
        .selectFrom('pvp_actions as a')
        .innerJoin('pvp_hands as h', 'h.id', 'a.hand_id')
        .select(['a.kind', 'h.table_id'])
        .where('a.member_id', '=', request.member.id)
        .where('a.action_key', '=', request.actionKey)
        .executeTakeFirst();
      if (replay) {
        if (replay.kind !== request.action || replay.table_id !== table.id)
          throw idempotencyConflict();
        return;
      }
      const hand = await playingHandOf(trx, table.id);
      if (!hand) throw teenPattiErrors.noHand();
      const player = await trx
        .selectFrom('pvp_hand_players')
        .select('position')
        .where('hand_id', '=', hand.id)
        .where('member_id', '=', request.member.id)
        .executeTakeFirst();
      if (!player) throw teenPattiErrors.notInHand();
      // Past the deadline the player the clock waits for has lost the turn: the clock packs them.
      const waited = teenPatti.waitingFor(hand.engine) === player.position;
      if (waited && hand.turn_deadline! <= request.now && request.action !== 'SEE')
        throw teenPattiErrors.timeUp();
      await applyMove(trx, {
        table,
        hand,
        memberId: request.member.id,
        position: player.position,
        action: ENGINE_ACTIONS[request.action],
        kind: request.action,
        actionKey: request.actionKey,
        now: request.now,
      });
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

/**
 * The table's clock: packs the player it waited for past the deadline (who then sits out: no
 * longer ready), or takes an unanswered side show as refused; then deals when it can. Run by
 * the table's lease holder (teenPattiClock.ts); safe twice, as every step checks under the lock.
 */
export async function runTableClock(
  db: Kysely<Database>,
  tableId: string,
  now: Date,
): Promise<void> {
  await withTransactionRetry(db, async (trx) => {
    const table = await lockTable(trx, tableId);
    if (!table) return;
    const hand = await playingHandOf(trx, table.id);
    if (hand && hand.turn_deadline! <= now) {
      const position = teenPatti.waitingFor(hand.engine)!;
      const memberId = await memberAt(trx, hand.id, position);
      const packs = !hand.engine.sideShow;
      await applyMove(trx, {
        table,
        hand,
        memberId,
        position,
        action: 'TIMEOUT',
        kind: 'TIMEOUT',
        actionKey: null,
        now,
      });
      if (packs)
        await trx
          .updateTable('pvp_seats')
          .set({ ready: false })
          .where('table_id', '=', table.id)
          .where('member_id', '=', memberId)
          .execute();
      return;
    }
    if (!hand) await dealIfReady(trx, table, now);
  });
}
