import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { consumeCaptcha } from '../security/captcha.js';
import {
  hitRate,
  isLocked,
  peekRate,
  rateLimited,
  resetRate,
  setLock,
} from '../security/rateLimiter.js';
import { consumeSmsCode } from '../verification/smsCodes.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from './password.js';
import { createSession, type SessionPolicy } from './sessions.js';

export interface LoginInput {
  brandId: string;
  username: string;
  password: string;
  ip: string;
  now: Date;
  captcha?: string;
  captchaId?: string;
  /** Brand override of the maximum password age (days). */
  passwordMaxAgeDays?: number | null;
}

export interface SmsLoginInput extends Omit<LoginInput, 'username' | 'password'> {
  mobileNum: string;
  code: string;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The password was set to the forced-change value '123456'. */
  mustChangePassword: boolean;
}

export interface LoginDependencies {
  db: Kysely<Database>;
  passwordHash: PasswordHashParams;
  sessionPolicy: SessionPolicy;
  passwordMaxAgeDays: number;
}

/** Login protection thresholds (spec §4 login flow; brief: 3 → captcha, 10 → slowed). */
export const LOGIN_PROTECTION = {
  windowMs: 15 * 60 * 1000,
  captchaAfter: 3,
  lockAfter: 10,
  /** Per IP: captcha after the same 3, lock only after 30 (shared NAT addresses). */
  ipCaptchaAfter: 3,
  ipLockAfter: 30,
  lockMs: 5 * 60 * 1000,
} as const;

export const ACCOUNT_DISABLED_MESSAGE = 'Non-member account unable to login';

