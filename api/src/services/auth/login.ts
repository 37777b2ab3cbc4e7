import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { consumeCaptcha } from '../security/captcha.js';
import {
  hitSlidingRate,
  isLocked,
  rateLimited,
  releaseRate,
  resetRate,
  setLock,
  type RateWindow,
} from '../security/rateLimiter.js';
import {
  admitLoginAddress,
  answerChallenge,
  verificationLocked,
  verificationRequired,
} from '../security-centre/loginVerification.js';
import type { SecretBox } from '../security/secretBox.js';
import type { LoginVerifyMethod } from '../../db/securityCentreSchema.js';
import { consumeSmsCode } from '../verification/smsCodes.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from './password.js';
import { isPasswordExpired } from './passwordPolicy.js';
import { admitAttempt, clearPair, pairKey, purgeIdlePairs } from './loginThrottle.js';
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
  /** The browser's User-Agent, shown in the member's list of sessions. */
  userAgent?: string;
}

export interface VerifyLoginInput {
  brandId: string;
  ip: string;
  now: Date;
  userAgent?: string;
  challengeId: string;
  method: LoginVerifyMethod;
  answer: string;
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
  /** Opens a member's authenticator secret for a login from a new address. */
  secretBox: SecretBox;
}

/**
 * Login protection (spec §4 login flow). Every attempt is counted up front, before anything is
 * checked, so parallel attempts see each other: per account (from anywhere) and per client
 * address, over the last quarter of an hour (sliding windows). From the 3rd failure of either,
 * a captcha is asked. Slowing down is per (account, address) pair, with a growing delay
 * (loginThrottle.ts), so a stranger's failures never lock the owner out; one address is refused
 * altogether after 30 failures across accounts (higher than 3 because mobile carriers share
 * addresses).
 */
export const LOGIN_PROTECTION = {
  windowMs: 15 * 60 * 1000,
  captchaAfter: 3,
  ipLockAfter: 30,
  lockMs: 5 * 60 * 1000,
  pairBackOff: {
    delayFrom: 3,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60 * 1000,
    resetAfterMs: 60 * 60 * 1000,
  },
} as const;

export const LOGIN_DELAYED_MESSAGE = 'Too many failed attempts, please wait and try again';

const loginDelayed = (retryAfterMs: number) =>
  new ApiError(429, 'LOGIN_DELAYED', LOGIN_DELAYED_MESSAGE, {
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    captcha: true,
  });

export const ACCOUNT_DISABLED_MESSAGE = 'Non-member account unable to login';

