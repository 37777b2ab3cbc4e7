import { Kysely, PostgresDialect, sql } from 'kysely';
import { Mutex } from '../../src/db/mutex.js';
import { openPglite, PglitePool } from '../../src/db/pglitePool.js';

describe('Mutex', () => {
  it('grants the lock in FIFO order', async () => {
    const mutex = new Mutex();
    const order: number[] = [];
    const first = await mutex.acquire();
    const second = mutex.acquire().then((release) => {
      order.push(2);
      release();
    });
    const third = mutex.acquire().then((release) => {
      order.push(3);
      release();
    });
    order.push(1);
    first();
    await Promise.all([second, third]);
    expect(order).toEqual([1, 2, 3]);
  });
});

describe('PglitePool with Kysely', () => {
  let db: Kysely<{ counters: { id: number; value: string } }>;
  beforeAll(async () => {
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new PglitePool(await openPglite(undefined)) }),
    });
    await sql`create table counters (id int primary key, value bigint not null)`.execute(db);
    await db.insertInto('counters').values({ id: 1, value: '9007199254740993' }).execute();
  }, 30_000);
  afterAll(async () => {
    await db.destroy();
  });

  it('returns int8 as an exact string and reports affected rows', async () => {
    const row = await db
      .selectFrom('counters')
      .select('value')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('9007199254740993');
    const result = await db
      .updateTable('counters')
      .set({ value: '1' })
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('serialises concurrent transactions on the single session', async () => {
    await db.updateTable('counters').set({ value: '0' }).execute();
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx
          .selectFrom('counters')
          .select('value')
          .where('id', '=', 1)
          .executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 2));
        await trx
          .updateTable('counters')
          .set({ value: String(Number(value) + 1) })
          .where('id', '=', 1)
          .execute();
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    const row = await db.selectFrom('counters').select('value').executeTakeFirstOrThrow();
    expect(row.value).toBe('10');
  });

  it('rolls back a failed transaction and keeps working', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counters').set({ value: '999' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await db.selectFrom('counters').select('value').executeTakeFirstOrThrow();
    expect(row.value).toBe('10');
  });
});
