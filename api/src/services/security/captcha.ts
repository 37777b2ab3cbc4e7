import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CaptchaAnswerLog } from './captchaAnswerLog.js';
import {
  LOCAL_CAPTCHA,
  type CaptchaAnswer,
  type CaptchaProvider,
  type CaptchaRequest,
  type CaptchaVerdict,
  type IssuedCaptcha,
} from './captchaProvider.js';

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

/**
 * The local captcha provider: an ALTCHA v2 proof of work (see above). The work it is asked for
 * is ALTCHA's `cost`, the hashes per counter tried (SHA-256 iterated), so a challenge of work 8
 * takes eight times the hashing of the base one, with the counter still below
 * `config.captchaMaxCounter` (the answer stays at most 6 digits). Only the answer's hash and the
 * work are stored; the answer is kept in memory only where EXPOSE_OUTBOX=1 (answerLog).
 */
export class AltchaCaptchaProvider implements CaptchaProvider {
  readonly id = LOCAL_CAPTCHA;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxCounter: number,
    /** Only where EXPOSE_OUTBOX=1 (see CaptchaAnswerLog); absent otherwise. */
    readonly answerLog?: CaptchaAnswerLog,
  ) {}

  async create(request: CaptchaRequest): Promise<IssuedCaptcha> {
    const { db } = this;
    const { clientIp, now } = request;
    const work = Math.max(1, Math.floor(request.work));
    const counter = randomInt(this.maxCounter);
    const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
    const challenge = await createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: work,
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
        work,
      })
      .execute();
    this.answerLog?.record(captchaId, answer, now);
    if (Math.random() < 0.02) {
      await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
    }
    return {
      captchaId,
      provider: ALTCHA_PROVIDER_NAME,
      challenge: { parameters: challenge.parameters },
    };
  }

  /**
   * Checks and burns a captcha: any attempt uses it up (right or wrong), it must belong to the
   * same client IP and be unexpired; a right answer to one issued at less work than `work` is
   * `tooEasy`.
   */
  async verify(input: CaptchaAnswer): Promise<CaptchaVerdict> {
    const { captchaId, answer } = input;
    if (!captchaId || !answer || captchaId.length > 64) return 'failed';
    const row = await this.db
      .updateTable('captchas')
      .set({ used_at: input.now })
      .where('id', '=', captchaId)
      .where('used_at', 'is', null)
      .where('client_ip', '=', input.clientIp)
      .where('expires_at', '>', input.now)
      .returning(['answer_hash', 'work'])
      .executeTakeFirst();
    if (!row) return 'failed';
    const expected = Buffer.from(row.answer_hash, 'hex');
    const actual = Buffer.from(answerHash(captchaId, answer), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'failed';
    return row.work >= input.work ? 'passed' : 'tooEasy';
  }
}

/** The `provider` the local captcha's answers name: the page runs ALTCHA's solver for it. */
export const ALTCHA_PROVIDER_NAME = 'altcha';

/** A local captcha at the base work, checked at the base work: true when it passes. */
export async function consumeCaptcha(
  db: Kysely<Database>,
  input: { captchaId: string | undefined; answer: string | undefined; clientIp: string; now: Date },
): Promise<boolean> {
  const local = new AltchaCaptchaProvider(db, 1);
  return (await local.verify({ ...input, work: 1 })) === 'passed';
}
