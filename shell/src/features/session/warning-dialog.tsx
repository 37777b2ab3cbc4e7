import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { Dialog } from '../../ui/on-demand-kit';

type WarningDialogProps = {
  open: boolean;
  title: string;
  message?: string | null;
  onClose: () => void;
  testId: string;
};

/** spec §8 warnings: a message and one confirm button labelled with the submit text. */
export function WarningDialog({ open, title, message, onClose, testId }: WarningDialogProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      buttonLabel={t('in_increase_submit')}
      tone="warning"
      testId={testId}
    >
      {message}
    </Dialog>
  );
}
