import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Seamless-wallet secrets (table `seamless_secrets`, migration 0012): one current HMAC secret
 * per brand and vendor, generated on first start or taken from the environment, rotated
 * through the ops API. The secret it replaced stays valid for an overlap window so a vendor
 * can switch without failed calls; rotating again ends any older one at once. A secret is
 * shown once, in the rotation's answer; everything else shows its fingerprint.
 */

/** Shorter configured secrets are refused at start: a guessable HMAC key forges money. */
export const SEAMLESS_SECRET_MIN_LENGTH = 32;
/** Longest overlap an operator may ask for. */
export const MAX_SECRET_OVERLAP_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url (43 characters). */
export function newSeamlessSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** First 16 hex digits of the secret's SHA-256: enough to compare, useless to sign. */
export function fingerprintOf(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 16);
}

/** Hex HMAC-SHA256 of the raw body. */
export function signBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Whether the signature was made with one of the secrets. Constant time: both sides are hashed
 * to a fixed length first, and every secret is checked, whichever matches.
 */
export function isSignedWithAny(
  secrets: readonly string[],
  rawBody: string | Buffer,
  signature: string,
): boolean {
  const given = createHash('sha256').update(signature.trim().toLowerCase()).digest();
  let matched = false;
  for (const secret of secrets) {
    const expected = createHash('sha256').update(signBody(secret, rawBody)).digest();
    matched = timingSafeEqual(expected, given) || matched;
  }
  return matched;
}

/** The secrets a request may be signed with now: the current one, and a replaced one in its window. */
export async function acceptedSecrets(
  db: Kysely<Database>,
  brandId: string,
  vendor: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('seamless_secrets')
    .select('secret')
    .where('brand_id', '=', brandId)
    .where('vendor', '=', vendor)
    .where((eb) => eb.or([eb('retires_at', 'is', null), eb('retires_at', '>', now)]))
    .execute();
  return rows.map((row) => row.secret);
}

/** The secret a caller signs with (the house game server reads it here); null when none. */
export async function currentSecret(
  db: Kysely<Database>,
  brandId: string,
  vendor: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('seamless_secrets')
    .select('secret')
    .where('brand_id', '=', brandId)
    .where('vendor', '=', vendor)
    .where('retires_at', 'is', null)
    .executeTakeFirst();
  return row?.secret ?? null;
}

/**
 * Seed step: gives each vendor of the brand a current secret when it has none, from
 * `configured[<MERCHANT>_<VENDOR>]` (SEAMLESS_SECRET_<MERCHANT>_<VENDOR>) or random. An
 * existing secret is never replaced here: rotation belongs to the ops API.
 */
export async function ensureSeamlessSecrets(
  trx: Kysely<Database>,
  input: {
    brandId: string;
    merchantCode: string;
    vendors: readonly string[];
    configured: Readonly<Record<string, string>>;
    now: Date;
  },
): Promise<void> {
  if (input.vendors.length === 0) return;
  await trx
    .insertInto('seamless_secrets')
    .values(
      input.vendors.map((vendor) => ({
        brand_id: input.brandId,
        vendor,
        secret: input.configured[`${input.merchantCode}_${vendor}`] ?? newSeamlessSecret(),
        created_at: input.now,
        retires_at: null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['brand_id', 'vendor']).where('retires_at', 'is', null).doNothing(),
    )
    .execute();
}

export interface SecretFingerprint {
  fingerprint: string;
  createdAt: string;
  /** null: the current secret. */
  retiresAt: string | null;
}

export interface VendorSecrets {
  vendor: string;
  current: SecretFingerprint | null;
  /** The replaced secret while its overlap window lasts. */
  previous: SecretFingerprint | null;
}

const describe = (row: { secret: string; created_at: Date; retires_at: Date | null }) => ({
  fingerprint: fingerprintOf(row.secret),
  createdAt: row.created_at.toISOString(),
  retiresAt: row.retires_at?.toISOString() ?? null,
});

/** Fingerprints of every vendor's valid secrets (the ops GET); never the secrets. */
export async function listSecretFingerprints(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
): Promise<VendorSecrets[]> {
  const rows = await db
    .selectFrom('seamless_secrets')
    .select(['vendor', 'secret', 'created_at', 'retires_at'])
    .where('brand_id', '=', brandId)
    .where((eb) => eb.or([eb('retires_at', 'is', null), eb('retires_at', '>', now)]))
    .orderBy('vendor')
    .orderBy('created_at', 'desc')
    .execute();
  const byVendor = new Map<string, VendorSecrets>();
  for (const row of rows) {
    const entry = byVendor.get(row.vendor) ?? { vendor: row.vendor, current: null, previous: null };
    if (row.retires_at === null) entry.current = describe(row);
    else entry.previous ??= describe(row);
    byVendor.set(row.vendor, entry);
  }
  return [...byVendor.values()];
}

export interface RotatedSecret {
  vendor: string;
  /** Shown this once: hand it to the vendor. */
  secret: string;
  current: SecretFingerprint;
  previous: SecretFingerprint | null;
}

/**
 * Makes a new current secret. The one it replaces stays valid for `overlapMs` (0 ends it at
 * once, e.g. after a leak); any secret replaced earlier is dropped now.
 */
export async function rotateSeamlessSecret(
  db: Kysely<Database>,
  input: { brandId: string; vendor: string; overlapMs: number; now: Date },
): Promise<RotatedSecret> {
  const { brandId, vendor, now } = input;
  return db.transaction().execute(async (trx) => {
    // One rotation per brand at a time: two at once would both make a current secret.
    await trx.selectFrom('brands').select('id').where('id', '=', brandId).forUpdate().execute();
    await trx
      .deleteFrom('seamless_secrets')
      .where('brand_id', '=', brandId)
      .where('vendor', '=', vendor)
      .where('retires_at', 'is not', null)
      .execute();
    const replaced = await trx
      .updateTable('seamless_secrets')
      .set({ retires_at: new Date(now.getTime() + input.overlapMs) })
      .where('brand_id', '=', brandId)
      .where('vendor', '=', vendor)
      .where('retires_at', 'is', null)
      .returning(['secret', 'created_at', 'retires_at'])
      .executeTakeFirst();
    const secret = newSeamlessSecret();
    const created = await trx
      .insertInto('seamless_secrets')
      .values({ brand_id: brandId, vendor, secret, created_at: now, retires_at: null })
      .returning(['secret', 'created_at', 'retires_at'])
      .executeTakeFirstOrThrow();
    return {
      vendor,
      secret,
      current: describe(created),
      previous: replaced ? describe(replaced) : null,
    };
  });
}
