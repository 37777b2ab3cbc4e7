import { useSetAtom } from 'jotai';
import { useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { announcementPopupAtom } from './announcement-state';
import { useAnnouncements } from './use-announcements';
import './notice-bar.css';

/**
 * spec §2 notice bar: the announcement titles scroll by and stop while the pointer (or the
 * keyboard focus) is on them; a title opens the popup at that announcement.
 */
export function NoticeBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const announcements = useAnnouncements();
  const openPopup = useSetAtom(announcementPopupAtom);
  if (announcements.status === 'error') return null;
  if (announcements.status === 'success' && announcements.data.length === 0) return null;
  const list = announcements.data ?? [];
  // Longer lists scroll for longer, so the speed stays readable.
  const characters = list.reduce((sum, item) => sum + item.title.length, 0);
  const seconds = Math.max(16, Math.round(characters / 5));
  return (
    <section className="notice-bar" aria-label={t('notices.bar')} data-testid="notice-bar">
      <svg
        className="notice-bar__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h2l1 5h2l-1-5h1l7 4V5L9 9H4a1 1 0 0 0-1 1zm16-1.5v7a4 4 0 0 0 0-7z"
        />
      </svg>
      <div className="notice-bar__window">
        {announcements.status === 'pending' ? (
          <span
            className="notice-bar__loading site-skeleton"
            role="status"
            aria-label={t('notices.loading')}
          />
        ) : (
          <div className="notice-bar__track" style={{ animationDuration: `${seconds}s` }}>
            {[0, 1].map((copy) => (
              // The second copy makes the loop seamless; it is hidden from assistive technology.
              <ul
                key={copy}
                className="notice-bar__list"
                aria-hidden={copy === 1 ? 'true' : undefined}
              >
                {list.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="notice-bar__item"
                      tabIndex={copy === 1 ? -1 : undefined}
                      data-testid={copy === 0 ? 'notice-bar-item' : undefined}
                      onClick={() => openPopup({ open: true, id: item.id })}
                    >
                      {item.title}
                    </button>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
      <Link to="/noticePage" className="notice-bar__all">
        {t('notices.all')}
      </Link>
    </section>
  );
}
