import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.js';

/**
 * The feed's tables enforce their own rules (migration 0061), whoever writes them: a market's
 * state machine, a result changed only by a counted correction, prices final once a market
 * closes, every price change counted, every change numbered in commit order.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

let serial = 0;
async function market(): Promise<{ marketId: string; selectionId: string }> {
  const { db } = database;
  const event = await db
    .insertInto('sports_events')
    .values({
      external_id: `schema-${++serial}`,
      sport: 'FOOTBALL',
      competition_code: 'TEST',
      competition: JSON.stringify({ bn: 'পরীক্ষা', en: 'Test' }),
      format: '90_MIN',
      home: JSON.stringify({ code: 'H', name: { bn: 'ক', en: 'A' } }),
      away: JSON.stringify({ code: 'A', name: { bn: 'খ', en: 'B' } }),
      starts_at: new Date(),
      seed: '1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await db
    .insertInto('sports_markets')
    .values({ event_id: event.id, kind: 'TOTAL', line_quarters: 11 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const selection = await db
    .insertInto('sports_selections')
    .values({
      market_id: created.id,
      code: 'OVER',
      name: JSON.stringify({ bn: 'বেশি', en: 'Over' }),
      odds_milli: 1900,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { marketId: created.id, selectionId: selection.id };
}

const setState = (id: string, values: Record<string, unknown>) =>
  database.db
    .updateTable('sports_markets')
    .set(values as never)
    .where('id', '=', id)
    .execute();
const result = JSON.stringify({ winners: [], home: null, away: null, total: 3 });

test('a market goes OPEN ↔ SUSPENDED → CLOSED → RESULTED, and corrections count', async () => {
  const { marketId } = await market();
  await setState(marketId, { state: 'SUSPENDED', suspended_by: 'FEED' });
  await setState(marketId, { state: 'OPEN', suspended_by: null });
  await expect(
    setState(marketId, { state: 'RESULTED', result, result_version: 1, resulted_at: new Date() }),
  ).rejects.toThrow(/close it first/);
  await setState(marketId, { state: 'CLOSED' });
  await expect(setState(marketId, { state: 'OPEN' })).rejects.toThrow(/not allowed/);
  await expect(
    setState(marketId, { state: 'RESULTED', result, result_version: 2, resulted_at: new Date() }),
  ).rejects.toThrow(/first result/);
  await setState(marketId, {
    state: 'RESULTED',
    result,
    result_version: 1,
    resulted_at: new Date(),
  });
  const corrected = JSON.stringify({ winners: [], home: null, away: null, total: 2 });
  await expect(setState(marketId, { result: corrected })).rejects.toThrow(/correction/);
  await expect(setState(marketId, { state: 'VOID', void_reason: 'x' })).rejects.toThrow();
  await setState(marketId, { result: corrected, result_version: 2 });
  const row = await database.db
    .selectFrom('sports_markets')
    .select(['result', 'result_version'])
    .where('id', '=', marketId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ result: JSON.parse(corrected), result_version: 2 });
});

test('VOID is reachable before a result and final', async () => {
  const { marketId } = await market();
  await setState(marketId, { state: 'SUSPENDED', suspended_by: 'TRADER' });
  await setState(marketId, { state: 'VOID', suspended_by: null, void_reason: 'abandoned' });
  await expect(setState(marketId, { state: 'OPEN', void_reason: null })).rejects.toThrow(/final/);
});

test('a price change bumps its version; a closed market’s prices are final', async () => {
  const { marketId, selectionId } = await market();
  const price = (odds: number) =>
    database.db
      .updateTable('sports_selections')
      .set({ odds_milli: odds })
      .where('id', '=', selectionId)
      .returning(['price_version', 'change_seq'])
      .executeTakeFirstOrThrow();
  const first = await price(1850);
  const second = await price(1800);
  expect([first.price_version, second.price_version]).toEqual([2, 3]);
  expect(BigInt(second.change_seq)).toBeGreaterThan(BigInt(first.change_seq));
  await setState(marketId, { state: 'CLOSED' });
  await expect(price(1700)).rejects.toThrow(/final/);
  await expect(
    sql`update sports_selections set price_version = 9 where id = ${selectionId}`.execute(
      database.db,
    ),
  ).rejects.toThrow(/price changes only/);
});
