import { FairStream } from '@site/house-games/fair';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { sqlState, UNIQUE_VIOLATION } from '../../wallet/ledger.js';
import { minorToMajor } from '../../wallet/money.js';
import { fairRoundValues, takeNonce } from '../fair/fairSeedService.js';
import {
  newRoundId,
  unwrap,
  type HouseGameSession,
  type HouseSession,
  type SeamlessClient,
} from './houseGameService.js';

/**
 * Rounds that stay OPEN in fair_rounds between requests (blackjack, video poker, crash;
 * migration 0048): the stake is debited when the round opens, its outcome is drawn from the
 * member's fair stream at that moment and kept server-side (`state`), and the win is credited
 * once, when the round is settled. One open round per member and game.
 */

const roundColumns = [
  'r.round_id',
  'r.engine',
  'r.status',
  'r.step',
  'r.actions',
  'r.state',
  'r.outcome',
  'r.bet_minor',
  'r.staked_minor',
  'r.win_minor',
  'r.nonce',
  'p.server_seed',
  'p.server_seed_hash',
  'p.client_seed',
] as const;

/** The member's rounds of the launched game, with the seeds they were drawn from. */
export function roundsOf(db: Kysely<Database>, session: HouseSession) {
  return db
    .selectFrom('fair_rounds as r')
    .innerJoin('fair_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .select(roundColumns)
    .where('r.account_id', '=', session.accountId)
    .where('r.brand_id', '=', session.brandId)
    .where('r.node_id', '=', session.nodeId);
}
export type RoundRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof roundsOf>['executeTakeFirst']>>
>;

export const openRoundOf = (db: Kysely<Database>, session: HouseSession) =>
  roundsOf(db, session).where('r.status', '=', 'OPEN').executeTakeFirst();

export const roundById = (db: Kysely<Database>, session: HouseSession, roundId: string) =>
  roundsOf(db, session).where('r.round_id', '=', roundId).executeTakeFirst();

/** The round's seeds, revealed or not: the server continues or re-reads its stream. */
export const fairProofOf = (row: RoundRow) => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

/** The round fields of every seamless call of the round. */
export const seamlessRound = (session: HouseSession, roundId: string) => ({
  account: session.username,
  roundId,
  gameCode: session.gameCode,
});

/** What a new round holds when it opens: drawn from its fair stream. */
export interface OpeningRound {
  /** The server's state (never sent to the player). */
  state: unknown;
  /** What the player may see of it. */
  outcome: unknown;
}

/**
 * Debits `betMinor` and opens a round of `engine` drawn from the member's next nonce. A debit
 * that is refused changes nothing; anything that fails after it rolls the debit back: a round
 * opened meanwhile by a concurrent request of the member (the one-open-round index) with
 * `whenAlreadyOpen`, anything else with ROUND_FAILED.
 */
export async function openRound(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseSession,
  opening: {
    engine: string;
    betMinor: number;
    now: Date;
    draw: (stream: FairStream) => OpeningRound;
    whenAlreadyOpen: (roundId: string) => ApiError;
  },
): Promise<{ row: RoundRow; balance: number }> {
  const { engine, betMinor, now } = opening;
  const roundId = newRoundId();
  const betId = `${roundId}-bet`;
  const { balance } = unwrap(
    await seamless('bet', {
      ...seamlessRound(session, roundId),
      transactionId: betId,
      amount: minorToMajor(BigInt(betMinor)),
    }),
  );
  try {
    // The nonce and the OPEN round commit together: the pair's row stays locked until the round
    // exists, so a seed change waits for it, sees the round open and is refused, and never
    // reveals the seed of a round still in play.
    await db.transaction().execute(async (trx) => {
      const taken = await takeNonce(trx, session, now);
      const { state, outcome } = opening.draw(new FairStream(taken.seeds));
      await trx
        .insertInto('fair_rounds')
        .values({
          ...fairRoundValues({
            roundId,
            member: session,
            nodeId: session.nodeId,
            taken,
            engine,
            actions: [],
            outcome,
            betMinor,
            winMinor: 0,
            now,
          }),
          status: 'OPEN',
          state: JSON.stringify(state),
        })
        .execute();
    });
    return { row: (await roundById(db, session, roundId))!, balance };
  } catch (error) {
    const refund = await seamless('rollback', {
      ...seamlessRound(session, roundId),
      transactionId: `${roundId}-rollback`,
      originalTransactionId: betId,
    });
    const refunded = refund.statusCode === 200 ? unwrap(refund).balance : undefined;
    if (sqlState(error) === UNIQUE_VIOLATION) {
      const open = await openRoundOf(db, session);
      if (open) throw opening.whenAlreadyOpen(open.round_id);
    }
    throw new ApiError(500, 'ROUND_FAILED', 'The round could not be opened; the bet was refunded', {
      roundId,
      balance: refunded,
      cause: error instanceof ApiError ? error.code : 'INTERNAL_ERROR',
    });
  }
}

/**
 * Credits the win of a round whose end is decided, once (its id derives from the round, so a
 * repeated credit of the same amount is answered from the wallet's record), and marks it
 * SETTLED with `outcome` when given. A win above `maxWinMinor` is never credited. A credit that
 * fails leaves the round OPEN with its final state: the next call for it settles it again.
 */
export async function settleRound(
  db: Kysely<Database>,
  seamless: SeamlessClient,
  session: HouseGameSession,
  row: RoundRow,
  settlement: { winMinor: number; maxWinMinor: number; outcome?: unknown; now: Date },
): Promise<{ row: RoundRow; balance: number }> {
  const { winMinor, now } = settlement;
  if (winMinor > settlement.maxWinMinor)
    throw new ApiError(500, 'MAX_PAYOUT_EXCEEDED', "The win is above the game's maximum payout");
  const { balance } = unwrap(
    await seamless('win', {
      ...seamlessRound(session, row.round_id),
      transactionId: `${row.round_id}-win`,
      amount: minorToMajor(BigInt(winMinor)),
    }),
  );
  const outcome = settlement.outcome === undefined ? row.outcome : settlement.outcome;
  await db
    .updateTable('fair_rounds')
    .set({
      status: 'SETTLED',
      settled_at: now,
      win_minor: BigInt(winMinor),
      outcome: JSON.stringify(outcome),
    })
    .where('round_id', '=', row.round_id)
    .where('status', '=', 'OPEN')
    .execute();
  return { row: { ...row, status: 'SETTLED', win_minor: String(winMinor), outcome }, balance };
}
