import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { isModuleEnabled, type Brand } from '../brands/brandRepository.js';
import { setAccountPassword, sha256Hex } from '../members/accountSecurity.js';
import { validationFailure } from '../members/fieldRules.js';
import type { MailProvider } from '../providers/providers.js';
import { consumeRate, takeRate } from '../security/rateLimiter.js';
import {
  consumeSmsCode,
  invalidCode,
  invalidMobile,
  normaliseMobile,
} from '../verification/smsCodes.js';
import { accountDisabled } from './login.js';
import { verifyPassword, type PasswordHashParams } from './password.js';
import { checkNewPassword } from './passwordPolicy.js';
import { createSession, deleteAccountSessions, type SessionPolicy } from './sessions.js';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const WINDOW_15_MIN = 15 * 60 * 1000;

export interface PasswordDependencies {
  db: Kysely<Database>;
  passwordHash: PasswordHashParams;
  sessionPolicy: SessionPolicy;
}

async function replacePasswordAndLogin(
  deps: PasswordDependencies,
  input: {
    accountId: string;
    brandId: string;
    password: string;
    ip: string;
    now: Date;
    loginType: string;
  },
): Promise<{ token: string }> {
  await setAccountPassword(deps.db, input.accountId, input.password, deps.passwordHash, input.now);
  await deleteAccountSessions(deps.db, input.accountId);
  const token = await createSession(deps.db, {
    accountId: input.accountId,
    brandId: input.brandId,
    ip: input.ip,
    now: input.now,
    policy: deps.sessionPolicy,
    loginType: input.loginType,
  });
  return { token };
}

/**
 * Change password (logged in). The old password is required unless the session came from an
 * SMS login. Every session of the member ends; a new token is returned.
 */
export async function changePassword(
  deps: PasswordDependencies,
  input: {
    brand: Brand;
    accountId: string;
    loginType: string;
    body: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string };
    ip: string;
    now: Date;
  },
): Promise<{ token: string }> {
  const { db } = deps;
  const { body, now } = input;
  const newPassword = checkNewPassword(
    input.brand,
    body.newPassword,
    body.confirmNewPassword,
    'confirmNewPassword',
  );
  if (input.loginType !== 'sms') {
    if (!body.oldPassword)
      throw validationFailure('oldPassword', 'required', 'Input cannot be empty');
    await consumeRate(
      db,
      { scope: 'password-change', key: input.accountId, windowMs: WINDOW_15_MIN, limit: 10 },
      now,
    );
    const row = await db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', input.accountId)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.oldPassword, row.password_hash))) {
      throw validationFailure('oldPassword', 'mismatch', 'The old password is incorrect');
    }
  }
  return replacePasswordAndLogin(deps, {
    accountId: input.accountId,
    brandId: input.brand.id,
    password: newPassword,
    ip: input.ip,
    now,
    loginType: 'password',
  });
}

/**
 * The e-mail address on file was never confirmed (bound with a code in the security centre):
 * anyone who registered or edited the account could have typed it, so a reset link sent there
 * could hand the account to a stranger. The member is told how to recover instead: by a code to
 * the mobile number (CHNGPASSVERIF3), else through customer service.
 */
export const emailNotConfirmed = (brand: Brand) => {
  const byPhone = isModuleEnabled(brand, 'CHNGPASSVERIF3');
  return new ApiError(
    400,
    'EMAIL_NOT_CONFIRMED',
    byPhone
      ? 'This e-mail address has not been confirmed, so no reset link can be sent to it. Reset your password with a code sent to your mobile number instead.'
      : 'This e-mail address has not been confirmed, so no reset link can be sent to it. Please contact customer service to recover your account.',
    { field: 'email', recovery: byPhone ? 'sms' : 'customerService' },
  );
};

/**
 * Forgot password by e-mail: when username and a confirmed e-mail address match, mails a
 * single-use reset link (token stored hashed, 30 minutes). A match on an address that was never
 * confirmed sends nothing and answers `emailNotConfirmed`; any other answer is the same whether
 * or not the account and address matched.
 */
