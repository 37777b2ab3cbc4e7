import { createHash, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { MAX_CHALLENGE_ATTEMPTS } from '../../db/migrations/0022_security_centre.js';
import type { Database } from '../../db/schema.js';
import type { LoginOutcome, LoginVerifyMethod } from '../../db/securityCentreSchema.js';
import { ApiError } from '../../errors.js';
import { hashToken, newToken } from '../auth/sessions.js';
import type { Brand } from '../brands/brandRepository.js';
import { sendMemberMessage } from '../messages/memberMessages.js';
import type { Providers } from '../providers/providers.js';
import {
  hitSlidingRate,
  lockedSince,
  resetRate,
  setLock,
  takeRate,
  type RateWindow,
} from '../security/rateLimiter.js';
import { securitySettings } from '../security/settings.js';
import { consumeMemberCode, EMAIL_CODE_MINUTES, sendMemberCode } from './memberCodes.js';
import type { SecretBox } from '../security/secretBox.js';
import { consumeTotpCode, MEMBER_TOTP } from './totp.js';

/**
 * New-address verification (spec §4): a login with the right password from an address the
 * member never logged in from gets no token but a challenge, answered with whichever the
 * member has of an SMS code to the confirmed phone, an e-mail code to the confirmed address,
 * the bank account holder's name (the real name on file) or an authenticator code.
 *
 * - The first successful login of an account (no address known yet, as for seeded or newly
 *   registered accounts) trusts its address; so does a member with no method at all.
 * - A challenge lives 10 minutes, belongs to one account, brand and client address, allows 5
 *   answers (each reserved by one conditional UPDATE before it is checked) and is used once.
 * - The address is `request.clientIp()`, which believes X-Forwarded-For only from the trusted
 *   proxies, so a forged header changes nothing.
 * - Whoever has the password could otherwise log in again and again, each time with a fresh
 *   challenge and five fresh answers (and a fresh code to the member's phone or mailbox). So
 *   wrong answers count per account across challenges, and challenges are limited per account
 *   and address (VERIFICATION_LIMITS, sliding windows in rate_limits): the tenth wrong answer
 *   of an hour, or the eleventh challenge of an hour, locks the new-address path of the account
 *   for a day and tells the member (a `login_verification_locked` message). Addresses the member
 *   used before keep working; a sixth challenge of an hour from one address is refused alone.
 */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export const VERIFICATION_LIMITS = {
  windowMs: 60 * 60_000,
  wrongAnswersPerAccount: 10,
  challengesPerAddress: 5,
  challengesPerAccount: 10,
  lockMs: 24 * 60 * 60_000,
} as const;

const LOCK_SCOPE = 'login-verify-lock';
const window = (scope: string, key: string): RateWindow => ({
  scope,
  key,
  windowMs: VERIFICATION_LIMITS.windowMs,
});
const wrongAnswers = (accountId: string) => window('login-verify-fail', accountId);

export const verificationErrors = {
  challengeInvalid: () =>
    new ApiError(
      400,
      'LOGIN_CHALLENGE_INVALID',
      'The verification has expired, please log in again',
    ),
  methodUnavailable: () =>
    new ApiError(400, 'LOGIN_VERIFY_METHOD', 'This verification method is not available', {
      field: 'method',
    }),
  failed: (attemptsLeft: number) =>
    new ApiError(400, 'LOGIN_VERIFY_FAILED', 'The verification answer is incorrect', {
      field: 'code',
      attemptsLeft,
    }),
  locked: (retryAfterMs: number) =>
    new ApiError(
      429,
      'LOGIN_VERIFICATION_LOCKED',
      'Too many verification attempts: logging in from a new address is paused. Log in from a device you have used before, or try again later.',
      { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) },
    ),
};

/** How long the new-address path of the account stays locked, or null when it is open. */
async function lockRemainingMs(
  db: Kysely<Database>,
  accountId: string,
  now: Date,
): Promise<number | null> {
  const since = await lockedSince(db, LOCK_SCOPE, accountId, now, VERIFICATION_LIMITS.lockMs);
  return since === null ? null : since.getTime() + VERIFICATION_LIMITS.lockMs - now.getTime();
}

async function assertNotLocked(db: Kysely<Database>, accountId: string, now: Date): Promise<void> {
  const remaining = await lockRemainingMs(db, accountId, now);
  if (remaining !== null) throw verificationErrors.locked(remaining);
}

