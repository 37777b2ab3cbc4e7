import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { AltchaCaptchaProvider } from '../security/captcha.js';
import type { CaptchaProvider } from '../security/captchaProvider.js';
import {
  hitRate,
  hitSlidingRate,
  lockedSince,
  peekSlidingRate,
  rateLimited,
  TOO_MANY_REQUESTS,
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
import type { LoginOutcome, LoginVerifyMethod } from '../../db/securityCentreSchema.js';
import { consumeSmsCode, invalidMobile, normaliseMobile } from '../verification/smsCodes.js';
import { isModuleEnabled, type Brand } from '../brands/brandRepository.js';
import { assertModuleEnabled } from '../brands/systemStatus.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from './password.js';
import { isPasswordExpired } from './passwordPolicy.js';
import { admitAttempt, clearPair, pairKey, purgeIdlePairs } from './loginThrottle.js';
import { createSession, type SessionPolicy } from './sessions.js';
import { linkIdentity } from './socialLogin.js';

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
  /** The brand's captcha provider; the local ALTCHA one when absent. */
  captchaProvider?: CaptchaProvider;
  /**
   * A social login attempt (services/auth/socialLogin.ts) whose identity this login links to
   * the account, once the session is granted (here, or after the new-address verification).
   */
  socialLink?: string;
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
 * address within the brand (another brand on the same address counts apart), over the last
 * quarter of an hour (sliding windows). From the account's 3rd failure a captcha is asked for
 * that account; an address asks it of every account only from its 10th failure across accounts
 * (issue 40 item 9: one member's typos must not bring the captcha to the family's other
 * accounts). Slowing down is per (account, address) pair, with a growing delay
 * (loginThrottle.ts), so a stranger's failures never lock the owner out; one address is refused
 * altogether after 30 failures across accounts (higher than 3 because mobile carriers share
 * addresses).
 */
export const LOGIN_PROTECTION = {
  windowMs: 15 * 60 * 1000,
  captchaAfter: 3,
  addressCaptchaAfter: 10,
  /**
   * The captcha's work doubles with each failure from the 5th (of the account or the address,
   * whichever has more in the window): 2, 4, 8, … at most 32 times the base proof of work.
   */
  captchaWork: { doublesFrom: 5, max: 32 },
  ipLockAfter: 30,
  lockMs: 5 * 60 * 1000,
  pairBackOff: {
    delayFrom: 3,
    baseDelayMs: 2_000,
    maxDelayMs: 5 * 60 * 1000,
    resetAfterMs: 60 * 60 * 1000,
  },
} as const;

/** The captcha work `failures` recent failed logins call for (1: the base proof of work). */
export function captchaWork(failures: number): number {
  const { doublesFrom, max } = LOGIN_PROTECTION.captchaWork;
  if (failures < doublesFrom) return 1;
  return Math.min(2 ** (failures - doublesFrom + 1), max);
}

/**
 * Failed logins, counted once their password was checked and found wrong (the attempts counted
 * up front, `login-fail`, include those still in flight): what the captcha's work rests on, so
 * parallel attempts of one moment ask for the same work.
 */
const failedWindow = (scope: 'login-failed' | 'login-failed-ip', key: string): RateWindow => ({
  scope,
  key,
  windowMs: LOGIN_PROTECTION.windowMs,
});

async function recentFailures(
  db: Kysely<Database>,
  input: { subject: string | null; address: string; now: Date },
): Promise<number> {
  const ip = await peekSlidingRate(db, failedWindow('login-failed-ip', input.address), input.now);
  const account = input.subject
    ? await peekSlidingRate(db, failedWindow('login-failed', input.subject), input.now)
    : 0;
  return Math.floor(Math.max(addressAsAccount(ip), account));
}

/**
 * An address's failures across accounts weigh as an account's from the address's own captcha
 * threshold on: 10 of them call for what 3 of one account do, and grow from there alike.
 */
const addressAsAccount = (failures: number) =>
  failures - (LOGIN_PROTECTION.addressCaptchaAfter - LOGIN_PROTECTION.captchaAfter);

/** An address's login counts are the brand's own: another brand's failures never count here. */
const brandAddress = (brandId: string, ip: string) => `${brandId}:${ip}`;

/**
 * The work of a captcha issued now for a login of `username` (or `mobileNum`) from `ip`: its
 * account's and its address's recent failures; without a name, the address's alone.
 */
export async function loginCaptchaWork(
  db: Kysely<Database>,
  input: { brandId: string; username?: string; mobileNum?: string; ip: string; now: Date },
): Promise<number> {
  const username = input.username?.trim().toLowerCase();
  const mobileNum = input.mobileNum === undefined ? null : normaliseMobile(input.mobileNum);
  const subject = username
    ? `${input.brandId}:${username}`
    : mobileNum
      ? `${input.brandId}:sms:${mobileNum}`
      : null;
  return captchaWork(
    await recentFailures(db, {
      subject,
      address: brandAddress(input.brandId, input.ip),
      now: input.now,
    }),
  );
}

export const LOGIN_DELAYED_MESSAGE = 'Too many failed attempts, please wait and try again';

const loginDelayed = (retryAfterMs: number) =>
  new ApiError(429, 'LOGIN_DELAYED', LOGIN_DELAYED_MESSAGE, {
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    captcha: true,
  });

/** The address failed too often across accounts: refused for a while, said how long. */
const addressLocked = (retryAfterMs: number) =>
  rateLimited(TOO_MANY_REQUESTS, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

export const ACCOUNT_DISABLED_MESSAGE = 'Non-member account unable to login';

export const accountDisabled = () =>
  new ApiError(403, 'ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);

/** An admitted attempt, already counted as a failure until it turns out right. */
interface CountedAttempt {
  /** Records the failure; the error to answer, with the captcha flag once a captcha is due. */
  failed(error: ApiError): Promise<ApiError>;
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
  /** Checks local captchas when the caller names no provider (it issues none). */
  readonly #localCaptcha: CaptchaProvider;

  constructor(private readonly deps: LoginDependencies) {
    this.#localCaptcha = new AltchaCaptchaProvider(deps.db, 1);
  }

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
    if (!account || !valid) throw await attempt.failed(errors.loginFailed());
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
      throw await attempt.failed(
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
    const { now } = input;
    const ip = brandAddress(input.brandId, input.ip);
    const lockedAt = await lockedSince(db, 'login-lock-ip', ip, now, LOGIN_PROTECTION.lockMs);
    if (lockedAt) throw addressLocked(lockedAt.getTime() + LOGIN_PROTECTION.lockMs - now.getTime());
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
        throw addressLocked(LOGIN_PROTECTION.lockMs);
      }
      // Failures before this attempt (the counts include it).
      if (
        accountFailures > LOGIN_PROTECTION.captchaAfter ||
        ipFailures > LOGIN_PROTECTION.addressCaptchaAfter
      ) {
        // One failure of slack: an attempt racing another of the same moment, which failed
        // first, brings the captcha both were issued.
        const failures = await recentFailures(db, { subject, address: ip, now });
        await this.checkCaptcha(input, captchaWork(failures - 1));
      }
      // The subject names the brand already: the pair keeps the plain address.
      const pair = pairKey(subject, input.ip);
      const decision = await admitAttempt(db, LOGIN_PROTECTION.pairBackOff, pair, now);
      if (!decision.allowed) throw loginDelayed(decision.retryAfterMs);
      if (Math.random() < 0.01) await purgeIdlePairs(db, LOGIN_PROTECTION.pairBackOff, now);
      const captcha =
        accountFailures >= LOGIN_PROTECTION.captchaAfter ||
        ipFailures >= LOGIN_PROTECTION.addressCaptchaAfter;
      return {
        failed: async (error) => {
          await hitRate(db, failedWindow('login-failed', subject), now);
          await hitRate(db, failedWindow('login-failed-ip', ip), now);
          return captcha
            ? new ApiError(error.statusCode, error.code, error.message, { captcha: true })
            : error;
        },
        succeeded: async () => {
          await resetRate(db, 'login-fail', subject);
          await resetRate(db, 'login-failed', subject);
          await releaseRate(db, ipWindow, now);
          await clearPair(db, pair);
        },
      };
    } catch (error) {
      await takeBack();
      throw error;
    }
  }

  /**
   * Checks (and uses up) the captcha with the brand's provider, at the work the recent failures
   * call for. One issued easier (fetched before them, or without naming the account) is refused
   * like a wrong one, with the work to ask for: `{ captcha: true, work }`.
   */
  private async checkCaptcha(
    input: Omit<LoginInput, 'username' | 'password'>,
    work: number,
  ): Promise<void> {
    if (!input.captcha || !input.captchaId) {
      throw new ApiError(400, 'CAPTCHA_REQUIRED', 'Please enter the captcha', { captcha: true });
    }
    const provider = input.captchaProvider ?? this.#localCaptcha;
    const verdict = await provider.verify({
      captchaId: input.captchaId,
      answer: input.captcha,
      clientIp: input.ip,
      now: input.now,
      work,
    });
    if (verdict !== 'passed') {
      throw new ApiError(
        400,
        'CAPTCHA_INVALID',
        'Invalid captcha, please try again',
        verdict === 'tooEasy' ? { captcha: true, work } : { captcha: true },
      );
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
    const outcome: LoginOutcome = {
      ...this.outcomeOf(account, input),
      ...(input.socialLink ? { socialLink: input.socialLink } : {}),
    };
    return this.admitAndOpen(account.id, { ...input, loginType }, outcome);
  }

  /**
   * spec §4: from an address the member never used, no token before the extra verification.
   * A social link waits for the session (the verification's right answer links it in verify).
   */
  private async admitAndOpen(
    accountId: string,
    input: { brandId: string; ip: string; now: Date; userAgent?: string; loginType: string },
    outcome: LoginOutcome,
  ): Promise<LoginResult> {
    const decision = await admitLoginAddress(this.deps.db, {
      accountId,
      brandId: input.brandId,
      ip: input.ip,
      loginType: input.loginType,
      outcome,
      now: input.now,
    });
    if (decision.status === 'locked') throw verificationLocked(decision);
    if (decision.status === 'challenge') throw verificationRequired(decision);
    return this.openSession(accountId, input, outcome);
  }

  /**
   * A sign-in by a linked social identity: the provider proved the identity, not the member's
   * presence here, so a new address gets the same challenge as a password login (and the first
   * login of an account trusts its address, as always). The caller has used the attempt up.
   */
  async socialSignIn(input: {
    accountId: string;
    provider: string;
    brandId: string;
    ip: string;
    now: Date;
    userAgent?: string;
    passwordMaxAgeDays?: number | null;
  }): Promise<LoginResult> {
    const account = await this.selectAccount()
      .where('id', '=', input.accountId)
      .where('brand_id', '=', input.brandId)
      .executeTakeFirstOrThrow();
    if (account.disabled_at !== null) throw accountDisabled();
    await this.deps.db
      .updateTable('social_identities')
      .set({ last_used_at: input.now })
      .where('account_id', '=', account.id)
      .where('provider', '=', input.provider)
      .execute();
    return this.admitAndOpen(
      account.id,
      { ...input, loginType: `social:${input.provider}` },
      this.outcomeOf(account, input),
    );
  }

  private outcomeOf(
    account: LoginAccount,
    input: { now: Date; passwordMaxAgeDays?: number | null },
  ): LoginOutcome {
    return {
      firstTimeLogin: account.first_login_at === null,
      passwordExpired: isPasswordExpired(
        account.password_changed_at,
        input.now,
        input.passwordMaxAgeDays ?? this.deps.passwordMaxAgeDays,
      ),
      mustChangePassword: account.must_change_password,
    };
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
    { socialLink, ...outcome }: LoginOutcome,
  ): Promise<LoginResult> {
    const { db } = this.deps;
    if (socialLink)
      await linkIdentity(db, {
        attemptId: socialLink,
        accountId,
        brandId: input.brandId,
        now: input.now,
      });
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

/** The login form of spec §3 (`type` username or sms), as the login and link routes take it. */
export interface LoginForm {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  verificationCode?: string;
}

/**
 * Logs in by the form: username and password, or (`type: 'sms'`, when the brand's
 * verification-code login is on) mobile number and SMS code. Linking a social identity
 * (`common.socialLink`) takes an SMS code also where mobile registration is on: a member who
 * registered by mobile may have no password, and the code is the proof the linking rule asks for.
 */
export function loginByForm(
  passwordLogin: PasswordLogin,
  brand: Brand,
  form: LoginForm,
  common: Omit<LoginInput, 'username' | 'password'>,
): Promise<LoginResult> {
  if (form.type === 'sms') {
    if (!(common.socialLink && isModuleEnabled(brand, 'MOBILE_REGISTER')))
      assertModuleEnabled(brand, 'VERIFICATION_CODE_LOGIN');
    const mobileNum = normaliseMobile(form.mobileNum ?? form.username);
    if (!mobileNum) throw invalidMobile();
    const code = form.verificationCode ?? form.password ?? '';
    return passwordLogin.loginBySms({ ...common, mobileNum, code });
  }
  return passwordLogin.login({
    ...common,
    username: form.username ?? '',
    password: form.password ?? '',
  });
}
