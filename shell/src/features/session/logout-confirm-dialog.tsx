import { COMMON_NAMESPACE, signOut } from '@site/shared';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../../ui/modal/modal';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { logoutConfirmOpenAtom } from './session-ui-state';

/**
 * spec §4 logout: 'sure logout' with cancel and confirm; the logout call, session storage
 * cleared except the merchant values (signOut), then home.
 */
export function LogoutConfirmDialog() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const [open, setOpen] = useAtom(logoutConfirmOpenAtom);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const close = () => setOpen(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // signOut always ends the session locally; a server that does not answer changes nothing.
    } finally {
      setBusy(false);
      setOpen(false);
      navigate('/');
    }
  };

  return (
    <Modal
      open={open}
      title={t('logout.title')}
      onClose={close}
      role="alertdialog"
      testId="logout-dialog"
    >
      <p>{t('logout.question')}</p>
      <div className="modal__actions modal__actions--split">
        <button type="button" className="site-button" onClick={close} disabled={busy}>
          {t('actions.cancel', { ns: COMMON_NAMESPACE })}
        </button>
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? t('form.working') : t('actions.logout', { ns: COMMON_NAMESPACE })}
        </button>
      </div>
    </Modal>
  );
}
