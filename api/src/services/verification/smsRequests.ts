import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VerificationPurpose } from '../../db/securitySchema.js';
import type { Brand } from '../brands/brandRepository.js';
import type { SmsProvider } from '../providers/providers.js';
import { consumeRate } from '../security/rateLimiter.js';
import { securitySettings } from '../security/settings.js';
import {
  invalidMobile,
  normaliseDialingCode,
  normaliseMobile,
  sendSmsCode,
  SMS_TOO_MANY,
} from './smsCodes.js';

export interface SmsRequestDependencies {
  db: Kysely<Database>;
  sms: SmsProvider;
}

export interface SmsRequest {
  brand: Brand;
  purpose: VerificationPurpose;
  /** The number as the client sent it (normalised here). */
  mobileNum: unknown;
  dialingCode: unknown;
  ip: string;
  now: Date;
}

async function isRegisteredMobile(db: Kysely<Database>, brandId: string, mobileNum: string) {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('mobile_num', '=', mobileNum)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return account !== undefined;
}

/** A player's request for an SMS code: per-client limit, then the per-number rules of sendSmsCode. */
export async function requestSmsCode(deps: SmsRequestDependencies, input: SmsRequest) {
  const { db } = deps;
  const { brand, purpose, now } = input;
  const mobileNum = normaliseMobile(input.mobileNum);
  if (!mobileNum) throw invalidMobile(purpose === 'register' ? 'mobileNo' : 'mobileNum');
  // Per client as well as per number: at most 20 sends in 15 minutes from one IP.
  await consumeRate(
    db,
    { scope: 'sms-ip', key: input.ip, windowMs: 15 * 60 * 1000, limit: 20 },
    now,
    SMS_TOO_MANY,
  );
  // Login / recovery codes go only to registered numbers; the answer does not tell.
  const deliver = purpose !== 'noLogin' || (await isRegisteredMobile(db, brand.id, mobileNum));
  return sendSmsCode(db, deps.sms, {
    brandId: brand.id,
    purpose,
    mobileNum,
    dialingCode: normaliseDialingCode(input.dialingCode),
    expiredMinutes: securitySettings(brand).smsExpiredMinutes,
    deliver,
    now,
  });
}
