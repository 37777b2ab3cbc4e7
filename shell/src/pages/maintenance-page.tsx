import type { Language } from '@site/shared';
import { formatDate, useTranslation } from '@site/shared';
import { useSystemStatus } from '../ui/brand-state';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { CustomerServiceButton } from '../features/chat/customer-service-button';
import { FullPageNotice } from '../ui/full-page-notice';
import { MaintenanceIcon } from '../ui/notice-icons';

/** spec §2 maintenance page: title, info text, customer-service button. */
export function MaintenancePage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const status = useSystemStatus();
  const message = status.maintenance?.message[i18n.language as Language];
  return (
    <FullPageNotice
      icon={<MaintenanceIcon />}
      title={t('maintenance.title')}
      testId="maintenance-page"
    >
      <p>{message || t('maintenance.info')}</p>
      {status.maintenance?.until && (
        <p>
          {t('maintenance.until', {
            time: formatDate(status.maintenance.until, i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </p>
      )}
      <CustomerServiceButton chat={false} />
    </FullPageNotice>
  );
}
