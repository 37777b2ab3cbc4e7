import type { AuditQuery } from '@site/contracts';
import type { DateRange } from '@site/shared/ui';

/** One field an action changed: its path in the record and the two values as JSON. */
export type AuditChange = { field: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const json = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/**
 * What an action changed, field by field: the fields of the record before and after whose
 * values differ (nested records by their dotted path), or the whole values when either is not
 * a record (a created record has no "before").
 */
export function auditChanges(before: unknown, after: unknown, path = ''): AuditChange[] {
  if (!isRecord(before) || !isRecord(after))
    return json(before) === json(after)
      ? []
      : [
          {
            field: path,
            before: before === null ? '—' : json(before),
            after: after === null ? '—' : json(after),
          },
        ];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) =>
    auditChanges(before[field], after[field], path ? `${path}.${field}` : field),
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
