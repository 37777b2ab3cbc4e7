import { EmptyState, ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { Tabs } from '@site/shared/ui';
import type { Sport } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SPORTSBOOK_CONFIG } from '../../config/sportsbook-config';
import { NAMESPACE } from '../../i18n/translations';
import { EventHeader } from '../../ui/event-header.component';
import { MarketView, type PickedPrice } from '../../ui/market-view.component';
import type { OddsFormat } from '../../ui/odds-format/odds-format';
import { getEvents } from './events.resource';

type EventListProps = {
  line: 'SPORT' | 'ESPORT';
  sport: Sport | null;
  when: 'LIVE' | 'UPCOMING';
  onWhen: (when: 'LIVE' | 'UPCOMING') => void;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: PickedPrice) => void;
  onOpen: (eventId: string) => void;
};

/** Live or upcoming events of a sport (or of the whole line), each with its main market's prices. */
export function EventList({
  line,
  sport,
  when,
  onWhen,
  format,
  picked,
  onPick,
  onOpen,
}: EventListProps) {
  const { t } = useTranslation(NAMESPACE);
  const [pageNo, setPageNo] = useState(1);
  const query = {
    ...(sport ? { sport } : { line }),
    when,
    pageNo,
    pageSize: SPORTSBOOK_CONFIG.eventsPageSize,
  };
  const events = useQuery({ ...getEvents.query(query), placeholderData: keepPreviousData });
  const page = events.data;
  return (
    <Tabs
      label={t('list.label')}
      tabs={[
        { id: 'LIVE', label: t('list.live') },
        { id: 'UPCOMING', label: t('list.upcoming') },
      ]}
      active={when}
      onChange={(next) => {
        setPageNo(1);
        onWhen(next);
      }}
    >
      {events.isPending ? (
        <SkeletonBlocks count={4} height={120} label={t('list.loading')} />
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} />
      ) : page && page.list.length === 0 ? (
        <EmptyState title={t(when === 'LIVE' ? 'list.noLive' : 'list.noUpcoming')} />
      ) : (
        <>
          <ul className="sb-events" aria-busy={events.isFetching}>
            {page?.list.map((event) => (
              <li key={event.id} className="sb-event-row">
                <EventHeader event={event} headingLevel={3} />
                {event.mainMarket && (
                  <MarketView
                    event={event}
                    market={event.mainMarket}
                    format={format}
                    picked={picked}
                    onPick={onPick}
                    showTitle={false}
                  />
                )}
                <button type="button" className="sb-link" onClick={() => onOpen(event.id)}>
                  {t('list.allMarkets', { count: event.marketCount })}
                </button>
              </li>
            ))}
          </ul>
          {page && page.totalPages > 1 && (
            <div className="sb-pager">
              <button
                type="button"
                className="site-button"
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t('list.previous')}
              </button>
              <button
                type="button"
                className="site-button"
                disabled={pageNo >= page.totalPages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('list.next')}
              </button>
            </div>
          )}
        </>
      )}
    </Tabs>
  );
}
