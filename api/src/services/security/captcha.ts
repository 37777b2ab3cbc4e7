import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CaptchaAnswerLog } from './captchaAnswerLog.js';
import { rateLimited, takeOnePer } from './rateLimiter.js';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

/**
 * The captcha is an ALTCHA proof-of-work challenge (altcha-lib, SHA-256). The server picks a
 * secret counter below `config.captchaMaxCounter` (100,000) and publishes a random salt and nonce with the
 * first half of SHA-256(salt ‖ nonce ‖ counter); the client finds the counter by trying them
 * from 0 (50,000 hashes on average, a second or two in a browser's Web Worker) and sends it as
 * the answer. There is no picture to read: the only way to the answer is to do the hashing,
 * for every challenge anew (fresh salt and nonce), so each guess at a password costs work.
 */
const CAPTCHA_ALGORITHM = 'SHA-256';

function answerHash(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
}

export interface IssuedCaptcha {
  captchaId: string;
  /** ALTCHA v2 challenge (`parameters` only: the answer is kept here, so it is not signed). */
  challenge: Challenge;
}

/** A new captcha bound to the client IP; asking faster than once a second → 429. */
export async function issueCaptcha(
  db: Kysely<Database>,
  input: { clientIp: string; now: Date; maxCounter: number },
  /** Only where EXPOSE_OUTBOX=1 (see CaptchaAnswerLog); absent otherwise. */
  answerLog?: CaptchaAnswerLog,
): Promise<IssuedCaptcha> {
  const { clientIp, now } = input;
  // Timed from the last one, not per clock second: the site asks again exactly 1 s later.
  if (!(await takeOnePer(db, { scope: 'captcha', key: clientIp, windowMs: 1000 }, now))) {
    throw rateLimited('too many requests, please wait a second');
  }
  const counter = randomInt(input.maxCounter);
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter,
    deriveKey,
    expiresAt,
  });
  const answer = String(counter);
  const captchaId = randomBytes(16).toString('base64url');
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      answer_hash: answerHash(captchaId, answer),
      client_ip: clientIp,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  answerLog?.record(captchaId, answer, now);
  if (Math.random() < 0.02) {
    await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  }
  return { captchaId, challenge: { parameters: challenge.parameters } };
}

/**
 * Checks and burns a captcha: any attempt uses it up (right or wrong), it must belong to the
 * same client IP and be unexpired.
 */
export async function consumeCaptcha(
  db: Kysely<Database>,
  input: { captchaId: string | undefined; answer: string | undefined; clientIp: string; now: Date },
): Promise<boolean> {
  const { captchaId, answer } = input;
  if (!captchaId || !answer || captchaId.length > 64) return false;
  const row = await db
    .updateTable('captchas')
    .set({ used_at: input.now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('client_ip', '=', input.clientIp)
    .where('expires_at', '>', input.now)
    .returning('answer_hash')
    .executeTakeFirst();
  if (!row) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const actual = Buffer.from(answerHash(captchaId, answer), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
