import type {
  BrandProtection,
  BrandProtectionBody,
  OpsExclusionEntry,
  OpsMemberProtection,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { timeZoneOf } from '../brands/brandTime.js';
import { findBrandMember } from '../messages/memberTargets.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import {
  exclusionInForce,
  exclusionRefusal,
  exclusionView,
  inForceSql,
  toRow,
  EXCLUSION_COLUMNS,
} from './exclusionState.js';
import { exclusionsOfAccount } from './exclusions.js';
import { changeLimit, moneyLimitsView, sessionLimitView, type LimitKey } from './limits.js';
import { protectionAuditOf } from './protectionAudit.js';
import { protectionConfigOf } from './protectionConfig.js';
import { realityCheckChoice } from './realityCheck.js';

/**
 * The operator's side of player protection: see a member's limits, exclusions and their audit,
 * make a limit stricter (never looser: limits.ts refuses it), list a licence group's exclusions,
 * and set a brand's licence group and reality-check default. No operator path lifts or shortens
 * an exclusion; the table's trigger refuses it besides.
 */

async function brandByCode(db: Kysely<Database>, merchantCode: string) {
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'merchant_code', 'config'])
    .where('merchant_code', '=', merchantCode.toUpperCase())
    .executeTakeFirst();
  if (!brand) throw errors.brandNotFound();
  return brand;
}

export interface OperatorMemberInput {
  operator: Operator;
  merchantCode: string;
  account: string;
  now: Date;
  assertBrand: (brandId: string) => void;
}

async function memberOf(db: Kysely<Database>, input: OperatorMemberInput) {
  const brand = await brandByCode(db, input.merchantCode);
  input.assertBrand(brand.id);
  const member = await findBrandMember(db, brand.id, input.account);
  return { brand, member };
}

export async function memberProtection(
  db: Kysely<Database>,
  input: OperatorMemberInput,
): Promise<OpsMemberProtection> {
  const { brand, member } = await memberOf(db, input);
  const excluded = await exclusionInForce(db, member.id, input.now);
  return {
    account: member.username,
    merchantCode: brand.merchant_code,
    licenceGroup: protectionConfigOf({ merchantCode: brand.merchant_code, config: brand.config })
      .licenceGroup,
    limits: await moneyLimitsView(db, member.id, timeZoneOf(brand.config), input.now),
    sessionLimit: await sessionLimitView(db, member.id, input.now),
    realityCheckMinutes: await realityCheckChoice(db, member.id),
    exclusions: await exclusionsOfAccount(db, member.id),
    excluded: excluded && exclusionRefusal(excluded, input.now),
    audit: await protectionAuditOf(db, member.id),
  };
}

/** An operator makes a limit stricter (LIMIT_ONLY_STRICTER otherwise), with a reason. */
export async function tightenLimit(
  db: Kysely<Database>,
  input: OperatorMemberInput & { key: LimitKey; value: bigint; reason: string },
): Promise<OpsMemberProtection> {
  const { member } = await memberOf(db, input);
  await changeLimit(db, {
    member: { id: member.id, brandId: member.brandId },
    key: input.key,
    value: input.value,
    actor: { kind: 'operator', operator: input.operator },
    reason: input.reason.trim(),
    now: input.now,
  });
  return memberProtection(db, input);
}

/** The exclusions taken in a licence group on the brands the operator holds, newest first. */
export async function listExclusions(
  db: Kysely<Database>,
  input: { group: string; inForce: boolean; brandIds: readonly string[] | null; now: Date },
): Promise<OpsExclusionEntry[]> {
  let query = db
    .selectFrom('exclusions as e')
    .innerJoin('accounts as a', 'a.id', 'e.member_id')
    .innerJoin('brands as b', 'b.id', 'e.brand_id')
    .select(EXCLUSION_COLUMNS)
    .select(['a.username', 'b.merchant_code'])
    .select(inForceSql(input.now).as('in_force'))
    .select((eb) =>
      eb
        .selectFrom('exclusion_accounts as c')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('c.exclusion_id', '=', 'e.id')
        .as('accounts'),
    )
    .where('e.licence_group', '=', input.group)
    .orderBy('e.started_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(500);
  if (input.brandIds) query = query.where('e.brand_id', 'in', input.brandIds);
  if (input.inForce) query = query.where(inForceSql(input.now));
  const rows = await query.execute();
  return rows.map((row) => ({
    ...exclusionView(toRow(row)),
    merchantCode: row.merchant_code,
    account: row.username,
    inForce: row.in_force,
    accounts: row.accounts ?? 0,
  }));
}

/** Sets a brand's licence group and reality-check default (admin, audited). */
export async function setBrandProtection(
  db: Kysely<Database>,
  input: {
    operator: Operator;
    ip: string;
    merchantCode: string;
    change: BrandProtectionBody;
    now: Date;
    assertBrand: (brandId: string) => void;
  },
): Promise<BrandProtection> {
  return db.transaction().execute(async (trx) => {
    const brand = await trx
      .selectFrom('brands')
      .select(['id', 'merchant_code', 'config'])
      .where('merchant_code', '=', input.merchantCode.toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!brand) throw errors.brandNotFound();
    input.assertBrand(brand.id);
    const { reason, ...change } = input.change;
    const stored = { ...brand.config.protection, ...change };
    await trx
      .updateTable('brands')
      .set({
        config: sql`config || jsonb_build_object('protection', ${JSON.stringify(stored)}::jsonb)`,
      })
      .where('id', '=', brand.id)
      .execute();
    const view = (protection: typeof stored | undefined): BrandProtection => ({
      merchantCode: brand.merchant_code,
      ...protectionConfigOf({ merchantCode: brand.merchant_code, config: { protection } }),
    });
    const after = view(stored);
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: brand.id,
      action: 'brand.protection',
      targetType: 'brand',
      targetId: brand.id,
      before: view(brand.config.protection),
      after,
      reason: reason.trim(),
      now: input.now,
    });
    return after;
  });
}