interface LockInput {
  accountId: string;
  ip: string;
  reason: 'answers' | 'challenges';
  now: Date;
}

/** Holds the account's row: the new-address decisions of one account run one at a time. */
async function holdAccountRow(trx: Kysely<Database>, accountId: string): Promise<void> {
  await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
}

/**
 * Locks the account's new-address path for a day and tells the member, once: under the
 * account's row lock, so of two tries that cross the limit together one writes the notice.
 */
async function lockNewAddresses(db: Kysely<Database>, input: LockInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdAccountRow(trx, input.accountId);
    await lockWithRowHeld(trx, input);
  });
}

/** lockNewAddresses inside a transaction that already holds the account's row lock. */
async function lockWithRowHeld(trx: Kysely<Database>, input: LockInput): Promise<void> {
  const { accountId, now } = input;
  if ((await lockRemainingMs(trx, accountId, now)) !== null) return;
  await setLock(trx, LOCK_SCOPE, accountId, now);
  const lockedUntil = new Date(now.getTime() + VERIFICATION_LIMITS.lockMs);
  await sendMemberMessage(trx, {
    accountId,
    type: 'login_verification_locked',
    title: 'Logins from new addresses paused',
    body:
      input.reason === 'answers'
        ? `Someone who knows your password gave too many wrong verification answers (last from ${input.ip}). Logging in from a new address is paused until ${lockedUntil.toISOString()}. If it was not you, change your password.`
        : `Someone who knows your password tried to log in from too many new addresses (last from ${input.ip}). Logging in from a new address is paused until ${lockedUntil.toISOString()}. If it was not you, change your password.`,
    params: { reason: input.reason, ip: input.ip, lockedUntil: lockedUntil.toISOString() },
    now,
  });
}

interface AccountFacts {
  mobile_num: string | null;
  country_dialing_code: string | null;
  mobile_verified_at: Date | null;
  email: string | null;
  email_verified_at: Date | null;
  payee_name: string | null;
  totp: boolean;
}

function selectFacts(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('member_totp as t', (join) =>
      join.onRef('t.account_id', '=', 'a.id').on('t.confirmed_at', 'is not', null),
    )
    .select([
      'a.mobile_num',
      'a.country_dialing_code',
      'a.mobile_verified_at',
      'a.email',
      'a.email_verified_at',
      sql<string | null>`a.profile->>'payeeName'`.as('payee_name'),
      sql<boolean>`t.account_id is not null`.as('totp'),
    ])
    .where('a.id', '=', accountId);
}

function methodsOf(facts: AccountFacts): LoginVerifyMethod[] {
  const methods: LoginVerifyMethod[] = [];
  if (facts.mobile_verified_at) methods.push('sms');
  if (facts.email_verified_at) methods.push('email');
  if (facts.payee_name) methods.push('bankName');
  if (facts.totp) methods.push('totp');
  return methods;
}

const mobileTarget = (facts: AccountFacts) =>
  `${facts.country_dialing_code ?? '880'}:${facts.mobile_num ?? ''}`;

/** '+880 ••••5678' and 'd•••@brand.example': enough to recognise, not to learn. */
function destinations(facts: AccountFacts) {
  const mobile = facts.mobile_verified_at && facts.mobile_num;
  const email = facts.email_verified_at && facts.email;
  return {
    sms: mobile ? `+${facts.country_dialing_code ?? '880'} ••••${mobile.slice(-4)}` : null,
    email: email ? `${email.slice(0, 1)}•••${email.slice(email.indexOf('@'))}` : null,
  };
}

async function rememberAddress(
  db: Kysely<Database>,
  accountId: string,
  ip: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('account_login_ips')
    .values({ account_id: accountId, ip, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'ip']).doUpdateSet({ last_seen_at: now }))
    .execute();
}

export type AddressDecision =
  | { status: 'trusted' }
  /** The new-address path is locked, or this address asked for too many challenges. */
  | { status: 'locked'; retryAfterMs: number }
  | {
      status: 'challenge';
      challengeId: string;
      methods: LoginVerifyMethod[];
      expiresInSeconds: number;
      destinations: { sms: string | null; email: string | null };
    };

/**
 * Decides a login with the right password: trusted (the address is remembered) or challenged.
 * The account row is locked so two first logins from two addresses do not both count as first.
 * An SMS login with the confirmed phone has already proved the phone.
 */
