import type { Kysely } from 'kysely';
import type { SecurityOverview } from '@site/contracts';
import type { Database } from '../../db/schema.js';
import type { Brand } from '../brands/brandRepository.js';
import { readProfile } from './profile.js';
import { MEMBER_TOTP, totpEnabled } from './totp.js';

const maskMobile = (mobile: string, dialingCode: string | null) =>
  `+${dialingCode ?? '880'} ${'•'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** What the security centre shows: profile, bindings (masked) and whether TOTP is linked. */
export async function securityOverview(
  db: Kysely<Database>,
  brand: Brand,
  accountId: string,
): Promise<SecurityOverview> {
  const row = await db
    .selectFrom('accounts')
    .select([
      'username',
      'mobile_num',
      'country_dialing_code',
      'mobile_verified_at',
      'email',
      'email_verified_at',
    ])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    account: row.username,
    profile: await readProfile(db, brand, accountId),
    mobile: {
      value: row.mobile_num ? maskMobile(row.mobile_num, row.country_dialing_code) : null,
      confirmed: row.mobile_verified_at !== null,
    },
    email: {
      value: row.email ? maskEmail(row.email) : null,
      confirmed: row.email_verified_at !== null,
    },
    totpEnabled: await totpEnabled(db, MEMBER_TOTP, accountId),
  };
}
