import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PointPool, PointTransactionKind } from '../../db/pointsSchema.js';
import { pointsConfigOf, pointsForValidBet } from './pointsConfig.js';

/**
 * The point ledger (migration 0024): each movement is one transaction of two entries, the
 * member's and a brand pool's, summing to zero; the database moves the member's balance from
 * the entries and refuses a negative one. Callers lock the member's point account first
 * (`lockPointAccount`) so balance checks and the movement see nothing in between.
 */
export interface PointMovement {
  brandId: string;
  accountId: string;
  kind: PointTransactionKind;
  /** Unique per member: a replay of the same key books nothing. */
  idempotencyKey: string;
  /** The member's side: positive earns, negative spends. */
  points: bigint;
  /** Where the points come from or go to on the brand's side. */
  pool: Exclude<PointPool, 'MEMBER'>;
  betRecordId?: string;
  detail?: Record<string, unknown>;
  now: Date;
}

/**
 * Books the movement once. Returns its transaction id, or null when the key was already used
 * (the earlier booking stands).
 */
export async function postPointTransaction(
  trx: Kysely<Database>,
  movement: PointMovement,
): Promise<string | null> {
  if (movement.points === 0n) throw new Error('A point movement moves some points');
  const inserted = await trx
    .insertInto('point_transactions')
    .values({
      brand_id: movement.brandId,
      account_id: movement.accountId,
      kind: movement.kind,
      idempotency_key: movement.idempotencyKey,
      points: movement.points,
      bet_record_id: movement.betRecordId ?? null,
      detail: JSON.stringify(movement.detail ?? {}),
      created_at: movement.now,
    })
    .onConflict((oc) => oc.columns(['account_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  await trx
    .insertInto('point_entries')
    .values([
      {
        transaction_id: inserted.id,
        brand_id: movement.brandId,
        pool: 'MEMBER',
        account_id: movement.accountId,
        amount: movement.points,
      },
      {
        transaction_id: inserted.id,
        brand_id: movement.brandId,
        pool: movement.pool,
        account_id: null,
        amount: -movement.points,
      },
    ])
    .execute();
  return inserted.id;
}

/** Locks (creating it with 0 when missing) the member's point account; returns its balance. */
export async function lockPointAccount(trx: Kysely<Database>, accountId: string): Promise<bigint> {
  await trx
    .insertInto('point_accounts')
    .values({ account_id: accountId, balance: 0n })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('point_accounts')
    .select('balance')
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

/** A member's first balance (the seed's), issued by the brand, once. */
export async function openPointBalance(
  trx: Kysely<Database>,
  member: { brandId: string; accountId: string },
  points: bigint,
  now: Date,
): Promise<void> {
  await lockPointAccount(trx, member.accountId);
  if (points <= 0n) return;
  await postPointTransaction(trx, {
    ...member,
    kind: 'OPENING',
    idempotencyKey: 'opening-balance',
    points,
    pool: 'ISSUED',
    now,
  });
}

/**
 * Points for one settled round of a real account, at the brand's rate for the game's category,
 * keyed by the round's bet record so a second win call (or a replay) earns nothing more.
 * Called inside the settling transaction: the round and its points commit together.
 */
export async function earnPointsForRound(
  trx: Kysely<Database>,
  round: {
    brandId: string;
    accountId: string;
    vendor: string;
    roundId: string;
    now: Date;
    /** For rounds of games outside the catalogue (the house lottery: LOTT). */
    category?: string;
  },
): Promise<bigint> {
  const bet = await trx
    .selectFrom('bet_records as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .select((eb) => [
      'r.id',
      'r.valid_bet_minor',
      'r.game_code',
      'r.is_trial',
      'b.config',
      eb
        .selectFrom('games as g')
        .select('g.game_type')
        .whereRef('g.vassalage', '=', 'r.vendor')
        .whereRef('g.game_code', '=', 'r.game_code')
        .limit(1)
        .as('game_type'),
    ])
    .where('r.brand_id', '=', round.brandId)
    .where('r.vendor', '=', round.vendor)
    .where('r.member_id', '=', round.accountId)
    .where('r.round_id', '=', round.roundId)
    .where('r.status', '=', 'SETTLED')
    .executeTakeFirst();
  if (!bet || bet.is_trial) return 0n;
  const category = bet.game_type ?? round.category ?? 'RNG';
  const rate = pointsConfigOf(bet).earnPer100[category] ?? 0;
  const points = pointsForValidBet(BigInt(bet.valid_bet_minor), rate);
  if (points === 0n) return 0n;
  await lockPointAccount(trx, round.accountId);
  const booked = await postPointTransaction(trx, {
    brandId: round.brandId,
    accountId: round.accountId,
    kind: 'EARN',
    idempotencyKey: `bet:${bet.id}`,
    points,
    pool: 'ISSUED',
    betRecordId: bet.id,
    detail: { gameCode: bet.game_code, category, vendor: round.vendor },
    now: round.now,
  });
  return booked ? points : 0n;
}
