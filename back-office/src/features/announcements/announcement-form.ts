import type {
  AnnouncementAudience,
  OpsAnnouncement,
  OpsAnnouncementEditBody,
} from '@site/contracts';
import { isoOfLocalInput, localInputOf } from '../../ui/local-time';

/**
 * The announcement form's rules, as the API checks them (routes/announcementOps.ts). Types and
 * executions are the spec's (§4, §9): types B, PL, PU, PR, H; executions A (signed-in members),
 * B (visitors, signed out) and F (a member's first sign-in). Kept as data here: the console
 * imports no contracts code at run time.
 */
export const ANNOUNCEMENT_TYPE_LIST = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const EXECUTION_LIST = ['A', 'B', 'F'] as const;
const AUDIENCES: Record<AnnouncementAudience, true> = { ALL: true, MEMBERS: true, AGENTS: true };
export const AUDIENCE_LIST = Object.keys(AUDIENCES) as AnnouncementAudience[];

export type AnnouncementDraft = {
  code: string;
  audience: AnnouncementAudience;
  type: (typeof ANNOUNCEMENT_TYPE_LIST)[number];
  execution: (typeof EXECUTION_LIST)[number];
  titleBn: string;
  titleEn: string;
  htmlBn: string;
  htmlEn: string;
  startAt: string;
  endAt: string;
};
export type AnnouncementField = keyof AnnouncementDraft;
export type AnnouncementErrors = Partial<Record<AnnouncementField, string>>;

export const emptyAnnouncementDraft = (): AnnouncementDraft => ({
  code: '',
  audience: 'MEMBERS',
  type: 'B',
  execution: 'A',
  titleBn: '',
  titleEn: '',
  htmlBn: '',
  htmlEn: '',
  startAt: '',
  endAt: '',
});

export const draftOfAnnouncement = (item: OpsAnnouncement): AnnouncementDraft => ({
  code: item.code,
  audience: item.audience,
  type: item.type,
  execution: item.execution,
  titleBn: item.titleBn,
  titleEn: item.titleEn,
  htmlBn: item.htmlBn,
  htmlEn: item.htmlEn,
  startAt: localInputOf(item.startAt),
  endAt: localInputOf(item.endAt),
});

const CODE = /^[a-z0-9][a-z0-9-]{1,63}$/;
const TITLE_MAX = 200;
const HTML_MAX = 20_000;

/** What is wrong with the draft; `isNew` checks the code too (it never changes afterwards). */
export function announcementErrors(draft: AnnouncementDraft, isNew: boolean): AnnouncementErrors {
  const errors: AnnouncementErrors = {};
  if (isNew && !CODE.test(draft.code)) errors.code = draft.code ? 'code' : 'required';
  for (const field of ['titleBn', 'titleEn'] as const) {
    if (!draft[field].trim()) errors[field] = 'required';
    else if (draft[field].length > TITLE_MAX) errors[field] = 'tooLong';
  }
  for (const field of ['htmlBn', 'htmlEn'] as const) {
    if (!draft[field].trim()) errors[field] = 'required';
    else if (draft[field].length > HTML_MAX) errors[field] = 'tooLong';
  }
  const startAt = isoOfLocalInput(draft.startAt);
  const endAt = isoOfLocalInput(draft.endAt);
  if (startAt === undefined) errors.startAt = 'time';
  if (endAt === undefined) errors.endAt = 'time';
  if (endAt && endAt <= (startAt || new Date().toISOString())) errors.endAt = 'endBeforeStart';
  return errors;
}

/** POST /ops/announcements: a new one (no start: from now). */
export function publishBodyOf(brand: string, draft: AnnouncementDraft, reason: string) {
  const startAt = isoOfLocalInput(draft.startAt);
  const endAt = isoOfLocalInput(draft.endAt);
  return {
    brand,
    code: draft.code,
    audience: draft.audience,
    type: draft.type,
    execution: draft.execution,
    titleBn: draft.titleBn.trim(),
    titleEn: draft.titleEn.trim(),
    htmlBn: draft.htmlBn,
    htmlEn: draft.htmlEn,
    ...(startAt ? { startAt } : {}),
    ...(endAt ? { endAt } : {}),
    reason,
  };
}

/** PUT /ops/announcements/:id: its whole state (an emptied start keeps the stored one). */
export function editBodyOf(
  item: OpsAnnouncement,
  draft: AnnouncementDraft,
  reason: string,
): OpsAnnouncementEditBody {
  return {
    audience: draft.audience,
    type: draft.type,
    execution: draft.execution,
    titleBn: draft.titleBn.trim(),
    titleEn: draft.titleEn.trim(),
    htmlBn: draft.htmlBn,
    htmlEn: draft.htmlEn,
    startAt: isoOfLocalInput(draft.startAt) ?? item.startAt,
    endAt: isoOfLocalInput(draft.endAt) ?? null,
    reason,
  };
}

/** The fields that differ from the stored announcement (the filled ones for a new one). */
export function changedAnnouncementFields(
  before: AnnouncementDraft | null,
  draft: AnnouncementDraft,
): AnnouncementField[] {
  const fields = Object.keys(draft) as AnnouncementField[];
  if (before === null) return fields.filter((field) => draft[field].trim() !== '');
  return fields.filter((field) => before[field].trim() !== draft[field].trim());
}