export const accountDisabled = () =>
  new ApiError(403, 'ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);

interface LoginAccount {
  id: string;
  password_hash: string;
  password_changed_at: Date;
  first_login_at: Date | null;
  disabled_at: Date | null;
  must_change_password: boolean;
}

/**
 * Username/password and SMS-code login with brute-force protection. Unknown users are checked
 * against a dummy hash of the same cost and counted like known ones, so timing, messages and
 * the captcha flag do not reveal whether an account exists.
 */
export class PasswordLogin {
  #dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: LoginDependencies) {}

  /** Computes the dummy hash up front so the first unknown-user login is not faster or slower. */
  async warmUp(): Promise<void> {
    await this.dummyHash();
  }

  private dummyHash(): Promise<string> {
    this.#dummyHash ??= hashPassword('not-a-real-password', this.deps.passwordHash);
    return this.#dummyHash;
  }

  private selectAccount() {
    return this.deps.db
      .selectFrom('accounts')
      .select([
        'id',
        'password_hash',
        'password_changed_at',
        'first_login_at',
        'disabled_at',
        'must_change_password',
      ]);
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const usernameKey = input.username.trim().toLowerCase();
    const subject = `${input.brandId}:${usernameKey}`;
    await this.guard(subject, input);
    const account = await this.selectAccount()
      .where('brand_id', '=', input.brandId)
      .where('username_key', '=', usernameKey)
      .executeTakeFirst();
    const valid = await verifyPassword(
      input.password,
      account?.password_hash ?? (await this.dummyHash()),
    );
    if (!account || !valid) throw await this.failure(subject, input, errors.loginFailed());
    return this.succeed(account, subject, input, 'password');
  }

  async loginBySms(input: SmsLoginInput): Promise<LoginResult> {
    const subject = `${input.brandId}:sms:${input.mobileNum}`;
    await this.guard(subject, input);
    const account = await this.selectAccount()
      .where('brand_id', '=', input.brandId)
      .where('mobile_num', '=', input.mobileNum)
      .executeTakeFirst();
    const valid = await consumeSmsCode(this.deps.db, {
      brandId: input.brandId,
      purpose: 'noLogin',
      mobileNum: input.mobileNum,
      code: input.code,
      now: input.now,
    });
    if (!account || !valid) {
      throw await this.failure(
        subject,
        input,
        new ApiError(401, 'LOGIN_FAILED', 'Please enter a valid verification code'),
      );
    }
    return this.succeed(account, subject, input, 'sms');
  }

  /** Refuses locked subjects/IPs; asks for (and burns) a captcha after repeated failures. */
  private async guard(subject: string, input: Omit<LoginInput, 'username' | 'password'>) {
    const { db } = this.deps;
    const { now } = input;
    const [subjectLocked, ipLocked] = await Promise.all([
      isLocked(db, 'login-lock', subject, now, LOGIN_PROTECTION.lockMs),
      isLocked(db, 'login-lock-ip', input.ip, now, LOGIN_PROTECTION.lockMs),
    ]);
    if (subjectLocked || ipLocked) throw rateLimited();
    const window = LOGIN_PROTECTION.windowMs;
    const [subjectFailures, ipFailures] = await Promise.all([
      peekRate(db, { scope: 'login-fail', key: subject, windowMs: window }, now),
      peekRate(db, { scope: 'login-fail-ip', key: input.ip, windowMs: window }, now),
    ]);
    const needsCaptcha =
      subjectFailures >= LOGIN_PROTECTION.captchaAfter ||
      ipFailures >= LOGIN_PROTECTION.ipCaptchaAfter;
    if (!needsCaptcha) return;
    if (!input.captcha || !input.captchaId) {
      throw new ApiError(400, 'CAPTCHA_REQUIRED', 'Please enter the captcha', { captcha: true });
    }
    const passed = await consumeCaptcha(db, {
      captchaId: input.captchaId,
      answer: input.captcha,
      clientIp: input.ip,
      now,
    });
    if (!passed) {
      throw new ApiError(400, 'CAPTCHA_INVALID', 'Invalid captcha, please try again', {
        captcha: true,
      });
    }
  }

  private async failure(
    subject: string,
    input: Omit<LoginInput, 'username' | 'password'>,
    error: ApiError,
  ): Promise<ApiError> {
    const { db } = this.deps;
    const { now } = input;
    const window = LOGIN_PROTECTION.windowMs;
    const subjectFailures = await hitRate(
      db,
      { scope: 'login-fail', key: subject, windowMs: window },
      now,
    );
    const ipFailures = await hitRate(
      db,
      { scope: 'login-fail-ip', key: input.ip, windowMs: window },
      now,
    );
    if (subjectFailures >= LOGIN_PROTECTION.lockAfter)
      await setLock(db, 'login-lock', subject, now);
    if (ipFailures >= LOGIN_PROTECTION.ipLockAfter)
      await setLock(db, 'login-lock-ip', input.ip, now);
    const captcha =
      subjectFailures >= LOGIN_PROTECTION.captchaAfter ||
      ipFailures >= LOGIN_PROTECTION.ipCaptchaAfter;
    return captcha
      ? new ApiError(error.statusCode, error.code, error.message, { captcha: true })
      : error;
  }

  private async succeed(
    account: LoginAccount,
    subject: string,
    input: Omit<LoginInput, 'username' | 'password'>,
    loginType: string,
  ): Promise<LoginResult> {
    const { db } = this.deps;
    if (account.disabled_at !== null) throw accountDisabled();
    await resetRate(db, 'login-fail', subject);
    const firstTimeLogin = account.first_login_at === null;
    if (firstTimeLogin) {
      await db
        .updateTable('accounts')
        .set({ first_login_at: input.now })
        .where('id', '=', account.id)
        .execute();
    }
    const maxAgeDays = input.passwordMaxAgeDays ?? this.deps.passwordMaxAgeDays;
    const maxAgeMs = maxAgeDays * 24 * 60 * 60 * 1000;
    const passwordExpired = input.now.getTime() - account.password_changed_at.getTime() > maxAgeMs;
    const token = await createSession(db, {
      accountId: account.id,
      brandId: input.brandId,
      ip: input.ip,
      now: input.now,
      policy: this.deps.sessionPolicy,
      loginType,
    });
    return {
      token,
      firstTimeLogin,
      passwordExpired,
      mustChangePassword: account.must_change_password,
    };
  }
}
