import { COMMON_NAMESPACE } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { LobbyDialog } from '../../ui/lobby-dialog.component';

/** spec §5/§8: "not a real account" warning, message in_need_true_account, confirm in_increase_submit. */
export function TrueAccountWarning({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <LobbyDialog
      open={open}
      title={t('in_need_true_account')}
      onClose={onClose}
      testId="lobby-true-account-warning"
    >
      <div className="lobby-dialog__actions">
        <button type="button" className="site-button site-button--primary" onClick={onClose}>
          {t('in_increase_submit')}
        </button>
      </div>
    </LobbyDialog>
  );
}
