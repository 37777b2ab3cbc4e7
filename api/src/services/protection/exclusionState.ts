import {
  RETURN_WAIT_HOURS,
  type Exclusion,
  type ExclusionKind,
  type ExclusionRefusal,
} from '@site/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { licenceGroupSql } from './protectionConfig.js';
import { protectionErrors } from './protectionErrors.js';

/**
 * Time-outs and self-exclusions (licence condition 3.5.3). An exclusion is taken by a member for
 * their brand's licence group and covers every account of the group's brands that is the same
 * person: the member's own, and any with the same verified phone, the same verified e-mail, or
 * the same real name with the same birthday (a name alone is shared by strangers, a username is
 * chosen freely). The accounts it covers are listed in `exclusion_accounts` when it is taken,
 * and an account is checked again at each login (one registered or verified later is found
 * then), so a money movement needs one look-up by account id.
 */

const RETURN_WAIT_MS = RETURN_WAIT_HOURS * 3_600_000;

/**
 * Whether the exclusion `e` keeps its accounts closed at `now`: until its end, and a
 * self-exclusion after its end until RETURN_WAIT_HOURS after the member asked to return.
 */
export const inForceSql = (now: Date): RawBuilder<boolean> => sql<boolean>`(
  e.until is null or e.until > ${now}
  or (e.kind = 'SELF_EXCLUSION'
      and (e.return_requested_at is null or e.return_requested_at > ${new Date(now.getTime() - RETURN_WAIT_MS)})))`;

/** An account's identity as the match compares it (accounts aliased `a`), normalised. */
export const IDENTITY = {
  mobile: sql<string | null>`case when a.mobile_verified_at is not null and a.mobile_num is not null
    then coalesce(a.country_dialing_code, '') || a.mobile_num end`,
  email: sql<
    string | null
  >`case when a.email_verified_at is not null then lower(trim(a.email)) end`,
  realName: sql<
    string | null
  >`nullif(lower(regexp_replace(trim(a.profile->>'payeeName'), '\\s+', ' ', 'g')), '')`,
  birthday: sql<string | null>`nullif(a.profile->>'birthday', '')`,
};

/** Whether account `a` (of a brand `b`) is the person who took exclusion `e`, in its group. */
export const coveredSql = sql<boolean>`(${licenceGroupSql('b')} = e.licence_group and (
  a.id = e.member_id
  or e.verified_mobile = ${IDENTITY.mobile}
  or e.verified_email = ${IDENTITY.email}
  or (e.real_name = ${IDENTITY.realName} and e.birthday = ${IDENTITY.birthday})))`;

export interface ExclusionRow {
  id: string;
  kind: ExclusionKind;
  startedAt: Date;
  until: Date | null;
  returnRequestedAt: Date | null;
}

export const returnAtOf = (row: ExclusionRow): Date | null =>
  row.returnRequestedAt ? new Date(row.returnRequestedAt.getTime() + RETURN_WAIT_MS) : null;

/** When an exclusion stops keeping the account closed; null: not before a return request. */
export const closedUntil = (row: ExclusionRow): Date | null =>
  row.until === null ? null : row.kind === 'TIME_OUT' ? row.until : returnAtOf(row);

export const exclusionView = (row: ExclusionRow): Exclusion => ({
  kind: row.kind,
  startedAt: row.startedAt.toISOString(),
  until: row.until?.toISOString() ?? null,
  returnRequestedAt: row.returnRequestedAt?.toISOString() ?? null,
  returnAt: returnAtOf(row)?.toISOString() ?? null,
});

/**
 * The refusal's value: until when, or (a self-exclusion that ended) that the member must ask to
 * return, with the time the account opens once they did.
 */
export function exclusionRefusal(row: ExclusionRow, now: Date): ExclusionRefusal {
  const ended = row.until !== null && row.until <= now;
  return ended
    ? {
        kind: row.kind,
        until: returnAtOf(row)?.toISOString() ?? null,
        returnRequired: !row.returnRequestedAt,
      }
    : { kind: row.kind, until: row.until?.toISOString() ?? null };
}

export const EXCLUSION_COLUMNS = [
  'e.id',
  'e.kind',
  'e.started_at',
  'e.until',
  'e.return_requested_at',
] as const;

export const toRow = (row: {
  id: string;
  kind: ExclusionKind;
  started_at: Date;
  until: Date | null;
  return_requested_at: Date | null;
}): ExclusionRow => ({
  id: row.id,
  kind: row.kind,
  startedAt: row.started_at,
  until: row.until,
  returnRequestedAt: row.return_requested_at,
});

/** The exclusion that keeps the account closed longest at `now`, or null. */
export async function exclusionInForce(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<ExclusionRow | null> {
  const rows = await db
    .selectFrom('exclusion_accounts as c')
    .innerJoin('exclusions as e', 'e.id', 'c.exclusion_id')
    .select(EXCLUSION_COLUMNS)
    .where('c.account_id', '=', accountId)
    .where(inForceSql(now))
    .execute();
  const closedFor = (row: ExclusionRow) => closedUntil(row)?.getTime() ?? Infinity;
  return rows
    .map(toRow)
    .reduce<ExclusionRow | null>(
      (longest, row) => (longest && closedFor(longest) >= closedFor(row) ? longest : row),
      null,
    );
}

/** Refuses an excluded account: ACCOUNT_EXCLUDED with its kind and until when. */
export async function assertNotExcluded(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<void> {
  const exclusion = await exclusionInForce(db, accountId, now);
  if (exclusion) throw protectionErrors.excluded(exclusionRefusal(exclusion, now));
}

/**
 * A login's check: the account is first linked to every exclusion in force of its licence group
 * that it matches (an account opened or verified after the exclusion was taken), then refused
 * while one covers it.
 */
export async function assertMayLogIn(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('exclusion_accounts')
    .columns(['exclusion_id', 'account_id'])
    .expression(
      db
        .selectFrom('accounts as a')
        .innerJoin('brands as b', 'b.id', 'a.brand_id')
        .innerJoin('exclusions as e', (join) => join.on(coveredSql))
        .select(['e.id', 'a.id as account_id'])
        .where('a.id', '=', accountId)
        .where(inForceSql(now)),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await assertNotExcluded(db, accountId, now);
}

/** The accounts some exclusion keeps closed at `now`: no marketing message reaches them. */
export const excludedAccountIds = (db: Kysely<Database>, now: Date) =>
  db
    .selectFrom('exclusion_accounts as c')
    .innerJoin('exclusions as e', 'e.id', 'c.exclusion_id')
    .select('c.account_id')
    .where(inForceSql(now));
