import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { fail, ok, type Envelope } from '../../http/envelope.js';
import { TRIAL_ACCOUNT_TYPE } from '../members/accountRepository.js';
import {
  ensureHouseAccount,
  houseKindOf,
  lockAccounts,
  openMainWallet,
  postTransaction,
  UNIQUE_VIOLATION,
  withTransactionRetry,
  type LedgerMember,
} from './ledger.js';
import { minorToMajor } from './money.js';
import { earnPointsForRound } from '../points/pointLedger.js';
import { syncVipLevel } from '../content/vipService.js';
import { movementRefusal } from '../protection/protectionGuard.js';

/**
 * Seamless-wallet protocol: a game vendor debits (bet), credits (win) and refunds
 * (rollback) the member's MAIN wallet directly; the brand's house account is the
 * counter-party. Every call is answered once per (brand, vendor, transactionId): a retry
 * gets the stored answer, refusals included. Each round is one `bet_records` row.
 */

export const HOUSE_VENDOR = 'HOUSE';

/** An answer: HTTP status plus the envelope (stored as is for replays). */
export interface SeamlessAnswer {
  statusCode: number;
  envelope: Envelope<unknown>;
}

interface SeamlessMember extends LedgerMember {
  username: string;
}

export interface SeamlessContext {
  brandId: string;
  vendor: string;
  now: Date;
}

async function findMember(
  db: Kysely<Database>,
  brandId: string,
  account: string,
): Promise<SeamlessMember> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'brand_id', 'username', 'is_agent'])
    .where('brand_id', '=', brandId)
    .where('username_key', '=', account.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'Unknown account');
  return {
    id: row.id,
    brandId: row.brand_id,
    username: row.username,
    isTrial: row.is_agent === TRIAL_ACCOUNT_TYPE,
  };
}

export async function seamlessBalance(
  db: Kysely<Database>,
  context: SeamlessContext,
  account: string,
): Promise<SeamlessAnswer> {
  const member = await findMember(db, context.brandId, account);
  const main = await db
    .selectFrom('wallet_accounts')
    .select('balance_minor')
    .where('member_id', '=', member.id)
    .where('kind', '=', 'MAIN')
    .executeTakeFirst();
  let balance = main?.balance_minor;
  if (balance === undefined) {
    const legacy = await db
      .selectFrom('wallets')
      .select('balance_minor')
      .where('account_id', '=', member.id)
      .executeTakeFirst();
    balance = legacy?.balance_minor ?? '0';
  }
  return {
    statusCode: 200,
    envelope: ok({ account: member.username, balance: minorToMajor(balance) }),
  };
}

export interface BetInput {
  account: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
}
/** A win names the bet it pays: same account, round and game. */
export interface WinInput {
  account: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amountMinor: bigint;
}
/** A rollback names the bet by its transaction id, and restates its round and game. */
export interface RollbackInput {
  account: string;
  transactionId: string;
  originalTransactionId: string;
  roundId: string;
  gameCode: string;
}

type Operation =
  | ({ kind: 'BET' } & BetInput)
  | ({ kind: 'WIN' } & WinInput)
  | ({ kind: 'ROLLBACK' } & RollbackInput);