export async function requestEmailReset(
  deps: PasswordDependencies & { mail: MailProvider },
  input: {
    brand: Brand;
    username: string;
    email: string;
    ip: string;
    now: Date;
    /** The brand's own site (brandSiteOrigin), never a host taken from the request. */
    siteOrigin: string;
  },
): Promise<void> {
  const { db } = deps;
  const { now } = input;
  const ipAllowed = await takeRate(
    db,
    { scope: 'password-email-ip', key: input.ip, windowMs: WINDOW_15_MIN, limit: 10 },
    now,
  );
  if (!ipAllowed) return; // silently: the answer stays the same
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'email', 'email_verified_at', 'is_agent', 'disabled_at'])
    .where('brand_id', '=', input.brand.id)
    .where('username_key', '=', input.username.trim().toLowerCase())
    .executeTakeFirst();
  const matches =
    account !== undefined &&
    account.email !== null &&
    account.disabled_at === null &&
    account.is_agent !== 4 &&
    account.email.toLowerCase() === input.email.trim().toLowerCase();
  if (!matches) return;
  if (account.email_verified_at === null) throw emailNotConfirmed(input.brand);
  const accountAllowed = await takeRate(
    db,
    { scope: 'password-email', key: account.id, windowMs: WINDOW_15_MIN, limit: 3 },
    now,
  );
  if (!accountAllowed) return;
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: sha256Hex(token),
      account_id: account.id,
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    })
    .execute();
  const link = `${input.siteOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mail.send({
    brandId: input.brand.id,
    to: account.email!,
    subject: `${input.brand.name}: reset your password`,
    body: `Open this link within 30 minutes to choose a new password: ${link}\nIf you did not ask for it, ignore this e-mail.`,
    now,
  });
}

/** Uses a reset token (single use) to set a new password; returns a session token. */
export async function resetWithToken(
  deps: PasswordDependencies,
  input: {
    brand: Brand;
    token: string;
    newPassword: unknown;
    confirmNewPassword: unknown;
    ip: string;
    now: Date;
  },
): Promise<{ token: string }> {
  const newPassword = checkNewPassword(
    input.brand,
    input.newPassword,
    input.confirmNewPassword,
    'confirmNewPassword',
  );
  const row = await deps.db
    .updateTable('password_reset_tokens as t')
    .set({ used_at: input.now })
    .from('accounts as a')
    .whereRef('a.id', '=', 't.account_id')
    .where('t.token_hash', '=', sha256Hex(input.token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', input.now)
    .where('a.brand_id', '=', input.brand.id)
    .returning('t.account_id')
    .executeTakeFirst();
  if (!row) throw new ApiError(400, 'TOKEN_INVALID', 'The reset link is invalid or has expired');
  return replacePasswordAndLogin(deps, {
    accountId: row.account_id,
    brandId: input.brand.id,
    password: newPassword,
    ip: input.ip,
    now: input.now,
    loginType: 'reset',
  });
}

/** Forgot password by phone (CHNGPASSVERIF3): SMS code → new password → logged in. */
export async function resetWithSmsCode(
  deps: PasswordDependencies,
  input: {
    brand: Brand;
    mobileNum: unknown;
    verificationCode: unknown;
    newPassword: unknown;
    ip: string;
    now: Date;
  },
): Promise<{ token: string }> {
  const mobileNum = normaliseMobile(input.mobileNum);
  if (!mobileNum) throw invalidMobile();
  const newPassword = checkNewPassword(input.brand, input.newPassword, null, null);
  const valid = await consumeSmsCode(deps.db, {
    brandId: input.brand.id,
    purpose: 'noLogin',
    mobileNum,
    code: input.verificationCode,
    now: input.now,
  });
  if (!valid) throw invalidCode();
  const account = await deps.db
    .selectFrom('accounts')
    .select(['id', 'disabled_at'])
    .where('brand_id', '=', input.brand.id)
    .where('mobile_num', '=', mobileNum)
    .executeTakeFirst();
  if (!account) throw invalidCode();
  if (account.disabled_at) throw accountDisabled();
  return replacePasswordAndLogin(deps, {
    accountId: account.id,
    brandId: input.brand.id,
    password: newPassword,
    ip: input.ip,
    now: input.now,
    loginType: 'reset',
  });
}
