import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../brand/brand-state';
import { useLiveChat } from '../chat/use-live-chat';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { channelColor, SocialIcon } from './social-icon.component';
import { configuredSocialLinks } from './social-links';
import './side-bar.css';

/**
 * spec §2 right side bar: live chat, Facebook, Telegram, WhatsApp, Instagram and Messenger,
 * each only when the brand configured it, and scroll to top.
 */
export function SideBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { customerService } = usePermission();
  const chat = useLiveChat();
  const links = configuredSocialLinks(customerService.links);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 300);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <aside className="side-bar" aria-label={t('sideBar.label')} data-testid="side-bar">
      <ul className="side-bar__list">
        {customerService.liveChat && (
          <li>
            <button
              type="button"
              className="side-bar__button"
              style={{ background: channelColor('chat') }}
              onClick={chat.start}
              data-channel="chat"
            >
              <SocialIcon kind="chat" />
              <span className="side-bar__label">{t('sideBar.chat')}</span>
            </button>
          </li>
        )}
        {links.map(({ channel, url }) => (
          <li key={channel}>
            <a
              className="side-bar__button"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              style={{ background: channelColor(channel) }}
              data-channel={channel}
            >
              <SocialIcon kind={channel} />
              <span className="side-bar__label">{t(`sideBar.${channel}`)}</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={
              scrolled
                ? 'side-bar__button side-bar__top'
                : 'side-bar__button side-bar__top side-bar__top--idle'
            }
            style={{ background: channelColor('top') }}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            data-channel="top"
          >
            <SocialIcon kind="top" />
            <span className="side-bar__label">{t('sideBar.top')}</span>
          </button>
        </li>
      </ul>
      {chat.dialog}
    </aside>
  );
}
