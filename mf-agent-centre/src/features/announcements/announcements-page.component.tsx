import {
  EmptyState,
  ErrorState,
  formatDate,
  formatNumber,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getAgentAnnouncements } from './agent-announcements.resource';
import { AnnouncementBody } from './announcement-body';
import './announcements.css';
import { addAnnouncementsTranslations, NAMESPACE } from './i18n/announcements-translations';

addAnnouncementsTranslations();

const PAGE_SIZE = 10;

/**
 * spec §2 agent centre Announcement: what the brand publishes for everyone and for its agents
 * alone, newest (and agents' own) first; opening one shows its text.
 */
export default function AnnouncementsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState<number | null>(null);
  const idBase = useId();
  // Newest first, ten at a time: "Show more" adds the next ten below.
  const list = useInfiniteQuery({
    queryKey: [...getAgentAnnouncements.endpointKey, i18n.language, PAGE_SIZE],
    queryFn: ({ pageParam, signal }) =>
      getAgentAnnouncements({ pageNo: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    meta: { needsToken: true },
    getNextPageParam: (last, pages) => (pages.length < last.totalPages ? pages.length + 1 : null),
  });
  if (list.status === 'pending')
    return <SkeletonBlocks count={4} height={48} label={t('loading')} />;
  if (list.status === 'error')
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((page) => page.list);
  const total = list.data.pages[0]?.total ?? 0;
  const dateOf = (ms: number) =>
    formatDate(ms, i18n.language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <section data-testid="agent-announcements" aria-labelledby={`${idBase}-title`}>
      <h3 className="section-title" id={`${idBase}-title`}>
        {t('title')}
      </h3>
      {total === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          <ul className="agent-announcements" aria-label={t('listLabel')}>
            {items.map((item) => {
              const expanded = open === item.id;
              const bodyId = `${idBase}-body-${item.id}`;
              return (
                <li key={item.id} className="agent-announcements__item">
                  <button
                    type="button"
                    className="agent-announcements__toggle"
                    aria-expanded={expanded}
                    aria-controls={expanded ? bodyId : undefined}
                    onClick={() => setOpen(expanded ? null : item.id)}
                  >
                    <span className="agent-announcements__chevron" aria-hidden="true">
                      ›
                    </span>
                    <span className="agent-announcements__title">{item.title}</span>
                    <span className="agent-announcements__date">
                      <span className="visually-hidden">{t('published')} </span>
                      <time dateTime={new Date(item.startDateStr).toISOString()}>
                        {dateOf(item.startDateStr)}
                      </time>
                    </span>
                  </button>
                  {expanded && <AnnouncementBody id={bodyId} html={item.content} />}
                </li>
              );
            })}
          </ul>
          {list.hasNextPage && (
            <div className="agent-announcements__more">
              <button
                type="button"
                className="site-button"
                disabled={list.isFetchingNextPage}
                aria-busy={list.isFetchingNextPage || undefined}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t('loadingMore') : t('more')}
              </button>
            </div>
          )}
          <p className="visually-hidden" role="status">
            {t('shown', { shown: number(items.length), total: number(total) })}
          </p>
        </>
      )}
    </section>
  );
}
