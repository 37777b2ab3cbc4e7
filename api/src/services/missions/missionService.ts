import type {
  ClaimMissionBody,
  ClaimMissionResult,
  Mission,
  MissionLeaderboard,
  MissionPeriodView,
  MissionSummary,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MissionConfig, MissionsConfig } from '../brands/brandConfig.js';
import type { Brand } from '../brands/brandRepository.js';
import { rounds } from '../records/betRecords.js';
import { claimReward, offerReward } from '../rewards/memberRewards.js';
import { DAY_MS, rewardsConfigOf } from '../rewards/rewardsConfig.js';
import { minorToMajor } from '../wallet/money.js';
import { missionErrors } from './missionErrors.js';
import { timeZoneOf } from '../brands/brandTime.js';
import {
  isMoneyKind,
  maskUsername,
  measure,
  missionSourceKey,
  missionsConfigOf,
  periodOf,
  type MissionPeriodWindow,
  type PeriodStats,
} from './missionsConfig.js';

/**
 * Missions and the leaderboard (issue 13, spec §2 missionLeaderboard, §7). Progress is counted
 * from the records each time: rounds of real money settled in the period (by when they
 * settled, per game category as the betting record names it) and deposits credited in it. A
 * complete mission is claimed as a MISSION reward keyed by mission and period, offered and
 * claimed at once, so it pays once however often or concurrently it is asked.
 */

const PERIODS = ['DAILY', 'WEEKLY'] as const;

/** The member's settled rounds and credited deposits of one period. */
async function periodStats(
  db: Kysely<Database>,
  accountId: string,
  window: MissionPeriodWindow,
): Promise<PeriodStats> {
  const [roundRows, deposits] = await Promise.all([
    rounds(db, { memberId: accountId, range: { start: new Date(0), end: window.end } })
      .select([
        'r.category',
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(r.valid_bet_minor), 0)`.as('valid_bet'),
      ])
      .where('r.status', '=', 'SETTLED')
      .where('r.settled_at', '>=', window.start)
      .where('r.settled_at', '<', window.end)
      .groupBy('r.category')
      .execute(),
    db
      .selectFrom('deposit_orders')
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(amount_minor), 0)`.as('amount'),
      ])
      .where('account_id', '=', accountId)
      .where('state', '=', 'credited')
      .where('settled_at', '>=', window.start)
      .where('settled_at', '<', window.end)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rounds: new Map(
      roundRows.map((row) => [
        row.category,
        { count: Number(row.count), validBetMinor: BigInt(row.valid_bet) },
      ]),
    ),
    deposits: { count: Number(deposits.count), amountMinor: BigInt(deposits.amount) },
  };
}

