import { EmptyState, ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { useId, useState } from 'react';
import { formatNoticeDate } from '../features/announcements/format-notice-date';
import { AnnouncementHtml } from '../features/announcements/announcement-html';
import { useAnnouncements } from '../features/announcements/use-announcements';
import type { Announcement } from '@site/shared';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import '../features/announcements/notice-page.css';

function NoticeItem({
  item,
  open,
  onToggle,
}: {
  item: Announcement;
  open: boolean;
  onToggle: () => void;
}) {
  const { i18n } = useTranslation(SHELL_NAMESPACE);
  const panelId = useId();
  return (
    <li
      className={open ? 'notice-item notice-item--open' : 'notice-item'}
      data-testid="notice-item"
    >
      <h2 className="notice-item__heading">
        <button
          type="button"
          className="notice-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="notice-item__title">{item.title}</span>
          <span className="notice-item__date">
            {formatNoticeDate(item.startDateStr, i18n.language)}
          </span>
          <span className="notice-item__chevron" aria-hidden="true">
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} className="notice-item__panel" hidden={!open}>
        {open && <AnnouncementHtml html={item.content} />}
      </div>
    </li>
  );
}

/** spec §2 /noticePage: the notices; a title expands its content, one at a time, none at first. */
export function NoticePage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const notices = useAnnouncements();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="page notice-page" data-testid="notice-page">
      <h1 className="section-title">{t('notices.pageTitle')}</h1>
      {notices.status === 'pending' && (
        <SkeletonBlocks count={5} height={56} label={t('notices.loading')} />
      )}
      {notices.status === 'error' && (
        <ErrorState error={notices.error} onRetry={() => void notices.refetch()} />
      )}
      {notices.status === 'success' &&
        (notices.data.length === 0 ? (
          <EmptyState title={t('notices.empty')} />
        ) : (
          <ul className="notice-list">
            {notices.data.map((item) => (
              <NoticeItem
                key={item.id}
                item={item}
                open={openId === item.id}
                onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
              />
            ))}
          </ul>
        ))}
    </div>
  );
}