export const accountDisabled = () =>
  new ApiError(403, 'ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);

/** An admitted attempt, already counted as a failure until it turns out right. */
interface CountedAttempt {
  /** The error to answer, with the captcha flag once a captcha is due. */
  failed(error: ApiError): ApiError;
  /** The credentials were right: the account's and the pair's failures start again. */
  succeeded(): Promise<void>;
}

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
    const attempt = await this.admit(`${input.brandId}:${usernameKey}`, input);
    const account = await this.selectAccount()
      .where('brand_id', '=', input.brandId)
      .where('username_key', '=', usernameKey)
      .executeTakeFirst();
    const valid = await verifyPassword(
      input.password,
      account?.password_hash ?? (await this.dummyHash()),
    );
    if (!account || !valid) throw attempt.failed(errors.loginFailed());
    return this.succeed(account, attempt, input, 'password');
  }

  async loginBySms(input: SmsLoginInput): Promise<LoginResult> {
    const attempt = await this.admit(`${input.brandId}:sms:${input.mobileNum}`, input);
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
      throw attempt.failed(
        new ApiError(401, 'LOGIN_FAILED', 'Please enter a valid verification code'),
      );
    }
    return this.succeed(account, attempt, input, 'sms');
  }

  /**
   * Counts the attempt as a failure of the account and the address (atomic upserts that
   * return the new counts), then refuses it while the address is locked, asks for and burns a
   * captcha after repeated failures, and waits out the pair's back-off. Only then may the
   * caller check the password; an attempt refused here is taken back off the counts.
   */
  private async admit(
    subject: string,
    input: Omit<LoginInput, 'username' | 'password'>,
  ): Promise<CountedAttempt> {
    const { db } = this.deps;
    const { now, ip } = input;
    if (await isLocked(db, 'login-lock-ip', ip, now, LOGIN_PROTECTION.lockMs)) {
      throw rateLimited();
    }
    const accountWindow: RateWindow = {
      scope: 'login-fail',
      key: subject,
      windowMs: LOGIN_PROTECTION.windowMs,
    };
    const ipWindow: RateWindow = {
      scope: 'login-fail-ip',
      key: ip,
      windowMs: LOGIN_PROTECTION.windowMs,
    };
    const accountFailures = await hitSlidingRate(db, accountWindow, now);
    const ipFailures = await hitSlidingRate(db, ipWindow, now);
    const takeBack = async () => {
      await releaseRate(db, accountWindow, now);
      await releaseRate(db, ipWindow, now);
    };
    try {
      if (ipFailures > LOGIN_PROTECTION.ipLockAfter) {
        await setLock(db, 'login-lock-ip', ip, now);
        throw rateLimited();
      }
      // Failures before this attempt (the counts include it).
      if (
        accountFailures > LOGIN_PROTECTION.captchaAfter ||
        ipFailures > LOGIN_PROTECTION.captchaAfter
      ) {
        await this.checkCaptcha(input);
      }
      const pair = pairKey(subject, ip);
      const decision = await admitAttempt(db, LOGIN_PROTECTION.pairBackOff, pair, now);
      if (!decision.allowed) throw loginDelayed(decision.retryAfterMs);
      if (Math.random() < 0.01) await purgeIdlePairs(db, LOGIN_PROTECTION.pairBackOff, now);
      const captcha =
        accountFailures >= LOGIN_PROTECTION.captchaAfter ||
        ipFailures >= LOGIN_PROTECTION.captchaAfter;
      return {
        failed: (error) =>
          captcha
            ? new ApiError(error.statusCode, error.code, error.message, { captcha: true })
            : error,
        succeeded: async () => {
          await resetRate(db, 'login-fail', subject);
          await releaseRate(db, ipWindow, now);
          await clearPair(db, pair);
        },
      };
    } catch (error) {
      await takeBack();
      throw error;
    }
  }

  private async checkCaptcha(input: Omit<LoginInput, 'username' | 'password'>): Promise<void> {
    if (!input.captcha || !input.captchaId) {
      throw new ApiError(400, 'CAPTCHA_REQUIRED', 'Please enter the captcha', { captcha: true });
    }
    const passed = await consumeCaptcha(this.deps.db, {
      captchaId: input.captchaId,
      answer: input.captcha,
      clientIp: input.ip,
      now: input.now,
    });
    if (!passed) {
      throw new ApiError(400, 'CAPTCHA_INVALID', 'Invalid captcha, please try again', {
        captcha: true,
      });
    }
  }

  private async succeed(
    account: LoginAccount,
    attempt: CountedAttempt,
    input: Omit<LoginInput, 'username' | 'password'>,
    loginType: string,
  ): Promise<LoginResult> {
    // The right password is no failure, even for a disabled account.
    await attempt.succeeded();
    if (account.disabled_at !== null) throw accountDisabled();
    const outcome = {
      firstTimeLogin: account.first_login_at === null,
      passwordExpired: isPasswordExpired(
        account.password_changed_at,
        input.now,
        input.passwordMaxAgeDays ?? this.deps.passwordMaxAgeDays,
      ),
      mustChangePassword: account.must_change_password,
    };
    // spec §4: from an address the member never used, no token before the extra verification.
    const decision = await admitLoginAddress(this.deps.db, {
      accountId: account.id,
      brandId: input.brandId,
      ip: input.ip,
      loginType,
      outcome,
      now: input.now,
    });
    if (decision.status === 'locked') throw verificationLocked(decision);
    if (decision.status === 'challenge') throw verificationRequired(decision);
    return this.openSession(account.id, { ...input, loginType }, outcome);
  }

  /** Answers a new-address challenge; the right answer opens the session the login held back. */
  async verify(input: VerifyLoginInput): Promise<LoginResult> {
    const verified = await answerChallenge(this.deps.db, this.deps.secretBox, input);
    const account = await this.selectAccount()
      .where('id', '=', verified.accountId)
      .executeTakeFirstOrThrow();
    if (account.disabled_at !== null) throw accountDisabled();
    return this.openSession(
      account.id,
      { ...input, loginType: verified.loginType },
      verified.outcome,
    );
  }

  private async openSession(
    accountId: string,
    input: { brandId: string; ip: string; now: Date; userAgent?: string; loginType: string },
    outcome: Omit<LoginResult, 'token'>,
  ): Promise<LoginResult> {
    const { db } = this.deps;
    if (outcome.firstTimeLogin) {
      await db
        .updateTable('accounts')
        .set({ first_login_at: input.now })
        .where('id', '=', accountId)
        .where('first_login_at', 'is', null)
        .execute();
    }
    const token = await createSession(db, {
      accountId,
      brandId: input.brandId,
      ip: input.ip,
      now: input.now,
      policy: this.deps.sessionPolicy,
      loginType: input.loginType,
      userAgent: input.userAgent,
    });
    return { token, ...outcome };
  }
}