export async function admitLoginAddress(
  db: Kysely<Database>,
  input: {
    accountId: string;
    brandId: string;
    ip: string;
    loginType: string;
    outcome: LoginOutcome;
    now: Date;
  },
): Promise<AddressDecision> {
  return db.transaction().execute(async (trx) => {
    await holdAccountRow(trx, input.accountId);
    const known = await trx
      .selectFrom('account_login_ips')
      .select('ip')
      .where('account_id', '=', input.accountId)
      .execute();
    const facts = await selectFacts(trx, input.accountId).executeTakeFirstOrThrow();
    const methods = methodsOf(facts);
    const trusted =
      known.length === 0 ||
      known.some((row) => row.ip === input.ip) ||
      methods.length === 0 ||
      (input.loginType === 'sms' && methods.includes('sms'));
    if (trusted) {
      await rememberAddress(trx, input.accountId, input.ip, input.now);
      return { status: 'trusted' };
    }
    const locked = await lockRemainingMs(trx, input.accountId, input.now);
    if (locked !== null) return { status: 'locked', retryAfterMs: locked };
    const perAddress = window('login-challenge-ip', `${input.accountId}|${input.ip}`);
    if (
      !(await takeRate(
        trx,
        { ...perAddress, limit: VERIFICATION_LIMITS.challengesPerAddress },
        input.now,
      ))
    )
      return { status: 'locked', retryAfterMs: VERIFICATION_LIMITS.windowMs };
    const perAccount = window('login-challenge', input.accountId);
    if (
      !(await takeRate(
        trx,
        { ...perAccount, limit: VERIFICATION_LIMITS.challengesPerAccount },
        input.now,
      ))
    ) {
      // The row lock is held: this transaction took it first.
      await lockWithRowHeld(trx, { ...input, reason: 'challenges' });
      return { status: 'locked', retryAfterMs: VERIFICATION_LIMITS.lockMs };
    }
    const challengeId = newToken();
    await trx
      .insertInto('login_challenges')
      .values({
        id_hash: hashToken(challengeId),
        account_id: input.accountId,
        brand_id: input.brandId,
        ip: input.ip,
        login_type: input.loginType,
        methods,
        outcome: JSON.stringify(input.outcome),
        created_at: input.now,
        expires_at: new Date(input.now.getTime() + CHALLENGE_TTL_MS),
      })
      .execute();
    return {
      status: 'challenge',
      challengeId,
      methods,
      expiresInSeconds: CHALLENGE_TTL_MS / 1000,
      destinations: destinations(facts),
    };
  });
}

export const verificationLocked = (decision: Extract<AddressDecision, { status: 'locked' }>) =>
  verificationErrors.locked(decision.retryAfterMs);

export const verificationRequired = (decision: Extract<AddressDecision, { status: 'challenge' }>) =>
  new ApiError(403, 'LOGIN_VERIFICATION_REQUIRED', 'verify first', {
    challengeId: decision.challengeId,
    methods: decision.methods,
    expiresInSeconds: decision.expiresInSeconds,
    destinations: decision.destinations,
  });

interface ChallengeKey {
  challengeId: string;
  brandId: string;
  ip: string;
  now: Date;
}

/** A live challenge of this brand opened from this address, or null. */
function liveChallenge(db: Kysely<Database>, key: ChallengeKey) {
  return db
    .selectFrom('login_challenges')
    .select(['account_id', 'methods'])
    .where('id_hash', '=', hashToken(key.challengeId))
    .where('brand_id', '=', key.brandId)
    .where('ip', '=', key.ip)
    .where('used_at', 'is', null)
    .where('expires_at', '>', key.now)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .executeTakeFirst();
}

