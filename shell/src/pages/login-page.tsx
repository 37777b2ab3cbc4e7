import { COMMON_NAMESPACE, getEventBus, useBusState } from '@site/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

/** /login: a minimal page with the login popup over it; a member goes home. */
export function LoginPage() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const session = useBusState('session');
  const guest = session.status === 'guest';
  useEffect(() => {
    if (guest) getEventBus().send('open-login', { reason: 'login-page' });
  }, [guest]);
  if (!guest) return <Navigate to="/" replace />;
  return (
    <section className="login-page" data-testid="login-page">
      <h1>{t('loginPage.title')}</h1>
      <p>{t('loginPage.body')}</p>
      <button
        type="button"
        className="site-button site-button--primary"
        onClick={() => getEventBus().send('open-login', { reason: 'login-page' })}
      >
        {t('actions.login', { ns: COMMON_NAMESPACE })}
      </button>
    </section>
  );
}
