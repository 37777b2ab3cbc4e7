import type { LiveMyBets, LivePlacement } from '@site/contracts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { tableEngine, type TableGame } from '@site/house-games/engines';
import type { LiveTableLimits } from '../../db/liveTablesSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { openBetRecord } from '../records/betRecords.js';
import {
  ensureHouseAccount,
  houseKindOf,
  lockAccounts,
  openMainWallet,
  takeStake,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from '../wallet/ledger.js';
import { payFromHouse } from '../wallet/memberMoney.js';
import { minorToMajor } from '../wallet/money.js';
import { idempotencyConflict, insufficientFunds } from '../wallet/walletService.js';
import { HOUSE_TABLES_VENDOR, placementRoundId } from './liveTablesVendor.js';

export const liveTableErrors = {
  tableNotFound: () => new ApiError(404, 'LIVE_TABLE_NOT_FOUND', 'This table is not open'),
  roundNotFound: (roundNo: number) =>
    new ApiError(404, 'LIVE_ROUND_NOT_FOUND', 'This table has no such round with its result out', {
      roundNo,
    }),
  roundNotCurrent: (roundNo: number | null) =>
    new ApiError(409, 'LIVE_ROUND_NOT_CURRENT', 'That round is over; bet on the new one', {
      roundNo,
    }),
  bettingClosed: () => new ApiError(409, 'LIVE_BETTING_CLOSED', 'No more bets'),
  spotInvalid: (spot: string) =>
    new ApiError(400, 'LIVE_BET_SPOT_INVALID', 'No such bet at this table', { spot }),
  belowLimit: (spot: string, min: number) =>
    new ApiError(400, 'LIVE_BET_BELOW_LIMIT', 'Below the table minimum', {
      spot,
      min: minorToMajor(BigInt(min)),
    }),
  aboveLimit: (spot: string, max: number) =>
    new ApiError(400, 'LIVE_BET_ABOVE_LIMIT', 'Above the table maximum', {
      spot,
      max: minorToMajor(BigInt(max)),
    }),
  placementNotFound: () => new ApiError(404, 'LIVE_PLACEMENT_NOT_FOUND', 'No such bet of yours'),
  placementSettled: () => new ApiError(409, 'LIVE_PLACEMENT_SETTLED', 'This bet is settled'),
};

export const betLedgerKey = (roundId: string, clientKey: string) =>
  `live-bet:${roundId}:${clientKey}`;
export const undoLedgerKey = (placementId: string) => `live-undo:${placementId}`;

interface OpenTable {
  id: string;
  code: string;
  game: TableGame;
  category: 'LIVE' | 'SPORTS';
  limits: LiveTableLimits;
}

/** The brand's enabled table of this code (another brand's table is not found). */
export async function tableOfBrand(
  db: Kysely<Database>,
  brandId: string,
  code: string,
): Promise<OpenTable> {
  const table = await db
    .selectFrom('live_tables')
    .select(['id', 'code', 'game', 'category', 'limits'])
    .where('brand_id', '=', brandId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!table) throw liveTableErrors.tableNotFound();
  return { ...table, id: String(table.id) };
}

export interface PlaceChipsRequest {
  member: LedgerMember;
  tableCode: string;
  roundNo: number;
  clientKey: string;
  chips: Array<{ spot: string; amountMinor: bigint }>;
  now: Date;
}

/** Spots valid at the table, each once; the chips' bet types. */
function checkChips(table: OpenTable, chips: PlaceChipsRequest['chips']): string[] {
  const engine = tableEngine(table.game);
  if (new Set(chips.map((chip) => chip.spot)).size !== chips.length)
    throw errors.validation('chips', 'A spot is listed twice');
  return chips.map((chip) => {
    if (!engine.isSpot(chip.spot)) throw liveTableErrors.spotInvalid(chip.spot);
    const betType = engine.betTypeOf(chip.spot);
    const limit = table.limits[betType];
    if (!limit) throw liveTableErrors.spotInvalid(chip.spot);
    if (chip.amountMinor < BigInt(limit.minMinor))
      throw liveTableErrors.belowLimit(chip.spot, limit.minMinor);
    if (chip.amountMinor > BigInt(limit.maxMinor))
      throw liveTableErrors.aboveLimit(chip.spot, limit.maxMinor);
    return betType;
  });
}

const requestHashOf = (request: PlaceChipsRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        request.tableCode,
        request.roundNo,
        request.chips.map((chip) => [chip.spot, chip.amountMinor.toString()]),
      ]),
    )
    .digest('hex');

