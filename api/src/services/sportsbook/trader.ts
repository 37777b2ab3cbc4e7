import type { Kysely, Transaction } from 'kysely';
import type { SportsMarketResult, SportsOpsFinish } from '@site/contracts';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import {
  marketKey,
  type FeedMarketUpdate,
  type SportsFeedProvider,
  type TradableFeedProvider,
} from './feedProvider.js';
import { applyUpdate, correctResult, storedEvent } from './feedWriter.js';

/**
 * The operators' feed commands (issue 43 item 7, the feed's side): suspend, resume or void a
 * market or an event, and the house feed's trader control (move a price, finish an event with a
 * result, correct a result). Each runs in the caller's transaction, with the audit row, and
 * answers what it changed (before and after, for the audit).
 */

type Trx = Transaction<Database>;

const errors = {
  eventNotFound: () => new ApiError(404, 'SPORTS_EVENT_NOT_FOUND', 'No such sports event'),
  marketNotFound: () => new ApiError(404, 'SPORTS_MARKET_NOT_FOUND', 'No such market'),
  selectionNotFound: () => new ApiError(404, 'SPORTS_SELECTION_NOT_FOUND', 'No such selection'),
  marketState: (state: string) =>
    new ApiError(409, 'SPORTS_MARKET_STATE', `The market is ${state}: the command does not apply`, {
      state,
    }),
  eventState: (status: string) =>
    new ApiError(409, 'SPORTS_EVENT_STATE', `The event is ${status}: the command does not apply`, {
      status,
    }),
  eventSuspended: () =>
    new ApiError(409, 'SPORTS_EVENT_SUSPENDED', 'The whole event is suspended: resume the event'),
  notTradable: () =>
    new ApiError(409, 'SPORTS_FEED_NOT_TRADABLE', 'This feed does not take an operator’s result'),
  resultUnchanged: () =>
    new ApiError(409, 'SPORTS_RESULT_UNCHANGED', 'The market already has this result'),
  foreignMarket: (marketId: string) =>
    new ApiError(400, 'SPORTS_MARKET_NOT_OF_EVENT', 'A result names a market of another event', {
      marketId,
    }),
};

export interface Change {
  before: unknown;
  after: unknown;
}

async function lockedMarket(trx: Trx, marketId: string) {
  const market = await trx
    .selectFrom('sports_markets as m')
    .innerJoin('sports_events as e', 'e.id', 'm.event_id')
    .select([
      'm.id',
      'm.state',
      'm.suspended_by',
      'm.result',
      'm.result_version',
      'e.trader_suspended',
    ])
    .where('m.id', '=', marketId)
    .forUpdate('m')
    .executeTakeFirst();
  if (!market) throw errors.marketNotFound();
  return market;
}

export async function suspendMarket(trx: Trx, marketId: string): Promise<Change> {
  const market = await lockedMarket(trx, marketId);
  if (market.state !== 'OPEN' && market.state !== 'SUSPENDED')
    throw errors.marketState(market.state);
  await trx
    .updateTable('sports_markets')
    .set({ state: 'SUSPENDED', suspended_by: 'TRADER' })
    .where('id', '=', marketId)
    .execute();
  return { before: { state: market.state }, after: { state: 'SUSPENDED', suspendedBy: 'TRADER' } };
}

/** Reopens a market a trader suspended (the feed suspends it again if an event calls for it). */
export async function resumeMarket(trx: Trx, marketId: string): Promise<Change> {
  const market = await lockedMarket(trx, marketId);
  if (market.state !== 'SUSPENDED') throw errors.marketState(market.state);
  if (market.trader_suspended) throw errors.eventSuspended();
  await trx
    .updateTable('sports_markets')
    .set({ state: 'OPEN', suspended_by: null })
    .where('id', '=', marketId)
    .execute();
  return { before: { state: 'SUSPENDED' }, after: { state: 'OPEN' } };
}

export async function voidMarket(trx: Trx, marketId: string, reason: string): Promise<Change> {
  const market = await lockedMarket(trx, marketId);
  if (market.state === 'RESULTED' || market.state === 'VOID')
    throw errors.marketState(market.state);
  await trx
    .updateTable('sports_markets')
    .set({ state: 'VOID', suspended_by: null, void_reason: reason })
    .where('id', '=', marketId)
    .execute();
  return { before: { state: market.state }, after: { state: 'VOID' } };
}

async function liveEvent(trx: Trx, eventId: string) {
  const event = await storedEvent(trx, eventId);
  if (!event) throw errors.eventNotFound();
  if (event.status !== 'SCHEDULED' && event.status !== 'LIVE')
    throw errors.eventState(event.status);
  return event;
}

/** Suspends every trading market of an event until an operator resumes the event. */
export async function suspendEvent(trx: Trx, eventId: string): Promise<Change> {
  const event = await liveEvent(trx, eventId);
  await trx
    .updateTable('sports_events')
    .set({ trader_suspended: true })
    .where('id', '=', eventId)
    .execute();
  const markets = await trx
    .updateTable('sports_markets')
    .set({ state: 'SUSPENDED', suspended_by: 'TRADER' })
    .where('event_id', '=', eventId)
    .where('state', 'in', ['OPEN', 'SUSPENDED'])
    .returning('id')
    .execute();
  return {
    before: { suspended: event.traderSuspended },
    after: { suspended: true, markets: markets.length },
  };
}

