import type {
  ActiveSeedPair,
  FairProof,
  FairRound,
  RevealedSeedPair,
  RevealedSeedPairs,
  SeedPairChange,
} from '@site/contracts';
import {
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
  serverSeedHash,
  CLIENT_SEED_MAX_LENGTH,
  type FairSeeds,
} from '@site/house-games/fair';
import type { Kysely, Selectable } from 'kysely';
import type { FairSeedPairsTable } from '../../../db/fairSchema.js';
import { pagedList, type PageRequest } from '../../../db/paging.js';
import type { Database } from '../../../db/schema.js';
import { ApiError } from '../../../errors.js';
import { consumeRate } from '../../security/rateLimiter.js';
import { minorToMajor } from '../../wallet/money.js';
import { UNIQUE_VIOLATION, withTransactionRetry } from '../../wallet/ledger.js';

/**
 * A member's provably fair seed pairs and rounds (house-games/FAIRNESS.md). One ACTIVE pair per
 * account, created on first use; its server seed never leaves the API until the pair is revealed
 * (a client seed change or a rotation), which starts a new pair at nonce 0.
 */

export interface FairMember {
  brandId: string;
  accountId: string;
}

type SeedPairRow = Selectable<FairSeedPairsTable>;

export const fairErrors = {
  clientSeedInvalid: () =>
    new ApiError(
      400,
      'FAIR_CLIENT_SEED_INVALID',
      `A client seed is 1 to ${CLIENT_SEED_MAX_LENGTH} printable ASCII characters`,
      { field: 'clientSeed', maxLength: CLIENT_SEED_MAX_LENGTH },
    ),
  roundNotFound: () => new ApiError(404, 'NOT_FOUND', 'Round not found'),
  roundOpen: (roundId: string) =>
    new ApiError(
      409,
      'FAIR_ROUND_OPEN',
      'Finish the open round before changing seeds: its seed is revealed with the change',
      { roundId },
    ),
};

const activeView = (row: SeedPairRow): ActiveSeedPair => ({
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nextNonce: row.next_nonce,
  createdAt: row.created_at.toISOString(),
});

const revealedView = (row: SeedPairRow): RevealedSeedPair => ({
  id: row.id,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  roundCount: row.next_nonce,
  createdAt: row.created_at.toISOString(),
  revealedAt: row.revealed_at!.toISOString(),
});

function newPairValues(member: FairMember, clientSeed: string, now: Date) {
  const serverSeed = newServerSeed();
  return {
    brand_id: member.brandId,
    account_id: member.accountId,
    server_seed: serverSeed,
    server_seed_hash: serverSeedHash(serverSeed),
    client_seed: clientSeed,
    created_at: now,
  };
}

const activePairOf = (db: Kysely<Database>, accountId: string) =>
  db
    .selectFrom('fair_seed_pairs')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '=', 'ACTIVE');

/** Creates the member's first pair unless one is active (a concurrent first use keeps its own). */
async function ensureActivePair(db: Kysely<Database>, member: FairMember, now: Date) {
  await db
    .insertInto('fair_seed_pairs')
    .values(newPairValues(member, newClientSeed(), now))
    .onConflict((oc) => oc.column('account_id').where('status', '=', 'ACTIVE').doNothing())
    .execute();
}

/** The pair in play (hash, client seed, next nonce), created on first use. */
export async function activeSeedPair(
  db: Kysely<Database>,
  member: FairMember,
  now: Date,
): Promise<ActiveSeedPair> {
  let row = await activePairOf(db, member.accountId).executeTakeFirst();
  if (!row) {
    await ensureActivePair(db, member, now);
    row = await activePairOf(db, member.accountId).executeTakeFirstOrThrow();
  }
  return activeView(row);
}

/** The member's revealed pairs, newest first. */
export async function revealedSeedPairs(
  db: Kysely<Database>,
  accountId: string,
  page: PageRequest,
): Promise<RevealedSeedPairs> {
  const pairs = db
    .selectFrom('fair_seed_pairs')
    .where('account_id', '=', accountId)
    .where('status', '=', 'REVEALED')
    .selectAll()
    .orderBy('revealed_at', 'desc')
    .orderBy('id', 'desc');
  return pagedList(pairs, page, revealedView);
}

/** Seed changes (client seed or rotation) an account may make in an hour: each writes a pair. */
export const SEED_CHANGES_PER_HOUR = 30;

/**
 * Reveals the active pair (if any) and commits a new one at nonce 0 with `clientSeed`, or the
 * revealed pair's client seed; refused while a multi-step round of the member is open (revealing
 * its seed would show the rest of its shoe). Pair changes of one account run one at a time (its
 * row is locked), so two changes never both reveal the same pair; a first spin's pair created
 * meanwhile is a unique violation, retried. The open rounds are read after the reveal, which
 * waits for a round being opened from the pair (houseOpenRound holds the pair's row until its
 * round is in), so that round is seen and the change rolled back.
 */
