import { useTranslation } from '@site/shared';
import { useSearchParams } from '@site/shared/router';
import { ResetPasswordForm } from '../features/session/reset-password-form';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

/** /reset-password?token=: the page the forgot-password e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [query] = useSearchParams();
  return (
    <section className="reset-page" data-testid="reset-password-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('resetPassword.title')}</h1>
      <ResetPasswordForm token={query.get('token')} />
    </section>
  );
}
