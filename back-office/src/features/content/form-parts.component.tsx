import { useConsoleTranslation } from '../../i18n/translations';

/**
 * The parts both content forms share: the bar that stays in view (what is pending, cancel,
 * review) and the confirmation's table of what changes.
 */
export function FormBar({
  note,
  canReview,
  onCancel,
}: {
  note: string | null;
  canReview: boolean;
  onCancel: () => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className="brand__bar">
      <p aria-live="polite">{note}</p>
      <button type="button" className="site-button" onClick={onCancel}>
        {t('queue.cancel')}
      </button>
      <button type="submit" className="site-button site-button--primary" disabled={!canReview}>
        {t('content.review')}
      </button>
    </div>
  );
}

export type ShownChange = { key: string; label: string; before: string; after: string };

/** What changes: the field, what it is now (— for something new) and what it becomes. */
export function ChangeTable({ changes }: { changes: readonly ShownChange[] }) {
  const { t } = useConsoleTranslation();
  return (
    <table className="change-summary">
      <thead>
        <tr>
          <th scope="col">{t('common.setting')}</th>
          <th scope="col">{t('common.before')}</th>
          <th scope="col">{t('common.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map(({ key, label, before, after }) => (
          <tr key={key}>
            <th scope="row">{label}</th>
            <td>{before}</td>
            <td>
              <strong>{after}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
