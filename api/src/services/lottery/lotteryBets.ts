import type { LotteryBet } from '@site/contracts';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LotteryBetType, VnBetType } from '../../db/lotterySchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import type { LotteryConfig } from '../brands/brandConfig.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { openBetRecord } from '../records/betRecords.js';
import {
  ensureHouseAccount,
  houseKindOf,
  lockAccounts,
  openMainWallet,
  postTransaction,
  setTransactionResult,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { earnPointsForRound } from '../points/pointLedger.js';
import { insufficientFunds, storedResult } from '../wallet/walletService.js';
import { ensureDraw, houseGameByCode } from './lotteryDraws.js';
import {
  betWinMinor,
  familyRuleOfBetType,
  invalidSlip,
  nextDrawAt,
  unitOf,
} from './lotteryRules.js';
import { syncVipLevel } from '../content/vipService.js';

export const lotteryErrors = {
  gameNotFound: () => new ApiError(404, 'LOTTERY_GAME_NOT_FOUND', 'This lottery game is not open'),
  bettingClosed: () =>
    new ApiError(409, 'LOTTERY_BETTING_CLOSED', 'Betting on this draw has closed'),
  numberLimit: (number: string) =>
    new ApiError(400, 'LOTTERY_NUMBER_LIMIT', 'The stake on this number is over its limit', {
      number,
    }),
  drawLimit: () =>
    new ApiError(400, 'LOTTERY_DRAW_LIMIT', 'The total on this draw is over its limit'),
};

export interface PlaceBetRequest {
  member: LedgerMember;
  config: LotteryConfig;
  gameCode: string;
  period: string;
  betType: LotteryBetType;
  lines: string[][];
  stakeMinor: bigint;
  idempotencyKey: string;
  now: Date;
}

/** The draw a bet may still go on: the earliest whose close is after `now`. */
export function openDrawAt(
  now: Date,
  game: { drawIntervalSeconds: number; drawOffsetSeconds: number },
  closeSeconds: number,
): Date {
  // A draw is open while now < drawAt − close, so skip to the draw after (now + close).
  return nextDrawAt(new Date(now.getTime() + closeSeconds * 1000), game);
}

const betColumns = [
  'b.id',
  'b.bet_type',
  'b.lines',
  'b.line_count',
  'b.stake_minor',
  'b.unit',
  'b.odds',
  'b.total_minor',
  'b.win_minor',
  'b.status',
  'b.created_at',
  'b.settled_at',
  'd.period',
  'd.draw_at',
  'd.status as draw_status',
  'd.numbers',
  'g.game_code',
  'g.name_bn',
  'g.name_en',
  'g.result_format',
] as const;

function betsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(betColumns);
}

type BetRow = Awaited<ReturnType<ReturnType<typeof betsQuery>['executeTakeFirstOrThrow']>>;

