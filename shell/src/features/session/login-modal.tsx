import { ApiError, COMMON_NAMESPACE, getEventBus, refreshBalance, signIn } from '@site/shared';
import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../brand/brand-state';
import { Modal } from '../../layout/modal';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { loginModalOpenAtom } from './session-ui-state';

/** The login popup; any app opens it with the bus command open-login. */
export function LoginModal() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const permission = usePermission();
  const [open, setOpen] = useAtom(loginModalOpenAtom);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const subscription = getEventBus()
      .commands('open-login')
      .subscribe(() => setOpen(true));
    return () => subscription.unsubscribe();
  }, [setOpen]);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError(t('login.missingCredentials'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(username, password, permission.merchantCode);
      close();
      await refreshBalance();
    } catch (failure) {
      setError(
        t(failure instanceof ApiError ? failure.messageKey : 'errors.UNKNOWN', {
          ns: COMMON_NAMESPACE,
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('login.title')} onClose={close} testId="login-modal">
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label className="form__field">
          <span>{t('login.username')}</span>
          <input name="username" autoComplete="username" required maxLength={32} />
        </label>
        <label className="form__field">
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={64}
          />
        </label>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="site-button site-button--primary site-button--block"
          disabled={busy}
        >
          {busy ? t('login.signingIn') : t('actions.login', { ns: COMMON_NAMESPACE })}
        </button>
      </form>
    </Modal>
  );
}
