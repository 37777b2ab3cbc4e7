import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PromotionsTable } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { loadBrand, type Brand } from '../brands/brandRepository.js';
import type { RaffleConfig } from '../brands/brandConfig.js';
import { maskAccount } from '../content/winnerBoard.js';
import { sendMemberMessage } from '../messages/memberMessages.js';
import { offerReward } from '../rewards/memberRewards.js';
import { DAY_MS, rewardsConfigOf } from '../rewards/rewardsConfig.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import { minorToDecimal, minorToMajor } from '../wallet/money.js';
import {
  DEFAULT_RAFFLES,
  drawInstant,
  isPeriodOf,
  periodAt,
  RAFFLE_DEFAULTS,
} from './raffleSchedule.js';

type PromotionRow = Selectable<PromotionsTable>;

export const raffleErrors = {
  notRaffle: () => new ApiError(404, 'NOT_FOUND', 'Raffle not found'),
  badPeriod: () =>
    new ApiError(400, 'VALIDATION_FAILED', 'Not a draw period of this raffle', {
      field: 'period',
    }),
  notDue: (drawAt: Date) =>
    new ApiError(409, 'RAFFLE_NOT_DUE', `This draw is due at ${drawAt.toISOString()}`, {
      drawAt: drawAt.getTime(),
    }),
};

/** A raffle's settings whether or not it is still enabled: tickets sold are always drawn. */
export function raffleConfigFor(brand: Pick<Brand, 'config'>, code: string): RaffleConfig | null {
  const own = brand.config.raffles?.[code];
  if (!own && !DEFAULT_RAFFLES[code]) return null;
  return { ...RAFFLE_DEFAULTS, ...DEFAULT_RAFFLES[code], ...own };
}

/** Periods of this raffle drawn before their time (an operator's early draw): closed to tickets. */
async function closedPeriods(db: Kysely<Database>, promotionId: string, now: Date) {
  const rows = await db
    .selectFrom('raffle_draws')
    .select('period')
    .where('promotion_id', '=', promotionId)
    .where('draw_at', '>', now)
    .execute();
  return new Set(rows.map((row) => row.period));
}

const ticketsOf = (db: Kysely<Database>, promotionId: string, period: string, memberId: string) =>
  db
    .selectFrom('raffle_tickets')
    .select(['ticket_no', 'created_at', 'draw_at'])
    .where('promotion_id', '=', promotionId)
    .where('period', '=', period)
    .where('account_id', '=', memberId)
    .orderBy('ticket_no')
    .execute();

/**
 * MCS2_claimRafflePromotion for a raffle: the member's tickets for the coming draw, once per
 * member and period (unique in the database); a second claim answers the first. The claim holds
 * a share lock on the promotion, which the draw takes exclusively, so no ticket lands in a period
 * while it is being drawn.
 */
