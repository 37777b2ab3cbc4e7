import {
  LIMIT_COOLING_OFF_HOURS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  type LimitPeriod,
  type MoneyLimit,
  type MoneyLimitKind,
  type SessionLimit,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { minorToMajor } from '../wallet/money.js';
import { withTransactionRetry } from '../wallet/ledger.js';
import { limitWindow, usedOf, ledgerUseReader } from './ledgerUse.js';
import { recordProtectionAudit, type ProtectionActor } from './protectionAudit.js';
import { protectionErrors } from './protectionErrors.js';

/**
 * Deposit, loss and wager limits per day, week and month, and the session limit (RTS 12). A
 * stricter value takes effect at once; an increase or a removal waits LIMIT_COOLING_OFF_HOURS
 * on the app clock, then the member confirms it. An operator may only make a limit stricter.
 * Money limits are minor units here, the session limit minutes: one row shape holds both.
 */

export type LimitKey =
  { kind: MoneyLimitKind; period: LimitPeriod } | { kind: 'session'; period: null };

/** A limit named in a request: the session limit has no period, a money limit must name one. */
export function limitKeyOf(
  kind: MoneyLimitKind | 'session',
  period: LimitPeriod | undefined,
): LimitKey {
  if (kind === 'session') return { kind, period: null };
  if (!period) throw errors.validation('period', 'A money limit names its period');
  return { kind, period };
}

const COOLING_OFF_MS = LIMIT_COOLING_OFF_HOURS * 3_600_000;

interface LimitRow {
  kind: LimitKey['kind'];
  period: LimitPeriod | null;
  amount_minor: string | null;
  minutes: number | null;
  pending: boolean;
  pending_amount_minor: string | null;
  pending_minutes: number | null;
  confirmable_at: Date | null;
}

interface LimitState {
  /** In force: minor units, or minutes for the session limit; null: none. */
  value: bigint | null;
  pending: { value: bigint | null; confirmableAt: Date } | null;
}

const isSession = (key: { kind: string }) => key.kind === 'session';

function stateOf(row: LimitRow | undefined): LimitState {
  if (!row) return { value: null, pending: null };
  const session = isSession(row);
  const numeric = (value: string | number | null) => (value === null ? null : BigInt(value));
  return {
    value: numeric(session ? row.minutes : row.amount_minor),
    pending:
      row.pending && row.confirmable_at
        ? {
            value: numeric(session ? row.pending_minutes : row.pending_amount_minor),
            confirmableAt: row.confirmable_at,
          }
        : null,
  };
}

/** The row's columns for a state, by the kind's unit. */
function columnsOf(key: LimitKey, state: LimitState) {
  const session = isSession(key);
  const money = (value: bigint | null) => (session || value === null ? null : value);
  const minutes = (value: bigint | null) => (session && value !== null ? Number(value) : null);
  return {
    amount_minor: money(state.value),
    minutes: minutes(state.value),
    pending: state.pending !== null,
    pending_amount_minor: money(state.pending?.value ?? null),
    pending_minutes: minutes(state.pending?.value ?? null),
    confirmable_at: state.pending?.confirmableAt ?? null,
  };
}

const LIMIT_COLUMNS = [
  'kind',
  'period',
  'amount_minor',
  'minutes',
  'pending',
  'pending_amount_minor',
  'pending_minutes',
  'confirmable_at',
] as const;

export async function limitRows(db: Kysely<Database>, memberId: string): Promise<LimitRow[]> {
  return db
    .selectFrom('protection_limits')
    .select(LIMIT_COLUMNS)
    .where('member_id', '=', memberId)
    .execute();
}

const rowOf = (rows: readonly LimitRow[], key: LimitKey) =>
  rows.find((row) => row.kind === key.kind && row.period === key.period);

/** Every money limit (kind × period) with its use in the current period and its pending change. */
export async function moneyLimitsView(
  db: Kysely<Database>,
  memberId: string,
  zone: string,
  now: Date,
): Promise<MoneyLimit[]> {
  const rows = await limitRows(db, memberId);
  const ledgerUseAt = ledgerUseReader(db, memberId);
  const views: MoneyLimit[] = [];
  for (const kind of MONEY_LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const window = limitWindow(zone, period, now);
      const state = stateOf(rowOf(rows, { kind, period }));
      views.push({
        kind,
        period,
        amount: state.value === null ? null : minorToMajor(state.value),
        used: minorToMajor(usedOf(kind, await ledgerUseAt(window.start))),
        resetsAt: window.end.toISOString(),
        pending: state.pending && {
          amount: state.pending.value === null ? null : minorToMajor(state.pending.value),
          confirmableAt: state.pending.confirmableAt.toISOString(),
          confirmable: state.pending.confirmableAt <= now,
        },
      });
    }
  }
  return views;
}

