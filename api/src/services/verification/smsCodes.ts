import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VerificationPurpose } from '../../db/securitySchema.js';
import { ApiError } from '../../errors.js';
import type { SmsProvider } from '../providers/providers.js';
import { rateLimited, takeRate } from '../security/rateLimiter.js';

export const SMS_WINDOW_MS = 15 * 60 * 1000;
export const SMS_SENDS_PER_WINDOW = 5;
export const SMS_TOO_MANY = 'too many requests (try again after 5 minutes)';
/** Wrong guesses before a code is burnt. */
const MAX_ATTEMPTS = 5;

export function invalidMobile(field = 'mobileNum'): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'Please enter a valid mobile number', {
    field,
    rule: 'pattern',
  });
}

export function invalidCode(field = 'verificationCode'): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', 'Please enter a valid verification code', {
    field,
    rule: 'code',
  });
}

/** Digits only; 6 to 15 of them (national or international form). */
export function normaliseMobile(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
  return /^[0-9]{6,15}$/.test(digits) ? digits : null;
}

export function normaliseDialingCode(value: unknown): string {
  const digits = typeof value === 'string' ? value.replace(/[^0-9]/g, '') : '';
  return digits.slice(0, 4) || '880';
}

export const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export interface SendCodeInput {
  brandId: string;
  purpose: VerificationPurpose;
  mobileNum: string;
  dialingCode: string;
  expiredMinutes: number;
  /** false: answer as if sent but send nothing (unknown number, no enumeration). */
  deliver: boolean;
  now: Date;
}

/**
 * Issues a 6-digit code (stored salted and hashed). While the previous code is fresh a resend
 * is refused with `canSendTime` seconds; more than 5 sends in 15 minutes → 429.
 */
export async function sendSmsCode(
  db: Kysely<Database>,
  sms: SmsProvider,
  input: SendCodeInput,
): Promise<{ expiredMinutes: number }> {
  const { now } = input;
  const latest = await db
    .selectFrom('verification_codes')
    .select(['expires_at', 'used_at'])
    .where('brand_id', '=', input.brandId)
    .where('mobile_num', '=', input.mobileNum)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest && latest.used_at === null && latest.expires_at.getTime() > now.getTime()) {
    const canSendTime = Math.ceil((latest.expires_at.getTime() - now.getTime()) / 1000);
    throw new ApiError(429, 'RATE_LIMITED', 'A code was sent recently, please wait', {
      canSendTime,
    });
  }
  const sendAllowed = await takeRate(
    db,
    {
      scope: 'sms-send',
      key: `${input.brandId}:${input.mobileNum}`,
      windowMs: SMS_WINDOW_MS,
      limit: SMS_SENDS_PER_WINDOW,
    },
    now,
  );
  if (!sendAllowed) throw rateLimited(SMS_TOO_MANY);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  await db
    .insertInto('verification_codes')
    .values({
      brand_id: input.brandId,
      purpose: input.purpose,
      mobile_num: input.mobileNum,
      salt,
      code_hash: input.deliver ? hashCode(salt, code) : 'none',
      created_at: now,
      expires_at: new Date(now.getTime() + input.expiredMinutes * 60_000),
    })
    .execute();
  if (input.deliver) {
    await sms.send({
      brandId: input.brandId,
      to: `+${input.dialingCode}${input.mobileNum.replace(/^0+/, '')}`,
      body: `Your verification code is ${code}. It is valid for ${input.expiredMinutes} minute(s). Never share it.`,
      now,
    });
  }
  return { expiredMinutes: input.expiredMinutes };
}

/** Checks and uses up the latest live code for the number; wrong guesses are counted. */
export async function consumeSmsCode(
  db: Kysely<Database>,
  input: {
    brandId: string;
    purpose: VerificationPurpose;
    mobileNum: string;
    code: unknown;
    now: Date;
  },
): Promise<boolean> {
  if (typeof input.code !== 'string' || !/^[0-9]{6}$/.test(input.code.trim())) return false;
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'salt', 'code_hash', 'attempts'])
    .where('brand_id', '=', input.brandId)
    .where('mobile_num', '=', input.mobileNum)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.code_hash === 'none') return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(row.salt, input.code.trim()), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await db
      .updateTable('verification_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        used_at: row.attempts + 1 >= MAX_ATTEMPTS ? input.now : null,
      }))
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  // Conditional update: of two concurrent uses only one wins.
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: input.now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
