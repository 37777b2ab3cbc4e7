import {
  ErrorState,
  SkeletonBlocks,
  getEventBus,
  isMember,
  useApiQuery,
  useBusState,
} from '@site/shared';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../ui/brand-state';
import { VipLevels } from '../features/vip/vip-levels';
import { VipProgress } from '../features/vip/vip-progress';
import { getVipLevels } from '../features/vip/vip.resource';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import './pages.css';

/** spec §2 /vip: the levels and their benefits; a member also sees their own level. */
export function VipPage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const member = isMember(useBusState('session'));
  const { settings } = usePermission();
  const vip = useApiQuery(
    (signal) => getVipLevels({ language: i18n.language }, member, signal),
    [i18n.language, member],
  );
  return (
    <div className="page vip-page" data-testid="vip-page">
      <h1 className="page-heading">{t('vip.title')}</h1>
      <p className="page-lead">{t('vip.lead')}</p>
      {vip.status === 'loading' && (
        <SkeletonBlocks count={6} height={220} label={t('vip.loading')} />
      )}
      {vip.status === 'error' && <ErrorState error={vip.error} onRetry={vip.retry} />}
      {vip.status === 'success' && (
        <>
          {vip.data.member ? (
            <VipProgress member={vip.data.member} currencySymbol={settings.currencySymbol} />
          ) : (
            <section className="card vip-progress">
              <p>{t('vip.loginPrompt')}</p>
              <button
                type="button"
                className="site-button site-button--primary"
                onClick={() => getEventBus().send('open-login', { reason: 'vip' })}
              >
                {t('vip.login')}
              </button>
            </section>
          )}
          <h2 className="section-title section-title--spaced">{t('vip.levels')}</h2>
          <VipLevels
            levels={vip.data.levels}
            currentLevel={vip.data.member?.currentLevel ?? null}
            currencySymbol={settings.currencySymbol}
          />
        </>
      )}
    </div>
  );
}
