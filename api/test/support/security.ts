import { webcrypto } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import type { PublicEncryptionInfo } from '../../src/services/security/payloadCipher.js';
import { body, type TestClock } from './testApp.js';

/** Solves an issued captcha the way the site's Web Worker does: the real proof of work. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return String(solution.counter);
}

/** Fetches a captcha for `ip` and solves it. */
export async function solvedCaptcha(
  app: FastifyInstance,
  clock: TestClock,
  ip: string,
  headers: Record<string, string>,
): Promise<{ captchaId: string; captcha: string }> {
  clock.advance(1_001); // captcha refresh is limited to once a second per client
  const response = await app.inject({
    method: 'GET',
    url: '/wps/captcha',
    headers,
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.body}`);
  const { captchaId, challenge } = body<{ captchaId: string; challenge: Challenge }>(
    response,
  ).value;
  return { captchaId, captcha: await solveCaptcha(challenge) };
}

/**
 * Marks the e-mail address on file of `username` (every brand) as confirmed, as binding it in
 * the security centre does: a reset link goes to a confirmed address only.
 */
export async function confirmEmailOnFile(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ email_verified_at: new Date() })
    .where('username', '=', username)
    .where('email', 'is not', null)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** spec §5: asks for a registration SMS code for a Bangladeshi number, as the site's form does. */
export const requestRegisterSms = (
  app: FastifyInstance,
  headers: Record<string, string>,
  ip: string,
  mobileNo: string,
) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    headers,
    remoteAddress: ip,
    payload: { mobileNo, countryDialingCode: '880' },
  });

/** Where the outbox records an SMS to a local number: +880 and the number without its 0. */
export const smsRecipient = (mobileNo: string) => `+880${mobileNo.replace(/^0+/, '')}`;

/** How many messages (SMS or e-mail) the outbox provider recorded for a recipient. */
export async function outboxCount(db: Kysely<Database>, recipient: string): Promise<number> {
  const row = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The public registration form, filled in as a visitor does, with a valid password. */
export const registrationForm = (fields: {
  username: string;
  mobileNum: string;
  verificationCode: string;
  captcha: { captchaId: string; captcha: string };
}) => ({
  username: fields.username,
  password: 'Secret@2026',
  confirmPassword: 'Secret@2026',
  mobileNum: fields.mobileNum,
  countryDialingCode: '880',
  verificationCode: fields.verificationCode,
  ...fields.captcha,
});

/** The latest SMS code the outbox provider recorded for a recipient. */
export async function latestSmsCode(db: Kysely<Database>, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('channel', '=', 'sms')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\b(\d{6})\b/.exec(row.body);
  if (!match) throw new Error(`no code in ${row.body}`);
  return match[1]!;
}

const b64 = (data: ArrayBuffer | Uint8Array) =>
  Buffer.from(data instanceof Uint8Array ? data : new Uint8Array(data)).toString('base64');

/** What a browser does: RSA-OAEP-256 wraps a fresh AES-256-GCM key that encrypts the JSON. */
export async function encryptPayload(info: PublicEncryptionInfo, payload: unknown) {
  const { subtle } = webcrypto;
  const publicKey = await subtle.importKey(
    'jwk',
    info.publicKeyJwk as webcrypto.JsonWebKey,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawKey = await subtle.exportKey('raw', aesKey);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  return {
    keyId: info.keyId,
    encryptedKey: b64(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey)),
    iv: b64(iv),
    ciphertext: b64(ciphertext),
  };
}

/**
 * Moves the clock to just after the start of the next fixed window, so a test's events fall in
 * one window and the sliding reading counts them whole (a key used before in the file would
 * still weigh from the previous window).
 */
export function alignToWindow(clock: TestClock, windowMs = 15 * 60 * 1000): void {
  const now = clock.now().getTime();
  clock.advance(windowMs - (now % windowMs) + 1_000);
}

/**
 * Moves the clock forward to `offsetMs` from the next boundary of `windowMs` windows (negative:
 * before it) and returns that boundary.
 */
export function nearBoundary(clock: TestClock, windowMs: number, offsetMs: number): number {
  const now = clock.now().getTime();
  const boundary = (Math.floor((now - offsetMs) / windowMs) + 1) * windowMs;
  clock.advance(boundary + offsetMs - now);
  return boundary;
}

/** Moves the clock forward to `at` (ms since the epoch). */
export function advanceTo(clock: TestClock, at: number): void {
  const now = clock.now().getTime();
  if (at < now) throw new Error(`the clock is already ${now - at} ms past ${at}`);
  clock.advance(at - now);
}
