import { formatNumber } from '@site/shared';
import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../i18n/translations';
import type { ChangeRow, Shown } from './change-rows';
import { ReasonDialog } from './reason-dialog.component';

/** A row as the dialog shows it: a setting's label may also be text the page has worded. */
type ConfirmationRow = Omit<ChangeRow, 'label'> & { label: Shown };

type ChangeConfirmationProps = {
  title: string;
  /** Text beside the warning sign: what the change does and who sees it. */
  intro: string;
  rows: readonly ConfirmationRow[];
  /** An edit shows what is stored beside what it becomes; something new only the latter. */
  withBefore?: boolean;
  confirmLabel: string;
  tone?: 'info' | 'danger';
  /** Why the reason cannot be sent yet (ReasonDialog's validate), or null. */
  validate?: (reason: string) => string | null;
  /** A note under the table: what the change does besides (who keeps what they had). */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testId?: string;
};

/** A shown value in the reader's language: its digits, its words, or "none". */
export function useShown(): (value: Shown) => string {
  const { t, i18n } = useConsoleTranslation();
  const shown = (value: Shown): string => {
    if (value === null) return t('changeConfirmation.none');
    if (typeof value === 'number') return formatNumber(value, i18n.language);
    if (typeof value === 'string') return value;
    const values = Object.fromEntries(
      Object.entries(value.values ?? {}).map(([name, inner]) => [name, shown(inner)]),
    );
    return t(value.key, values);
  };
  return shown;
}

/**
 * The confirmation of a settings change: a table naming each setting with its value now and
 * after, and the reason the audit trail keeps (ReasonDialog: it stays open with the API's
 * refusal, and closes once the change is saved).
 */
export function ChangeConfirmation({
  title,
  intro,
  rows,
  withBefore = true,
  confirmLabel,
  tone = 'info',
  validate,
  children,
  onConfirm,
  onClose,
  testId,
}: ChangeConfirmationProps) {
  const { t } = useConsoleTranslation();
  const shown = useShown();
  return (
    <ReasonDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
      validate={validate}
      onConfirm={onConfirm}
      onClose={onClose}
      testId={testId}
    >
      {intro}
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
            <tr key={row.id}>
              <th scope="row">{shown(row.label)}</th>
              {withBefore && <td>{shown(row.before)}</td>}
              <td>
                <strong>{shown(row.after)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </ReasonDialog>
  );
}
