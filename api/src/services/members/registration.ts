import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { insertPaymentPasswordHash } from './paymentPassword.js';
import { hashPassword, type PasswordHashParams } from '../auth/password.js';
import { mustChangeAtNextLogin, UNUSABLE_PASSWORD_HASH } from '../auth/passwordPolicy.js';
import { createSession, type SessionPolicy } from '../auth/sessions.js';
import { SMS_REGISTRATION_LOGIN } from '../auth/socialLogin.js';
import type { Brand } from '../brands/brandRepository.js';
import { registerRulesFor, type RegisterField } from '../brands/registerRules.js';
import type { CaptchaProviders } from '../security/captchaProvider.js';
import { checkRate, hitRate } from '../security/rateLimiter.js';
import { registrationFlags } from '../security/settings.js';
import { consumeSmsCode, normaliseDialingCode, normaliseMobile } from '../verification/smsCodes.js';
import { findReferrer, recordSignupSources } from '../referrals/referralService.js';
import { createMemberAccount, randomSuffix } from './accountSecurity.js';
import { checkRule, validationFailure } from './fieldRules.js';

export type RegisterTab = 'username' | 'mobile';

/** Registrations per client IP per hour. */
export const REGISTRATIONS_PER_IP_PER_HOUR = 5;

export interface RegistrationDependencies {
  db: Kysely<Database>;
  passwordHash: PasswordHashParams;
  sessionPolicy: SessionPolicy;
  /** The captcha providers; the brand's checks the form's captcha (at the base work). */
  captchas: CaptchaProviders;
}

export interface RegistrationInput {
  brand: Brand;
  tab: RegisterTab;
  body: Record<string, unknown>;
  ip: string;
  now: Date;
}

const text = (body: Record<string, unknown>, name: string, trim = true): string => {
  const value = body[name];
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
};

/** Finds an agent of the brand by affiliate code (case-insensitive). */
export async function findAffiliateAgent(
  db: Kysely<Database>,
  brandId: string,
  code: string,
): Promise<{ id: string; nickname: string; affiliateCode: string } | null> {
  if (!code || code.length > 64) return null;
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'nickname', 'affiliate_code'])
    .where('brand_id', '=', brandId)
    .where((eb) => eb(eb.fn('upper', ['affiliate_code']), '=', code.trim().toUpperCase()))
    .where('is_agent', 'in', [1, 2, 41, 42])
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { id: row.id, nickname: row.nickname, affiliateCode: row.affiliate_code ?? '' }
    : null;
}

/**
 * Registration (username or mobile tab) enforcing the brand's register rules server-side.
 * Order: field rules → confirmation → rate limit → captcha → invitation code → uniqueness →
 * SMS code → create (one transaction) → session. Nothing is written before the last step
 * except the captcha/SMS code being used up.
 */
