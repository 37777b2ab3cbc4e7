import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { SportsMarketResult } from '@site/contracts';
import type { Database } from '../../db/schema.js';
import type { SportsEventsTable } from '../../db/sportsbookSchema.js';
import {
  marketKey,
  type FeedEventRef,
  type FeedEventUpdate,
  type FeedFixture,
  type SportsFeedProvider,
} from './feedProvider.js';

export interface FeedWriterOptions {
  /** Fixtures are kept this far ahead. */
  horizonMs: number;
  /** And looked for this far back (a fresh database starts with matches in play). */
  lookbackMs: number;
  /** New fixtures stored per tick at most (each is priced: spread the work). */
  fixturesPerTick: number;
  /** The writer's lease: renewed every tick, taken over by another process when it lapses. */
  leaseMs: number;
}

export const DEFAULT_FEED_WRITER_OPTIONS: FeedWriterOptions = {
  horizonMs: 24 * 3_600_000,
  lookbackMs: 10 * 60_000,
  fixturesPerTick: 4,
  leaseMs: 10_000,
};

type Db = Kysely<Database> | Transaction<Database>;

interface StoredEvent extends FeedEventRef {
  id: string;
  status: string;
  score: unknown;
  traderSuspended: boolean;
}

/**
 * Writes a provider's feed into the sportsbook's tables (migration 0061). One process at a time
 * holds the provider's lease and ticks; every other process only relays (feedHub.ts). A tick
 * stores new fixtures, then brings each started event to the provider's state, writing only
 * what changed, in one transaction. Operators' acts stand: a market a trader suspended stays
 * suspended, a trader's price stays, a void market or event is left alone.
 */
