import type { OpsFeedback } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { QuestionType } from '../../db/contentSchema.js';
import type { Database } from '../../db/schema.js';
import { ApiError, errors } from '../../errors.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';

export interface FeedbackFilter {
  /** The operator's brands, or the one asked for; null: every brand. */
  brandIds: readonly string[] | null;
  status: 'open' | 'handled';
  questionType?: QuestionType;
  /** Sent at or before this moment (the route turns minAgeMinutes into it on its clock). */
  sentBefore?: Date;
  pageNo: number;
  pageSize: number;
}

const feedbackRows = (db: Kysely<Database>, brandIds: readonly string[] | null) => {
  let query = db
    .selectFrom('feedback as f')
    .innerJoin('brands as b', 'b.id', 'f.brand_id')
    .leftJoin('accounts as a', 'a.id', 'f.member_id')
    .select([
      'f.id',
      'b.merchant_code',
      'a.username',
      'f.question_type',
      'f.content',
      'f.contact',
      'f.created_at',
      'f.handled_at',
      'f.handled_by_name',
      'f.handled_note',
    ]);
  if (brandIds) query = query.where('f.brand_id', 'in', brandIds);
  return query;
};

type FeedbackRow = Awaited<ReturnType<ReturnType<typeof feedbackRows>['executeTakeFirstOrThrow']>>;

const iso = (moment: Date | string) => new Date(moment).toISOString();

const view = (row: FeedbackRow): OpsFeedback => ({
  id: String(row.id),
  brand: row.merchant_code,
  member: row.username,
  questionType: row.question_type,
  content: row.content,
  contact: row.contact,
  createdAt: iso(row.created_at),
  handledAt: row.handled_at ? iso(row.handled_at) : null,
  handledBy: row.handled_by_name,
  handledNote: row.handled_note,
});

/**
 * The support role's feedback queue: open feedback oldest first (the longest waiting on top),
 * handled feedback most recently handled first.
 */
export async function listFeedback(db: Kysely<Database>, filter: FeedbackFilter) {
  let query = feedbackRows(db, filter.brandIds).where(
    'f.handled_at',
    filter.status === 'open' ? 'is' : 'is not',
    null,
  );
  if (filter.questionType) query = query.where('f.question_type', '=', filter.questionType);
  if (filter.sentBefore) query = query.where('f.created_at', '<=', filter.sentBefore);
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await (
    filter.status === 'open'
      ? query.orderBy('f.created_at', 'asc').orderBy('f.id', 'asc')
      : query.orderBy('f.handled_at', 'desc').orderBy('f.id', 'desc')
  )
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize)
    .execute();
  return { list: rows.map(view), total: Number(total) };
}

export const feedbackErrors = {
  alreadyHandled: () =>
    new ApiError(409, 'FEEDBACK_HANDLED', 'This feedback was already handled', {
      field: 'id',
    }),
};

/**
 * Marks one feedback handled with the operator's note, once: the row is locked, so two
 * operators handling it together get one success and one FEEDBACK_HANDLED. Audited in the same
 * transaction.
 */
export async function handleFeedback(
  db: Kysely<Database>,
  input: {
    id: string;
    note: string;
    operator: Operator;
    ip: string;
    assertBrand: (brandId: string) => void;
    now: Date;
  },
): Promise<OpsFeedback> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('feedback')
      .select(['brand_id', 'handled_at'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw errors.notFound('Feedback');
    input.assertBrand(before.brand_id);
    if (before.handled_at) throw feedbackErrors.alreadyHandled();
    const note = input.note.trim();
    await trx
      .updateTable('feedback')
      .set({
        handled_at: input.now,
        handled_by: input.operator.id,
        handled_by_name: input.operator.username,
        handled_note: note,
      })
      .where('id', '=', input.id)
      .execute();
    await recordAudit(trx, {
      operator: input.operator,
      ip: input.ip,
      brandId: before.brand_id,
      action: 'feedback.handle',
      targetType: 'feedback',
      targetId: input.id,
      before: { handled: false },
      after: { handled: true },
      reason: note,
      now: input.now,
    });
  });
  return view(await feedbackRows(db, null).where('f.id', '=', input.id).executeTakeFirstOrThrow());
}
