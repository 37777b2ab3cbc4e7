import { useTranslation } from '@site/shared';
import { useSystemStatus } from '../ui/brand-state';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { CustomerServiceButton } from '../features/chat/customer-service-button';
import { FullPageNotice } from '../ui/full-page-notice';
import { RegionIcon } from '../ui/notice-icons';

/** spec §2 region-blocked page: the visitor's IP as a heading, info, customer service. */
export function RegionBlockedPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const status = useSystemStatus();
  return (
    <FullPageNotice icon={<RegionIcon />} title={status.ip} testId="region-blocked-page">
      <p className="full-page-notice__lead">{t('regionBlocked.title')}</p>
      <p>{t('regionBlocked.info')}</p>
      <CustomerServiceButton chat={false} />
    </FullPageNotice>
  );
}
