import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@site/shared';
import { usePainted } from '../../ui/after-paint';
import { usePermission } from '../../ui/brand-state';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { channelColor, SocialIcon } from '../../ui/social/social-icon.component';
import { configuredSocialLinks } from '../../ui/social/social-links';
import './side-bar.css';

/**
 * spec §2 right side bar: live chat, Facebook, Telegram, WhatsApp, Instagram and Messenger,
 * each only when the brand configured it, and scroll to top.
 */
/**
 * The live chat comes from the layout (features/chat): its action, the VIP desk's (null unless
 * the member has it: spec §6, §9, rank level 5 and above) and its failure dialog.
 */
export type SideBarChat = { start: () => void; startVip: (() => void) | null; dialog: ReactNode };

export function SideBar({ chat }: { chat: SideBarChat }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { customerService } = usePermission();
  const links = configuredSocialLinks(customerService.links);
  const [scrolled, setScrolled] = useState(false);
  // On a phone the contact buttons fold behind one toggle, so they do not cover the page.
  const [expanded, setExpanded] = useState(false);
  // Read once the first frame is painted (a page the browser opened scrolled): read as the
  // layout mounts, it laid the whole page out again (~25 ms in a start-up task).
  const painted = usePainted();
  useEffect(() => {
    if (!painted) return;
    const onScroll = () => setScrolled(window.scrollY > 300);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [painted]);

  return (
    <aside
      className={expanded ? 'side-bar side-bar--expanded' : 'side-bar'}
      aria-label={t('sideBar.label')}
      data-testid="side-bar"
    >
      <button
        type="button"
        className="side-bar__button side-bar__toggle"
        style={{ background: channelColor('chat') }}
        aria-expanded={expanded}
        aria-controls="side-bar-list"
        onClick={() => setExpanded((value) => !value)}
      >
        <SocialIcon kind={expanded ? 'close' : 'contact'} />
        <span className="visually-hidden">{t('sideBar.toggle')}</span>
      </button>
      <ul className="side-bar__list" id="side-bar-list">
        {chat.startVip && (
          <li>
            <button
              type="button"
              className="side-bar__button"
              style={{ background: channelColor('vip') }}
              onClick={chat.startVip}
              data-channel="vip"
            >
              <SocialIcon kind="vip" />
              <span className="side-bar__label">{t('sideBar.vip')}</span>
            </button>
          </li>
        )}
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
