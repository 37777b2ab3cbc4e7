import type { LimitPeriod, MoneyLimitKind } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { LedgerKind } from '../../db/cashierSchema.js';
import type { Database } from '../../db/schema.js';
import type { ApiError } from '../../errors.js';
import { timeZoneOfAccount } from '../brands/brandTime.js';
import { minorToMajor } from '../wallet/money.js';
import { exclusionInForce, exclusionRefusal } from './exclusionState.js';
import { limitWindow, usedOf, ledgerUseReader } from './ledgerUse.js';
import { protectionErrors } from './protectionErrors.js';

/**
 * The one check every money path asks before it moves a member's money (ARCHITECTURE.md: player
 * protection). The ledger calls it for each transaction (postTransaction), where the caller
 * already holds the lock of the member's MAIN account: concurrent movements of one member run
 * one after another, so the ledger's sums it reads are the truth at that moment and 50 deposits
 * at once end within a limit exactly. Routes ask it earlier too (an order, a launch, a bet) to
 * answer before any work; the seamless wallet asks it to answer in its protocol.
 */

/** Kinds an exclusion refuses; withdrawals, wins, rollbacks and operator adjustments go on. */
const REFUSED_WHEN_EXCLUDED: ReadonlySet<LedgerKind> = new Set<LedgerKind>([
  'DEPOSIT',
  'BET',
  'BONUS',
  'REBATE',
  'REDEMPTION',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
]);

export interface Movement {
  memberId: string;
  kind: LedgerKind;
  /** The change of the member's MAIN balance (a deposit's credit, a stake's debit). */
  mainDeltaMinor: bigint;
  /** A TRANSFER from MAIN into a vendor's wallet: money taken to play. */
  intoVendor: boolean;
  now: Date;
}

/** Whether a movement is one protection looks at, before any query. */
const isGuarded = (kind: LedgerKind) => REFUSED_WHEN_EXCLUDED.has(kind) || kind === 'TRANSFER';

/**
 * The refusal of a movement, or null: an exclusion refuses the kinds above (and transfers into a
 * vendor); a deposit must fit the deposit limits, a stake the wager and loss limits (counting it
 * as lost), and a transfer into a vendor needs room left in them.
 */
export async function movementRefusal(
  db: Kysely<Database>,
  movement: Movement,
): Promise<ApiError | null> {
  const { memberId, kind, now } = movement;
  const play = kind === 'BET' || (kind === 'TRANSFER' && movement.intoVendor);
  if (!REFUSED_WHEN_EXCLUDED.has(kind) && !play) return null;
  const exclusion = await exclusionInForce(db, memberId, now);
  if (exclusion) return protectionErrors.excluded(exclusionRefusal(exclusion, now));
  if (kind === 'DEPOSIT')
    return limitRefusal(db, memberId, ['deposit'], movement.mainDeltaMinor, now);
  if (play) return limitRefusal(db, memberId, ['wager', 'loss'], -movement.mainDeltaMinor, now);
  return null;
}

/**
 * The first limit that `addMinor` more would pass; play that adds nothing yet (a launch, a
 * transfer) needs at least one minor unit of room.
 */
async function limitRefusal(
  db: Kysely<Database>,
  memberId: string,
  kinds: readonly MoneyLimitKind[],
  addMinor: bigint,
  now: Date,
): Promise<ApiError | null> {
  const limits = await moneyLimitsInForce(db, memberId, kinds);
  if (limits.length === 0) return null;
  const zone = await timeZoneOfAccount(db, memberId);
  const ledgerUseAt = ledgerUseReader(db, memberId);
  const needed = addMinor > 0n ? addMinor : 1n;
  for (const limit of limits) {
    const window = limitWindow(zone, limit.period, now);
    const used = usedOf(limit.kind, await ledgerUseAt(window.start));
    if (used + needed > limit.amountMinor) {
      return protectionErrors.limitReached({
        kind: limit.kind,
        period: limit.period,
        amount: minorToMajor(limit.amountMinor),
        used: minorToMajor(used),
        resetsAt: window.end.toISOString(),
      });
    }
  }
  return null;
}

/** The money limits in force (minor units), for the ledger's checks. */
async function moneyLimitsInForce(
  db: Kysely<Database>,
  memberId: string,
  kinds: readonly MoneyLimitKind[],
): Promise<Array<{ kind: MoneyLimitKind; period: LimitPeriod; amountMinor: bigint }>> {
  const rows = await db
    .selectFrom('protection_limits')
    .select(['kind', 'period', 'amount_minor'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', kinds)
    .where('amount_minor', 'is not', null)
    .execute();
  return rows.map((row) => ({
    kind: row.kind as MoneyLimitKind,
    period: row.period!,
    amountMinor: BigInt(row.amount_minor!),
  }));
}

async function assertMovement(db: Kysely<Database>, movement: Movement): Promise<void> {
  const refusal = await movementRefusal(db, movement);
  if (refusal) throw refusal;
}

/** A deposit order's early answer: the amount must fit the deposit limits, the account open. */
export const assertMayDeposit = (
  db: Kysely<Database>,
  memberId: string,
  amountMinor: bigint,
  now: Date,
) =>
  assertMovement(db, {
    memberId,
    kind: 'DEPOSIT',
    mainDeltaMinor: amountMinor,
    intoVendor: false,
    now,
  });

/** A launch, lottery bet or transfer's early answer: the account open, room left to play. */
export const assertMayPlay = (db: Kysely<Database>, memberId: string, now: Date, stakeMinor = 0n) =>
  assertMovement(db, {
    memberId,
    kind: 'BET',
    mainDeltaMinor: -stakeMinor,
    intoVendor: false,
    now,
  });

/**
 * The ledger's check of a transaction (postTransaction): the member's MAIN change and whether
 * money goes into a vendor's wallet, read from the entries' accounts.
 */
export async function assertLedgerMovement(
  trx: Kysely<Database>,
  input: {
    memberId: string;
    kind: LedgerKind;
    now: Date;
    entries: ReadonlyArray<{ accountId: string; amountMinor: bigint }>;
  },
): Promise<void> {
  if (!isGuarded(input.kind)) return;
  const accounts = await trx
    .selectFrom('wallet_accounts')
    .select(['id', 'kind'])
    .where('member_id', '=', input.memberId)
    .where(
      'id',
      'in',
      input.entries.map((entry) => entry.accountId),
    )
    .execute();
  const kindOf = new Map(accounts.map((account) => [account.id, account.kind]));
  let mainDeltaMinor = 0n;
  let intoVendor = false;
  for (const entry of input.entries) {
    const kind = kindOf.get(entry.accountId);
    if (kind === 'MAIN') mainDeltaMinor += entry.amountMinor;
    if (kind?.startsWith('VENDOR:') && entry.amountMinor > 0n) intoVendor = true;
  }
  await assertMovement(trx, {
    memberId: input.memberId,
    kind: input.kind,
    mainDeltaMinor,
    intoVendor,
    now: input.now,
  });
}
