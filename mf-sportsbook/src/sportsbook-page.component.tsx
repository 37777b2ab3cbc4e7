import { useTranslation } from '@site/shared';
import { useSearchParams } from '@site/shared/router';
import type { SportsFeedChange } from '@site/contracts';
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { SPORTSBOOK_CONFIG } from './config/sportsbook-config';
import { BetSlip } from './features/bet-slip/bet-slip.component';
import { emptySlip, slipReducer, type SlipState } from './features/bet-slip/slip-rules';
import { EventDetail } from './features/event-detail/event-detail.component';
import { EventList } from './features/events/event-list.component';
import { useFeedStream } from './features/live-feed/use-feed-stream';
import { MyBets } from './features/my-bets/my-bets.component';
import { SportsNav } from './features/sports-nav/sports-nav.component';
import { NAMESPACE } from './i18n/translations';
import { takesBets } from './ui/market-state';
import { localized, marketTitle, selectionLabel } from './ui/market-text';
import type { PickedPrice } from './ui/market-view.component';
import { OddsFormatPicker } from './ui/odds-format/odds-format-picker.component';
import { useOddsFormat } from './ui/odds-format/use-odds-format';
import { searchOf, viewOf, type SportsbookView } from './ui/sportsbook-address';
import './sportsbook.css';

/** The bet slip follows the feed: its selections' prices, and whether their markets take bets. */
function followFeed(
  change: SportsFeedChange,
  slip: SlipState,
  dispatch: (action: Parameters<typeof slipReducer>[1]) => void,
) {
  for (const price of change.prices)
    dispatch({
      type: 'price',
      selectionId: price.id,
      oddsMilli: price.oddsMilli,
      priceVersion: price.priceVersion,
    });
  for (const market of change.markets)
    dispatch({ type: 'suspended', marketId: market.id, suspended: market.state !== 'OPEN' });
  for (const event of change.events) {
    const closed = event.suspended || event.status === 'ENDED' || event.status === 'VOID';
    for (const selection of slip.selections.filter((s) => s.eventId === event.id))
      if (closed) dispatch({ type: 'suspended', marketId: selection.marketId, suspended: true });
  }
}

/**
 * /fbsports (issue 43): the house sportsbook. Sports and their leagues' events, live and
 * upcoming, an event's markets, prices and scores that follow the feed, the bet slip and the
 * member's bets. What it shows is in its address, so a link or a reload shows the same.
 */
export function SportsbookPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const [search, setSearch] = useSearchParams();
  const view = viewOf(search);
  const [format, setFormat] = useOddsFormat();
  const [slip, dispatch] = useReducer(
    slipReducer,
    SPORTSBOOK_CONFIG.defaultOddsChangePolicy,
    emptySlip,
  );
  const slipNow = useRef(slip);
  slipNow.current = slip;
  useFeedStream(useCallback((change) => followFeed(change, slipNow.current, dispatch), []));

  const show = (patch: Partial<SportsbookView>) =>
    setSearch(new URLSearchParams(searchOf({ ...view, ...patch })));
  const picked = useMemo(
    () => new Set(slip.selections.map((selection) => selection.selectionId)),
    [slip.selections],
  );
  const pick = ({ event, market, selection }: PickedPrice) =>
    dispatch({
      type: 'toggle',
      selection: {
        selectionId: selection.id,
        marketId: market.id,
        eventId: event.id,
        label: selectionLabel(selection, market, language),
        marketLabel: marketTitle(t, market),
        eventLabel: t('event.title', {
          home: localized(event.home.name, language),
          away: localized(event.away.name, language),
        }),
        oddsMilli: selection.oddsMilli,
        priceVersion: selection.priceVersion,
        suspended: !takesBets(event, market),
      },
    });

  return (
    <div className="sportsbook" data-layout="header-only" data-testid="sportsbook-page">
      <header className="sportsbook__head">
        <h1>{t('title')}</h1>
        <OddsFormatPicker value={format} onChange={setFormat} />
      </header>
      <div className="sportsbook__body">
        <SportsNav
          line={view.line}
          sport={view.sport}
          onLine={(line) => show({ line, sport: null, event: null })}
          onSport={(sport) => show({ sport, event: null })}
        />
        <div className="sportsbook__main">
          {view.event ? (
            <EventDetail
              eventId={view.event}
              format={format}
              picked={picked}
              onPick={pick}
              onBack={() => show({ event: null })}
            />
          ) : (
            <EventList
              line={view.line}
              sport={view.sport}
              when={view.when}
              onWhen={(when) => show({ when })}
              format={format}
              picked={picked}
              onPick={pick}
              onOpen={(event) => show({ event })}
            />
          )}
        </div>
        <div className="sportsbook__side">
          <BetSlip state={slip} dispatch={dispatch} format={format} />
          <MyBets format={format} />
        </div>
      </div>
    </div>
  );
}
