import type { Kysely } from 'kysely';
import type { QuestionType } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { consumeRate } from '../security/rateLimiter.js';

export const DEFAULT_FEEDBACK_WORDS = { minWords: 5, maxWords: 300 };
/** Feedback submissions per client IP per 10 minutes. */
export const FEEDBACK_RATE = { scope: 'feedback:ip', windowMs: 10 * 60 * 1000, limit: 5 };

/** Words separated by white space (Bengali is written with spaces between words too). */
export function countWords(text: string): number {
  return text.split(/[\s\u200b]+/u).filter((word) => word.length > 0).length;
}

export async function submitFeedback(
  db: Kysely<Database>,
  brand: Brand,
  input: {
    questionType: QuestionType;
    content: string;
    contact: string | null;
    memberId: string | null;
    clientIp: string;
  },
  now: Date,
): Promise<{ feedbackId: number }> {
  const { minWords, maxWords } = brand.config.feedback ?? DEFAULT_FEEDBACK_WORDS;
  const words = countWords(input.content);
  if (words < minWords || words > maxWords) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `Feedback content must be between ${minWords} and ${maxWords} words`,
      { field: 'content', rule: 'wordCount', min: minWords, max: maxWords },
    );
  }
  await consumeRate(db, { ...FEEDBACK_RATE, key: `${brand.id}:${input.clientIp}` }, now);
  const row = await db
    .insertInto('feedback')
    .values({
      brand_id: brand.id,
      member_id: input.memberId,
      question_type: input.questionType,
      content: input.content.trim(),
      contact: input.contact?.trim() || null,
      client_ip: input.clientIp,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { feedbackId: Number(row.id) };
}