/**
 * Puts a member's chips on a table's round now (issue 42 item 3) as one BET movement keyed by
 * (member, round, client key): the same key again answers the stored placement, another request
 * under it is a 409. The round is locked (shared) before the wallets, as the clock's steps and
 * the settlement lock it first, and must be the table's round taking bets, before its deadline.
 * Limits hold per bet type for the member's total on a spot in the round.
 */
export async function placeChips(
  db: Kysely<Database>,
  request: PlaceChipsRequest,
): Promise<LivePlacement> {
  const { member, now } = request;
  const table = await tableOfBrand(db, member.brandId, request.tableCode);
  const betTypes = checkChips(table, request.chips);
  const requestHash = requestHashOf(request);
  const total = request.chips.reduce((sum, chip) => sum + chip.amountMinor, 0n);

  return withTransactionRetry(
    db,
    async (trx) => {
      const round = await trx
        .selectFrom('live_rounds')
        .select(['id', 'round_no', 'state', 'closes_at'])
        .where('table_id', '=', table.id)
        .where('round_no', '=', request.roundNo)
        .forShare()
        .executeTakeFirst();
      if (!round) throw liveTableErrors.roundNotCurrent(null);
      const previous = await trx
        .selectFrom('live_placements')
        .select(['id', 'request_hash'])
        .where('member_id', '=', member.id)
        .where('round_id', '=', round.id)
        .where('client_key', '=', request.clientKey)
        .executeTakeFirst();
      if (previous) {
        if (previous.request_hash !== requestHash) throw idempotencyConflict();
        return (await placementsOf(trx, member.id, round.id, previous.id))[0]!;
      }
      if (round.state !== 'BETTING') throw liveTableErrors.roundNotCurrent(round.round_no);
      if (now >= round.closes_at) throw liveTableErrors.bettingClosed();

      const mainId = await openMainWallet(trx, member, now);
      const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
      const locked = await lockAccounts(trx, [mainId, houseId]);

      const already = await trx
        .selectFrom('live_bets as b')
        .innerJoin('live_placements as p', 'p.id', 'b.placement_id')
        .select(['b.spot', (eb) => eb.fn.sum<string>('b.amount_minor').as('amount')])
        .where('p.member_id', '=', member.id)
        .where('p.round_id', '=', round.id)
        .where('p.state', '=', 'PLACED')
        .groupBy('b.spot')
        .execute();
      const onSpot = new Map(already.map((row) => [row.spot, BigInt(row.amount)]));
      request.chips.forEach((chip, index) => {
        const { maxMinor } = table.limits[betTypes[index]!]!;
        if ((onSpot.get(chip.spot) ?? 0n) + chip.amountMinor > BigInt(maxMinor))
          throw liveTableErrors.aboveLimit(chip.spot, maxMinor);
      });

      const wallet = locked.get(mainId)!;
      if (wallet.balanceMinor < total) throw insufficientFunds(wallet.balanceMinor);
      await takeStake(trx, {
        member,
        mainId,
        houseId,
        amountMinor: total,
        idempotencyKey: betLedgerKey(String(round.id), request.clientKey),
        requestHash,
        now,
      });
      const placement = await trx
        .insertInto('live_placements')
        .values({
          round_id: round.id,
          table_id: table.id,
          brand_id: member.brandId,
          member_id: member.id,
          is_trial: member.isTrial,
          client_key: request.clientKey,
          request_hash: requestHash,
          total_minor: total,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('live_bets')
        .values(
          request.chips.map((chip, index) => ({
            placement_id: placement.id,
            round_id: round.id,
            spot: chip.spot,
            bet_type: betTypes[index]!,
            amount_minor: chip.amountMinor,
          })),
        )
        .execute();
      await openBetRecord(trx, {
        member,
        vendor: HOUSE_TABLES_VENDOR,
        gameCode: table.category,
        roundId: placementRoundId(String(placement.id)),
        stakeMinor: total,
        now,
      });
      return (await placementsOf(trx, member.id, round.id, placement.id))[0]!;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

/**
 * Takes a placement back while its round takes bets: its stake returns (ROLLBACK keyed by the
 * placement) and its betting record counts as no bet. Undoing it again answers it as it is.
 */
export async function undoPlacement(
  db: Kysely<Database>,
  request: {
    member: LedgerMember;
    tableCode: string;
    roundNo: number;
    clientKey: string;
    now: Date;
  },
): Promise<LivePlacement> {
  const { member, now } = request;
  const table = await tableOfBrand(db, member.brandId, request.tableCode);
  return withTransactionRetry(db, async (trx) => {
    const round = await trx
      .selectFrom('live_rounds')
      .select(['id', 'state', 'closes_at'])
      .where('table_id', '=', table.id)
      .where('round_no', '=', request.roundNo)
      .forShare()
      .executeTakeFirst();
    const placement = round
      ? await trx
          .selectFrom('live_placements')
          .select(['id', 'state', 'total_minor'])
          .where('member_id', '=', member.id)
          .where('round_id', '=', round.id)
          .where('client_key', '=', request.clientKey)
          .executeTakeFirst()
      : undefined;
    if (!round || !placement) throw liveTableErrors.placementNotFound();
    if (placement.state === 'UNDONE')
      return (await placementsOf(trx, member.id, round.id, placement.id))[0]!;
    if (placement.state === 'SETTLED') throw liveTableErrors.placementSettled();
    if (round.state !== 'BETTING' || now >= round.closes_at) throw liveTableErrors.bettingClosed();

    const mainId = await openMainWallet(trx, member, now);
    const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
    await lockAccounts(trx, [mainId, houseId]);
    await payFromHouse(
      trx,
      { member, mainId, houseId },
      BigInt(placement.total_minor),
      'ROLLBACK',
      undoLedgerKey(String(placement.id)),
      now,
    );
    await trx
      .updateTable('live_placements')
      .set({ state: 'UNDONE', undone_at: now })
      .where('id', '=', placement.id)
      .execute();
    await trx
      .updateTable('bet_records')
      .set({ status: 'ROLLED_BACK', valid_bet_minor: 0n, settled_at: now })
      .where('member_id', '=', member.id)
      .where('vendor', '=', HOUSE_TABLES_VENDOR)
      .where('round_id', '=', placementRoundId(String(placement.id)))
      .execute();
    return (await placementsOf(trx, member.id, round.id, placement.id))[0]!;
  });
}

const iso = (value: Date) => new Date(value).toISOString();

/** The member's placements on a round (one, or all of them in order). */
async function placementsOf(
  db: Kysely<Database>,
  memberId: string,
  roundId: string,
  placementId: string | null,
): Promise<LivePlacement[]> {
  let query = db
    .selectFrom('live_placements as p')
    .innerJoin('live_rounds as r', 'r.id', 'p.round_id')
    .select([
      'p.id',
      'p.client_key',
      'r.round_no',
      'p.state',
      'p.total_minor',
      'p.return_minor',
      'p.created_at',
    ])
    .where('p.member_id', '=', memberId)
    .where('p.round_id', '=', roundId);
  if (placementId) query = query.where('p.id', '=', placementId);
  const placements = await query.orderBy('p.id').execute();
  if (placements.length === 0) return [];
  const chips = await db
    .selectFrom('live_bets')
    .select(['placement_id', 'spot', 'amount_minor', 'return_minor'])
    .where(
      'placement_id',
      'in',
      placements.map((p) => p.id),
    )
    .orderBy('id')
    .execute();
  return placements.map((p) => ({
    clientKey: p.client_key,
    roundNo: p.round_no,
    state: p.state,
    total: minorToMajor(BigInt(p.total_minor)),
    paidReturn: minorToMajor(BigInt(p.return_minor)),
    chips: chips
      .filter((chip) => String(chip.placement_id) === String(p.id))
      .map((chip) => ({
        spot: chip.spot,
        amount: minorToMajor(BigInt(chip.amount_minor)),
        paidReturn: chip.return_minor === null ? null : minorToMajor(BigInt(chip.return_minor)),
      })),
    createdAt: iso(p.created_at),
  }));
}

/** The member's placements on the table's latest round. */
export async function myBets(
  db: Kysely<Database>,
  member: LedgerMember,
  tableCode: string,
): Promise<LiveMyBets> {
  const table = await tableOfBrand(db, member.brandId, tableCode);
  const round = await db
    .selectFrom('live_rounds')
    .select(['id', 'round_no'])
    .where('table_id', '=', table.id)
    .orderBy('round_no', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!round) return { roundNo: null, placements: [] };
  return {
    roundNo: round.round_no,
    placements: await placementsOf(db, member.id, String(round.id), null),
  };
}
