import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { findBrandIdByCode, loadBrand } from '../brands/brandRepository.js';
import { setAccountDisabled } from '../members/accountSecurity.js';
import { listSecretFingerprints, rotateSeamlessSecret } from '../wallet/seamlessSecrets.js';
import { isKnownVendor } from '../wallet/walletService.js';
import { toAdminView, type BrandAdminView } from './brandAdmin.js';

/*
 * What the operator routes do. Operators name a brand by its merchant code; an unknown one
 * is 404 BRAND_NOT_FOUND, an unknown vendor or account 404 NOT_FOUND.
 */

async function brandIdOf(db: Kysely<Database>, merchantCode: string): Promise<string> {
  const brandId = await findBrandIdByCode(db, merchantCode);
  if (!brandId) throw errors.brandNotFound();
  return brandId;
}

export async function brandAdminView(
  db: Kysely<Database>,
  merchantCode: string,
): Promise<BrandAdminView> {
  const brand = await loadBrand(db, await brandIdOf(db, merchantCode));
  if (!brand) throw errors.brandNotFound();
  return toAdminView(brand);
}

/** Fingerprints of each vendor's seamless secrets: never a secret. */
export async function seamlessSecretFingerprints(
  db: Kysely<Database>,
  merchantCode: string,
  now: Date,
) {
  return { vendors: await listSecretFingerprints(db, await brandIdOf(db, merchantCode), now) };
}

/** A new secret for the vendor; the old one keeps working for `overlapMs`. */
export async function rotateVendorSecret(
  db: Kysely<Database>,
  input: { merchantCode: string; vendor: string; overlapMs: number; now: Date },
) {
  const brandId = await brandIdOf(db, input.merchantCode);
  const vendor = input.vendor.toUpperCase();
  if (!(await isKnownVendor(db, vendor))) throw errors.notFound('Vendor');
  return rotateSeamlessSecret(db, { brandId, vendor, overlapMs: input.overlapMs, now: input.now });
}

/** Disables (ending its sessions) or re-enables a member account. */
export async function setMemberDisabled(
  db: Kysely<Database>,
  input: { merchantCode: string; account: string; disabled: boolean; now: Date },
) {
  const brandId = await brandIdOf(db, input.merchantCode);
  const result = await setAccountDisabled(db, brandId, input.account, input.disabled, input.now);
  if (!result) throw errors.notFound('Account');
  return result;
}
