import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MemberCodePurpose } from '../../db/securityCentreSchema.js';
import { MAX_CODE_ATTEMPTS } from '../../db/migrations/0022_security_centre.js';
import { ApiError } from '../../errors.js';
import type { Providers } from '../providers/providers.js';
import { consumeRate } from '../security/rateLimiter.js';
import { hashCode, SMS_TOO_MANY } from '../verification/smsCodes.js';

/**
 * Six-digit codes sent to a member (binding a phone or e-mail, verifying a login from a new
 * address): stored salted and hashed, one live code per member and purpose (a resend is
 * refused while it is fresh), 5 sends per 15 minutes, burnt after 5 wrong guesses, used once.
 */
export const MEMBER_CODE_WINDOW_MS = 15 * 60 * 1000;
export const MEMBER_CODE_SENDS = 5;
export const EMAIL_CODE_MINUTES = 10;

export interface MemberCodeDelivery {
  accountId: string;
  brandId: string;
  purpose: MemberCodePurpose;
  channel: 'sms' | 'email';
  /** Stored with the code: the code proves only this number or address. */
  target: string;
  /** Where the provider sends it (the international form of a number). */
  address: string;
  expiredMinutes: number;
  now: Date;
}

export async function sendMemberCode(
  db: Kysely<Database>,
  providers: Providers,
  input: MemberCodeDelivery,
): Promise<{ expiredMinutes: number }> {
  const { now } = input;
  const latest = await db
    .selectFrom('member_codes')
    .select(['expires_at', 'used_at'])
    .where('account_id', '=', input.accountId)
    .where('purpose', '=', input.purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && latest.used_at === null && latest.expires_at > now) {
    const canSendTime = Math.ceil((latest.expires_at.getTime() - now.getTime()) / 1000);
    throw new ApiError(429, 'RATE_LIMITED', 'A code was sent recently, please wait', {
      canSendTime,
    });
  }
  await consumeRate(
    db,
    {
      scope: 'member-code',
      key: `${input.accountId}:${input.purpose}`,
      windowMs: MEMBER_CODE_WINDOW_MS,
      limit: MEMBER_CODE_SENDS,
    },
    now,
    SMS_TOO_MANY,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  await db
    .insertInto('member_codes')
    .values({
      account_id: input.accountId,
      purpose: input.purpose,
      target: input.target,
      salt,
      code_hash: hashCode(salt, code),
      created_at: now,
      expires_at: new Date(now.getTime() + input.expiredMinutes * 60_000),
    })
    .execute();
  const body = `Your verification code is ${code}. It is valid for ${input.expiredMinutes} minute(s). Never share it.`;
  if (input.channel === 'sms') {
    await providers.sms.send({ brandId: input.brandId, to: input.address, body, now });
  } else {
    await providers.mail.send({
      brandId: input.brandId,
      to: input.address,
      subject: 'Your verification code',
      body,
      now,
    });
  }
  return { expiredMinutes: input.expiredMinutes };
}

/**
 * Uses up the member's live code for `purpose` and `target` when `code` matches. A wrong guess
 * is counted by one conditional UPDATE before the comparison (so parallel guesses each count),
 * and the right one is taken by another (so of two parallel uses only one wins).
 */
export async function consumeMemberCode(
  db: Kysely<Database>,
  input: {
    accountId: string;
    purpose: MemberCodePurpose;
    target: string;
    code: string;
    now: Date;
  },
): Promise<boolean> {
  const code = input.code.trim();
  if (!/^[0-9]{6}$/.test(code)) return false;
  const reserved = await sql<{ id: string; salt: string; code_hash: string }>`
    update member_codes set attempts = attempts + 1
    where id = (
      select id from member_codes
      where account_id = ${input.accountId} and purpose = ${input.purpose}
      order by id desc limit 1)
      and target = ${input.target} and used_at is null and expires_at > ${input.now}
      and attempts < ${MAX_CODE_ATTEMPTS}
    returning id, salt, code_hash`.execute(db);
  const row = reserved.rows[0];
  if (!row) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(row.salt, code), 'hex');
  if (!timingSafeEqual(expected, actual)) return false;
  const used = await db
    .updateTable('member_codes')
    .set({ used_at: input.now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