async function replaceActivePair(
  db: Kysely<Database>,
  member: FairMember,
  clientSeed: string | null,
  now: Date,
): Promise<SeedPairChange> {
  await consumeRate(
    db,
    {
      scope: 'fair-seed-change',
      key: member.accountId,
      windowMs: 60 * 60_000,
      limit: SEED_CHANGES_PER_HOUR,
    },
    now,
    'too many seed changes, try again within the hour',
  );
  return withTransactionRetry(
    db,
    async (trx) => {
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', member.accountId)
        .forNoKeyUpdate()
        .execute();
      const revealed = await trx
        .updateTable('fair_seed_pairs')
        .set({ status: 'REVEALED', revealed_at: now })
        .where('account_id', '=', member.accountId)
        .where('status', '=', 'ACTIVE')
        .returningAll()
        .executeTakeFirst();
      const open = await trx
        .selectFrom('fair_rounds')
        .select('round_id')
        .where('account_id', '=', member.accountId)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      if (open) throw fairErrors.roundOpen(open.round_id);
      const active = await trx
        .insertInto('fair_seed_pairs')
        .values(newPairValues(member, clientSeed ?? revealed?.client_seed ?? newClientSeed(), now))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { revealed: revealed ? revealedView(revealed) : null, active: activeView(active) };
    },
    { retryOn: [UNIQUE_VIOLATION] },
  );
}

/** The member's own client seed: reveals the server seed in play and starts a new pair. */
export async function changeClientSeed(
  db: Kysely<Database>,
  member: FairMember,
  clientSeed: string,
  now: Date,
): Promise<SeedPairChange> {
  if (!isValidClientSeed(clientSeed)) throw fairErrors.clientSeedInvalid();
  return replaceActivePair(db, member, clientSeed, now);
}

/** Reveals the server seed in play and commits a new one, keeping the client seed. */
export const rotateServerSeed = (
  db: Kysely<Database>,
  member: FairMember,
  now: Date,
): Promise<SeedPairChange> => replaceActivePair(db, member, null, now);

export interface TakenNonce {
  seedPairId: string;
  seeds: FairSeeds;
  proof: FairProof;
}

/**
 * The next round's seeds: one UPDATE … RETURNING counts the active pair's nonce up, so two
 * concurrent rounds never share a nonce. With no active pair (first use, or a rotation that
 * committed while this waited) the pair is created or re-read, and the nonce taken again.
 */
export async function takeNonce(
  db: Kysely<Database>,
  member: FairMember,
  now: Date,
): Promise<TakenNonce> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const taken = await db
      .updateTable('fair_seed_pairs')
      .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
      .where('account_id', '=', member.accountId)
      .where('status', '=', 'ACTIVE')
      .returning(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
      .executeTakeFirst();
    if (taken) {
      const nonce = taken.next_nonce - 1;
      return {
        seedPairId: taken.id,
        seeds: { serverSeed: taken.server_seed, clientSeed: taken.client_seed, nonce },
        proof: { serverSeedHash: taken.server_seed_hash, clientSeed: taken.client_seed, nonce },
      };
    }
    await ensureActivePair(db, member, now);
  }
  // Only pair changes faster than a round's two statements get here; the round is refunded.
  throw new Error('No active seed pair after three attempts');
}

export interface NewFairRound {
  roundId: string;
  member: FairMember;
  nodeId: string;
  taken: TakenNonce;
  engine: string;
  actions: unknown[];
  outcome: unknown;
  betMinor: number;
  winMinor: number;
  now: Date;
}

/** The fair_rounds row of a round as it is first recorded. */
export const fairRoundValues = (round: NewFairRound) =>
  ({
    round_id: round.roundId,
    brand_id: round.member.brandId,
    account_id: round.member.accountId,
    node_id: round.nodeId,
    seed_pair_id: round.taken.seedPairId,
    nonce: round.taken.seeds.nonce,
    engine: round.engine,
    actions: JSON.stringify(round.actions),
    outcome: JSON.stringify(round.outcome),
    bet_minor: BigInt(round.betMinor),
    win_minor: BigInt(round.winMinor),
    staked_minor: BigInt(round.betMinor),
    created_at: round.now,
  }) as const;

/** A single-step round, settled as it is played. */
export async function recordFairRound(db: Kysely<Database>, round: NewFairRound): Promise<void> {
  await db
    .insertInto('fair_rounds')
    .values({ ...fairRoundValues(round), settled_at: round.now })
    .execute();
}

/** One of the member's own rounds, with its server seed once its pair is revealed. */
export async function fairRound(
  db: Kysely<Database>,
  member: FairMember,
  roundId: string,
): Promise<FairRound> {
  const row = await db
    .selectFrom('fair_rounds as r')
    .innerJoin('fair_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .select([
      'r.round_id',
      'r.node_id',
      'r.engine',
      'r.nonce',
      'r.actions',
      'r.outcome',
      'r.bet_minor',
      'r.win_minor',
      'r.created_at',
      'p.server_seed',
      'p.server_seed_hash',
      'p.client_seed',
      'p.status',
    ])
    .where('r.round_id', '=', roundId)
    .where('r.account_id', '=', member.accountId)
    .where('r.brand_id', '=', member.brandId)
    .executeTakeFirst();
  if (!row) throw fairErrors.roundNotFound();
  return {
    roundId: row.round_id,
    nodeId: Number(row.node_id),
    engine: row.engine,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    serverSeed: row.status === 'REVEALED' ? row.server_seed : null,
    actions: row.actions,
    outcome: row.outcome,
    bet: minorToMajor(BigInt(row.bet_minor)),
    win: minorToMajor(BigInt(row.win_minor)),
    createdAt: row.created_at.toISOString(),
  };
}
