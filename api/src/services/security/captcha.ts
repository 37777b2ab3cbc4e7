import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CaptchaAnswerLog } from './captchaAnswerLog.js';
import { Canvas } from './png.js';
import { hitRate, rateLimited } from './rateLimiter.js';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;

/** 5x7 bitmap digits, one string of 5 bits per row. */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

type Rgb = [number, number, number];
const randomColour = (min: number, max: number): Rgb => [
  randomInt(min, max),
  randomInt(min, max),
  randomInt(min, max),
];

/** Draws the text with per-glyph jitter, noise lines and speckles; returns PNG bytes. */
export function renderCaptcha(text: string): Buffer {
  const scale = 4;
  const width = 24 + text.length * 6 * scale;
  const height = 44;
  const canvas = new Canvas(width, height, randomColour(225, 256));
  for (let i = 0; i < 120; i++) {
    canvas.set(randomInt(width), randomInt(height), randomColour(120, 220));
  }
  [...text].forEach((char, index) => {
    const glyph = FONT[char] ?? FONT['0']!;
    const colour = randomColour(10, 110);
    const originX = 12 + index * 6 * scale + randomInt(-2, 3);
    const originY = 8 + randomInt(-4, 5);
    const slant = (randomInt(-3, 4) / 10) * scale;
    glyph.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const shift = ((3 - y) * slant) / scale;
            canvas.set(originX + x * scale + dx + shift, originY + y * scale + dy, colour);
          }
        }
      });
    });
  });
  for (let i = 0; i < 5; i++) {
    canvas.line(
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      randomColour(60, 180),
    );
  }
  return canvas.toPng();
}

function answerHash(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
}

export interface CaptchaChallenge {
  captchaId: string;
  image: string;
}

/** A new captcha bound to the client IP; refreshing faster than once a second → 429. */
export async function issueCaptcha(
  db: Kysely<Database>,
  clientIp: string,
  now: Date,
  /** Development and test builds only (see CaptchaAnswerLog); absent in production. */
  answerLog?: CaptchaAnswerLog,
): Promise<CaptchaChallenge> {
  const count = await hitRate(db, { scope: 'captcha', key: clientIp, windowMs: 1000 }, now);
  if (count > 1) throw rateLimited('too many requests, please wait a second');
  const text = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
  const captchaId = randomBytes(16).toString('base64url');
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      answer_hash: answerHash(captchaId, text),
      client_ip: clientIp,
      created_at: now,
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS),
    })
    .execute();
  answerLog?.record(captchaId, text, now);
  if (Math.random() < 0.02) {
    await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  }
  return {
    captchaId,
    image: `data:image/png;base64,${renderCaptcha(text).toString('base64')}`,
  };
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
