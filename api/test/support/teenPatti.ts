import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serverSeedHash } from '@site/house-games/fair';
import type { Database } from '../../src/db/schema.js';
import {
  ensureHouseAccount,
  openMainWallet,
  postTransaction,
} from '../../src/services/wallet/ledger.js';
import { authed, login, PASSWORDS } from './testApp.js';
import { insertMemberLike, memberId } from './wallet.js';

export interface TablePlayer {
  id: string;
  headers: Record<string, string>;
}

/** A new real member of PADMA (like demo_member) with `minor` in their main wallet, logged in. */
export async function fundedPlayer(
  app: FastifyInstance,
  db: Kysely<Database>,
  input: { username: string; minor: bigint; now: Date },
): Promise<TablePlayer> {
  const { username, minor, now } = input;
  const member = await insertMemberLike(db, await memberId(db, 'PADMA', 'demo_member'), username);
  await db.transaction().execute(async (trx) => {
    const mainId = await openMainWallet(trx, { ...member, isTrial: false }, now);
    const house = await ensureHouseAccount(trx, member.brandId, 'HOUSE');
    await postTransaction(trx, {
      brandId: member.brandId,
      memberId: member.id,
      kind: 'ADJUSTMENT',
      idempotencyKey: `fund-${username}`,
      now,
      entries: [
        { accountId: mainId, amountMinor: minor },
        { accountId: house, amountMinor: -minor },
      ],
    });
  });
  const token = await login(app, username, PASSWORDS.member);
  return { id: member.id, headers: authed(token) as Record<string, string> };
}

/**
 * A fresh teen patti table of PADMA (each test its own): boot 5.00, stakes up to 640.00, rake 5 %,
 * 20 s turns, its first deck committed by `seed`.
 */
export async function newTeenPattiTable(
  db: Kysely<Database>,
  input: { name: string; seats: number; seed: string; now: Date },
): Promise<string> {
  const brand = await db
    .selectFrom('brands')
    .select('id')
    .where('merchant_code', '=', 'PADMA')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('pvp_tables')
    .values({
      brand_id: brand.id,
      name: input.name,
      seats: input.seats,
      boot_minor: 500n,
      max_stake_minor: 64_000n,
      max_blind_chaals: 4,
      rake_basis_points: 500,
      turn_ms: 20_000,
      next_server_seed: input.seed,
      next_server_seed_hash: serverSeedHash(input.seed),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
