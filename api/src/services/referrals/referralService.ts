import type {
  ReferralInvitee,
  ReferralInviteePage,
  ReferralInviteesQuery,
  ReferralSummary,
} from '@site/contracts';
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linkQrSvg } from '../../http/qrSvg.js';
import type { Brand } from '../brands/brandRepository.js';
import { isModuleEnabled, loadBrand } from '../brands/brandRepository.js';
import { brandSiteOrigin } from '../brands/siteOrigin.js';
import { timeZoneOf } from '../brands/brandTime.js';
import type { ReferralConfig } from '../brands/brandConfig.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import { validBetSince } from '../records/betRecords.js';
import { offerReward } from '../rewards/memberRewards.js';
import { DAY_MS, rewardsConfigOf } from '../rewards/rewardsConfig.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import { minorToMajor } from '../wallet/money.js';
import {
  betDeadline,
  maskAccount,
  referralConfigOf,
  ruleView,
  startOfBrandMonth,
} from './referralConfig.js';

/**
 * Invite friends (issue 13, flag REFERRAL_PROMO). A member's code is drawn at random on first
 * use; a visitor who registers with it becomes the member's invitee (0032, same brand only).
 *
 * Qualification is checked by `settleInvitee`, which two callers share: a job on the API's
 * schedule (every REFERRAL_CHECK_SECONDS) over the invitees still inside their window, and the
 * referrer's own page, so a referrer who looks sees the state at once. Neither the deposit
 * credit nor the seamless bet settlement calls it: those are the money's hot paths, and a
 * referral rule must never fail or slow a deposit or a round. Each check runs under the
 * invitee's row lock and offers the reward keyed `referral:<invitee>`, so concurrent checks,
 * a re-run or a crash in between offer it once.
 */

export const REFERRAL_MODULE = 'REFERRAL_PROMO';

