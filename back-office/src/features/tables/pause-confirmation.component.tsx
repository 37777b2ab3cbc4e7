import { useConsoleTranslation } from '../../i18n/translations';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';

type PauseConfirmationProps = {
  kind: 'live' | 'teenPatti';
  tableName: string;
  /** Whether the table is paused now: the confirmation resumes it, else pauses it. */
  paused: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** The confirmation of a pause or a resume: the table's state now and after, and the reason. */
export function PauseConfirmation({
  kind,
  tableName,
  paused,
  onConfirm,
  onClose,
}: PauseConfirmationProps) {
  const { t } = useConsoleTranslation();
  const command = paused ? 'resume' : 'pause';
  return (
    <ChangeConfirmation
      title={t(`tables.${command}Title`, { table: tableName })}
      intro={t(`tables.${command}Intro.${kind}`)}
      rows={[
        {
          id: 'state',
          label: { key: 'tables.columns.state' },
          before: { key: paused ? 'tables.states.CLOSED' : 'tables.states.OPEN' },
          after: { key: paused ? 'tables.states.OPEN' : 'tables.states.CLOSED' },
        },
      ]}
      confirmLabel={t(`tables.${command}`)}
      tone={paused ? 'info' : 'danger'}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="table-pause-confirmation"
    />
  );
}