/** Sends the login code of a challenge to the confirmed phone or e-mail address. */
export async function sendChallengeCode(
  db: Kysely<Database>,
  providers: Providers,
  input: ChallengeKey & { brand: Brand; method: 'sms' | 'email' },
): Promise<{ expiredMinutes: number }> {
  const challenge = await liveChallenge(db, input);
  if (!challenge) throw verificationErrors.challengeInvalid();
  await assertNotLocked(db, challenge.account_id, input.now);
  if (!challenge.methods.includes(input.method)) throw verificationErrors.methodUnavailable();
  const facts = await selectFacts(db, challenge.account_id).executeTakeFirstOrThrow();
  const sms = input.method === 'sms';
  return sendMemberCode(db, providers, {
    accountId: challenge.account_id,
    brandId: input.brandId,
    purpose: sms ? 'login_sms' : 'login_email',
    channel: input.method,
    target: sms ? mobileTarget(facts) : facts.email!,
    address: sms
      ? `+${facts.country_dialing_code ?? '880'}${facts.mobile_num!.replace(/^0+/, '')}`
      : facts.email!,
    expiredMinutes: sms ? securitySettings(input.brand).smsExpiredMinutes : EMAIL_CODE_MINUTES,
    now: input.now,
  });
}

const digest = (value: string) =>
  createHash('sha256')
    .update(value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase())
    .digest();

async function answerMatches(
  db: Kysely<Database>,
  secretBox: SecretBox,
  accountId: string,
  method: LoginVerifyMethod,
  answer: string,
  now: Date,
): Promise<boolean> {
  const facts = await selectFacts(db, accountId).executeTakeFirstOrThrow();
  switch (method) {
    case 'sms':
      return consumeMemberCode(db, {
        accountId,
        purpose: 'login_sms',
        target: mobileTarget(facts),
        code: answer,
        now,
      });
    case 'email':
      return consumeMemberCode(db, {
        accountId,
        purpose: 'login_email',
        target: facts.email ?? '',
        code: answer,
        now,
      });
    case 'bankName':
      return facts.payee_name !== null && timingSafeEqual(digest(facts.payee_name), digest(answer));
    case 'totp':
      return consumeTotpCode(db, secretBox, MEMBER_TOTP, {
        id: accountId,
        code: answer,
        confirmed: true,
        now,
      });
  }
}

/**
 * Answers a challenge. The attempt is reserved first (so a burst of guesses cannot exceed 5),
 * then checked; a wrong answer also counts against the account, across its challenges, and the
 * tenth of an hour locks the new-address path. The right answer uses the challenge up (once)
 * and remembers the address. The caller then opens the session with the login's stored outcome.
 */
export async function answerChallenge(
  db: Kysely<Database>,
  secretBox: SecretBox,
  input: ChallengeKey & { method: LoginVerifyMethod; answer: string },
): Promise<{ accountId: string; loginType: string; outcome: LoginOutcome }> {
  const live = await liveChallenge(db, input);
  if (live) await assertNotLocked(db, live.account_id, input.now);
  const reserved = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id_hash', '=', hashToken(input.challengeId))
    .where('brand_id', '=', input.brandId)
    .where('ip', '=', input.ip)
    .where('used_at', 'is', null)
    .where('expires_at', '>', input.now)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .returning(['account_id', 'methods', 'login_type', 'outcome', 'attempts'])
    .executeTakeFirst();
  if (!reserved) throw verificationErrors.challengeInvalid();
  if (!reserved.methods.includes(input.method)) throw verificationErrors.methodUnavailable();
  const matches = await answerMatches(
    db,
    secretBox,
    reserved.account_id,
    input.method,
    input.answer,
    input.now,
  );
  if (!matches) {
    const wrong = await hitSlidingRate(db, wrongAnswers(reserved.account_id), input.now);
    if (wrong >= VERIFICATION_LIMITS.wrongAnswersPerAccount) {
      await lockNewAddresses(db, {
        accountId: reserved.account_id,
        ip: input.ip,
        reason: 'answers',
        now: input.now,
      });
      throw verificationErrors.locked(VERIFICATION_LIMITS.lockMs);
    }
    const attemptsLeft = Math.min(
      MAX_CHALLENGE_ATTEMPTS - reserved.attempts,
      Math.floor(VERIFICATION_LIMITS.wrongAnswersPerAccount - wrong),
    );
    throw attemptsLeft > 0
      ? verificationErrors.failed(attemptsLeft)
      : verificationErrors.challengeInvalid();
  }
  const used = await db
    .updateTable('login_challenges')
    .set({ used_at: input.now })
    .where('id_hash', '=', hashToken(input.challengeId))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw verificationErrors.challengeInvalid();
  await resetRate(db, 'login-verify-fail', reserved.account_id);
  await rememberAddress(db, reserved.account_id, input.ip, input.now);
  return {
    accountId: reserved.account_id,
    loginType: reserved.login_type,
    outcome: reserved.outcome,
  };
}
