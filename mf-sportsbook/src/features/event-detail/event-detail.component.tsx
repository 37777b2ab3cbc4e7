import { ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { useApiErrorText } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NAMESPACE } from '../../i18n/translations';
import { EventHeader } from '../../ui/event-header.component';
import { MarketView, type PickedPrice } from '../../ui/market-view.component';
import type { OddsFormat } from '../../ui/odds-format/odds-format';
import { getEvent } from './event.resource';
import { orderMarkets } from './market-groups';

type EventDetailProps = {
  eventId: string;
  format: OddsFormat;
  picked: ReadonlySet<string>;
  onPick: (pick: PickedPrice) => void;
  onBack: () => void;
};

/** One event: its score and every market (cricket's innings and sessions, esports' maps…). */
export function EventDetail({ eventId, format, picked, onPick, onBack }: EventDetailProps) {
  const { t } = useTranslation(NAMESPACE);
  const errorText = useApiErrorText(NAMESPACE);
  const event = useQuery(getEvent(eventId).query());
  const markets = useMemo(() => orderMarkets(event.data?.markets ?? []), [event.data?.markets]);
  return (
    <div className="sb-event">
      <button type="button" className="sb-link sb-event__back" onClick={onBack}>
        {t('event.back')}
      </button>
      {event.isPending ? (
        <SkeletonBlocks count={5} height={90} label={t('event.loading')} />
      ) : event.isError && event.error.code === 'SPORTS_EVENT_NOT_FOUND' ? (
        <p className="site-state" role="status">
          {errorText(event.error)}
        </p>
      ) : event.isError ? (
        <ErrorState error={event.error} onRetry={() => void event.refetch()} />
      ) : (
        <>
          <EventHeader event={event.data} headingLevel={2} />
          <div className="sb-event__markets">
            {markets.map((market) => (
              <MarketView
                key={market.id}
                event={event.data}
                market={market}
                format={format}
                picked={picked}
                onPick={onPick}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