function requestHashOf(operation: Operation): string {
  const canonical = Object.entries(operation)
    .map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

interface Outcome {
  status: 'APPLIED' | 'REFUSED' | 'NOOP';
  answer: SeamlessAnswer;
  walletTransactionId: string | null;
  amountMinor: bigint;
  roundId: string | null;
  originalTransactionId: string | null;
}

const refused = (
  statusCode: number,
  code: string,
  message: string,
  value: unknown,
  operation: Operation,
): Outcome => ({
  status: 'REFUSED',
  answer: { statusCode, envelope: fail(code, message, value) },
  walletTransactionId: null,
  amountMinor: 0n,
  roundId: 'roundId' in operation ? operation.roundId : null,
  originalTransactionId:
    'originalTransactionId' in operation ? operation.originalTransactionId : null,
});

/** Runs one bet / win / rollback exactly once per transaction id. */
async function runOperation(
  db: Kysely<Database>,
  context: SeamlessContext,
  operation: Operation,
): Promise<SeamlessAnswer> {
  const member = await findMember(db, context.brandId, operation.account);
  const requestHash = requestHashOf(operation);
  return withTransactionRetry(
    db,
    async (trx) => {
      const mainId = await openMainWallet(trx, member, context.now);
      const houseId = await ensureHouseAccount(trx, member.brandId, houseKindOf(member));
      const locked = await lockAccounts(trx, [mainId, houseId]);

      const previous = await trx
        .selectFrom('seamless_transactions')
        .select(['request_hash', 'response'])
        .where('brand_id', '=', context.brandId)
        .where('vendor', '=', context.vendor)
        .where('transaction_id', '=', operation.transactionId)
        .executeTakeFirst();
      if (previous) {
        if (previous.request_hash !== requestHash) {
          return {
            statusCode: 409,
            envelope: fail(
              'IDEMPOTENCY_CONFLICT',
              'This transactionId was already used for a different request',
            ),
          };
        }
        return previous.response as SeamlessAnswer;
      }

      const balanceMinor = locked.get(mainId)!.balanceMinor;
      const step = { trx, context, member, mainId, houseId, balanceMinor };
      const outcome =
        operation.kind === 'BET'
          ? await applyBet(step, operation)
          : operation.kind === 'WIN'
            ? await applyWin(step, operation)
            : await applyRollback(step, operation);

      await trx
        .insertInto('seamless_transactions')
        .values({
          brand_id: context.brandId,
          vendor: context.vendor,
          transaction_id: operation.transactionId,
          member_id: member.id,
          kind: operation.kind,
          round_id: outcome.roundId,
          original_transaction_id: outcome.originalTransactionId,
          amount_minor: outcome.amountMinor,
          request_hash: requestHash,
          status: outcome.status,
          response: JSON.stringify(outcome.answer),
          wallet_transaction_id: outcome.walletTransactionId,
          created_at: context.now,
        })
        .execute();
      return outcome.answer;
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

interface Step {
  trx: Kysely<Database>;
  context: SeamlessContext;
  member: SeamlessMember;
  mainId: string;
  houseId: string;
  balanceMinor: bigint;
}

function applied(
  step: Step,
  operation: Operation,
  balanceMinor: bigint,
  walletTransactionId: string | null,
  amountMinor: bigint,
  status: 'APPLIED' | 'NOOP' = 'APPLIED',
): Outcome {
  return {
    status,
    answer: {
      statusCode: 200,
      envelope: ok({
        account: step.member.username,
        transactionId: operation.transactionId,
        balance: minorToMajor(balanceMinor),
        status,
      }),
    },
    walletTransactionId,
    amountMinor,
    roundId: 'roundId' in operation ? operation.roundId : null,
    originalTransactionId:
      'originalTransactionId' in operation ? operation.originalTransactionId : null,
  };
}

/** The member's round of this brand and vendor, if a bet opened it. */
const roundOf = (step: Step, roundId: string) =>
  step.trx
    .selectFrom('bet_records')
    .select(['status', 'game_code', 'stake_minor', 'win_minor'])
    .where('brand_id', '=', step.context.brandId)
    .where('vendor', '=', step.context.vendor)
    .where('member_id', '=', step.member.id)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

/** A win or rollback that does not match its bet's account, round or game. */
const mismatch = (field: 'account' | 'roundId' | 'gameCode', operation: Operation): Outcome =>
  refused(
    409,
    'ROUND_MISMATCH',
    `The ${field === 'account' ? 'account' : field === 'roundId' ? 'round' : 'game'} differs from the bet's`,
    { field },
    operation,
  );

async function applyBet(step: Step, operation: { kind: 'BET' } & BetInput): Promise<Outcome> {
  const { trx, context, member } = step;
  const rolledBack = await trx
    .selectFrom('seamless_transactions')
    .select('id')
    .where('brand_id', '=', context.brandId)
    .where('vendor', '=', context.vendor)
    .where('kind', '=', 'ROLLBACK')
    .where('original_transaction_id', '=', operation.transactionId)
    .executeTakeFirst();
  if (rolledBack) {
    return refused(
      409,
      'TRANSACTION_ROLLED_BACK',
      'This bet was already rolled back',
      { balance: minorToMajor(step.balanceMinor) },
      operation,
    );
  }
  // Only catalogue games: their payout ceiling bounds the round's wins.
  const game = await trx
    .selectFrom('games')
    .select('node_id')
    .where('vassalage', '=', context.vendor)
    .where('game_code', '=', operation.gameCode)
    .executeTakeFirst();
  if (!game) {
    return refused(404, 'GAME_NOT_FOUND', 'No such game of this vendor', null, operation);
  }
  const round = await roundOf(step, operation.roundId);
  if (round && round.status !== 'OPEN') {
    return refused(
      409,
      'ROUND_CLOSED',
      'This round is already settled or rolled back',
      { balance: minorToMajor(step.balanceMinor) },
      operation,
    );
  }
  if (round && round.game_code !== operation.gameCode) return mismatch('gameCode', operation);
  // Player protection answers in the protocol (and is stored for replays), not as a failure.
  const protection = await movementRefusal(trx, {
    memberId: member.id,
    kind: 'BET',
    mainDeltaMinor: -operation.amountMinor,
    intoVendor: false,
    now: context.now,
  });
  if (protection) {
    const { statusCode, code, message, value } = protection;
    return refused(statusCode, code, message, value, operation);
  }
  if (step.balanceMinor < operation.amountMinor) {
    return refused(
      400,
      'INSUFFICIENT_FUNDS',
      'Insufficient balance',
      { balance: minorToMajor(step.balanceMinor) },
      operation,
    );
  }
  const walletTransactionId =
    operation.amountMinor > 0n
      ? await postTransaction(trx, {
          brandId: member.brandId,
          memberId: member.id,
          kind: 'BET',
          now: context.now,
          entries: [
            { accountId: step.mainId, amountMinor: -operation.amountMinor },
            { accountId: step.houseId, amountMinor: operation.amountMinor },
          ],
        })
      : null;
  if (round) {
    await trx
      .updateTable('bet_records')
      .set({
        stake_minor: sql<string>`stake_minor + ${operation.amountMinor.toString()}::bigint`,
        valid_bet_minor: sql<string>`valid_bet_minor + ${operation.amountMinor.toString()}::bigint`,
      })
      .where('brand_id', '=', context.brandId)
      .where('vendor', '=', context.vendor)
      .where('member_id', '=', member.id)
      .where('round_id', '=', operation.roundId)
      .execute();
  } else {
    await trx
      .insertInto('bet_records')
      .values({
        brand_id: context.brandId,
        member_id: member.id,
        vendor: context.vendor,
        game_code: operation.gameCode,
        round_id: operation.roundId,
        stake_minor: operation.amountMinor,
        valid_bet_minor: operation.amountMinor,
        win_minor: 0n,
        status: 'OPEN',
        is_trial: member.isTrial,
        created_at: context.now,
        settled_at: null,
      })
      .execute();
  }
  return applied(
    step,
    operation,
    step.balanceMinor - operation.amountMinor,
    walletTransactionId,
    operation.amountMinor,
  );
}

/** The most a round may pay in all: its stake × its game's catalogue ceiling. */
async function maxPayoutOf(
  step: Step,
  round: { game_code: string; stake_minor: string },
): Promise<bigint> {
  const game = await step.trx
    .selectFrom('games')
    .select((eb) => eb.fn.max('max_payout_multiplier').as('multiplier'))
    .where('vassalage', '=', step.context.vendor)
    .where('game_code', '=', round.game_code)
    .executeTakeFirst();
  // A game gone from the catalogue since the bet has no ceiling to pay up to.
  return BigInt(round.stake_minor) * BigInt(game?.multiplier ?? 0);
}

async function applyWin(step: Step, operation: { kind: 'WIN' } & WinInput): Promise<Outcome> {
  const { trx, context, member } = step;
  const round = await roundOf(step, operation.roundId);
  if (!round) {
    return refused(404, 'ROUND_NOT_FOUND', 'No bet of this account on this round', null, operation);
  }
  if (round.game_code !== operation.gameCode) return mismatch('gameCode', operation);
  if (round.status === 'ROLLED_BACK') {
    return refused(409, 'ROUND_CLOSED', 'This round was rolled back', null, operation);
  }
  const maxPayoutMinor = await maxPayoutOf(step, round);
  const wonMinor = BigInt(round.win_minor);
  if (wonMinor + operation.amountMinor > maxPayoutMinor) {
    return refused(
      400,
      'MAX_PAYOUT_EXCEEDED',
      "The win is more than this game can pay for the round's stake",
      {
        maxPayout: minorToMajor(maxPayoutMinor),
        alreadyPaid: minorToMajor(wonMinor),
        balance: minorToMajor(step.balanceMinor),
      },
      operation,
    );
  }
  const walletTransactionId =
    operation.amountMinor > 0n
      ? await postTransaction(trx, {
          brandId: member.brandId,
          memberId: member.id,
          kind: 'WIN',
          now: context.now,
          entries: [
            { accountId: step.houseId, amountMinor: -operation.amountMinor },
            { accountId: step.mainId, amountMinor: operation.amountMinor },
          ],
        })
      : null;
  await trx
    .updateTable('bet_records')
    .set({
      win_minor: sql<string>`win_minor + ${operation.amountMinor.toString()}::bigint`,
      status: 'SETTLED',
      settled_at: context.now,
    })
    .where('brand_id', '=', context.brandId)
    .where('vendor', '=', context.vendor)
    .where('member_id', '=', member.id)
    .where('round_id', '=', operation.roundId)
    .execute();
  // The settled round's valid bet earns points, in this transaction, once per round, and may
  // raise the member's VIP level (its reward offered with it).
  if (!member.isTrial) {
    await earnPointsForRound(trx, {
      brandId: member.brandId,
      accountId: member.id,
      vendor: context.vendor,
      roundId: operation.roundId,
      now: context.now,
    });
    await syncVipLevel(trx, member, context.now);
  }
  return applied(
    step,
    operation,
    step.balanceMinor + operation.amountMinor,
    walletTransactionId,
    operation.amountMinor,
  );
}

async function applyRollback(
  step: Step,
  operation: { kind: 'ROLLBACK' } & RollbackInput,
): Promise<Outcome> {
  const { trx, context, member } = step;
  const original = await trx
    .selectFrom('seamless_transactions')
    .select(['member_id', 'kind', 'status', 'round_id', 'amount_minor'])
    .where('brand_id', '=', context.brandId)
    .where('vendor', '=', context.vendor)
    .where('transaction_id', '=', operation.originalTransactionId)
    .executeTakeFirst();
  if (original && original.member_id !== member.id) return mismatch('account', operation);
  if (original && original.kind !== 'BET') {
    return refused(
      400,
      'VALIDATION_FAILED',
      'Only bets can be rolled back',
      { field: 'originalTransactionId' },
      operation,
    );
  }
  if (original && original.round_id !== operation.roundId) return mismatch('roundId', operation);
  const round = original ? await roundOf(step, operation.roundId) : undefined;
  // A refused bet opened no round; an applied one always did.
  if (round && round.game_code !== operation.gameCode) return mismatch('gameCode', operation);
  const earlier = await trx
    .selectFrom('seamless_transactions')
    .select('id')
    .where('brand_id', '=', context.brandId)
    .where('vendor', '=', context.vendor)
    .where('kind', '=', 'ROLLBACK')
    .where('original_transaction_id', '=', operation.originalTransactionId)
    .where('status', 'in', ['APPLIED', 'NOOP'])
    .executeTakeFirst();
  // Unknown bet (recorded so a late bet is refused), refused bet, or already rolled back.
  if (!original || original.status !== 'APPLIED' || earlier) {
    return applied(step, operation, step.balanceMinor, null, 0n, 'NOOP');
  }
  if (round && round.status === 'SETTLED') {
    return refused(409, 'ROUND_CLOSED', 'A settled round cannot be rolled back', null, operation);
  }
  const amountMinor = BigInt(original.amount_minor);
  const walletTransactionId =
    amountMinor > 0n
      ? await postTransaction(trx, {
          brandId: member.brandId,
          memberId: member.id,
          kind: 'ROLLBACK',
          now: context.now,
          entries: [
            { accountId: step.houseId, amountMinor: -amountMinor },
            { accountId: step.mainId, amountMinor },
          ],
        })
      : null;
  if (round) {
    const remaining = BigInt(round.stake_minor) - amountMinor;
    await trx
      .updateTable('bet_records')
      .set({
        stake_minor: remaining,
        valid_bet_minor: remaining,
        status: remaining > 0n ? 'OPEN' : 'ROLLED_BACK',
        settled_at: remaining > 0n ? null : context.now,
      })
      .where('brand_id', '=', context.brandId)
      .where('vendor', '=', context.vendor)
      .where('member_id', '=', member.id)
      .where('round_id', '=', operation.roundId)
      .execute();
  }
  return applied(
    step,
    operation,
    step.balanceMinor + amountMinor,
    walletTransactionId,
    amountMinor,
  );
}

export const seamlessBet = (db: Kysely<Database>, context: SeamlessContext, input: BetInput) =>
  runOperation(db, context, { kind: 'BET', ...input });
export const seamlessWin = (db: Kysely<Database>, context: SeamlessContext, input: WinInput) =>
  runOperation(db, context, { kind: 'WIN', ...input });
export const seamlessRollback = (
  db: Kysely<Database>,
  context: SeamlessContext,
  input: RollbackInput,
) => runOperation(db, context, { kind: 'ROLLBACK', ...input });