/** Lifts an event's suspension: its markets a trader suspended reopen. */
export async function resumeEvent(trx: Trx, eventId: string): Promise<Change> {
  const event = await liveEvent(trx, eventId);
  await trx
    .updateTable('sports_events')
    .set({ trader_suspended: false })
    .where('id', '=', eventId)
    .execute();
  const markets = await trx
    .updateTable('sports_markets')
    .set({ state: 'OPEN', suspended_by: null })
    .where('event_id', '=', eventId)
    .where('state', '=', 'SUSPENDED')
    .where('suspended_by', '=', 'TRADER')
    .returning('id')
    .execute();
  return {
    before: { suspended: event.traderSuspended },
    after: { suspended: false, markets: markets.length },
  };
}

/** Voids an event that will not be played (or not to the end): every unsettled market too. */
export async function voidEvent(
  trx: Trx,
  eventId: string,
  reason: string,
  now: Date,
): Promise<Change> {
  const event = await liveEvent(trx, eventId);
  const markets = await trx
    .updateTable('sports_markets')
    .set({ state: 'VOID', suspended_by: null, void_reason: reason })
    .where('event_id', '=', eventId)
    .where('state', 'not in', ['RESULTED', 'VOID'])
    .returning('id')
    .execute();
  await trx
    .updateTable('sports_events')
    .set({ status: 'VOID', ended_at: now })
    .where('id', '=', eventId)
    .execute();
  return { before: { status: event.status }, after: { status: 'VOID', markets: markets.length } };
}

/** A trader's price (the pricing model leaves it alone), or null to hand it back. */
export async function setPrice(
  trx: Trx,
  selectionId: string,
  oddsMilli: number | null,
): Promise<Change> {
  const selection = await trx
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .select(['s.id', 's.odds_milli', 's.trader_odds_milli', 'm.state'])
    .where('s.id', '=', selectionId)
    .forUpdate('s')
    .executeTakeFirst();
  if (!selection) throw errors.selectionNotFound();
  if (selection.state !== 'OPEN' && selection.state !== 'SUSPENDED')
    throw errors.marketState(selection.state);
  const updated = await trx
    .updateTable('sports_selections')
    .set(
      oddsMilli === null
        ? { trader_odds_milli: null }
        : { trader_odds_milli: oddsMilli, odds_milli: oddsMilli },
    )
    .where('id', '=', selectionId)
    .returning(['odds_milli', 'price_version'])
    .executeTakeFirstOrThrow();
  return {
    before: { oddsMilli: selection.odds_milli, traderOddsMilli: selection.trader_odds_milli },
    after: {
      oddsMilli: updated.odds_milli,
      traderOddsMilli: oddsMilli,
      priceVersion: updated.price_version,
    },
  };
}

const isTradable = (provider: SportsFeedProvider): provider is TradableFeedProvider =>
  'finish' in provider;

/**
 * Ends an event now with the operator's headline score: every market closes and takes its
 * result (the fact given in `results`, else the feed's from that score), or is voided when it
 * was never played.
 */
export async function finishEvent(
  trx: Trx,
  provider: SportsFeedProvider,
  eventId: string,
  command: Pick<SportsOpsFinish, 'home' | 'away' | 'results'>,
  now: Date,
): Promise<Change> {
  if (!isTradable(provider)) throw errors.notTradable();
  const event = await liveEvent(trx, eventId);
  const update = provider.finish(event, { home: command.home, away: command.away }, now);
  const markets = new Map<string, FeedMarketUpdate>(update.markets);
  if (command.results?.length) {
    const rows = await trx
      .selectFrom('sports_markets')
      .select(['id', 'event_id', 'kind', 'scope', 'line_quarters'])
      .where(
        'id',
        'in',
        command.results.map((given) => given.marketId),
      )
      .execute();
    for (const given of command.results) {
      const row = rows.find((candidate) => candidate.id === given.marketId);
      if (!row || row.event_id !== eventId) throw errors.foreignMarket(given.marketId);
      markets.set(
        marketKey({ kind: row.kind, scope: row.scope, lineQuarters: row.line_quarters }),
        {
          state: 'SETTLED',
          result: given.result,
        },
      );
    }
  }
  await applyUpdate(trx, event, { ...update, markets }, now);
  await trx
    .updateTable('sports_events')
    .set({ trader_result: JSON.stringify({ home: command.home, away: command.away }) })
    .where('id', '=', eventId)
    .execute();
  return {
    before: { status: event.status, score: event.score },
    after: { status: 'ENDED', home: command.home, away: command.away },
  };
}

/** Corrects a resulted market's fact (result_version + 1: its bets resettle once). */
export async function correctMarketResult(
  trx: Trx,
  marketId: string,
  result: SportsMarketResult,
  now: Date,
): Promise<Change> {
  const market = await lockedMarket(trx, marketId);
  if (market.state !== 'RESULTED') throw errors.marketState(market.state);
  if (!(await correctResult(trx, marketId, result, now))) throw errors.resultUnchanged();
  return {
    before: { result: market.result, resultVersion: market.result_version },
    after: { result, resultVersion: market.result_version + 1 },
  };
}

/** The event a market belongs to (an audit names it). */
export async function eventOfMarket(
  db: Kysely<Database>,
  marketId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('sports_markets')
    .select('event_id')
    .where('id', '=', marketId)
    .executeTakeFirst();
  return row?.event_id ?? null;
}
