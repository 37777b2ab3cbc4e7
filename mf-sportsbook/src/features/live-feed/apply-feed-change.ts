import type {
  SportsEvent,
  SportsEventDetail,
  SportsFeedChange,
  SportsMarket,
} from '@site/contracts';

/**
 * A change of the feed's push applied to what the page holds, as pure functions: an event's
 * status and score, a market's state and result, a selection's price (only a newer version: a
 * change that arrives late never takes a price back). What did not change keeps its identity,
 * so React redraws only the rows that moved.
 */
function applyToMarket(market: SportsMarket, change: SportsFeedChange): SportsMarket {
  const state = change.markets.find((m) => m.id === market.id);
  const prices = change.prices.filter((p) => p.marketId === market.id);
  if (!state && prices.length === 0) return market;
  let selections = market.selections;
  if (prices.length > 0)
    selections = market.selections.map((selection) => {
      const price = prices.find((p) => p.id === selection.id);
      return price && price.priceVersion > selection.priceVersion
        ? { ...selection, oddsMilli: price.oddsMilli, priceVersion: price.priceVersion }
        : selection;
    });
  const changedState =
    state && state.resultVersion >= market.resultVersion
      ? { state: state.state, result: state.result, resultVersion: state.resultVersion }
      : {};
  return { ...market, ...changedState, selections };
}

export function applyToEvent<Event extends SportsEvent | SportsEventDetail>(
  event: Event,
  change: SportsFeedChange,
): Event {
  const touched =
    change.events.some((e) => e.id === event.id) ||
    change.markets.some((m) => m.eventId === event.id) ||
    change.prices.some((p) => p.eventId === event.id);
  if (!touched) return event;
  const eventChange = change.events.find((e) => e.id === event.id);
  const next: Event = {
    ...event,
    ...(eventChange && {
      status: eventChange.status,
      suspended: eventChange.suspended,
      score: eventChange.score,
      startsAt: eventChange.startsAt,
    }),
    mainMarket: event.mainMarket && applyToMarket(event.mainMarket, change),
  };
  if ('markets' in event)
    (next as SportsEventDetail).markets = event.markets.map((m) => applyToMarket(m, change));
  return next;
}

/** A page of events with the change applied to each. */
export function applyToEvents<Page extends { list: SportsEvent[] }>(
  page: Page,
  change: SportsFeedChange,
): Page {
  const list = page.list.map((event) => applyToEvent(event, change));
  return list.every((event, index) => event === page.list[index]) ? page : { ...page, list };
}
