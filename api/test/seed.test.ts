import { sql } from 'kysely';
import { runSeed } from '../src/db/seed/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { TEST_PASSWORD_HASH } from './support/env.js';
import { createTestDatabase, type TestDatabase } from './support/testDatabase.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const TABLES = [
  'brands',
  'brand_hosts',
  'brand_modules',
  'accounts',
  'wallets',
  'point_accounts',
  'game_categories',
  'game_vendors',
  'lottery_games',
  'point_rewards',
  // 0007_content
  'banners',
  'announcements',
  'help_categories',
  'help_articles',
  'promotions',
  'featured_wins',
] as const;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
    result[table] = Number(rows[0]!.n);
  }
  return result;
}

describe('seed', () => {
  it('creates the demo data', async () => {
    const before = await counts();
    expect(before).toEqual({
      brands: 2,
      brand_hosts: 4,
      brand_modules: 2 * (8 + 1 + 15),
      accounts: 10,
      wallets: 10,
      point_accounts: 10,
      game_categories: 8,
      game_vendors: expect.any(Number),
      // The seed's 24 and the house's own 6 (migration 0026), which already hold its VN_FAST_5M.
      lottery_games: 29,
      point_rewards: 12,
      banners: 2 * (3 + 13 * 2),
      // 18 for everyone and 2 for agents (AGENTS), and brand 2's 5.
      announcements: 18 + 2 + 5,
      help_categories: 2 * 5,
      help_articles: 2 * (4 * 3 + 5),
      promotions: 2 * 6,
      featured_wins: 2 * 20,
    });
    expect(before.game_vendors).toBeGreaterThanOrEqual(24);
  });

  it('is idempotent and keeps operator changes', async () => {
    const before = await counts();
    await database.db
      .updateTable('brand_modules')
      .set({ enabled: false })
      .where('mod_id', '=', 'VIP')
      .execute();
    const hashes = await database.db
      .selectFrom('accounts')
      .select(['id', 'password_hash'])
      .orderBy('id')
      .execute();

    await migrateToLatest(database.db);
    await runSeed(database.db, {
      clock: { now: () => new Date() },
      passwordHash: TEST_PASSWORD_HASH,
    });
    await runSeed(database.db, {
      clock: { now: () => new Date() },
      passwordHash: TEST_PASSWORD_HASH,
    });

    expect(await counts()).toEqual(before);
    const vip = await database.db
      .selectFrom('brand_modules')
      .select('enabled')
      .where('mod_id', '=', 'VIP')
      .execute();
    expect(vip.every((row) => row.enabled === false)).toBe(true);
    expect(
      await database.db
        .selectFrom('accounts')
        .select(['id', 'password_hash'])
        .orderBy('id')
        .execute(),
    ).toEqual(hashes);
  });

  it('gives brands seeded before config.siteOrigins an origin per host (migration 0014)', async () => {
    const originsOf = async (merchantCode: string) =>
      (
        await database.db
          .selectFrom('brands')
          .select('config')
          .where('merchant_code', '=', merchantCode)
          .executeTakeFirstOrThrow()
      ).config.siteOrigins;
    const seeded = await originsOf('PADMA');
    await sql`update brands set config = config - 'siteOrigins'`.execute(database.db);
    await migrations['0014_site_origins']!.up(database.db);
    expect(await originsOf('PADMA')).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(await originsOf('MEGHNA')).toEqual([
      'http://127.0.0.2:3000',
      'http://lite.localhost:3000',
    ]);
    await sql`update brands set config = jsonb_set(config, '{siteOrigins}', ${JSON.stringify(seeded)}::jsonb) where merchant_code = 'PADMA'`.execute(
      database.db,
    );
  });

  it('stores demo money in minor units and the upline tree', async () => {
    const rows = await database.db
      .selectFrom('accounts as a')
      .innerJoin('brands as b', 'b.id', 'a.brand_id')
      .innerJoin('wallets as w', 'w.account_id', 'a.id')
      .leftJoin('accounts as u', 'u.id', 'a.upline_id')
      .select(['a.username', 'a.is_agent', 'w.balance_minor', 'u.username as upline'])
      .where('b.merchant_code', '=', 'PADMA')
      .orderBy('a.username')
      .execute();
    expect(rows).toEqual([
      { username: 'demo_agent', is_agent: 1, balance_minor: '48250075', upline: null },
      { username: 'demo_member', is_agent: 0, balance_minor: '125000000', upline: null },
      { username: 'demo_sub1', is_agent: 0, balance_minor: '1520050', upline: 'demo_agent' },
      { username: 'demo_sub2', is_agent: 0, balance_minor: '870000', upline: 'demo_agent' },
      { username: 'demo_trial', is_agent: 4, balance_minor: '200000', upline: null },
    ]);
  });
});