/** The member's MISSION rewards of these keys: key → reward id and state. */
async function missionRewards(db: Kysely<Database>, accountId: string, keys: string[]) {
  if (keys.length === 0) return new Map<string, { id: string; state: string }>();
  const rows = await db
    .selectFrom('member_rewards')
    .select(['id', 'source_key', 'state'])
    .where('account_id', '=', accountId)
    .where('source', '=', 'MISSION')
    .where('source_key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.source_key, { id: row.id, state: row.state }]));
}

function missionView(
  mission: MissionConfig,
  stats: PeriodStats,
  reward: { state: string } | undefined,
): Mission {
  const { done, target } = measure(mission, stats);
  const capped = done > target ? target : done;
  const complete = done >= target;
  const value = (amount: bigint) =>
    isMoneyKind(mission.kind) ? minorToMajor(amount) : Number(amount);
  return {
    id: mission.id,
    period: mission.period,
    kind: mission.kind,
    category: mission.category ?? null,
    title: mission.title,
    progress: value(capped),
    target: value(target),
    reward: mission.reward,
    payout: mission.payout,
    turnoverMultiple: mission.payout === 'BONUS' ? mission.turnoverMultiple : 0,
    // An offered reward left unclaimed (a refused claim) can still be claimed.
    state: reward && reward.state !== 'claim' ? 'claimed' : complete ? 'claim' : 'process',
  };
}

/** Each period's missions with the member's progress and state now. */
async function periodViews(
  db: Kysely<Database>,
  config: MissionsConfig,
  accountId: string,
  now: Date,
  zone: string,
): Promise<MissionPeriodView[]> {
  const windows = PERIODS.map((period) => periodOf(period, now, zone));
  const keys = config.list.map((mission) =>
    missionSourceKey(mission.id, periodOf(mission.period, now, zone).key),
  );
  const [stats, rewards] = await Promise.all([
    Promise.all(
      windows.map((window) =>
        config.list.some((mission) => mission.period === window.period)
          ? periodStats(db, accountId, window)
          : { rounds: new Map(), deposits: { count: 0, amountMinor: 0n } },
      ),
    ),
    missionRewards(db, accountId, keys),
  ]);
  return windows.map((window, index) => ({
    period: window.period,
    periodKey: window.key,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    missions: config.list
      .filter((mission) => mission.period === window.period)
      .map((mission) =>
        missionView(mission, stats[index]!, rewards.get(missionSourceKey(mission.id, window.key))),
      ),
  }));
}

const claimableIn = (views: MissionPeriodView[]) =>
  views.reduce(
    (sum, view) => sum + view.missions.filter((mission) => mission.state === 'claim').length,
    0,
  );

/** `MCSFE_getMissionSummaryDetails`: today's and this week's missions with progress. */
export async function missionSummary(
  db: Kysely<Database>,
  brand: Pick<Brand, 'config'>,
  accountId: string,
  now: Date,
): Promise<MissionSummary> {
  const zone = timeZoneOf(brand.config);
  const [daily, weekly] = await periodViews(db, missionsConfigOf(brand), accountId, now, zone);
  return {
    timeZone: zone,
    daily: daily!,
    weekly: weekly!,
    claimable: claimableIn([daily!, weekly!]),
  };
}

/** The mission badge: missions complete in the current period and not claimed. */
export async function claimableMissions(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<number> {
  const brand = await db
    .selectFrom('accounts')
    .innerJoin('brands', 'brands.id', 'accounts.brand_id')
    .select('brands.config')
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!brand) return 0;
  return claimableIn(
    await periodViews(db, missionsConfigOf(brand), accountId, now, timeZoneOf(brand.config)),
  );
}

/**
 * Claims a complete mission of the current period: offers its MISSION reward (keyed by mission
 * and period) and claims it, crediting the wallet through the reward centre's one payout. A
 * mission of another period, an incomplete one or one already claimed is refused; of fifty
 * claims at once one pays and the others are told it is claimed.
 */
export async function claimMission(
  db: Kysely<Database>,
  brand: Brand,
  accountId: string,
  body: ClaimMissionBody,
  now: Date,
): Promise<ClaimMissionResult> {
  const mission = missionsConfigOf(brand).list.find((each) => each.id === body.missionId);
  if (!mission) throw missionErrors.notFound();
  const window = periodOf(mission.period, now, timeZoneOf(brand.config));
  if (body.periodKey !== window.key) throw missionErrors.periodOver();
  const { done, target } = measure(mission, await periodStats(db, accountId, window));
  if (done < target) throw missionErrors.notComplete();

  const rewardsConfig = rewardsConfigOf(brand);
  const { reward } = await db.transaction().execute((trx) =>
    offerReward(trx, {
      brandId: brand.id,
      accountId,
      source: 'MISSION',
      sourceKey: missionSourceKey(mission.id, window.key),
      title: mission.title.en,
      amountMinor: BigInt(Math.round(mission.reward * 100)),
      payout: mission.payout,
      turnoverMultiple: mission.payout === 'BONUS' ? mission.turnoverMultiple : 0,
      reason: `${mission.id} ${window.key}`,
      expiresAt: new Date(now.getTime() + rewardsConfig.claimDays * DAY_MS),
      now,
    }),
  );
  if (reward.state !== 'claim') throw missionErrors.alreadyClaimed();
  const claimed = await claimReward(db, {
    brandId: brand.id,
    accountId,
    rewardId: reward.id,
    config: rewardsConfig,
    now,
  });
  if (claimed.alreadyClaimed) throw missionErrors.alreadyClaimed();
  return {
    missionId: mission.id,
    periodKey: window.key,
    rewardId: reward.id,
    amount: claimed.reward.amount,
    payout: claimed.reward.payout,
    bonusId: claimed.bonusId,
    claimable: await claimableMissions(db, accountId, now),
  };
}

/**
 * `MCSFE_getMissionLeaderboard`: the brand's members by valid bet of real-money rounds settled
 * in the period (ties: the earlier account first), usernames masked, and the member's place.
 */
export async function missionLeaderboard(
  db: Kysely<Database>,
  brand: Brand,
  accountId: string,
  period: MissionConfig['period'],
  now: Date,
): Promise<MissionLeaderboard> {
  const zone = timeZoneOf(brand.config);
  const window = periodOf(period, now, zone);
  const totals = db
    .selectFrom('bet_records')
    .select(['member_id', sql<string>`sum(valid_bet_minor)`.as('valid_bet')])
    .where('brand_id', '=', brand.id)
    .where('status', '=', 'SETTLED')
    .where('is_trial', '=', false)
    .where('settled_at', '>=', window.start)
    .where('settled_at', '<', window.end)
    .groupBy('member_id')
    .having(sql`sum(valid_bet_minor)`, '>', 0);
  const [top, mine] = await Promise.all([
    db
      .selectFrom(totals.as('t'))
      .innerJoin('accounts as a', 'a.id', 't.member_id')
      .select(['t.member_id', 't.valid_bet', 'a.username'])
      .orderBy(sql`t.valid_bet::bigint`, 'desc')
      .orderBy('t.member_id', 'asc')
      .limit(missionsConfigOf(brand).leaderboardSize)
      .execute(),
    db
      .with('t', () => totals)
      .with('me', (qb) => qb.selectFrom('t').select('valid_bet').where('member_id', '=', accountId))
      .selectFrom('me')
      .select([
        'me.valid_bet',
        sql<string>`(select count(*) from t where t.valid_bet::bigint > me.valid_bet::bigint
          or (t.valid_bet::bigint = me.valid_bet::bigint and t.member_id < ${accountId}))`.as(
          'ahead',
        ),
      ])
      .executeTakeFirst(),
  ]);
  return {
    period,
    periodKey: window.key,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    timeZone: zone,
    list: top.map((row, index) => ({
      rank: index + 1,
      username: maskUsername(row.username),
      validBet: minorToMajor(row.valid_bet),
      isMe: String(row.member_id) === String(accountId),
    })),
    me: mine
      ? { rank: Number(mine.ahead) + 1, validBet: minorToMajor(mine.valid_bet) }
      : { rank: null, validBet: 0 },
  };
}