/** 32 letters and digits without 0/O and 1/I: 8 of them are 2^40 codes, read aloud easily. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

const drawCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );

/** The member's invitation code, drawn on first use and then the same for ever. */
export async function memberReferralCode(
  db: Kysely<Database>,
  brandId: string,
  accountId: string,
  now: Date,
): Promise<string> {
  for (;;) {
    const existing = await db
      .selectFrom('member_referral_codes')
      .select('code')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (existing) return existing.code;
    // No target: a concurrent first use (same account) or a code another member holds both
    // leave nothing inserted, and the loop reads again or draws again.
    await db
      .insertInto('member_referral_codes')
      .values({ account_id: accountId, brand_id: brandId, code: drawCode(), created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The real, enabled member of the brand holding this invitation code, if any. */
export async function findReferrer(
  db: Kysely<Database>,
  brandId: string,
  rawCode: string,
): Promise<string | null> {
  const code = rawCode.trim().toUpperCase();
  if (!/^[A-Z0-9]{6,16}$/.test(code)) return null;
  const row = await db
    .selectFrom('member_referral_codes as c')
    .innerJoin('accounts as a', 'a.id', 'c.account_id')
    .select('a.id')
    .where('c.brand_id', '=', brandId)
    .where('c.code', '=', code)
    .where('a.brand_id', '=', brandId)
    .where('a.is_agent', '<>', TRIAL_ACCOUNT_TYPE)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface SignupSources {
  brand: Brand;
  accountId: string;
  /** The member whose invitation code the visitor came with (`findReferrer`). */
  referrerId: string | null;
  /** The agent whose affiliate code was given, and that code. */
  agent: { id: string; affiliateCode: string } | null;
  now: Date;
}

/**
 * Records where a new member came from, in its registration's transaction: the referrer's
 * invitee (only while the brand runs the programme) and the agent's affiliate sign-up.
 */
export async function recordSignupSources(
  trx: Kysely<Database>,
  sources: SignupSources,
): Promise<void> {
  const { brand, accountId, referrerId, agent, now } = sources;
  if (referrerId && referrerId !== accountId && isModuleEnabled(brand, REFERRAL_MODULE)) {
    await trx
      .insertInto('member_referrals')
      .values({
        invitee_id: accountId,
        brand_id: brand.id,
        referrer_id: referrerId,
        registered_at: now,
      })
      .execute();
  }
  if (agent && agent.id !== accountId) {
    await trx
      .insertInto('affiliate_signups')
      .values({
        account_id: accountId,
        brand_id: brand.id,
        agent_id: agent.id,
        affiliate_code: agent.affiliateCode,
        registered_at: now,
      })
      .execute();
  }
}

async function firstDeposit(db: Kysely<Database>, inviteeId: string) {
  return db
    .selectFrom('deposit_orders')
    .select(['settled_at', 'amount_minor'])
    .where('account_id', '=', inviteeId)
    .where('state', '=', 'credited')
    .orderBy('settled_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export type SettleOutcome = 'unchanged' | 'deposited' | 'rewarded' | 'capped';

/**
 * Moves one invitee on as far as the rule allows: records the first credited deposit, and
 * once that deposit and the valid bet within the window meet the rule, qualifies it and offers
 * the referrer the reward, unless the referrer's rewarded invitees this month reached the cap.
 * The referrer's code row is locked while counting, so two invitees of one referrer qualifying
 * at once cannot both take the month's last place.
 */
export async function settleInvitee(
  db: Kysely<Database>,
  brand: Brand,
  inviteeId: string,
  now: Date,
): Promise<SettleOutcome> {
  const config = referralConfigOf(brand);
  return withTransactionRetry(db, async (trx) => {
    const referral = await trx
      .selectFrom('member_referrals')
      .selectAll()
      .where('invitee_id', '=', inviteeId)
      .where('brand_id', '=', brand.id)
      .forUpdate()
      .executeTakeFirst();
    if (!referral || referral.state === 'qualified') return 'unchanged';
    let outcome: SettleOutcome = 'unchanged';
    let deposit =
      referral.first_deposit_at && referral.first_deposit_minor
        ? { at: referral.first_deposit_at, minor: BigInt(referral.first_deposit_minor) }
        : null;
    if (!deposit) {
      const first = await firstDeposit(trx, inviteeId);
      if (!first?.settled_at) return 'unchanged';
      deposit = { at: first.settled_at, minor: BigInt(first.amount_minor) };
      await trx
        .updateTable('member_referrals')
        .set({
          state: 'deposited',
          first_deposit_at: deposit.at,
          first_deposit_minor: deposit.minor,
        })
        .where('invitee_id', '=', inviteeId)
        .execute();
      outcome = 'deposited';
    }
    if (deposit.minor < BigInt(config.minFirstDepositMinor)) return outcome;
    const deadline = betDeadline(referral.registered_at, config);
    const validBet = await validBetSince(trx, inviteeId, referral.registered_at, deadline);
    if (validBet < BigInt(config.minValidBetMinor)) return outcome;

    await trx
      .selectFrom('member_referral_codes')
      .select('account_id')
      .where('account_id', '=', referral.referrer_id)
      .forUpdate()
      .execute();
    const rewarded = await trx
      .selectFrom('member_referrals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('referrer_id', '=', referral.referrer_id)
      .where('reward_id', 'is not', null)
      .where('qualified_at', '>=', startOfBrandMonth(now, timeZoneOf(brand.config)))
      .executeTakeFirstOrThrow();
    if (Number(rewarded.count) >= config.maxRewardsPerMonth || config.rewardMinor <= 0) {
      await trx
        .updateTable('member_referrals')
        .set({ state: 'qualified', qualified_at: now, capped: true })
        .where('invitee_id', '=', inviteeId)
        .execute();
      return 'capped';
    }
    const invitee = await trx
      .selectFrom('accounts')
      .select('username')
      .where('id', '=', inviteeId)
      .executeTakeFirstOrThrow();
    const { reward } = await offerReward(trx, {
      brandId: brand.id,
      accountId: referral.referrer_id,
      source: 'REFERRAL',
      sourceKey: `referral:${inviteeId}`,
      // The reward centre labels the source in the reader's language; the title names who.
      title: maskAccount(invitee.username),
      amountMinor: BigInt(config.rewardMinor),
      payout: config.payout,
      turnoverMultiple: config.payout === 'BONUS' ? config.turnoverMultiple : 0,
      expiresAt: new Date(now.getTime() + rewardsConfigOf(brand).claimDays * DAY_MS),
      now,
      notify: true,
    });
    await trx
      .updateTable('member_referrals')
      .set({ state: 'qualified', qualified_at: now, reward_id: reward.id })
      .where('invitee_id', '=', inviteeId)
      .execute();
    return 'rewarded';
  });
}

/**
 * The scheduled check: every invitee not qualified yet whose window is open (a day's grace for
 * a deposit credited late), of each brand running the programme. Safe to run twice or on
 * several API instances at once: each invitee is settled under its own row lock.
 */
export async function runReferralJob(db: Kysely<Database>, now: Date): Promise<number> {
  const brands = await db.selectFrom('brands').select('id').execute();
  let moved = 0;
  for (const { id } of brands) {
    const brand = await loadBrand(db, id);
    if (!brand || !isModuleEnabled(brand, REFERRAL_MODULE)) continue;
    const config = referralConfigOf(brand);
    const since = new Date(now.getTime() - (config.validBetDays + 1) * DAY_MS);
    const open = await db
      .selectFrom('member_referrals')
      .select('invitee_id')
      .where('brand_id', '=', brand.id)
      .where('state', '<>', 'qualified')
      .where('registered_at', '>=', since)
      .orderBy('registered_at')
      .limit(5_000)
      .execute();
    for (const row of open)
      if ((await settleInvitee(db, brand, row.invitee_id, now)) !== 'unchanged') moved += 1;
  }
  return moved;
}

/** The referrer's own invitees still open, settled before the page shows them. */
async function settleReferrerInvitees(
  db: Kysely<Database>,
  brand: Brand,
  referrerId: string,
  config: ReferralConfig,
  now: Date,
) {
  const since = new Date(now.getTime() - (config.validBetDays + 1) * DAY_MS);
  const open = await db
    .selectFrom('member_referrals')
    .select('invitee_id')
    .where('referrer_id', '=', referrerId)
    .where('state', '<>', 'qualified')
    .where('registered_at', '>=', since)
    .limit(200)
    .execute();
  for (const row of open) await settleInvitee(db, brand, row.invitee_id, now);
}

export interface ReferralMember {
  id: string;
  isAgent: number;
}

/** GET /wps/member/referral: the code, link and QR code, the rule and the counts. */
export async function referralSummary(
  db: Kysely<Database>,
  brand: Brand,
  member: ReferralMember,
  requestOrigin: string | undefined,
  now: Date,
): Promise<ReferralSummary> {
  const config = referralConfigOf(brand);
  await settleReferrerInvitees(db, brand, member.id, config, now);
  let code: string | null = null;
  let link: string | null = null;
  let qrSvg: string | null = null;
  if (member.isAgent !== TRIAL_ACCOUNT_TYPE) {
    code = await memberReferralCode(db, brand.id, member.id, now);
    link = `${brandSiteOrigin(brand, requestOrigin)}/register?referralCode=${code}`;
    qrSvg = await linkQrSvg(link);
  }
  const counts = await db
    .selectFrom('member_referrals as r')
    .leftJoin('member_rewards as w', 'w.id', 'r.reward_id')
    .select([
      sql<string>`count(*)`.as('invited'),
      sql<string>`count(*) filter (where r.state <> 'registered')`.as('deposited'),
      sql<string>`count(*) filter (where r.state = 'qualified')`.as('qualified'),
      sql<string>`count(r.reward_id) filter (where r.qualified_at >= ${startOfBrandMonth(now, timeZoneOf(brand.config))})`.as(
        'month',
      ),
      sql<string>`coalesce(sum(w.amount_minor), 0)`.as('earned'),
    ])
    .where('r.referrer_id', '=', member.id)
    .executeTakeFirstOrThrow();
  return {
    code,
    link,
    qrSvg,
    rule: ruleView(config),
    invited: Number(counts.invited),
    deposited: Number(counts.deposited),
    qualified: Number(counts.qualified),
    rewardedThisMonth: Number(counts.month),
    earned: minorToMajor(BigInt(counts.earned)),
  };
}

/** GET /wps/member/referral/invitees: newest first, masked, with the reward once offered. */
export async function referralInvitees(
  db: Kysely<Database>,
  brand: Brand,
  referrerId: string,
  query: ReferralInviteesQuery,
  now: Date,
): Promise<ReferralInviteePage> {
  const config = referralConfigOf(brand);
  // Asked apart from the summary (and maybe first): each settles what it shows.
  await settleReferrerInvitees(db, brand, referrerId, config, now);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const [rows, total] = await Promise.all([
    db
      .selectFrom('member_referrals as r')
      .innerJoin('accounts as a', 'a.id', 'r.invitee_id')
      .leftJoin('member_rewards as w', 'w.id', 'r.reward_id')
      .select([
        'r.invitee_id',
        'a.username',
        'r.registered_at',
        'r.state',
        'r.first_deposit_at',
        'r.qualified_at',
        'r.capped',
        'w.id as reward_id',
        'w.amount_minor',
        'w.payout',
        'w.state as reward_state',
        'w.expires_at',
      ])
      .where('r.referrer_id', '=', referrerId)
      .orderBy('r.registered_at', 'desc')
      .orderBy('r.invitee_id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    db
      .selectFrom('member_referrals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow(),
  ]);
  const list: ReferralInvitee[] = [];
  for (const row of rows) {
    const deadline = betDeadline(row.registered_at, config);
    const validBet =
      row.state === 'registered'
        ? 0n
        : await validBetSince(db, row.invitee_id, row.registered_at, deadline);
    const expired =
      row.reward_state === 'claim' && row.expires_at !== null && row.expires_at <= now;
    list.push({
      account: maskAccount(row.username),
      registeredAt: row.registered_at.toISOString(),
      state: row.state,
      firstDepositAt: row.first_deposit_at?.toISOString() ?? null,
      qualifiedAt: row.qualified_at?.toISOString() ?? null,
      validBet: minorToMajor(validBet),
      deadline: deadline.toISOString(),
      closed: row.state !== 'qualified' && deadline <= now,
      capped: row.capped,
      reward:
        row.reward_id && row.amount_minor && row.payout && row.reward_state
          ? {
              id: row.reward_id,
              amount: minorToMajor(BigInt(row.amount_minor)),
              payout: row.payout,
              state: expired ? 'close' : row.reward_state,
            }
          : null,
    });
  }
  return { list, total: Number(total.count) };
}
