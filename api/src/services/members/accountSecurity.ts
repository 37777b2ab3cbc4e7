import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hashPassword, type PasswordHashParams } from '../auth/password.js';
import { mustChangeAtNextLogin } from '../auth/passwordPolicy.js';
import { deleteAccountSessions } from '../auth/sessions.js';
import { openMainWallet } from '../wallet/ledger.js';
import { TRIAL_ACCOUNT_TYPE } from './accountRepository.js';

/** Sets a new password hash; remembers (as a flag, never the text) a forced-change password. */
export async function setAccountPassword(
  db: Kysely<Database> | Transaction<Database>,
  accountId: string,
  password: string,
  params: PasswordHashParams,
  now: Date,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      password_hash: await hashPassword(password, params),
      password_changed_at: now,
      must_change_password: mustChangeAtNextLogin(password),
    })
    .where('id', '=', accountId)
    .execute();
}

export interface NewMemberInput {
  brandId: string;
  username: string;
  passwordHash: string;
  mustChangePassword: boolean;
  nickname: string;
  isAgent: number;
  uplineId: string | null;
  currency: string;
  balanceMinor: bigint;
  mobileNum: string | null;
  dialingCode: string | null;
  email: string | null;
  referralCode: string | null;
  profile: Record<string, string>;
  now: Date;
}

/** Creates an account with its wallet and point account (like the seed does). */
export async function createMemberAccount(
  trx: Transaction<Database>,
  input: NewMemberInput,
): Promise<string> {
  const { id } = await trx
    .insertInto('accounts')
    .values({
      brand_id: input.brandId,
      username: input.username,
      username_key: input.username.toLowerCase(),
      password_hash: input.passwordHash,
      must_change_password: input.mustChangePassword,
      nickname: input.nickname,
      is_agent: input.isAgent,
      upline_id: input.uplineId,
      password_changed_at: input.now,
      mobile_num: input.mobileNum,
      country_dialing_code: input.dialingCode,
      email: input.email,
      referral_code: input.referralCode,
      profile: JSON.stringify(input.profile),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await openAccountWallets(
    trx,
    { id, brandId: input.brandId, isTrial: input.isAgent === TRIAL_ACCOUNT_TYPE },
    input.currency,
    input.balanceMinor,
    input.now,
  );
  return id;
}

/**
 * The wallet and point account every member has, created the way the seed does: the
 * `wallets` row, then the ledger's MAIN account (a starting balance is booked as the
 * opening adjustment from the house).
 */
export async function openAccountWallets(
  trx: Transaction<Database>,
  member: { id: string; brandId: string; isTrial: boolean },
  currency: string,
  balanceMinor: bigint,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('wallets')
    .values({ account_id: member.id, currency, balance_minor: balanceMinor })
    .execute();
  await openMainWallet(trx, member, now);
  await trx.insertInto('point_accounts').values({ account_id: member.id, balance: 0n }).execute();
}

/** Disables or re-enables an account; disabling ends its sessions. */
export async function setAccountDisabled(
  db: Kysely<Database>,
  brandId: string,
  username: string,
  disabled: boolean,
  now: Date,
): Promise<{ account: string; disabled: boolean; disabledAt: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('accounts')
      // An account closed as under age stays closed (underAgeClosure.ts): nothing reopens it.
      .set((eb) => ({
        disabled_at: disabled
          ? now
          : eb
              .case()
              .when('under_age_closed_at', 'is', null)
              .then(null)
              .else(eb.ref('disabled_at'))
              .end(),
      }))
      .where('brand_id', '=', brandId)
      .where('username_key', '=', username.trim().toLowerCase())
      .returning(['id', 'username', 'disabled_at'])
      .executeTakeFirst();
    if (!row) return null;
    if (disabled) await deleteAccountSessions(trx, row.id);
    return {
      account: row.username,
      disabled: row.disabled_at !== null,
      disabledAt: row.disabled_at ? row.disabled_at.toISOString() : null,
    };
  });
}

export const randomSuffix = (bytes = 5) => randomBytes(bytes).toString('hex');
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
