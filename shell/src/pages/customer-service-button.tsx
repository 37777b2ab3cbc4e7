import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

/** Opens the brand's first configured customer-service channel. */
export function CustomerServiceButton({ links }: { links: Record<string, string> }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const first = Object.values(links)[0];
  if (!first) return null;
  return (
    <a
      className="site-button site-button--primary"
      href={first}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('customerService')}
    </a>
  );
}
