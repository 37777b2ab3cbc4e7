import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DepositState } from '../../../db/depositSchema.js';
import type { Database } from '../../../db/schema.js';
import type { DepositOrdersTable } from '../../../db/depositSchema.js';
import { errors } from '../../../errors.js';
import type { Brand } from '../../brands/brandRepository.js';
import { storeMemberImages, type UploadedImage } from '../../files/memberFiles.js';
import { MAX_IMAGES } from '../../promotions/imageCheck.js';
import { withTransactionRetry, UNIQUE_VIOLATION } from '../../wallet/ledger.js';
import { minorToMajor } from '../../wallet/money.js';
import { openDayRange } from '../../records/dayRange.js';
import { chooseChannel, depositConfigOf } from './depositConfig.js';
import { depositErrors } from './depositErrors.js';
import { depositProvider } from './providers/providerRegistry.js';
import { assertMayDeposit } from '../../protection/protectionGuard.js';

export type DepositOrderRow = Selectable<DepositOrdersTable>;

/** DP + 10 of a 32-letter alphabet without 0/O and 1/I: read aloud or typed into a bank note. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function newReference(): string {
  let reference = 'DP';
  for (let index = 0; index < 10; index += 1)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

async function proofsOf(db: Kysely<Database>, rows: readonly DepositOrderRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.proof_file_ids))];
  if (ids.length === 0) return new Map<string, never>();
  const files = await db
    .selectFrom('member_files')
    .select(['id', 'file_name', 'content_type', 'size'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    files.map((file) => [
      file.id,
      { id: file.id, fileName: file.file_name, contentType: file.content_type, size: file.size },
    ]),
  );
}

/** Orders as the member sees them (the operator's view adds who and what moved). */
export async function toViews(db: Kysely<Database>, rows: readonly DepositOrderRow[]) {
  const proofs = await proofsOf(db, rows);
  return rows.map((row) => ({
    reference: row.reference,
    method: row.method,
    channel: row.channel,
    amount: minorToMajor(row.amount_minor),
    state: row.state,
    payee: row.payee.lines,
    instructions: row.payee.instructions,
    proofs: row.proof_file_ids.flatMap((id) => {
      const proof = proofs.get(id);
      return proof ? [proof] : [];
    }),
    failReason: row.fail_reason,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  }));
}

export interface CreateDepositInput {
  brand: Brand;
  accountId: string;
  method: string;
  channel: string;
  amountMinor: bigint;
  idempotencyKey: string;
  images: readonly UploadedImage[];
  now: Date;
}

/**
 * Makes an order once per idempotency key: a second call with the same key answers the first
 * order (and refuses a different request under that key). Limits are the channel's, in the
 * brand's configuration; the proof images are checked and stored with the order.
 */
export async function createDepositOrder(db: Kysely<Database>, input: CreateDepositInput) {
  const config = depositConfigOf(input.brand);
  const { channel } = chooseChannel(config, input.method, input.channel);
  const same = (row: DepositOrderRow) =>
    row.method === input.method &&
    row.channel === input.channel &&
    BigInt(row.amount_minor) === input.amountMinor;
  const previous = await findByKey(db, input.accountId, input.idempotencyKey);
  if (previous) {
    if (!same(previous)) throw depositErrors.keyReused();
    return previous;
  }
  if (input.amountMinor < BigInt(Math.round(channel.min * 100)))
    throw depositErrors.belowMin(channel.min);
  if (input.amountMinor > BigInt(Math.round(channel.max * 100)))
    throw depositErrors.aboveMax(channel.max);
  if (input.images.length > MAX_IMAGES) throw depositErrors.tooManyProofs(MAX_IMAGES);
  // Early: the credit checks the limits again under the wallet's lock (protectionGuard.ts).
  await assertMayDeposit(db, input.accountId, input.amountMinor, input.now);

  const provider = depositProvider(channel.provider);
  const reference = newReference();
  const opened = await provider.open({ reference, amountMinor: input.amountMinor });
  try {
    return await withTransactionRetry(db, async (trx) => {
      const files = await storeMemberImages(
        trx,
        { brandId: input.brand.id, accountId: input.accountId },
        'deposit_proof',
        input.images,
        input.now,
      );
      return trx
        .insertInto('deposit_orders')
        .values({
          brand_id: input.brand.id,
          account_id: input.accountId,
          reference,
          idempotency_key: input.idempotencyKey,
          method: input.method,
          channel: input.channel,
          provider: provider.id,
          amount_minor: input.amountMinor,
          payee: JSON.stringify({ lines: channel.payee, instructions: channel.instructions }),
          proof_file_ids: files.map((file) => file.id),
          provider_reference: opened.providerReference,
          created_at: input.now,
          expires_at: new Date(input.now.getTime() + config.expiryMinutes * 60_000),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  } catch (error) {
    // Two requests with one key at once: the other made the order; answer it.
    if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
    const winner = await findByKey(db, input.accountId, input.idempotencyKey);
    if (!winner) throw error;
    if (!same(winner)) throw depositErrors.keyReused();
    return winner;
  }
}

const findByKey = (db: Kysely<Database>, accountId: string, key: string) =>
  db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/** The caller's own order; another member's reference is simply not found. */
export async function memberDepositOrder(
  db: Kysely<Database>,
  accountId: string,
  reference: string,
): Promise<DepositOrderRow> {
  const row = await db
    .selectFrom('deposit_orders')
    .selectAll()
    .where('reference', '=', reference)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw errors.notFound('Deposit');
  return row;
}

export interface DepositListFilter {
  page: number;
  pageSize: number;
  state?: DepositState;
  from?: string;
  to?: string;
  /** The member's clock in minutes east of UTC: `from` and `to` are the member's days. */
  tzOffset?: number;
}

/** The caller's orders, newest first, filtered and paged by the database. */
export async function listMemberDeposits(
  db: Kysely<Database>,
  accountId: string,
  filter: DepositListFilter,
) {
  let query = db.selectFrom('deposit_orders').where('account_id', '=', accountId);
  if (filter.state) query = query.where('state', '=', filter.state);
  const { start, end } = openDayRange(filter.from, filter.to, filter.tzOffset ?? 0);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<', end);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: await toViews(db, rows), total: Number(count.total) };
}

/** Adds proof images to a pending order of the caller (at most 3 in all). */
export async function addDepositProofs(
  db: Kysely<Database>,
  owner: { brandId: string; accountId: string },
  reference: string,
  images: readonly UploadedImage[],
  now: Date,
): Promise<DepositOrderRow> {
  return withTransactionRetry(db, async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .selectAll()
      .where('reference', '=', reference)
      .where('account_id', '=', owner.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw errors.notFound('Deposit');
    if (order.state !== 'pending') throw depositErrors.notPending(order.state);
    if (order.proof_file_ids.length + images.length > MAX_IMAGES)
      throw depositErrors.tooManyProofs(MAX_IMAGES);
    const files = await storeMemberImages(trx, owner, 'deposit_proof', images, now);
    return trx
      .updateTable('deposit_orders')
      .set({ proof_file_ids: [...order.proof_file_ids, ...files.map((file) => file.id)] })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
