import { COMMON_NAMESPACE } from '@site/shared';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../layout/modal';
import { trueAccountDialogOpenAtom } from './session-ui-state';

export function TrueAccountDialog() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [open, setOpen] = useAtom(trueAccountDialogOpenAtom);
  const close = () => setOpen(false);
  return (
    <Modal
      open={open}
      title={t('in_need_true_account')}
      onClose={close}
      testId="true-account-dialog"
    >
      <div className="modal__actions">
        <button type="button" className="site-button site-button--primary" onClick={close}>
          {t('in_increase_submit')}
        </button>
      </div>
    </Modal>
  );
}
