import type { Kysely, Selectable } from 'kysely';
import {
  SPORTS,
  sportLine,
  type SportCount,
  type SportsEvent,
  type SportsEventDetail,
  type SportsEventsQuery,
  type SportsMarket,
  type SportsSelection,
} from '@site/contracts';
import { pagedList, type Paged } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type {
  SportsEventsTable,
  SportsMarketsTable,
  SportsSelectionsTable,
} from '../../db/sportsbookSchema.js';

/** The sportsbook's public reads (`/sportsbook/...`): sports, events, one event's markets. */

type Db = Kysely<Database>;
type EventRow = Selectable<SportsEventsTable>;
type MarketRow = Selectable<SportsMarketsTable>;
type SelectionRow = Selectable<SportsSelectionsTable>;

/** Markets a page lists for an event: those still trading or settled, not void ones. */
const TRADING = ['OPEN', 'SUSPENDED'] as const;

export const selectionView = (row: SelectionRow): SportsSelection => ({
  id: row.id,
  marketId: row.market_id,
  code: row.code,
  name: row.name,
  oddsMilli: row.odds_milli,
  priceVersion: row.price_version,
});

export const marketView = (row: MarketRow, selections: SelectionRow[]): SportsMarket => ({
  id: row.id,
  eventId: row.event_id,
  kind: row.kind,
  scope: row.scope,
  lineQuarters: row.line_quarters,
  state: row.state,
  result: row.result,
  resultVersion: row.result_version,
  selections: selections.map(selectionView),
});

const eventView = (
  row: EventRow,
  marketCount: number,
  mainMarket: SportsMarket | null,
): SportsEvent => ({
  id: row.id,
  sport: row.sport,
  competition: { code: row.competition_code, name: row.competition },
  format: row.format,
  home: row.home,
  away: row.away,
  startsAt: row.starts_at.toISOString(),
  status: row.status,
  suspended: row.trader_suspended,
  score: row.score,
  marketCount,
  mainMarket,
});

/** Each sport with how many of its events are live and upcoming. */
export async function sportCounts(db: Db): Promise<SportCount[]> {
  const rows = await db
    .selectFrom('sports_events')
    .select(['sport', 'status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', 'in', ['SCHEDULED', 'LIVE'])
    .groupBy(['sport', 'status'])
    .execute();
  return SPORTS.map((sport) => {
    const count = (status: string) =>
      Number(rows.find((row) => row.sport === sport && row.status === status)?.count ?? 0);
    return { sport, line: sportLine(sport), live: count('LIVE'), upcoming: count('SCHEDULED') };
  });
}

async function selectionsOf(db: Db, marketIds: string[]): Promise<Map<string, SelectionRow[]>> {
  const bySelection = new Map<string, SelectionRow[]>();
  if (marketIds.length === 0) return bySelection;
  const rows = await db
    .selectFrom('sports_selections')
    .selectAll()
    .where('market_id', 'in', marketIds)
    .orderBy('sort_order')
    .execute();
  for (const row of rows)
    bySelection.set(row.market_id, [...(bySelection.get(row.market_id) ?? []), row]);
  return bySelection;
}

/** Events of a sport or product line, live first, then by start; with each main market. */
export async function listEvents(db: Db, query: SportsEventsQuery): Promise<Paged<SportsEvent>> {
  let select = db.selectFrom('sports_events').selectAll();
  if (query.sport) select = select.where('sport', '=', query.sport);
  if (query.line)
    select = select.where(
      'sport',
      'in',
      SPORTS.filter((sport) => sportLine(sport) === query.line),
    );
  select = select.where(
    'status',
    'in',
    query.when === 'LIVE'
      ? ['LIVE']
      : query.when === 'UPCOMING'
        ? ['SCHEDULED']
        : ['LIVE', 'SCHEDULED'],
  );
  const page = await pagedList(
    select.orderBy('status', 'asc').orderBy('starts_at').orderBy('id'),
    query,
    (row) => row,
  );
  const ids = page.list.map((row) => row.id);
  const markets = ids.length
    ? await db
        .selectFrom('sports_markets')
        .selectAll()
        .where('event_id', 'in', ids)
        .where('state', 'in', TRADING)
        .orderBy('sort_order')
        .execute()
    : [];
  const mains = markets.filter(
    (market) => market.kind === 'MATCH_WINNER' && market.scope === 'MATCH',
  );
  const selections = await selectionsOf(
    db,
    mains.map((market) => market.id),
  );
  return {
    ...page,
    list: page.list.map((row) => {
      const main = mains.find((market) => market.event_id === row.id);
      return eventView(
        row,
        markets.filter((market) => market.event_id === row.id).length,
        main ? marketView(main, selections.get(main.id) ?? []) : null,
      );
    }),
  };
}

/** One event with all its markets (settled and void ones too: a page shows results). */
export async function eventDetail(db: Db, eventId: string): Promise<SportsEventDetail | null> {
  const row = await db
    .selectFrom('sports_events')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!row) return null;
  const markets = await db
    .selectFrom('sports_markets')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const selections = await selectionsOf(
    db,
    markets.map((market) => market.id),
  );
  const views = markets.map((market) => marketView(market, selections.get(market.id) ?? []));
  const main = views.find((market) => market.kind === 'MATCH_WINNER' && market.scope === 'MATCH');
  return {
    ...eventView(
      row,
      markets.filter((market) => (TRADING as readonly string[]).includes(market.state)).length,
      main ?? null,
    ),
    markets: views,
  };
}
