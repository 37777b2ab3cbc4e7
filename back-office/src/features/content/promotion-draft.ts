import type { OpsPromotion, PromotionPayout } from '@site/contracts';

/**
 * A promotion as the console's form holds it (text inputs), its checks and the difference from
 * what is stored: pure, so the page only wires it up. Times are the browser's local time in the
 * form (`datetime-local`) and ISO with the offset in the API.
 */
export type PromotionDraft = {
  code: string;
  category: string;
  titleBn: string;
  titleEn: string;
  summaryBn: string;
  summaryEn: string;
  bodyHtmlBn: string;
  bodyHtmlEn: string;
  imageKey: string;
  startsAt: string;
  /** '' : no end. */
  endsAt: string;
  requiresApplication: boolean;
  rewardAmount: string;
  payout: PromotionPayout;
  turnoverMultiple: string;
};
export type DraftField = keyof PromotionDraft;

/** The form's fields in its order (the confirmation lists changes in this order too). */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'code',
  'category',
  'titleBn',
  'titleEn',
  'summaryBn',
  'summaryEn',
  'bodyHtmlBn',
  'bodyHtmlEn',
  'imageKey',
  'startsAt',
  'endsAt',
  'requiresApplication',
  'rewardAmount',
  'payout',
  'turnoverMultiple',
];

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(moment: string | number | Date): string {
  const date = new Date(moment);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as ISO (null when it is not a time). */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function emptyDraft(now: number): PromotionDraft {
  return {
    code: '',
    category: '',
    titleBn: '',
    titleEn: '',
    summaryBn: '',
    summaryEn: '',
    bodyHtmlBn: '',
    bodyHtmlEn: '',
    imageKey: '',
    startsAt: toLocalInput(now),
    endsAt: '',
    requiresApplication: false,
    rewardAmount: '0',
    payout: 'CASH',
    turnoverMultiple: '0',
  };
}

export function draftOf(promotion: OpsPromotion): PromotionDraft {
  return {
    code: promotion.code,
    category: promotion.category,
    titleBn: promotion.titleBn,
    titleEn: promotion.titleEn,
    summaryBn: promotion.summaryBn,
    summaryEn: promotion.summaryEn,
    bodyHtmlBn: promotion.bodyHtmlBn,
    bodyHtmlEn: promotion.bodyHtmlEn,
    imageKey: promotion.imageKey,
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: promotion.endsAt ? toLocalInput(promotion.endsAt) : '',
    requiresApplication: promotion.requiresApplication,
    rewardAmount: promotion.rewardAmount.replace(/\.00$/, ''),
    payout: promotion.payout,
    turnoverMultiple: String(promotion.turnoverMultiple),
  };
}

/** The API's limits (contracts/src/content-ops.ts). */
const MAX: Partial<Record<DraftField, number>> = {
  titleBn: 120,
  titleEn: 120,
  summaryBn: 300,
  summaryEn: 300,
  bodyHtmlBn: 20_000,
  bodyHtmlEn: 20_000,
};
const CODE = /^[a-z0-9][a-z0-9-]{1,47}$/;
const CATEGORY = /^[A-Za-z0-9_-]{1,32}$/;
const IMAGE_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MONEY = /^(0|[1-9]\d{0,6})(\.\d{1,2})?$/;

/** The translation key (under `content.errors`) of each field's problem. */
export type DraftErrors = Partial<Record<DraftField, string>>;

export function draftErrors(draft: PromotionDraft, isNew: boolean): DraftErrors {
  const errors: DraftErrors = {};
  if (isNew && !CODE.test(draft.code)) errors.code = draft.code ? 'code' : 'required';
  if (!CATEGORY.test(draft.category)) errors.category = draft.category ? 'category' : 'required';
  for (const field of [
    'titleBn',
    'titleEn',
    'summaryBn',
    'summaryEn',
    'bodyHtmlBn',
    'bodyHtmlEn',
  ] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX[field]!) errors[field] = 'tooLong';
  }
  if (draft.imageKey && !IMAGE_KEY.test(draft.imageKey)) errors.imageKey = 'code';
  const starts = fromLocalInput(draft.startsAt);
  if (!starts) errors.startsAt = 'time';
  if (draft.endsAt) {
    const ends = fromLocalInput(draft.endsAt);
    if (!ends) errors.endsAt = 'time';
    else if (starts && ends <= starts) errors.endsAt = 'endBeforeStart';
  }
  const reward = draft.rewardAmount.trim();
  if (!MONEY.test(reward) || Number(reward) > 1_000_000) errors.rewardAmount = 'amount';
  const turnover = Number(draft.turnoverMultiple);
  if (
    draft.turnoverMultiple.trim() === '' ||
    !Number.isFinite(turnover) ||
    turnover < 0 ||
    turnover > 100
  )
    errors.turnoverMultiple = 'turnover';
  else if (draft.payout === 'CASH' && turnover > 0) errors.turnoverMultiple = 'turnoverCash';
  return errors;
}

/** What the API takes of one field. */
function apiValue(field: DraftField, draft: PromotionDraft): unknown {
  switch (field) {
    case 'startsAt':
      return fromLocalInput(draft.startsAt);
    case 'endsAt':
      return draft.endsAt ? fromLocalInput(draft.endsAt) : null;
    case 'rewardAmount':
      return draft.rewardAmount.trim();
    case 'turnoverMultiple':
      return Number(draft.turnoverMultiple);
    case 'imageKey':
      return draft.imageKey || undefined;
    default:
      return typeof draft[field] === 'string' ? (draft[field] as string).trim() : draft[field];
  }
}

/** The body of a new promotion (its reason added by the page). */
export function createBody(brand: string, draft: PromotionDraft): Record<string, unknown> {
  const body: Record<string, unknown> = { brand };
  for (const field of DRAFT_FIELDS) {
    const value = apiValue(field, draft);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

export type DraftChange = { field: DraftField; before: string; after: string };

const shown = (draft: PromotionDraft, field: DraftField): string => String(draft[field]);

/** The fields that differ from what is stored (a new promotion: every filled one). */
export function changesOf(saved: PromotionDraft | null, draft: PromotionDraft): DraftChange[] {
  return DRAFT_FIELDS.filter((field) =>
    saved ? shown(saved, field).trim() !== shown(draft, field).trim() : shown(draft, field) !== '',
  ).map((field) => ({
    field,
    before: saved ? shown(saved, field) : '',
    after: shown(draft, field),
  }));
}

/** An edit's body: the changed fields only (the code never changes). */
export function editBody(changes: readonly DraftChange[], draft: PromotionDraft) {
  const body: Record<string, unknown> = {};
  for (const { field } of changes) if (field !== 'code') body[field] = apiValue(field, draft);
  return body;
}
