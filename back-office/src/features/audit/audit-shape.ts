import type { AuditQuery } from '@site/contracts';
import type { DateRange } from '@site/shared/ui';

/** One field an action changed: its path in the record and the two values as JSON (null: none). */
export type AuditChange = { field: string; before: string | null; after: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const absent = (value: unknown) => value === null || value === undefined;
const json = (value: unknown) => (absent(value) ? null : JSON.stringify(value));

/**
 * What an action changed, field by field: the fields of the record before and after whose
 * values differ (nested records by their dotted path; a record created or removed has every
 * field), or the whole values when one is not a record.
 */
export function auditChanges(before: unknown, after: unknown, path = ''): AuditChange[] {
  const from = absent(before) && isRecord(after) ? {} : before;
  const to = absent(after) && isRecord(before) ? {} : after;
  if (!isRecord(from) || !isRecord(to))
    return json(from) === json(to) ? [] : [{ field: path, before: json(from), after: json(to) }];
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.flatMap((field) =>
    auditChanges(from[field], to[field], path ? `${path}.${field}` : field),
  );
}

/** The search form as typed. */
export type AuditFilterForm = {
  operator: string;
  action: string;
  targetType: string;
  targetId: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilterForm = {
  operator: '',
  action: '',
  targetType: '',
  targetId: '',
};

/** The patterns of contracts' AuditQuery: a field that does not match would be refused. */
const PATTERNS: Record<keyof AuditFilterForm, RegExp> = {
  operator: /^[A-Za-z0-9_.-]{1,32}$/,
  action: /^[a-z][a-z_-]*(\.[a-z_-]+)*$/,
  targetType: /^[a-z_]{1,40}$/,
  targetId: /^[A-Za-z0-9_.:-]{1,100}$/,
};

/** The instant a day starts on this device's clock, as the API takes it. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

export type AuditFilterResult =
  | { ok: true; query: Omit<AuditQuery, 'limit' | 'beforeId'> }
  | { ok: false; invalid: (keyof AuditFilterForm)[] };

/** The query of a search form and days (both included), or the fields that cannot be sent. */
export function auditQuery(form: AuditFilterForm, days: DateRange): AuditFilterResult {
  const fields = Object.keys(PATTERNS) as (keyof AuditFilterForm)[];
  const typed = fields.map((field) => [field, form[field].trim()] as const);
  const invalid = typed
    .filter(([field, value]) => value && !PATTERNS[field].test(value))
    .map(([field]) => field);
  if (invalid.length) return { ok: false, invalid };
  return {
    ok: true,
    query: {
      ...Object.fromEntries(typed.filter(([, value]) => value)),
      from: dayStart(days.from),
      to: nextDay(days.to),
    },
  };
}