export class FeedWriter {
  readonly holder = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    readonly provider: SportsFeedProvider,
    private readonly options: FeedWriterOptions = DEFAULT_FEED_WRITER_OPTIONS,
  ) {}

  /** Takes or renews the lease; whether this process is the writer now. */
  async holdLease(now: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('sports_feed_lease')
      .values({
        name: this.provider.name,
        holder: this.holder,
        expires_at: new Date(now.getTime() + this.options.leaseMs),
      })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet((eb) => ({
            holder: eb.ref('excluded.holder'),
            expires_at: eb.ref('excluded.expires_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('sports_feed_lease.holder', '=', this.holder),
              eb('sports_feed_lease.expires_at', '<', now),
            ]),
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === this.holder;
  }

  /** One tick: nothing when another process holds the lease. */
  async tick(now: Date): Promise<{ writer: boolean; created: number; updated: number }> {
    if (!(await this.holdLease(now))) return { writer: false, created: 0, updated: 0 };
    const created = await this.storeFixtures(now);
    const updated = await this.updateStarted(now);
    return { writer: true, created, updated };
  }

  /** Stores the provider's fixtures not stored yet (a few per tick). */
  async storeFixtures(now: Date): Promise<number> {
    const fixtures = await this.provider.fixtures(
      new Date(now.getTime() - this.options.lookbackMs),
      new Date(now.getTime() + this.options.horizonMs),
    );
    if (fixtures.length === 0) return 0;
    const stored = new Set(
      (
        await this.db
          .selectFrom('sports_events')
          .select('external_id')
          .where('provider', '=', this.provider.name)
          .where(
            'external_id',
            'in',
            fixtures.map((fixture) => fixture.externalId),
          )
          .execute()
      ).map((row) => row.external_id),
    );
    const fresh = fixtures
      .filter((fixture) => !stored.has(fixture.externalId))
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, this.options.fixturesPerTick);
    for (const fixture of fresh) await this.#storeFixture(fixture);
    return fresh.length;
  }

  async #storeFixture(fixture: FeedFixture): Promise<void> {
    const markets = await this.provider.openingMarkets(fixture);
    await this.db.transaction().execute(async (trx) => {
      const event = await trx
        .insertInto('sports_events')
        .values({
          provider: this.provider.name,
          external_id: fixture.externalId,
          sport: fixture.sport,
          competition_code: fixture.competition.code,
          competition: JSON.stringify(fixture.competition.name),
          format: fixture.format,
          home: JSON.stringify(fixture.home),
          away: JSON.stringify(fixture.away),
          starts_at: fixture.startsAt,
          seed: String(fixture.seed),
        })
        .onConflict((conflict) => conflict.columns(['provider', 'external_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!event) return;
      const rows = await trx
        .insertInto('sports_markets')
        .values(
          markets.map((market, index) => ({
            event_id: event.id,
            kind: market.kind,
            scope: market.scope,
            line_quarters: market.lineQuarters,
            sort_order: index,
          })),
        )
        .returning(['id', 'kind', 'scope', 'line_quarters'])
        .execute();
      const idOf = new Map(
        rows.map((row) => [
          marketKey({ kind: row.kind, scope: row.scope, lineQuarters: row.line_quarters }),
          row.id,
        ]),
      );
      await trx
        .insertInto('sports_selections')
        .values(
          markets.flatMap((market) =>
            market.selections.map((selection, index) => ({
              market_id: idOf.get(marketKey(market))!,
              code: selection.code,
              name: JSON.stringify(selection.name),
              odds_milli: selection.oddsMilli,
              sort_order: index,
            })),
          ),
        )
        .execute();
    });
  }

  /** Brings every started, unfinished event to the provider's state. */
  async updateStarted(now: Date): Promise<number> {
    const rows = await this.db
      .selectFrom('sports_events')
      .selectAll()
      .where('provider', '=', this.provider.name)
      .where('status', 'in', ['SCHEDULED', 'LIVE'])
      .where('starts_at', '<=', now)
      .execute();
    let updated = 0;
    for (const row of rows) {
      const event = toStoredEvent(row);
      const update = await this.provider.update(event, now);
      if (
        update &&
        (await this.db.transaction().execute((trx) => applyUpdate(trx, event, update, now)))
      )
        updated += 1;
    }
    return updated;
  }
}

/** The stored event behind an operator's command, as the provider knows it. */
export async function storedEvent(db: Db, eventId: string): Promise<StoredEvent | null> {
  const row = await db
    .selectFrom('sports_events')
    .selectAll()
    .where('id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toStoredEvent(row) : null;
}

function toStoredEvent(row: Selectable<SportsEventsTable>): StoredEvent {
  return {
    id: row.id,
    externalId: row.external_id,
    sport: row.sport,
    format: row.format,
    startsAt: row.starts_at,
    seed: Number(row.seed),
    home: row.home,
    away: row.away,
    status: row.status,
    score: row.score,
    traderSuspended: row.trader_suspended,
  };
}

/** Closes a market and gives it its first result (or voids it: never played). */
export async function settleMarket(
  db: Db,
  market: { id: string; state: string },
  result: SportsMarketResult | null,
  now: Date,
): Promise<void> {
  if (market.state === 'RESULTED' || market.state === 'VOID') return;
  if (result === null) {
    await db
      .updateTable('sports_markets')
      .set({ state: 'VOID', suspended_by: null, void_reason: 'NOT_PLAYED' })
      .where('id', '=', market.id)
      .execute();
    return;
  }
  if (market.state !== 'CLOSED')
    await db
      .updateTable('sports_markets')
      .set({ state: 'CLOSED', suspended_by: null })
      .where('id', '=', market.id)
      .execute();
  await db
    .updateTable('sports_markets')
    .set({
      state: 'RESULTED',
      result: JSON.stringify(result),
      result_version: 1,
      resulted_at: now,
    })
    .where('id', '=', market.id)
    .execute();
}

/**
 * Writes one event's update (only what changed); whether anything did. Markets an operator
 * suspended stay so (their prices still follow), trader prices stay, void markets are left.
 */
export async function applyUpdate(
  trx: Transaction<Database>,
  event: StoredEvent,
  update: FeedEventUpdate,
  now: Date,
): Promise<boolean> {
  let changed = false;
  const score = JSON.stringify(update.score);
  if (event.status !== update.status || JSON.stringify(event.score) !== score) {
    if (event.status === 'SCHEDULED' && update.status === 'ENDED')
      await trx
        .updateTable('sports_events')
        .set({ status: 'LIVE' })
        .where('id', '=', event.id)
        .execute();
    await trx
      .updateTable('sports_events')
      .set({ status: update.status, score, ended_at: update.status === 'ENDED' ? now : null })
      .where('id', '=', event.id)
      .execute();
    changed = true;
  }
  const markets = await trx
    .selectFrom('sports_markets')
    .select(['id', 'kind', 'scope', 'line_quarters', 'state', 'suspended_by', 'result'])
    .where('event_id', '=', event.id)
    .execute();
  const selections = await trx
    .selectFrom('sports_selections as s')
    .innerJoin('sports_markets as m', 'm.id', 's.market_id')
    .select(['s.id', 's.market_id', 's.code', 's.odds_milli', 's.trader_odds_milli'])
    .where('m.event_id', '=', event.id)
    .execute();
  const priceIds: string[] = [];
  const priceOdds: number[] = [];
  for (const market of markets) {
    const wanted = update.markets.get(
      marketKey({ kind: market.kind, scope: market.scope, lineQuarters: market.line_quarters }),
    );
    if (!wanted || market.state === 'VOID') continue;
    if (wanted.state === 'SETTLED') {
      if (market.state === 'RESULTED') {
        // A provider's corrected result: counted as a correction.
        if (wanted.result && JSON.stringify(wanted.result) !== JSON.stringify(market.result)) {
          await correctResult(trx, market.id, wanted.result, now);
          changed = true;
        }
        continue;
      }
      await settleMarket(trx, market, wanted.result, now);
      changed = true;
      continue;
    }
    if (market.state === 'RESULTED' || market.state === 'CLOSED') continue;
    const traderHeld = market.suspended_by === 'TRADER' || event.traderSuspended;
    const state = traderHeld ? 'SUSPENDED' : wanted.state;
    const suspendedBy = state === 'OPEN' ? null : traderHeld ? 'TRADER' : 'FEED';
    if (state !== market.state || suspendedBy !== market.suspended_by) {
      await trx
        .updateTable('sports_markets')
        .set({ state, suspended_by: suspendedBy })
        .where('id', '=', market.id)
        .execute();
      changed = true;
    }
    for (const selection of selections) {
      if (selection.market_id !== market.id || selection.trader_odds_milli !== null) continue;
      const odds = wanted.odds.get(selection.code);
      if (odds !== undefined && odds !== selection.odds_milli) {
        priceIds.push(selection.id);
        priceOdds.push(odds);
      }
    }
  }
  if (priceIds.length > 0) {
    await sql`update sports_selections s set odds_milli = v.odds
      from unnest(${priceIds}::bigint[], ${priceOdds}::integer[]) as v(id, odds)
      where s.id = v.id`.execute(trx);
    changed = true;
  }
  return changed;
}

/** A resulted market's new fact: `result_version` + 1 (the bets resettle once). */
export async function correctResult(
  db: Db,
  marketId: string,
  result: SportsMarketResult,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('sports_markets')
    .set((eb) => ({
      result: JSON.stringify(result),
      result_version: eb('result_version', '+', 1),
      resulted_at: now,
    }))
    .where('id', '=', marketId)
    .where('state', '=', 'RESULTED')
    .where(sql<boolean>`result is distinct from ${JSON.stringify(result)}::jsonb`)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}
