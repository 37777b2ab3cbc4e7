import type { AuditEntry, AuditQuery } from '@site/contracts';
import { ErrorState, EmptyState } from '@site/shared';
import {
  DatePresetPicker,
  presetRange,
  TextField,
  toIsoDate,
  type DateRange,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment } from '../../ui/format';
import { auditChanges, auditQuery, EMPTY_AUDIT_FILTERS, type AuditFilterForm } from './audit-shape';
import { listAudit } from './audit.resource';

const PAGE_SIZE = 20;
const FIELDS = ['operator', 'action', 'targetType', 'targetId'] as const;

const lastMonth = (): DateRange => presetRange('previous30', toIsoDate(new Date()));

/**
 * The audit trail (admin): every operator action with who, when, on what, the fields it
 * changed (before → after) and the reason. Searched by operator, action, target and days;
 * paged newest first by the API's cursor (the id before which the next page starts).
 */
export function AuditPage() {
  const { t, i18n } = useConsoleTranslation();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTERS);
  const [days, setDays] = useState<DateRange>(lastMonth);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [search, setSearch] = useState(() => auditQuery(EMPTY_AUDIT_FILTERS, lastMonth()));
  /** The cursors of the pages before this one: the first page has none. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const beforeId = cursors.at(-1);

  const query: AuditQuery = {
    ...(search.ok ? search.query : {}),
    // One more than a page: whether an older page exists.
    limit: PAGE_SIZE + 1,
    ...(beforeId ? { beforeId } : {}),
  };
  const trail = useQuery({ ...listAudit.query(query), placeholderData: keepPreviousData });
  const rows = trail.data?.slice(0, PAGE_SIZE) ?? [];
  const hasOlder = (trail.data?.length ?? 0) > PAGE_SIZE;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = auditQuery(form, days);
    setInvalid(result.ok ? [] : result.invalid);
    if (!result.ok) return;
    setSearch(result);
    setCursors([undefined]);
  };
  const clear = () => {
    setForm(EMPTY_AUDIT_FILTERS);
    setDays(lastMonth());
    setInvalid([]);
    setSearch(auditQuery(EMPTY_AUDIT_FILTERS, lastMonth()));
    setCursors([undefined]);
  };

  return (
    <section className="audit" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <form className="queue__filters" onSubmit={apply} noValidate>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(`audit.fields.${name}`)}
            value={form[name]}
            onChange={(value) => setForm((current) => ({ ...current, [name]: value }))}
            error={invalid.includes(name) ? t('audit.invalid') : null}
            hint={name === 'action' ? t('audit.actionHint') : null}
            maxLength={name === 'targetId' ? 100 : 60}
          />
        ))}
        <div className="audit__days">
          <DatePresetPicker
            label={t('audit.days')}
            value={days}
            onChange={setDays}
            presets={['previous7', 'previous30']}
          />
        </div>
        <div className="queue__filter-actions">
          <button type="submit" className="site-button site-button--primary">
            {t('queue.apply')}
          </button>
          <button type="button" className="site-button" onClick={clear}>
            {t('queue.clear')}
          </button>
        </div>
      </form>
      {trail.isError && !trail.data ? (
        <ErrorState error={trail.error} onRetry={() => void trail.refetch()} />
      ) : trail.data && rows.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <div className="paged-table">
          <div
            className="paged-table__scroll"
            role="region"
            aria-labelledby="audit-caption"
            tabIndex={0}
          >
            <table aria-busy={trail.isFetching || undefined}>
              <caption id="audit-caption">{t('audit.caption')}</caption>
              <thead>
                <tr>
                  {(['at', 'operator', 'action', 'target', 'changes', 'reason'] as const).map(
                    (key) => (
                      <th key={key} scope="col">
                        {t(`audit.columns.${key}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} language={i18n.language} />
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label={t('audit.pages')}>
            <button
              type="button"
              className="site-button"
              disabled={cursors.length === 1 || trail.isFetching}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              {t('audit.newer')}
            </button>
            <button
              type="button"
              className="site-button"
              disabled={!hasOlder || trail.isFetching}
              onClick={() => setCursors((current) => [...current, rows.at(-1)!.id])}
            >
              {t('audit.older')}
            </button>
          </nav>
        </div>
      )}
    </section>
  );
}

function AuditRow({ entry, language }: { entry: AuditEntry; language: string }) {
  const { t } = useConsoleTranslation();
  const changes = auditChanges(entry.before, entry.after);
  return (
    <tr>
      <td>{formatMoment(entry.at, language)}</td>
      <td>{entry.operator}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        <code>
          {entry.targetType} {entry.targetId}
        </code>
      </td>
      <td>
        {changes.length === 0 ? (
          <span className="audit__none">{t('audit.noChange')}</span>
        ) : (
          <ul className="audit__changes">
            {changes.map((change) => (
              <li key={change.field}>
                {change.field && <span className="audit__field">{change.field}: </span>}
                <Value text={change.before} tag="del" />{' '}
                <span aria-label={t('audit.becomes')}>→</span>{' '}
                <Value text={change.after} tag="ins" />
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>{entry.reason ?? '—'}</td>
    </tr>
  );
}

/** A value before or after, or a dash when there was none (nothing to strike out). */
function Value({ text, tag: Tag }: { text: string | null; tag: 'del' | 'ins' }) {
  const { t } = useConsoleTranslation();
  return text === null ? (
    <span className="audit__none" aria-label={t('audit.nothing')}>
      —
    </span>
  ) : (
    <Tag>{text}</Tag>
  );
}
