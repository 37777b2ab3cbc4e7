import { useTranslation } from '@site/shared';
import { usePermission } from '../../ui/brand-state';
import { useLiveChat } from './use-live-chat';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

/**
 * The pages' customer-service button: the brand's live chat when it has one (spec §2 chat
 * popup), else its first community link; before it, the VIP desk for members of rank level 5
 * and above (spec §6, §9). `chat={false}` on the maintenance and region-blocked pages, where the
 * chat link's call is behind the same gate as the rest of the API.
 */
export function CustomerServiceButton({ chat = true }: { chat?: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { customerService } = usePermission();
  const liveChat = useLiveChat();
  const vip = chat && liveChat.startVip && (
    <button
      type="button"
      className="site-button site-button--primary"
      data-channel="vip"
      onClick={liveChat.startVip}
    >
      {t('vipService')}
    </button>
  );
  if (chat && customerService.liveChat)
    return (
      <>
        {vip}
        <button
          type="button"
          className="site-button site-button--primary"
          data-channel="chat"
          onClick={liveChat.start}
        >
          {t('customerService')}
        </button>
        {liveChat.dialog}
      </>
    );
  const first = Object.values(customerService.links)[0];
  return (
    <>
      {vip}
      {first && (
        <a
          className="site-button site-button--primary"
          href={first}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('customerService')}
        </a>
      )}
      {vip && liveChat.dialog}
    </>
  );
}