function toBet(row: BetRow): LotteryBet {
  return {
    betId: row.id,
    gameCode: row.game_code,
    gameName: { bn: row.name_bn, en: row.name_en },
    period: row.period,
    drawAt: new Date(row.draw_at).toISOString(),
    betType: row.bet_type,
    lines: row.lines,
    stake: minorToMajor(row.stake_minor),
    unit: row.unit,
    odds: row.odds,
    total: minorToMajor(row.total_minor),
    win: minorToMajor(row.win_minor),
    status: row.status,
    outcome: outcomeOf(row.status, BigInt(row.win_minor), BigInt(row.total_minor)),
    resultFormat: row.result_format ?? 'NORTH',
    // The result is public once drawn; before, only its commitment is.
    result: row.draw_status === 'DRAWN' ? row.numbers : null,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

/**
 * A bet's label by its net result (issue 40 item 12): a ৳80 return on a ৳135 stake is not a
 * win. WON only when the return is more than the total staked; RETURNED when part or all of it
 * came back; LOST when nothing did.
 */
export function outcomeOf(
  status: LotteryBet['status'],
  winMinor: bigint,
  totalMinor: bigint,
): LotteryBet['outcome'] {
  if (status === 'OPEN' || status === 'CANCELLED') return status;
  if (winMinor > totalMinor) return 'WON';
  return winMinor > 0n ? 'RETURNED' : 'LOST';
}

/** Sums the stake per number already on the draw by this member and bet type, with this slip. */
function overNumberLimit(
  previous: ReadonlyArray<{ lines: string[][]; stake_minor: string }>,
  lines: readonly string[][],
  stakeMinor: bigint,
  limitMinor: bigint,
): string | null {
  const perNumber = new Map<string, bigint>();
  const add = (line: readonly string[], stake: bigint) => {
    const key = [...line].sort().join('-');
    perNumber.set(key, (perNumber.get(key) ?? 0n) + stake);
  };
  for (const bet of previous) for (const line of bet.lines) add(line, BigInt(bet.stake_minor));
  for (const line of lines) add(line, stakeMinor);
  for (const [key, stake] of perNumber) if (stake > limitMinor) return key;
  return null;
}

/**
 * Places a slip: the stake (lines × stake × the bet type's unit) leaves the member's main
 * wallet through the ledger (BET, house ← member) once per idempotency key; the same key again
 * answers the stored bet, the same key for another slip is a 409. Refused after the draw's
 * close, over the limits or the balance; nothing moves then.
 */
export async function placeBet(
  db: Kysely<Database>,
  request: PlaceBetRequest,
): Promise<LotteryBet> {
  const { member, config, betType, lines, stakeMinor, idempotencyKey, now } = request;
  const game = await houseGameByCode(db, request.gameCode);
  if (!game || !game.enabled) throw lotteryErrors.gameNotFound();
  const problem = invalidSlip(game.resultFormat, betType, lines);
  if (problem) throw errors.validation('lines', problem);
  if (lines.length > config.maxLines) throw errors.validation('lines', 'Too many lines');
  if (stakeMinor < BigInt(config.minStakeMinor)) throw errors.validation('stake', 'Stake too low');
  const drawAt = openDrawAt(now, game, config.closeSeconds);
  const draw = await ensureDraw(db, game, drawAt, now);
  if (draw.period !== request.period || draw.status !== 'SCHEDULED')
    throw lotteryErrors.bettingClosed();
  const unit = unitOf(betType, game.resultFormat);
  // A family's pay table is its own (houseFamilies.ts); the regions' odds are the brand's.
  const odds = familyRuleOfBetType(betType)?.odds ?? config.odds[betType as VnBetType];
  const totalMinor = stakeMinor * BigInt(lines.length) * BigInt(unit);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([game.gameCode, draw.period, betType, lines, stakeMinor.toString()]))
    .digest('hex');
  const ledgerKey = `lottery-bet:${idempotencyKey}`;

  return withTransactionRetry(
    db,
    async (trx) => {
      const mainId = await openMainWallet(trx, member, now);
      const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
      // The member's wallet lock orders their slips, so the limits below see every earlier one.
      const locked = await lockAccounts(trx, [mainId, houseId]);
      const previous = await storedResult<LotteryBet>(trx, member.id, ledgerKey, requestHash);
      if (previous) return previous;
      const state = await trx
        .selectFrom('lottery_draws')
        .select('status')
        .where('id', '=', draw.id)
        .executeTakeFirstOrThrow();
      // An operator may have cancelled it since.
      if (state.status !== 'SCHEDULED') throw lotteryErrors.bettingClosed();
      const earlier = await trx
        .selectFrom('lottery_bets')
        .select(['lines', 'stake_minor', 'bet_type', 'total_minor'])
        .where('member_id', '=', member.id)
        .where('draw_id', '=', draw.id)
        .where('status', '=', 'OPEN')
        .execute();
      const drawTotal = earlier.reduce((sum, bet) => sum + BigInt(bet.total_minor), totalMinor);
      if (drawTotal > BigInt(config.maxTotalPerDrawMinor)) throw lotteryErrors.drawLimit();
      const over = overNumberLimit(
        earlier.filter((bet) => bet.bet_type === betType),
        lines,
        stakeMinor,
        BigInt(config.maxStakePerNumberMinor),
      );
      if (over) throw lotteryErrors.numberLimit(over);
      const wallet = locked.get(mainId)!;
      if (wallet.balanceMinor < totalMinor) throw insufficientFunds(wallet.balanceMinor);

      const transactionId = await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: 'BET',
        idempotencyKey: ledgerKey,
        requestHash,
        now,
        entries: [
          { accountId: mainId, amountMinor: -totalMinor },
          { accountId: houseId, amountMinor: totalMinor },
        ],
      });
      const { id } = await trx
        .insertInto('lottery_bets')
        .values({
          brand_id: member.brandId,
          member_id: member.id,
          draw_id: draw.id,
          bet_type: betType,
          lines: JSON.stringify(lines),
          line_count: lines.length,
          stake_minor: stakeMinor,
          unit,
          odds,
          total_minor: totalMinor,
          idempotency_key: idempotencyKey,
          request_hash: requestHash,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await openBetRecord(trx, {
        member,
        vendor: game.vendor,
        gameCode: game.gameCode,
        roundId: lotteryRoundId(id),
        stakeMinor: totalMinor,
        now,
      });
      const bet = toBet(await betsQuery(trx).where('b.id', '=', id).executeTakeFirstOrThrow());
      await setTransactionResult(trx, transactionId, bet);
      return bet;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

export const lotteryRoundId = (betId: string) => `LOTTO-${betId}`;

/**
 * Settles one bet whose draw is over, exactly once: the bet's OPEN → WON | LOST | CANCELLED
 * change and its money (WIN for winnings, ROLLBACK refunding a cancelled draw's stake) commit
 * together, under the member's wallet lock, and a second run finds the bet no longer OPEN.
 * The ledger's own keys (lottery-win:, lottery-refund:) are a second guard.
 */
export async function settleBet(db: Kysely<Database>, betId: string, now: Date): Promise<boolean> {
  return withTransactionRetry(db, async (trx) => {
    const head = await trx
      .selectFrom('lottery_bets as b')
      .innerJoin('accounts as a', 'a.id', 'b.member_id')
      .select(['b.brand_id', 'b.member_id', 'a.is_agent'])
      .where('b.id', '=', betId)
      .executeTakeFirstOrThrow();
    const member: LedgerMember = {
      id: head.member_id,
      brandId: head.brand_id,
      isTrial: head.is_agent === TRIAL_ACCOUNT_TYPE,
    };
    const mainId = await openMainWallet(trx, member, now);
    const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
    await lockAccounts(trx, [mainId, houseId]);
    const bet = await trx
      .selectFrom('lottery_bets as b')
      .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select([
        'b.bet_type',
        'b.lines',
        'b.stake_minor',
        'b.odds',
        'b.total_minor',
        'd.status as draw_status',
        'd.numbers',
        'g.vendor',
      ])
      .where('b.id', '=', betId)
      .where('b.status', '=', 'OPEN')
      .where('d.status', 'in', ['DRAWN', 'CANCELLED'])
      .executeTakeFirst();
    if (!bet) return false;
    const cancelled = bet.draw_status === 'CANCELLED';
    const winMinor = cancelled
      ? 0n
      : betWinMinor(
          {
            betType: bet.bet_type,
            lines: bet.lines,
            stakeMinor: BigInt(bet.stake_minor),
            odds: bet.odds,
          },
          bet.numbers,
        );
    const status = cancelled ? 'CANCELLED' : winMinor > 0n ? 'WON' : 'LOST';
    await trx
      .updateTable('lottery_bets')
      .set({ status, win_minor: winMinor, settled_at: now })
      .where('id', '=', betId)
      .where('status', '=', 'OPEN')
      .execute();
    const paidMinor = cancelled ? BigInt(bet.total_minor) : winMinor;
    if (paidMinor > 0n) {
      await postTransaction(trx, {
        brandId: member.brandId,
        memberId: member.id,
        kind: cancelled ? 'ROLLBACK' : 'WIN',
        idempotencyKey: `${cancelled ? 'lottery-refund' : 'lottery-win'}:${betId}`,
        now,
        entries: [
          { accountId: houseId, amountMinor: -paidMinor },
          { accountId: mainId, amountMinor: paidMinor },
        ],
      });
    }
    await trx
      .updateTable('bet_records')
      .set({
        status: cancelled ? 'ROLLED_BACK' : 'SETTLED',
        win_minor: winMinor,
        // A refunded round counts as no bet at all.
        ...(cancelled ? { valid_bet_minor: 0n } : {}),
        settled_at: now,
      })
      .where('member_id', '=', member.id)
      .where('round_id', '=', lotteryRoundId(betId))
      .execute();
    // A settled ticket's valid bet earns points like any round, once (keyed by its record).
    if (!cancelled && !member.isTrial) {
      await earnPointsForRound(trx, {
        brandId: member.brandId,
        accountId: member.id,
        vendor: bet.vendor,
        roundId: lotteryRoundId(betId),
        now,
        category: 'LOTT',
      });
      await syncVipLevel(trx, member, now);
    }
    return true;
  });
}

/** The member's own bets, newest first, one page; optionally one game's. */
export async function listBets(
  db: Kysely<Database>,
  memberId: string,
  options: { gameCode?: string | undefined; pageNo: number; pageSize: number },
): Promise<{ list: LotteryBet[]; total: number }> {
  let query = betsQuery(db).where('b.member_id', '=', memberId);
  let count = db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('b.member_id', '=', memberId);
  if (options.gameCode) {
    query = query.where('g.game_code', '=', options.gameCode);
    count = count.where('g.game_code', '=', options.gameCode);
  }
  const rows = await query
    .orderBy('b.id', 'desc')
    .limit(options.pageSize)
    .offset((options.pageNo - 1) * options.pageSize)
    .execute();
  const { total } = await count.executeTakeFirstOrThrow();
  return { list: rows.map(toBet), total: Number(total) };
}
