import { COMMON_NAMESPACE } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/modal/modal';

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
    <Modal open={open} title={title} onClose={onClose} testId={testId} role="alertdialog">
      {message && <p className="warning-dialog__message">{message}</p>}
      <div className="modal__actions">
        <button type="button" className="site-button site-button--primary" onClick={onClose}>
          {t('in_increase_submit')}
        </button>
      </div>
    </Modal>
  );
}
