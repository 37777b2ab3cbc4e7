import { COMMON_NAMESPACE, signOut, useTranslation } from '@site/shared';
import { ConfirmDialog } from '../../ui/on-demand-kit';
import { useAtom } from 'jotai';
import { useNavigate } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { logoutConfirmOpenAtom } from './session-ui-state';

/**
 * spec §4 logout: 'sure logout' with cancel and confirm; the logout call, session storage
 * cleared except the merchant values (signOut), then home.
 */
export function LogoutConfirmDialog() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const [open, setOpen] = useAtom(logoutConfirmOpenAtom);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await signOut();
    } catch {
      // signOut always ends the session locally; a server that does not answer changes nothing.
    } finally {
      setOpen(false);
      navigate('/');
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('logout.title')}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
      confirmLabel={t('actions.logout', { ns: COMMON_NAMESPACE })}
      testId="logout-dialog"
    >
      {t('logout.question')}
    </ConfirmDialog>
  );
}
