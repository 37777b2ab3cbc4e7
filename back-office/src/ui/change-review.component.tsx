import { useConsoleTranslation } from '../i18n/translations';
import { ReasonDialog } from './reason-dialog.component';

/** One changed field: its label, what is stored (null for something new) and what it becomes. */
export type ChangeRow = { key: string; label: string; before: string | null; after: string };

type ChangeReviewProps = {
  title: string;
  confirmLabel: string;
  rows: readonly ChangeRow[];
  /** An edit shows what is stored beside what it becomes; something new only the latter. */
  withBefore: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
};

/** The confirmation of a content change: the fields it changes, and the reason to give. */
export function ChangeReview({
  title,
  confirmLabel,
  rows,
  withBefore,
  onConfirm,
  onClose,
  testId,
}: ChangeReviewProps) {
  const { t } = useConsoleTranslation();
  return (
    <ReasonDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
      onConfirm={onConfirm}
      onClose={onClose}
      testId={testId}
    >
      {t('content.confirmIntro', { count: rows.length })}
      <table className="change-summary">
        <thead>
          <tr>
            <th scope="col">{t('common.setting')}</th>
            {withBefore && <th scope="col">{t('common.before')}</th>}
            <th scope="col">{t('common.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {withBefore && <td>{row.before ?? '–'}</td>}
              <td>
                <strong>{row.after}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReasonDialog>
  );
}

/** The end of a content form: "nothing changed" once tried, Cancel and Review. */
export function ContentFormActions({
  nothingChanged,
  onCancel,
}: {
  nothingChanged: boolean;
  onCancel: () => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <>
      {nothingChanged && (
        <p className="form__error" role="alert">
          {t('content.nothingChanged')}
        </p>
      )}
      <div className="content-form__actions">
        <button type="button" className="site-button" onClick={onCancel}>
          {t('queue.cancel')}
        </button>
        <button type="submit" className="site-button site-button--primary">
          {t('content.review')}
        </button>
      </div>
    </>
  );
}