export async function registerMember(
  deps: RegistrationDependencies,
  input: RegistrationInput,
): Promise<{ token: string }> {
  const { db } = deps;
  const { brand, tab, body, now } = input;
  const flags = registrationFlags(brand);
  if (tab === 'mobile' && !flags.mobileRegister) {
    throw new ApiError(403, 'MODULE_DISABLED', 'This feature is not available', {
      modId: 'MOBILE_REGISTER',
    });
  }
  const withPassword = tab === 'username' || flags.mobileRegisterPassword;
  const values = new Map<RegisterField, string>();
  for (const rule of registerRulesFor(brand)) {
    if (!rule.enabled) continue;
    if (tab === 'mobile' && rule.field === 'username') continue;
    if (rule.field === 'password' && !withPassword) continue;
    const value = text(body, rule.field, !rule.field.toLowerCase().includes('password'));
    const required =
      rule.required ||
      (tab === 'username' && (rule.field === 'username' || rule.field === 'password')) ||
      (tab === 'mobile' && (rule.field === 'mobileNum' || rule.field === 'password'));
    checkRule(rule, value, required);
    if (value !== '') values.set(rule.field, value);
  }
  const password = values.get('password') ?? null;
  if (password !== null && text(body, 'confirmPassword', false) !== password) {
    throw validationFailure('confirmPassword', 'mismatch', 'Incorrect confirmation input');
  }
  const needsSmsCode = tab === 'mobile' || flags.smsVerification;
  const verificationCode = text(body, 'verificationCode');
  if (needsSmsCode && (verificationCode === '' || verificationCode.length > 255)) {
    throw validationFailure(
      'verificationCode',
      'required',
      'Please enter a valid verification code',
    );
  }
  const mobileRaw = values.get('mobileNum');
  const mobileNum = mobileRaw ? normaliseMobile(mobileRaw) : null;
  if (mobileRaw && !mobileNum) {
    throw validationFailure('mobileNum', 'pattern', 'Please enter a valid mobile number');
  }
  if (needsSmsCode && !mobileNum) {
    throw validationFailure('mobileNum', 'required', 'Please enter a valid mobile number');
  }

  // Checked here, counted only once the account exists (a refused form costs nothing). Per
  // brand: registrations on another brand from the same address count apart (issue 40 item 9).
  const ipWindow = {
    scope: 'register-ip',
    key: `${brand.id}:${input.ip}`,
    windowMs: 60 * 60 * 1000,
  };
  await checkRate(
    db,
    { ...ipWindow, limit: REGISTRATIONS_PER_IP_PER_HOUR },
    now,
    'too many requests, try again later',
    // The window is slid over: an hour from now at the latest, said in minutes by the form.
    { retryAfterSeconds: 60 * 60 },
  );

  if (values.has('captcha')) {
    const verdict = await deps.captchas.forBrand(brand).verify({
      captchaId: text(body, 'captchaId'),
      answer: values.get('captcha'),
      clientIp: input.ip,
      now,
      work: 1,
    });
    if (verdict !== 'passed')
      throw validationFailure('captcha', 'code', 'Invalid captcha, please try again');
  }

  const affiliateCode = values.get('affiliateCode');
  const agent = affiliateCode ? await findAffiliateAgent(db, brand.id, affiliateCode) : null;
  if (affiliateCode && !agent) {
    throw validationFailure('affiliateCode', 'code', 'Invalid invitation code');
  }

  const username = tab === 'mobile' ? `mb${randomSuffix(5)}` : (values.get('username') as string);
  const taken = await db
    .selectFrom('accounts')
    .select(['username_key', 'mobile_num'])
    .where('brand_id', '=', brand.id)
    .where((eb) =>
      mobileNum
        ? eb.or([eb('username_key', '=', username.toLowerCase()), eb('mobile_num', '=', mobileNum)])
        : eb('username_key', '=', username.toLowerCase()),
    )
    .execute();
  if (taken.some((row) => row.username_key === username.toLowerCase())) {
    throw validationFailure('username', 'taken', 'The username is already taken');
  }
  if (taken.length > 0) {
    throw validationFailure('mobileNum', 'taken', 'The mobile number is already registered');
  }

  if (needsSmsCode && mobileNum) {
    const valid = await consumeSmsCode(db, {
      brandId: brand.id,
      purpose: 'register',
      mobileNum,
      code: verificationCode,
      now,
    });
    if (!valid) {
      throw validationFailure('verificationCode', 'code', 'Please enter a valid verification code');
    }
  }

  const profile: Record<string, string> = {};
  for (const field of [
    'payeeName',
    'qqNum',
    'line',
    'whatsapp',
    'facebook',
    'wechat',
    'idNumber',
    'recommenderId',
  ] as const) {
    const value = values.get(field);
    if (value) profile[field] = value;
  }
  const paymentPassword = values.get('paymentPassword');
  const paymentPasswordHash = paymentPassword
    ? await hashPassword(paymentPassword, deps.passwordHash)
    : null;
  const referralCode = text(body, 'referralCode').slice(0, 64) || null;
  // A member's invitation code (invite friends): an unknown one is kept as given, no more.
  const referrerId = referralCode ? await findReferrer(db, brand.id, referralCode) : null;

  const passwordHash = password
    ? await hashPassword(password, deps.passwordHash)
    : UNUSABLE_PASSWORD_HASH;
  let accountId: string;
  try {
    accountId = await db.transaction().execute(async (trx) => {
      const id = await createMemberAccount(trx, {
        brandId: brand.id,
        username,
        passwordHash,
        mustChangePassword: password !== null && mustChangeAtNextLogin(password),
        nickname: values.get('payeeName') ?? username,
        isAgent: 0,
        uplineId: agent?.id ?? null,
        currency: brand.config.currency,
        balanceMinor: 0n,
        mobileNum,
        dialingCode: mobileNum ? normaliseDialingCode(body.countryDialingCode) : null,
        email: values.get('email') ?? null,
        referralCode,
        profile,
        now,
      });
      if (paymentPasswordHash) await insertPaymentPasswordHash(trx, id, paymentPasswordHash, now);
      await recordSignupSources(trx, {
        brand,
        accountId: id,
        referrerId,
        agent: agent ? { id: agent.id, affiliateCode: agent.affiliateCode } : null,
        now,
      });
      return id;
    });
  } catch (error) {
    // A concurrent registration took the username or number between the check and the insert.
    if ((error as { code?: string }).code === '23505') {
      throw validationFailure('username', 'taken', 'The username is already taken');
    }
    throw error;
  }
  await hitRate(db, ipWindow, now);
  const token = await createSession(db, {
    accountId,
    brandId: brand.id,
    ip: input.ip,
    now,
    policy: deps.sessionPolicy,
    // A registration that proved an SMS code may link a social identity (auth/socialLogin.ts).
    loginType: needsSmsCode && mobileNum ? SMS_REGISTRATION_LOGIN : 'register',
  });
  return { token };
}