export async function sessionLimitView(
  db: Kysely<Database>,
  memberId: string,
  now: Date,
): Promise<SessionLimit> {
  const state = stateOf(rowOf(await limitRows(db, memberId), { kind: 'session', period: null }));
  const minutes = (value: bigint | null) => (value === null ? null : Number(value));
  return {
    minutes: minutes(state.value),
    pending: state.pending && {
      minutes: minutes(state.pending.value),
      confirmableAt: state.pending.confirmableAt.toISOString(),
      confirmable: state.pending.confirmableAt <= now,
    },
  };
}

export interface ChangeLimitInput {
  member: { id: string; brandId: string };
  key: LimitKey;
  /** Minor units, or minutes for the session limit; null removes the limit. */
  value: bigint | null;
  actor: ProtectionActor;
  reason?: string | null;
  now: Date;
}

const isStricter = (value: bigint | null, current: bigint | null) =>
  value !== null && (current === null || value <= current);

/** Writes the limit's new state and its audit row, under the member's lock. */
async function writeLimit(
  trx: Kysely<Database>,
  input: Omit<ChangeLimitInput, 'value'>,
  action: string,
  decide: (before: LimitState) => LimitState,
): Promise<LimitState> {
  const { member, key, now } = input;
  // One change of a member's limits at a time.
  await trx.selectFrom('accounts').select('id').where('id', '=', member.id).forUpdate().execute();
  const before = stateOf(rowOf(await limitRows(trx, member.id), key));
  const after = decide(before);
  const columns = {
    ...columnsOf(key, after),
    pending_since: after.pending ? now : null,
    updated_at: now,
  };
  const updated = await trx
    .updateTable('protection_limits')
    .set(columns)
    .where('member_id', '=', member.id)
    .where('kind', '=', key.kind)
    .where((eb) => (key.period === null ? eb('period', 'is', null) : eb('period', '=', key.period)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('protection_limits')
      .values({
        member_id: member.id,
        brand_id: member.brandId,
        kind: key.kind,
        period: key.period,
        ...columns,
      })
      .execute();
  }
  const audited = (state: LimitState) => ({
    kind: key.kind,
    period: key.period,
    value: state.value?.toString() ?? null,
    pending: state.pending && {
      value: state.pending.value?.toString() ?? null,
      confirmableAt: state.pending.confirmableAt.toISOString(),
    },
  });
  await recordProtectionAudit(trx, {
    memberId: member.id,
    brandId: member.brandId,
    actor: input.actor,
    action,
    before: audited(before),
    after: audited(after),
    reason: input.reason ?? null,
    now,
  });
  return after;
}

/**
 * Sets a limit. The member: a stricter value (or the first one) at once, dropping any pending
 * change; an increase or a removal waits out the cooling-off. An operator: stricter only.
 */
export async function changeLimit(
  db: Kysely<Database>,
  input: ChangeLimitInput,
): Promise<LimitState> {
  return withTransactionRetry(db, (trx) =>
    writeLimit(trx, input, 'limit.set', (before) => {
      if (isStricter(input.value, before.value)) return { value: input.value, pending: null };
      if (input.actor.kind === 'operator') throw protectionErrors.onlyStricter();
      if (before.value === null) return { value: null, pending: null };
      return {
        value: before.value,
        pending: {
          value: input.value,
          confirmableAt: new Date(input.now.getTime() + COOLING_OFF_MS),
        },
      };
    }),
  );
}

/** The member confirms a pending increase or removal whose cooling-off is over. */
export async function confirmLimit(
  db: Kysely<Database>,
  input: Omit<ChangeLimitInput, 'value' | 'actor'>,
): Promise<LimitState> {
  return withTransactionRetry(db, (trx) =>
    writeLimit(trx, { ...input, actor: { kind: 'member' } }, 'limit.confirm', (before) => {
      if (!before.pending) throw protectionErrors.nothingToConfirm();
      if (before.pending.confirmableAt > input.now)
        throw protectionErrors.coolingOff(before.pending.confirmableAt);
      return { value: before.pending.value, pending: null };
    }),
  );
}
