import type { Exclusion, ExclusionKind, SelfExclusionPeriod } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { verifyPassword } from '../auth/password.js';
import { consumeRate } from '../security/rateLimiter.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import {
  closedUntil,
  coveredSql,
  EXCLUSION_COLUMNS,
  exclusionInForce,
  exclusionView,
  IDENTITY,
  toRow,
} from './exclusionState.js';
import { recordProtectionAudit, type ProtectionActor } from './protectionAudit.js';
import { licenceGroupSql } from './protectionConfig.js';
import { protectionErrors } from './protectionErrors.js';

/** Taking a time-out or self-exclusion, and the return after a self-exclusion (exclusionState.ts). */

/** The account, locked (its exclusion changes run one at a time), and its exclusion in force. */
async function lockedWithExclusion(trx: Kysely<Database>, accountId: string, now: Date) {
  const member = await trx
    .selectFrom('accounts')
    .select(['id', 'brand_id'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { member, current: await exclusionInForce(trx, accountId, now) };
}

export interface TakenExclusion {
  exclusion: Exclusion;
  /** The accounts it covers, whose sessions it ended (a process forgets its cached ones). */
  coveredAccountIds: string[];
}

export interface TakeExclusionInput {
  accountId: string;
  kind: ExclusionKind;
  /** null: permanent (self-exclusion only). */
  until: Date | null;
  actor: ProtectionActor;
  now: Date;
}

/**
 * Takes a time-out or self-exclusion, at once: every account it covers loses its sessions, its
 * unclaimed rewards and running bonuses are forfeited, and (through the ledger's check) no
 * deposit, bet, transfer, bonus or conversion moves money for it, while withdrawals still do.
 * One in force that ends later (or never) cannot be replaced by a shorter one.
 */
export async function takeExclusion(
  db: Kysely<Database>,
  input: TakeExclusionInput,
): Promise<TakenExclusion> {
  const { accountId, now } = input;
  return withTransactionRetry(db, async (trx) => {
    const { member, current } = await lockedWithExclusion(trx, accountId, now);
    if (current) {
      const currentEnd = closedUntil(current);
      if (currentEnd === null || (input.until !== null && currentEnd > input.until))
        throw protectionErrors.cannotShorten();
    }
    const created = await trx
      .insertInto('exclusions')
      .columns([
        'member_id',
        'brand_id',
        'licence_group',
        'kind',
        'started_at',
        'until',
        'verified_mobile',
        'verified_email',
        'real_name',
        'birthday',
      ])
      .expression(
        trx
          .selectFrom('accounts as a')
          .innerJoin('brands as b', 'b.id', 'a.brand_id')
          .select([
            'a.id',
            'a.brand_id',
            licenceGroupSql('b').as('licence_group'),
            sql<string>`${input.kind}::text`.as('kind'),
            sql<Date>`${now}::timestamptz`.as('started_at'),
            sql<Date | null>`${input.until}::timestamptz`.as('until'),
            IDENTITY.mobile.as('verified_mobile'),
            IDENTITY.email.as('verified_email'),
            IDENTITY.realName.as('real_name'),
            IDENTITY.birthday.as('birthday'),
          ])
          .where('a.id', '=', accountId),
      )
      .returning(['id', 'kind', 'started_at', 'until', 'return_requested_at'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('exclusion_accounts')
      .columns(['exclusion_id', 'account_id'])
      .expression(
        trx
          .selectFrom('accounts as a')
          .innerJoin('brands as b', 'b.id', 'a.brand_id')
          .innerJoin('exclusions as e', (join) => join.on(coveredSql))
          .select(['e.id', 'a.id as account_id'])
          .where('e.id', '=', created.id),
      )
      .execute();
    const covered = trx
      .selectFrom('exclusion_accounts')
      .select('account_id')
      .where('exclusion_id', '=', created.id);
    await trx.deleteFrom('sessions').where('account_id', 'in', covered).execute();
    await trx
      .updateTable('member_rewards')
      .set({ state: 'close', reason: 'excluded' })
      .where('account_id', 'in', covered)
      .where('state', '=', 'claim')
      .execute();
    await trx
      .updateTable('member_bonuses')
      .set({ state: 'CANCELLED', ended_at: now })
      .where('account_id', 'in', covered)
      .where('state', '=', 'ACTIVE')
      .execute();
    const exclusion = exclusionView(toRow(created));
    await recordProtectionAudit(trx, {
      memberId: member.id,
      brandId: member.brand_id,
      actor: input.actor,
      action: input.kind === 'TIME_OUT' ? 'time-out' : 'self-exclusion',
      after: exclusion,
      now,
    });
    return { exclusion, coveredAccountIds: (await covered.execute()).map((row) => row.account_id) };
  });
}

/**
 * A member whose self-exclusion ended asks to return: the account opens RETURN_WAIT_HOURS
 * later. Every ended self-exclusion covering the account is marked once (a second request
 * changes nothing: the trigger keeps the first time).
 */
export async function requestReturn(
  db: Kysely<Database>,
  input: { accountId: string; now: Date },
): Promise<Exclusion> {
  const { accountId, now } = input;
  return withTransactionRetry(db, async (trx) => {
    const { member, current } = await lockedWithExclusion(trx, accountId, now);
    if (!current || current.kind !== 'SELF_EXCLUSION' || !current.until || current.until > now)
      throw protectionErrors.returnNotDue();
    if (current.returnRequestedAt) return exclusionView(current);
    const ended = trx
      .selectFrom('exclusion_accounts')
      .select('exclusion_id')
      .where('account_id', '=', accountId);
    await trx
      .updateTable('exclusions')
      .set({ return_requested_at: now })
      .where('id', 'in', ended)
      .where('kind', '=', 'SELF_EXCLUSION')
      .where('until', '<=', now)
      .where('return_requested_at', 'is', null)
      .execute();
    const exclusion = exclusionView({ ...current, returnRequestedAt: now });
    await recordProtectionAudit(trx, {
      memberId: member.id,
      brandId: member.brand_id,
      actor: { kind: 'member' },
      action: 'return-request',
      after: exclusion,
      now,
    });
    return exclusion;
  });
}

/** Every exclusion covering the account, newest first (the operator's view). */
export async function exclusionsOfAccount(
  db: Kysely<Database>,
  accountId: string,
): Promise<Exclusion[]> {
  const rows = await db
    .selectFrom('exclusion_accounts as c')
    .innerJoin('exclusions as e', 'e.id', 'c.exclusion_id')
    .select(EXCLUSION_COLUMNS)
    .where('c.account_id', '=', accountId)
    .orderBy('e.started_at', 'desc')
    .execute();
  return rows.map((row) => exclusionView(toRow(row)));
}

/** Password checks of exclusions and returns: a few per quarter of an hour per account. */
const PASSWORD_CHECKS = { scope: 'protection-password', windowMs: 15 * 60_000, limit: 5 };

async function checkPassword(
  db: Kysely<Database>,
  account: { id: string; password_hash: string },
  password: string,
  now: Date,
): Promise<boolean> {
  await consumeRate(db, { ...PASSWORD_CHECKS, key: account.id }, now);
  return verifyPassword(password, account.password_hash);
}

const MONTHS: Record<Exclude<SelfExclusionPeriod, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** When a time-out of `days` or a self-exclusion of `period` taken at `now` ends (null: never). */
export function exclusionEnd(
  choice:
    { kind: 'TIME_OUT'; days: number } | { kind: 'SELF_EXCLUSION'; period: SelfExclusionPeriod },
  now: Date,
): Date | null {
  if (choice.kind === 'TIME_OUT') return new Date(now.getTime() + choice.days * 86_400_000);
  if (choice.period === 'permanent') return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + MONTHS[choice.period]);
  return end;
}

/** The logged-in member takes a time-out or self-exclusion, confirmed by the login password. */
export async function excludeMember(
  db: Kysely<Database>,
  input: {
    accountId: string;
    password: string;
    choice: Parameters<typeof exclusionEnd>[0];
    now: Date;
  },
): Promise<TakenExclusion> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'password_hash'])
    .where('id', '=', input.accountId)
    .executeTakeFirstOrThrow();
  if (!(await checkPassword(db, account, input.password, input.now)))
    throw protectionErrors.passwordWrong();
  return takeExclusion(db, {
    accountId: account.id,
    kind: input.choice.kind,
    until: exclusionEnd(input.choice, input.now),
    actor: { kind: 'member' },
    now: input.now,
  });
}

/**
 * The return request of a member whose self-exclusion ended, who cannot log in: by the username
 * and password of the account on the request's brand. A wrong pair is LOGIN_FAILED, as at login.
 */
/**
 * The account a closed member names by its login (no session can exist): its id when the
 * password is right, else LOGIN_FAILED. Guesses are counted per account.
 */
export async function accountByLogin(
  db: Kysely<Database>,
  input: { brandId: string; username: string; password: string; now: Date },
): Promise<string> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'password_hash'])
    .where('brand_id', '=', input.brandId)
    .where('username_key', '=', input.username.trim().toLowerCase())
    .executeTakeFirst();
  if (!account || !(await checkPassword(db, account, input.password, input.now)))
    throw errors.loginFailed();
  return account.id;
}

export async function requestReturnByPassword(
  db: Kysely<Database>,
  input: { brandId: string; username: string; password: string; now: Date },
): Promise<Exclusion> {
  return requestReturn(db, { accountId: await accountByLogin(db, input), now: input.now });
}
