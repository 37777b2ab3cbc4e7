import type {
  EnvelopeOpening,
  EnvelopeOpenResult,
  LuckyDrawState,
  WheelSegment,
  WheelSpin,
  WheelSpinResult,
} from '@site/contracts';
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RewardSource } from '../../db/rewardsSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import type { AccountSummary } from '../members/accountRepository.js';
import { claimReward, offerReward } from '../rewards/memberRewards.js';
import { DAY_MS } from '../rewards/rewardsConfig.js';
import { rewardsConfigOf } from '../rewards/rewardsConfig.js';
import { UNIQUE_VIOLATION, withTransactionRetry } from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import { drawWeighted, envelopeWindows, luckyDrawConfigOf } from './luckyDrawConfig.js';
import { luckyDrawErrors } from './luckyDrawErrors.js';
import { rulesView, syncTickets, takeTicket, ticketsLeft } from './tickets.js';

/** A secure random integer in [min, max): crypto.randomInt by default, a seeded one in tests. */
export type RandomInt = (min: number, max: number) => number;
const secureRandom: RandomInt = (min, max) => randomInt(min, max);

const toMinor = (major: number) => BigInt(Math.round(major * 100));
const HISTORY = 20;

/** Tickets (granted first), the wheel's segments and the envelope rain's windows. */
export async function luckyDrawState(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  now: Date,
): Promise<LuckyDrawState> {
  const config = luckyDrawConfigOf(brand);
  await syncTickets(db, config, member, now);
  const [wheelTickets, envelopeTickets] = await Promise.all([
    ticketsLeft(db, member.id, 'WHEEL'),
    ticketsLeft(db, member.id, 'ENVELOPE'),
  ]);
  const windows = envelopeWindows(now, config);
  const windowView = (window: { start: Date; end: Date } | null) =>
    window && { start: window.start.toISOString(), end: window.end.toISOString() };
  const { envelope } = config;
  return {
    serverTime: now.toISOString(),
    wheel: {
      tickets: wheelTickets,
      rules: rulesView(config.wheel.tickets),
      segments: config.wheel.prizes.map(({ amount, payout, turnover }) => ({
        amount,
        payout,
        turnover,
      })),
    },
    envelope: {
      tickets: envelopeTickets,
      rules: rulesView(envelope.tickets),
      open: windowView(windows.open),
      next: windowView(windows.next),
      times: envelope.times,
      durationMinutes: envelope.durationMinutes,
      min: envelope.min,
      max: envelope.max,
    },
  };
}

interface Prize {
  amountMinor: bigint;
  payout: 'CASH' | 'BONUS';
  turnover: number;
}

/**
 * Offers the prize as a reward keyed by what won it, in the transaction that recorded it, so
 * the prize exists once whatever happens next.
 */
async function offerPrize(
  trx: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  source: RewardSource,
  sourceKey: string,
  prize: Prize,
  now: Date,
) {
  if (prize.amountMinor <= 0n) return;
  await offerReward(trx, {
    brandId: brand.id,
    accountId: member.id,
    source,
    sourceKey,
    title: source === 'WHEEL' ? 'Prize wheel' : 'Red envelope',
    amountMinor: prize.amountMinor,
    payout: prize.payout,
    turnoverMultiple: prize.payout === 'BONUS' ? prize.turnover : 0,
    expiresAt: new Date(now.getTime() + rewardsConfigOf(brand).claimDays * DAY_MS),
    now,
  });
}

/**
 * Claims the prize's reward at once (the credit lands in the account record). When the claim
 * is refused (a bonus that needs a contact the member has not given), the reward waits in the
 * reward centre: the prize is kept either way.
 */
