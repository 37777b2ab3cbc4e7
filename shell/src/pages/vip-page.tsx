import {
  ErrorState,
  getEventBus,
  isMember,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../ui/brand-state';
import { useLiveChat } from '../features/chat/use-live-chat';
import { VipLevels } from '../features/vip/vip-levels';
import { VipProgress } from '../features/vip/vip-progress';
import { getMemberVipLevels, getVipLevels } from '../features/vip/vip.resource';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import './pages.css';

/** spec §2 /vip: the levels and their benefits; a member also sees their own level. */
export function VipPage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const member = isMember(useBusState('session'));
  const { settings } = usePermission();
  const chat = useLiveChat();
  const vip = useQuery(
    (member ? getMemberVipLevels : getVipLevels).query({ language: i18n.language }),
  );
  return (
    <div className="page vip-page" data-testid="vip-page">
      <h1 className="page-heading">{t('vip.title')}</h1>
      <p className="page-lead">{t('vip.lead')}</p>
      {vip.status === 'pending' && (
        <SkeletonBlocks count={6} height={220} label={t('vip.loading')} />
      )}
      {vip.status === 'error' && (
        <ErrorState error={vip.error} onRetry={() => void vip.refetch()} />
      )}
      {vip.status === 'success' && (
        <>
          {vip.data.member ? (
            <VipProgress
              member={vip.data.member}
              currencySymbol={settings.currencySymbol}
              serviceAction={
                vip.data.member.vipService && chat.startVip ? (
                  <>
                    <button
                      type="button"
                      className="site-button site-button--primary"
                      data-channel="vip"
                      onClick={chat.startVip}
                    >
                      {t('vip.serviceOpen')}
                    </button>
                    {chat.dialog}
                  </>
                ) : null
              }
            />
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
