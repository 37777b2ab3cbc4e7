import { buildApp } from '../src/app.js';
import { runSeed } from '../src/db/seed/index.js';
import { SLOT_MAX_PAYOUT_MULTIPLIER } from '../src/services/games/house/slotEngine.js';
import { ENGINE_MAX_PAYOUT_MULTIPLIER } from '../src/services/games/maxPayout.js';
import { fingerprintOf } from '../src/services/wallet/seamlessSecrets.js';
import { TEST_PASSWORD_HASH } from './support/env.js';
import { hostedEntryOf } from './support/houseGame.js';
import { body, createTestContext, OPS_TOKEN, type TestContext } from './support/testApp.js';
import {
  assertLedgerConsistent,
  balances,
  memberId,
  seamless,
  seamlessSecretOf,
} from './support/wallet.js';

/**
 * Issue 10: forged seamless credits. The house secret was printed in the README and seeded
 * from the repository; one signed bet of 0.01 and a win of 1,000,000,000 credited a billion.
 */
let ctx: TestContext;
let sub1: string;
let sub2: string;
beforeAll(async () => {
  ctx = await createTestContext();
  sub1 = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
  sub2 = await memberId(ctx.database.db, 'PADMA', 'demo_sub2');
});
afterAll(async () => {
  await ctx.close();
});