export async function claimRaffleTickets(
  db: Kysely<Database>,
  input: { promotion: PromotionRow; config: RaffleConfig; memberId: string; now: Date },
) {
  const { promotion, config, memberId, now } = input;
  return withTransactionRetry(db, async (trx) => {
    await trx
      .selectFrom('promotions')
      .select('id')
      .where('id', '=', promotion.id)
      .forShare()
      .executeTakeFirstOrThrow();
    const { period, drawAt } = periodAt(now, config, await closedPeriods(trx, promotion.id, now));
    const inserted = await trx
      .insertInto('raffle_tickets')
      .values(
        Array.from({ length: config.ticketsPerMember }, (_, index) => ({
          promotion_id: promotion.id,
          period,
          account_id: memberId,
          ticket_no: index + 1,
          draw_at: drawAt,
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    const tickets = await ticketsOf(trx, promotion.id, period, memberId);
    const claimedAt = tickets[0]!.created_at;
    return {
      promotionId: Number(promotion.id),
      status: 'claimed' as const,
      claimedAt: claimedAt.getTime(),
      alreadyClaimed: inserted.length === 0,
      raffle: { period, drawAt: drawAt.getTime(), tickets: tickets.map((row) => row.ticket_no) },
    };
  });
}

/** Picks up to `count` tickets of distinct members, each uniformly among those left. */
export function pickWinners<T extends { accountId: string }>(tickets: T[], count: number): T[] {
  const pool = [...tickets];
  const winners: T[] = [];
  const won = new Set<string>();
  while (winners.length < count && pool.length > 0) {
    const [ticket] = pool.splice(randomInt(pool.length), 1) as [T];
    if (won.has(ticket.accountId)) continue;
    won.add(ticket.accountId);
    winners.push(ticket);
  }
  return winners;
}

export interface DrawInput {
  brand: Brand;
  promotionId: string;
  period: string;
  now: Date;
  /** An operator's draw before the period's draw time (closes the period to new tickets). */
  early?: boolean;
  /** Runs in the draw's transaction when the draw is new (the operator's audit row). */
  record?: (trx: Kysely<Database>, result: DrawResult) => Promise<void>;
}

export interface DrawResult {
  promotionId: number;
  period: string;
  drawAt: number;
  drawnAt: number;
  tickets: number;
  prize: number;
  payout: 'CASH' | 'BONUS';
  early: boolean;
  winners: { rank: number; account: string; rewardId: string | null }[];
  /** false: the period had been drawn already; this is that draw. */
  drawnNow: boolean;
}

async function drawView(
  db: Kysely<Database>,
  promotionId: string,
  period: string,
  drawnNow: boolean,
): Promise<DrawResult | null> {
  const draw = await db
    .selectFrom('raffle_draws')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('period', '=', period)
    .executeTakeFirst();
  if (!draw) return null;
  const winners = await db
    .selectFrom('raffle_winners as w')
    .innerJoin('accounts as a', 'a.id', 'w.account_id')
    .leftJoin('member_rewards as r', (join) =>
      join
        .onRef('r.account_id', '=', 'w.account_id')
        .on('r.source', '=', 'RAFFLE')
        .on('r.source_key', '=', `raffle:${promotionId}:${period}`),
    )
    .select(['w.rank', 'a.username', 'r.id as reward_id'])
    .where('w.promotion_id', '=', promotionId)
    .where('w.period', '=', period)
    .orderBy('w.rank')
    .execute();
  return {
    promotionId: Number(promotionId),
    period,
    drawAt: draw.draw_at.getTime(),
    drawnAt: draw.drawn_at.getTime(),
    tickets: draw.tickets,
    prize: minorToMajor(draw.prize_minor),
    payout: draw.payout,
    early: draw.early,
    winners: winners.map((row) => ({
      rank: row.rank,
      account: row.username,
      rewardId: row.reward_id,
    })),
    drawnNow,
  };
}

/**
 * Draws one period of a raffle, once: under the promotion's row lock it inserts the draw (its
 * primary key is the period), records the winning tickets (crypto.randomInt), then offers each
 * winner a RAFFLE reward keyed `raffle:<promotion>:<period>` and writes them a message, all in
 * one transaction. A second or concurrent draw, or one after a crash, answers the first.
 */
export async function drawRaffle(db: Kysely<Database>, input: DrawInput): Promise<DrawResult> {
  const { brand, promotionId, period, now } = input;
  return withTransactionRetry(db, async (trx) => {
    const promotion = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', promotionId)
      .where('brand_id', '=', brand.id)
      .forUpdate()
      .executeTakeFirst();
    const config = promotion ? raffleConfigFor(brand, promotion.code) : null;
    if (!promotion || !config) throw raffleErrors.notRaffle();
    const existing = await drawView(trx, promotionId, period, false);
    if (existing) return existing;
    if (!isPeriodOf(period, config)) throw raffleErrors.badPeriod();

    const tickets = await trx
      .selectFrom('raffle_tickets')
      .select(['id', 'account_id', 'draw_at'])
      .where('promotion_id', '=', promotionId)
      .where('period', '=', period)
      .orderBy('id')
      .execute();
    const drawAt = tickets[0]?.draw_at ?? drawInstant(period, config);
    const early = drawAt.getTime() > now.getTime();
    if (early && !input.early) throw raffleErrors.notDue(drawAt);
    const prizeMinor = BigInt(Math.round(config.prizeAmount * 100));
    await trx
      .insertInto('raffle_draws')
      .values({
        promotion_id: promotionId,
        period,
        draw_at: drawAt,
        drawn_at: now,
        tickets: tickets.length,
        prize_minor: prizeMinor,
        payout: config.payout,
        early,
      })
      .execute();
    const winners = pickWinners(
      tickets.map((ticket) => ({ id: ticket.id, accountId: ticket.account_id })),
      config.winners,
    );
    // The record first: who won is fixed before anything is offered.
    for (const [index, winner] of winners.entries())
      await trx
        .insertInto('raffle_winners')
        .values({
          promotion_id: promotionId,
          period,
          ticket_id: winner.id,
          account_id: winner.accountId,
          rank: index + 1,
        })
        .execute();
    const claimDays = rewardsConfigOf(brand).claimDays;
    for (const winner of winners) {
      const { reward } = await offerReward(trx, {
        brandId: brand.id,
        accountId: winner.accountId,
        source: 'RAFFLE',
        sourceKey: `raffle:${promotionId}:${period}`,
        title: `${promotion.title_en} ${period}`,
        amountMinor: prizeMinor,
        payout: config.payout,
        turnoverMultiple: config.payout === 'BONUS' ? config.turnoverMultiple : 0,
        expiresAt: new Date(now.getTime() + claimDays * DAY_MS),
        now,
      });
      await sendMemberMessage(trx, {
        accountId: winner.accountId,
        type: 'raffle_won',
        title: 'You won the raffle',
        params: {
          promotionId: Number(promotionId),
          promotionBn: promotion.title_bn,
          promotionEn: promotion.title_en,
          period,
          amount: minorToDecimal(prizeMinor),
          rewardId: reward.id,
        },
        now,
      });
    }
    const result = (await drawView(trx, promotionId, period, true))!;
    if (input.record) await input.record(trx, result);
    return result;
  });
}

/**
 * The scheduled draw: every period whose draw time has passed and that has tickets but no draw
 * yet. Safe to run twice, concurrently or after a crash: each period is drawn by `drawRaffle`.
 */
export async function drawDueRaffles(db: Kysely<Database>, now: Date): Promise<DrawResult[]> {
  const due = await db
    .selectFrom('raffle_tickets as t')
    .innerJoin('promotions as p', 'p.id', 't.promotion_id')
    .leftJoin('raffle_draws as d', (join) =>
      join.onRef('d.promotion_id', '=', 't.promotion_id').onRef('d.period', '=', 't.period'),
    )
    .select(['t.promotion_id', 't.period', 'p.brand_id'])
    .distinct()
    .where('t.draw_at', '<=', now)
    .where('d.promotion_id', 'is', null)
    .orderBy('t.period')
    .limit(100)
    .execute();
  const results: DrawResult[] = [];
  for (const row of due) {
    const brand = await loadBrand(db, row.brand_id);
    if (!brand) continue;
    results.push(
      await drawRaffle(db, { brand, promotionId: row.promotion_id, period: row.period, now }),
    );
  }
  return results;
}

/** The promotion detail's raffle panel for a member (or a visitor: no tickets). */
export async function raffleView(
  db: Kysely<Database>,
  promotion: PromotionRow,
  config: RaffleConfig,
  memberId: string | null,
  now: Date,
) {
  const { period, drawAt } = periodAt(now, config, await closedPeriods(db, promotion.id, now));
  const tickets = memberId ? await ticketsOf(db, promotion.id, period, memberId) : [];
  const last = await db
    .selectFrom('raffle_draws')
    .select('period')
    .where('promotion_id', '=', promotion.id)
    .orderBy('drawn_at', 'desc')
    .orderBy('period', 'desc')
    .executeTakeFirst();
  const lastDraw = last ? await drawView(db, promotion.id, last.period, false) : null;
  let won = false;
  if (lastDraw && memberId) {
    const mine = await db
      .selectFrom('raffle_winners')
      .select('id')
      .where('promotion_id', '=', promotion.id)
      .where('period', '=', lastDraw.period)
      .where('account_id', '=', memberId)
      .executeTakeFirst();
    won = mine !== undefined;
  }
  return {
    period,
    drawAt: drawAt.getTime(),
    cadence: config.period,
    winnersPerDraw: config.winners,
    prize: config.prizeAmount,
    payout: config.payout,
    ticketsPerMember: config.ticketsPerMember,
    tickets: tickets.map((row) => row.ticket_no),
    lastDraw: lastDraw
      ? {
          period: lastDraw.period,
          drawnAt: lastDraw.drawnAt,
          tickets: lastDraw.tickets,
          winners: lastDraw.winners.map((winner) => ({
            rank: winner.rank,
            account: maskAccount(winner.account),
          })),
          won,
        }
      : null,
  };
}
