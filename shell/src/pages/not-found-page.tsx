import { useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className="page not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="site-button site-button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