const GAME = 'PADMA_FORTUNE';
const OTHER_GAME = 'ROYAL_BENGAL';
/** The value the seed and README used to carry: public, so it must open nothing. */
const OLD_REPOSITORY_SECRET = 'pdm_sw_3f9a6b1e0c4d8275a9e1f6b3d0c7a452';

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${(ids += 1)}`;

/** A bet of `amount` on a fresh round; returns the ids a win or rollback must name. */
async function openRound(amount: number | string, account = 'demo_sub1', gameCode = GAME) {
  const bet = {
    account,
    transactionId: nextId('bet'),
    roundId: nextId('round'),
    gameCode,
    amount,
  };
  const response = await seamless(ctx.app, 'bet', bet);
  expect(response.statusCode).toBe(200);
  return bet;
}

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    ...(payload ? { payload } : {}),
  });

const rotate = (overlapSeconds?: number, vendor = 'HOUSE') =>
  ops(
    'POST',
    `/ops/brands/PADMA/seamless-secrets/${vendor}/rotate`,
    overlapSeconds === undefined ? undefined : { overlapSeconds },
  );

describe('the billion-credit attack', () => {
  it('refuses a win above the game’s maximum payout for the bet, and moves nothing', async () => {
    const bet = await openRound(0.01);
    const before = await balances(ctx.database.db, sub1);
    const win = await seamless(ctx.app, 'win', {
      account: 'demo_sub1',
      transactionId: nextId('win'),
      roundId: bet.roundId,
      gameCode: GAME,
      amount: 1_000_000_000,
    });
    expect(win.statusCode).toBe(400);
    expect(body(win)).toMatchObject({
      code: 'MAX_PAYOUT_EXCEEDED',
      value: { maxPayout: 0.01 * SLOT_MAX_PAYOUT_MULTIPLIER, alreadyPaid: 0 },
    });
    expect(await balances(ctx.database.db, sub1)).toEqual(before);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('pays up to the ceiling from the slot’s paytable, and not a cent more over several wins', async () => {
    expect(SLOT_MAX_PAYOUT_MULTIPLIER).toBe(250);
    const bet = await openRound(1);
    const win = (amount: number) =>
      seamless(ctx.app, 'win', {
        account: 'demo_sub1',
        transactionId: nextId('win'),
        roundId: bet.roundId,
        gameCode: GAME,
        amount,
      });
    expect((await win(200)).statusCode).toBe(200);
    const before = await balances(ctx.database.db, sub1);
    const over = await win(50.01);
    expect(over.statusCode).toBe(400);
    expect(body(over).value).toMatchObject({ maxPayout: 250, alreadyPaid: 200 });
    expect(await balances(ctx.database.db, sub1)).toEqual(before);
    expect((await win(50)).statusCode).toBe(200);
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(before.MAIN! + 5_000n);
  });

  /** A bet of 0.01 on a fresh round of the first hosted 5-reel slot; answers its win call. */
  async function hostedSlotRound() {
    const game = await hostedEntryOf(ctx.database.db, { gameType: 'RNG', classify: 'JP' });
    const vendor = { vendor: game.vassalage };
    const round = { account: 'demo_sub1', roundId: nextId('round'), gameCode: game.game_code };
    const bet = await seamless(
      ctx.app,
      'bet',
      { ...round, transactionId: nextId('bet'), amount: 0.01 },
      vendor,
    );
    expect(bet.statusCode).toBe(200);
    const win = (amount: number) =>
      seamless(ctx.app, 'win', { ...round, transactionId: nextId('win'), amount }, vendor);
    return { game, win };
  }

  it("pays a hosted 5-reel slot's round at the engine's bound in full, and not a cent more", async () => {
    const { game, win } = await hostedSlotRound();
    const bound = ENGINE_MAX_PAYOUT_MULTIPLIER.slot5;
    expect(game.max_payout_multiplier).toBe(bound);
    const before = await balances(ctx.database.db, sub1);
    expect((await win(bound / 100)).statusCode).toBe(200);
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(before.MAIN! + BigInt(bound));
    const over = await win(0.01);
    expect(body(over)).toMatchObject({ code: 'MAX_PAYOUT_EXCEEDED' });
    await assertLedgerConsistent(ctx.database.db);
  });

  it("keeps a lower ceiling an operator sets on a hosted game's row", async () => {
    const { db } = ctx.database;
    const { node_id } = await hostedEntryOf(db, { gameType: 'RNG', classify: 'JP' });
    const ceiling = (multiplier: number) =>
      db
        .updateTable('games')
        .set({ max_payout_multiplier: multiplier })
        .where('node_id', '=', node_id)
        .execute();
    await ceiling(100);
    try {
      const { win } = await hostedSlotRound();
      const over = await win(1.01);
      expect(body(over)).toMatchObject({ code: 'MAX_PAYOUT_EXCEEDED', value: { maxPayout: 1 } });
      expect((await win(1)).statusCode).toBe(200);
    } finally {
      await ceiling(ENGINE_MAX_PAYOUT_MULTIPLIER.slot5);
    }
  });

  it('takes bets only on games of the catalogue, whose ceiling is known', async () => {
    const response = await seamless(ctx.app, 'bet', {
      account: 'demo_sub1',
      transactionId: nextId('bet'),
      roundId: nextId('round'),
      gameCode: 'CRASH',
      amount: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('GAME_NOT_FOUND');
  });
});

describe('a win or rollback must match its bet', () => {
  it('refuses a win on another account’s round, another round, or another game', async () => {
    const bet = await openRound(2);
    const before = await balances(ctx.database.db, sub2);
    const otherAccount = await seamless(ctx.app, 'win', {
      account: 'demo_sub2',
      transactionId: nextId('win'),
      roundId: bet.roundId,
      gameCode: GAME,
      amount: 1,
    });
    expect(otherAccount.statusCode).toBe(404);
    expect(body(otherAccount).code).toBe('ROUND_NOT_FOUND');
    expect(await balances(ctx.database.db, sub2)).toEqual(before);

    const otherRound = await seamless(ctx.app, 'win', {
      account: 'demo_sub1',
      transactionId: nextId('win'),
      roundId: 'never-bet',
      gameCode: GAME,
      amount: 1,
    });
    expect(body(otherRound).code).toBe('ROUND_NOT_FOUND');

    const otherGame = await seamless(ctx.app, 'win', {
      account: 'demo_sub1',
      transactionId: nextId('win'),
      roundId: bet.roundId,
      gameCode: OTHER_GAME,
      amount: 1,
    });
    expect(otherGame.statusCode).toBe(409);
    expect(body(otherGame)).toMatchObject({ code: 'ROUND_MISMATCH', value: { field: 'gameCode' } });
  });

  it('refuses a second bet of another game on an open round', async () => {
    const bet = await openRound(1);
    const response = await seamless(ctx.app, 'bet', {
      ...bet,
      transactionId: nextId('bet'),
      gameCode: OTHER_GAME,
    });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ code: 'ROUND_MISMATCH', value: { field: 'gameCode' } });
  });

  it('refuses a rollback for another account, round or game, and refunds nothing', async () => {
    const bet = await openRound(3);
    const before = await balances(ctx.database.db, sub1);
    const rollback = (changes: Record<string, string>) =>
      seamless(ctx.app, 'rollback', {
        account: 'demo_sub1',
        transactionId: nextId('rollback'),
        originalTransactionId: bet.transactionId,
        roundId: bet.roundId,
        gameCode: GAME,
        ...changes,
      });
    for (const [changes, field] of [
      [{ account: 'demo_sub2' }, 'account'],
      [{ roundId: 'another-round' }, 'roundId'],
      [{ gameCode: OTHER_GAME }, 'gameCode'],
    ] as const) {
      const response = await rollback(changes);
      expect(response.statusCode).toBe(409);
      expect(body(response)).toMatchObject({ code: 'ROUND_MISMATCH', value: { field } });
    }
    expect(await balances(ctx.database.db, sub1)).toEqual(before);
    const matching = await rollback({});
    expect(body(matching).value).toMatchObject({ status: 'APPLIED' });
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(before.MAIN! + 300n);
  });
});

describe('money fields', () => {
  it('refuse anything but a number or a decimal string with at most 2 decimals', async () => {
    const bet = await openRound('2.50');
    const before = await balances(ctx.database.db, sub1);
    for (const amount of [true, '1.234', null, [], {}, [1], '1e3', ' 1', '-1', 'NaN']) {
      for (const action of ['bet', 'win'] as const) {
        const response = await seamless(ctx.app, action, {
          account: 'demo_sub1',
          transactionId: nextId(action),
          roundId: bet.roundId,
          gameCode: GAME,
          amount,
        });
        expect(response.statusCode).toBe(400);
        expect(body(response)).toMatchObject({
          code: 'VALIDATION_FAILED',
          value: { field: 'amount' },
        });
      }
    }
    expect(await balances(ctx.database.db, sub1)).toEqual(before);
    const stringWin = await seamless(ctx.app, 'win', {
      account: 'demo_sub1',
      transactionId: nextId('win'),
      roundId: bet.roundId,
      gameCode: GAME,
      amount: '10.05',
    });
    expect(stringWin.statusCode).toBe(200);
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(before.MAIN! + 1_005n);
  });
});

describe('secrets', () => {
  it('are generated per brand and vendor, never the old repository value', async () => {
    const padma = await seamlessSecretOf(ctx.database.db, 'PADMA');
    const meghna = await seamlessSecretOf(ctx.database.db, 'MEGHNA');
    const jili = await seamlessSecretOf(ctx.database.db, 'PADMA', 'JILI');
    expect(padma).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set([padma, meghna, jili, OLD_REPOSITORY_SECRET]).size).toBe(4);
    const brand = await ops('GET', '/ops/brands/PADMA');
    expect(brand.body).not.toContain(padma);
    expect(brand.body).not.toContain('seamlessSecrets');
  });

  it('refuse a signature made with the old repository secret', async () => {
    const response = await seamless(
      ctx.app,
      'balance',
      { account: 'demo_sub1' },
      { secret: OLD_REPOSITORY_SECRET },
    );
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('SIGNATURE_INVALID');
  });

  it('refuse a vendor’s secret on another vendor’s routes', async () => {
    const jili = await seamlessSecretOf(ctx.database.db, 'PADMA', 'JILI');
    const response = await seamless(
      ctx.app,
      'balance',
      { account: 'demo_sub1' },
      { secret: jili, vendor: 'HOUSE' },
    );
    expect(response.statusCode).toBe(401);
    const own = await seamless(ctx.app, 'balance', { account: 'demo_sub1' }, { vendor: 'JILI' });
    expect(own.statusCode).toBe(200);
  });

  it('keep a configured secret (SEAMLESS_SECRET_<MERCHANT>_<VENDOR>) where none exists yet', async () => {
    const { db } = ctx.database;
    const configured = 'test-only-configured-secret-0123456789abcdef';
    await db.deleteFrom('seamless_secrets').where('vendor', '=', 'PG').execute();
    await runSeed(db, {
      clock: ctx.clock,
      passwordHash: TEST_PASSWORD_HASH,
      seamlessSecrets: { MEGHNA_PG: configured, PADMA_HOUSE: 'ignored-because-padma-has-one' },
    });
    expect(await seamlessSecretOf(db, 'MEGHNA', 'PG')).toBe(configured);
    expect(await seamlessSecretOf(db, 'PADMA', 'PG')).not.toBe(configured);
    expect(await seamlessSecretOf(db, 'PADMA', 'HOUSE')).not.toBe('ignored-because-padma-has-one');
  });
});

describe('rotation through the ops API', () => {
  it('answers the new secret once; the old one works during the overlap, then not', async () => {
    const old = await seamlessSecretOf(ctx.database.db);
    const rotated = await rotate();
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const value = body<{
      secret: string;
      current: { fingerprint: string };
      previous: { fingerprint: string; retiresAt: string };
    }>(rotated).value;
    expect(value.secret).not.toBe(old);
    expect(value.current.fingerprint).toBe(fingerprintOf(value.secret));
    expect(value.previous.fingerprint).toBe(fingerprintOf(old));
    expect(Date.parse(value.previous.retiresAt) - ctx.clock.now().getTime()).toBe(
      24 * 60 * 60 * 1000,
    );

    const listed = await ops('GET', '/ops/brands/PADMA/seamless-secrets');
    expect(listed.body).not.toContain(value.secret);
    expect(listed.body).not.toContain(old);
    const house = body<{
      vendors: Array<{ vendor: string; current: { fingerprint: string }; previous: object }>;
    }>(listed).value.vendors.find((entry) => entry.vendor === 'HOUSE');
    expect(house).toMatchObject({
      current: { fingerprint: value.current.fingerprint },
      previous: { fingerprint: value.previous.fingerprint },
    });

    const balance = (secret: string) =>
      seamless(ctx.app, 'balance', { account: 'demo_sub1' }, { secret });
    expect((await balance(value.secret)).statusCode).toBe(200);
    expect((await balance(old)).statusCode).toBe(200);
    ctx.clock.advance(24 * 60 * 60 * 1000 - 1_000);
    expect((await balance(old)).statusCode).toBe(200);
    ctx.clock.advance(1_000);
    expect((await balance(old)).statusCode).toBe(401);
    expect((await balance(value.secret)).statusCode).toBe(200);
  });

  it('ends the old secret at once with overlapSeconds 0, and keeps only the last one replaced', async () => {
    const first = await seamlessSecretOf(ctx.database.db);
    const second = body<{ secret: string }>(await rotate(3_600)).value.secret;
    const third = body<{ secret: string }>(await rotate(0)).value.secret;
    const balance = (secret: string) =>
      seamless(ctx.app, 'balance', { account: 'demo_sub1' }, { secret });
    expect((await balance(first)).statusCode).toBe(401);
    expect((await balance(second)).statusCode).toBe(401);
    expect((await balance(third)).statusCode).toBe(200);
  });

  it('needs the ops token, a known brand and vendor, and a sane overlap', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/ops/brands/PADMA/seamless-secrets/HOUSE/rotate',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await rotate(undefined, 'NOPE')).statusCode).toBe(404);
    expect((await ops('POST', '/ops/brands/NOPE/seamless-secrets/HOUSE/rotate')).statusCode).toBe(
      404,
    );
    const tooLong = await rotate(8 * 24 * 3600);
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).code).toBe('VALIDATION_FAILED');
  });

  it('does not print the secret in the server log', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: ctx.database.db,
      clock: ctx.clock,
      config: { opsToken: OPS_TOKEN, passwordHash: TEST_PASSWORD_HASH, nodeEnv: 'test' },
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const rotated = await app.inject({
        method: 'POST',
        url: '/ops/brands/PADMA/seamless-secrets/HOUSE/rotate',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      const { secret } = body<{ secret: string }>(rotated).value;
      const signed = await seamless(app, 'balance', { account: 'demo_sub1' });
      expect(signed.statusCode).toBe(200);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