async function claimPrize(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  source: RewardSource,
  sourceKey: string,
  now: Date,
) {
  const reward = await db
    .selectFrom('member_rewards')
    .select('id')
    .where('account_id', '=', member.id)
    .where('source', '=', source)
    .where('source_key', '=', sourceKey)
    .executeTakeFirst();
  if (!reward) return;
  try {
    await claimReward(db, {
      brandId: brand.id,
      accountId: member.id,
      rewardId: reward.id,
      config: rewardsConfigOf(brand),
      now,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

const rewardJoin = (source: RewardSource, table: 'wheel_spins' | 'envelope_openings') =>
  sql<string>`${source === 'WHEEL' ? 'wheel:' : 'envelope:'} || ${sql.ref(`${table}.id`)}`;

const rewardView = (id: string | null, state: string | null) =>
  id && state ? { id, state: state as 'claim' | 'claimed' | 'close' } : null;

/** The member's spins, newest first (a reload shows the last result again). */
export async function wheelSpins(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
  spinId?: string,
): Promise<WheelSpin[]> {
  let query = db
    .selectFrom('wheel_spins')
    .leftJoin('member_rewards as r', (join) =>
      join
        .onRef('r.account_id', '=', 'wheel_spins.account_id')
        .on('r.source', '=', 'WHEEL')
        .on('r.source_key', '=', rewardJoin('WHEEL', 'wheel_spins')),
    )
    .select([
      'wheel_spins.id',
      'wheel_spins.segment',
      'wheel_spins.segments',
      'wheel_spins.amount_minor',
      'wheel_spins.payout',
      'wheel_spins.turnover_multiple',
      'wheel_spins.created_at',
      'r.id as reward_id',
      'r.state as reward_state',
      'r.expires_at as reward_expires_at',
    ])
    .where('wheel_spins.account_id', '=', memberId)
    .orderBy('wheel_spins.id', 'desc')
    .limit(HISTORY);
  if (spinId) query = query.where('wheel_spins.id', '=', spinId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    segment: row.segment,
    segments: row.segments as WheelSegment[],
    amount: minorToMajor(row.amount_minor),
    payout: row.payout,
    turnover: Number(row.turnover_multiple),
    createdAt: row.created_at.toISOString(),
    reward: rewardView(row.reward_id, expiredAs(row.reward_state, row.reward_expires_at, now)),
  }));
}

/** A claimable reward past its expiry reads as closed (as in the reward centre). */
const expiredAs = (state: string | null, expiresAt: Date | null, now: Date) =>
  state === 'claim' && expiresAt !== null && expiresAt <= now ? 'close' : state;

/**
 * Spins the wheel: takes one ticket, draws the segment on the server, records the spin (and
 * offers its prize as a WHEEL reward keyed `wheel:<spin id>`) and commits, all before it
 * answers; then claims the reward. Two spins at once on one ticket: one spins, the other is
 * told there is no ticket.
 */
export async function spinWheel(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  now: Date,
  random: RandomInt = secureRandom,
): Promise<WheelSpinResult> {
  const config = luckyDrawConfigOf(brand);
  await syncTickets(db, config, member, now);
  const segments: WheelSegment[] = config.wheel.prizes.map(({ amount, payout, turnover }) => ({
    amount,
    payout,
    turnover: payout === 'BONUS' ? turnover : 0,
  }));
  const spinId = await withTransactionRetry(
    db,
    async (trx) => {
      const ticket = await takeTicket(trx, member.id, 'WHEEL');
      if (!ticket) throw luckyDrawErrors.noTicket();
      const segment = drawWeighted(
        config.wheel.prizes.map((prize) => prize.weight),
        (max) => random(0, max),
      );
      const won = segments[segment]!;
      const prize = {
        amountMinor: toMinor(won.amount),
        payout: won.payout,
        turnover: won.turnover,
      };
      const spin = await trx
        .insertInto('wheel_spins')
        .values({
          brand_id: brand.id,
          account_id: member.id,
          ticket_id: ticket,
          amount_minor: prize.amountMinor,
          payout: prize.payout,
          turnover_multiple: prize.turnover,
          segment,
          segments: JSON.stringify(segments),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await offerPrize(trx, brand, member, 'WHEEL', `wheel:${spin.id}`, prize, now);
      return spin.id;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
  await claimPrize(db, brand, member, 'WHEEL', `wheel:${spinId}`, now);
  const [spin] = await wheelSpins(db, member.id, now, spinId);
  return { spin: spin!, tickets: await ticketsLeft(db, member.id, 'WHEEL') };
}

/** The member's envelopes, newest first. */
export async function envelopeOpenings(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
  openingId?: string,
): Promise<EnvelopeOpening[]> {
  let query = db
    .selectFrom('envelope_openings')
    .leftJoin('member_rewards as r', (join) =>
      join
        .onRef('r.account_id', '=', 'envelope_openings.account_id')
        .on('r.source', '=', 'RED_ENVELOPE')
        .on('r.source_key', '=', rewardJoin('RED_ENVELOPE', 'envelope_openings')),
    )
    .select([
      'envelope_openings.id',
      'envelope_openings.amount_minor',
      'envelope_openings.window_start',
      'envelope_openings.created_at',
      'r.id as reward_id',
      'r.state as reward_state',
      'r.expires_at as reward_expires_at',
    ])
    .where('envelope_openings.account_id', '=', memberId)
    .orderBy('envelope_openings.id', 'desc')
    .limit(HISTORY);
  if (openingId) query = query.where('envelope_openings.id', '=', openingId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    amount: minorToMajor(row.amount_minor),
    windowStart: row.window_start.toISOString(),
    createdAt: row.created_at.toISOString(),
    reward: rewardView(row.reward_id, expiredAs(row.reward_state, row.reward_expires_at, now)),
  }));
}

/**
 * Opens a red envelope during the rain: takes one envelope ticket, draws a cash amount in
 * [min, max] (whole hundredths, evenly), records the opening and offers it as a RED_ENVELOPE
 * reward keyed `envelope:<opening id>` before it answers, then claims it. Outside a window
 * nothing changes and the answer names the next window.
 */
export async function openEnvelope(
  db: Kysely<Database>,
  brand: Brand,
  member: AccountSummary,
  now: Date,
  random: RandomInt = secureRandom,
): Promise<EnvelopeOpenResult> {
  const config = luckyDrawConfigOf(brand);
  const windows = envelopeWindows(now, config);
  if (!windows.open) throw luckyDrawErrors.windowClosed(windows.next?.start ?? null);
  const window = windows.open;
  await syncTickets(db, config, member, now);
  const min = toMinor(Math.min(config.envelope.min, config.envelope.max));
  const max = toMinor(Math.max(config.envelope.min, config.envelope.max));
  const openingId = await withTransactionRetry(
    db,
    async (trx) => {
      const ticket = await takeTicket(trx, member.id, 'ENVELOPE');
      if (!ticket) throw luckyDrawErrors.noTicket();
      const amountMinor = BigInt(random(Number(min), Number(max) + 1));
      const opening = await trx
        .insertInto('envelope_openings')
        .values({
          brand_id: brand.id,
          account_id: member.id,
          ticket_id: ticket,
          amount_minor: amountMinor,
          payout: 'CASH',
          window_start: window.start,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const prize = { amountMinor, payout: 'CASH' as const, turnover: 0 };
      await offerPrize(trx, brand, member, 'RED_ENVELOPE', `envelope:${opening.id}`, prize, now);
      return opening.id;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
  await claimPrize(db, brand, member, 'RED_ENVELOPE', `envelope:${openingId}`, now);
  const [opening] = await envelopeOpenings(db, member.id, now, openingId);
  return { opening: opening!, tickets: await ticketsLeft(db, member.id, 'ENVELOPE') };
}
