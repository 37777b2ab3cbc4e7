import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { findBrandIdByCode } from '../../src/services/brands/brandRepository.js';
import { currentSecret, signBody } from '../../src/services/wallet/seamlessSecrets.js';
import {
  ensureHouseAccount,
  openMainWallet,
  postTransaction,
} from '../../src/services/wallet/ledger.js';
import { authed, body, BRAND1, login, PASSWORDS } from './testApp.js';

/** The brand's current secret for the vendor, as the seed generated it (or the last rotation). */
export async function seamlessSecretOf(
  db: Kysely<Database>,
  merchant = 'PADMA',
  vendor = 'HOUSE',
): Promise<string> {
  const brandId = await findBrandIdByCode(db, merchant);
  const secret = brandId ? await currentSecret(db, brandId, vendor) : null;
  if (!secret) throw new Error(`no seamless secret for ${merchant} ${vendor}`);
  return secret;
}

/** A vendor's signed call; signed with the brand's current secret unless told otherwise. */
export async function seamless(
  app: FastifyInstance,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  payload: Record<string, unknown>,
  options: { merchant?: string; vendor?: string; secret?: string; signature?: string } = {},
) {
  const merchant = options.merchant ?? 'PADMA';
  const vendor = options.vendor ?? 'HOUSE';
  const raw = JSON.stringify(payload);
  const signature =
    options.signature ??
    signBody(options.secret ?? (await seamlessSecretOf(app.db, merchant, vendor)), raw);
  return app.inject({
    method: 'POST',
    url: `/seamless/${vendor.toLowerCase()}/${action}`,
    headers: { Merchant: merchant, 'content-type': 'application/json', 'x-signature': signature },
    payload: raw,
  });
}

/** A round of the house vendor for the member: the stake, then a win or the stake rolled back. */
export async function houseRound(
  app: FastifyInstance,
  account: string,
  round: { id: string; gameCode: string; stake: number },
  outcome: { win: number } | 'rollback',
) {
  const base = { account, roundId: round.id, gameCode: round.gameCode };
  const bet = await seamless(app, 'bet', {
    ...base,
    transactionId: `${round.id}-b`,
    amount: round.stake,
  });
  expect(bet.statusCode).toBe(200);
  const settle =
    outcome === 'rollback'
      ? await seamless(app, 'rollback', {
          ...base,
          transactionId: `${round.id}-rb`,
          originalTransactionId: `${round.id}-b`,
        })
      : await seamless(app, 'win', {
          ...base,
          transactionId: `${round.id}-w`,
          amount: outcome.win,
        });
  expect(settle.statusCode).toBe(200);
}

export function walletTransfer(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = BRAND1,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { ...authed(token, headers), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** Ledger invariants: everything sums to zero, per transaction and overall; balances match. */
export async function assertLedgerConsistent(db: Kysely<Database>): Promise<void> {
  const total = await sql<{ total: string | null }>`
    select sum(amount_minor) as total from ledger_entries`.execute(db);
  expect(BigInt(total.rows[0]?.total ?? 0)).toBe(0n);
  const unbalanced = await sql`
    select transaction_id from ledger_entries group by transaction_id
    having sum(amount_minor) <> 0`.execute(db);
  expect(unbalanced.rows).toEqual([]);
  const drift = await sql`
    select a.id from wallet_accounts a
    left join ledger_entries e on e.account_id = a.id
    group by a.id, a.balance_minor
    having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`.execute(db);
  expect(drift.rows).toEqual([]);
  const negative = await db
    .selectFrom('wallet_accounts')
    .select('id')
    .where('member_id', 'is not', null)
    .where('balance_minor', '<', '0')
    .execute();
  expect(negative).toEqual([]);
}

export async function memberId(db: Kysely<Database>, merchant: string, username: string) {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select('a.id')
    .where('b.merchant_code', '=', merchant)
    .where('a.username_key', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function balances(db: Kysely<Database>, member: string) {
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['kind', 'balance_minor'])
    .where('member_id', '=', member)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, BigInt(row.balance_minor)]));
}

/** The first house RNG game of the brand's catalogue (its rounds are settled at once). */
export async function houseGameCode(app: FastifyInstance): Promise<string> {
  const list = await app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE',
    headers: BRAND1,
  });
  return body<{ games: { gameCode: string }[] }>(list).value.games[0]!.gameCode;
}

/** A new real member (not an agent) of the template member's brand, with its password. */
export async function insertMemberLike(
  db: Kysely<Database>,
  templateId: string,
  username: string,
): Promise<{ id: string; brandId: string }> {
  const template = await db
    .selectFrom('accounts')
    .select(['brand_id', 'password_hash'])
    .where('id', '=', templateId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('accounts')
    .values({
      brand_id: template.brand_id,
      username,
      username_key: username,
      password_hash: template.password_hash,
      nickname: username,
      is_agent: 0,
      password_changed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, brandId: template.brand_id };
}

export interface FundedPlayer {
  id: string;
  headers: Record<string, string>;
}

/** A new real member of PADMA (like demo_member) with `minor` in their main wallet, logged in. */
export async function fundedPlayer(
  app: FastifyInstance,
  db: Kysely<Database>,
  input: { username: string; minor: bigint; now: Date },
): Promise<FundedPlayer> {
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
