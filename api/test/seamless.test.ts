// On PostgreSQL too: replayed and refused vendor money calls against the ledger.
import { signBody } from '../src/services/wallet/seamlessSecrets.js';
import { body, createTestContext, type TestContext } from './support/testApp.js';
import {
  assertLedgerConsistent,
  balances,
  memberId,
  seamless,
  seamlessSecretOf,
} from './support/wallet.js';

let ctx: TestContext;
let sub1: string;
beforeAll(async () => {
  ctx = await createTestContext();
  sub1 = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
});
afterAll(async () => {
  await ctx.close();
});

/** A house game of the catalogue: bets name one, and wins are bounded by its paytable. */
const GAME = 'PADMA_FORTUNE';

const round = (roundId: string) =>
  ctx.database.db
    .selectFrom('bet_records')
    .select(['stake_minor', 'valid_bet_minor', 'win_minor', 'status', 'game_code', 'vendor'])
    .where('member_id', '=', sub1)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

describe('signature', () => {
  it('refuses a missing, wrong or other-brand signature with 401', async () => {
    const payload = { account: 'demo_sub1' };
    for (const signature of ['', 'deadbeef', signBody('not-the-secret', JSON.stringify(payload))]) {
      const response = await seamless(ctx.app, 'balance', payload, { signature });
      expect(response.statusCode).toBe(401);
      expect(body(response).code).toBe('SIGNATURE_INVALID');
    }
    const otherBrand = await seamless(ctx.app, 'balance', payload, {
      merchant: 'PADMA',
      secret: await seamlessSecretOf(ctx.database.db, 'MEGHNA'),
    });
    expect(otherBrand.statusCode).toBe(401);
  });

  it('signs the raw body (a re-serialised body does not verify)', async () => {
    const raw = '{ "account": "demo_sub1" }';
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/seamless/house/balance',
      headers: {
        Merchant: 'PADMA',
        'content-type': 'application/json',
        'x-signature': signBody(await seamlessSecretOf(ctx.database.db), raw),
      },
      payload: raw,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).value).toEqual({ account: 'demo_sub1', balance: 15_200.5 });
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown account', async () => {
    const response = await seamless(ctx.app, 'balance', { account: 'nobody' });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('ACCOUNT_NOT_FOUND');
  });
});

describe('bet, win, rollback', () => {
  it('debits a bet once and opens the round', async () => {
    const payload = {
      account: 'demo_sub1',
      transactionId: 'b-1',
      roundId: 'r-1',
      gameCode: GAME,
      amount: 200.25,
    };
    const first = await seamless(ctx.app, 'bet', payload);
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toEqual({
      account: 'demo_sub1',
      transactionId: 'b-1',
      balance: 15_000.25,
      status: 'APPLIED',
    });
    const retry = await seamless(ctx.app, 'bet', payload);
    expect(retry.json()).toEqual(first.json());
    expect(await balances(ctx.database.db, sub1)).toEqual({ MAIN: 1_500_025n });
    expect(await round('r-1')).toEqual({
      stake_minor: '20025',
      valid_bet_minor: '20025',
      win_minor: '0',
      status: 'OPEN',
      game_code: GAME,
      vendor: 'HOUSE',
    });
  });

  it('answers 409 when a transaction id comes back with another payload', async () => {
    const response = await seamless(ctx.app, 'bet', {
      account: 'demo_sub1',
      transactionId: 'b-1',
      roundId: 'r-1',
      gameCode: GAME,
      amount: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(body(response).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('credits a win once and settles the round', async () => {
    const payload = {
      account: 'demo_sub1',
      transactionId: 'w-1',
      roundId: 'r-1',
      gameCode: GAME,
      amount: 500,
    };
    const first = await seamless(ctx.app, 'win', payload);
    expect(first.statusCode).toBe(200);
    expect(body<{ balance: number }>(first).value.balance).toBe(15_500.25);
    expect((await seamless(ctx.app, 'win', payload)).json()).toEqual(first.json());
    expect(await round('r-1')).toMatchObject({ win_minor: '50000', status: 'SETTLED' });
    expect(await balances(ctx.database.db, sub1)).toEqual({ MAIN: 1_550_025n });
  });

  it('refuses a win for an unknown round and a rollback of a settled round', async () => {
    const win = await seamless(ctx.app, 'win', {
      account: 'demo_sub1',
      transactionId: 'w-x',
      roundId: 'r-unknown',
      gameCode: GAME,
      amount: 5,
    });
    expect(win.statusCode).toBe(404);
    expect(body(win).code).toBe('ROUND_NOT_FOUND');
    const rollback = await seamless(ctx.app, 'rollback', {
      account: 'demo_sub1',
      transactionId: 'rb-settled',
      originalTransactionId: 'b-1',
      roundId: 'r-1',
      gameCode: GAME,
    });
    expect(rollback.statusCode).toBe(409);
    expect(body(rollback).code).toBe('ROUND_CLOSED');
  });

  it('refunds a rolled-back bet once', async () => {
    await seamless(ctx.app, 'bet', {
      account: 'demo_sub1',
      transactionId: 'b-2',
      roundId: 'r-2',
      gameCode: GAME,
      amount: 100,
    });
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(1_540_025n);
    const payload = {
      account: 'demo_sub1',
      transactionId: 'rb-2',
      originalTransactionId: 'b-2',
      roundId: 'r-2',
      gameCode: GAME,
    };
    const first = await seamless(ctx.app, 'rollback', payload);
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toMatchObject({ balance: 15_500.25, status: 'APPLIED' });
    expect((await seamless(ctx.app, 'rollback', payload)).json()).toEqual(first.json());
    const second = await seamless(ctx.app, 'rollback', { ...payload, transactionId: 'rb-2b' });
    expect(body(second).value).toMatchObject({ balance: 15_500.25, status: 'NOOP' });
    expect(await round('r-2')).toMatchObject({ stake_minor: '0', status: 'ROLLED_BACK' });
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(1_550_025n);
  });

  it('records a rollback of an unknown bet and refuses that bet when it arrives late', async () => {
    const rollback = await seamless(ctx.app, 'rollback', {
      account: 'demo_sub1',
      transactionId: 'rb-3',
      originalTransactionId: 'b-3',
      roundId: 'r-3',
      gameCode: GAME,
    });
    expect(rollback.statusCode).toBe(200);
    expect(body(rollback).value).toMatchObject({ status: 'NOOP' });
    const late = await seamless(ctx.app, 'bet', {
      account: 'demo_sub1',
      transactionId: 'b-3',
      roundId: 'r-3',
      gameCode: GAME,
      amount: 10,
    });
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await round('r-3')).toBeUndefined();
    expect((await balances(ctx.database.db, sub1)).MAIN).toBe(1_550_025n);
  });

  it('refuses a bet above the balance with the actual balance, and keeps refusing it', async () => {
    const payload = {
      account: 'demo_sub1',
      transactionId: 'b-4',
      roundId: 'r-4',
      gameCode: GAME,
      amount: 20_000,
    };
    const response = await seamless(ctx.app, 'bet', payload);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      value: { balance: 15_500.25 },
    });
    expect((await seamless(ctx.app, 'bet', payload)).json()).toEqual(response.json());
    expect(await round('r-4')).toBeUndefined();
  });

  it('validates amounts', async () => {
    const response = await seamless(ctx.app, 'bet', {
      account: 'demo_sub1',
      transactionId: 'b-5',
      roundId: 'r-5',
      gameCode: GAME,
      amount: 0.001,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('VALIDATION_FAILED');
  });

  it('keeps the ledger balanced and trial play on its own house account', async () => {
    const bet = await seamless(ctx.app, 'bet', {
      account: 'demo_trial',
      transactionId: 't-1',
      roundId: 'tr-1',
      gameCode: GAME,
      amount: 20,
    });
    expect(bet.statusCode).toBe(200);
    const record = await ctx.database.db
      .selectFrom('bet_records')
      .select('is_trial')
      .where('round_id', '=', 'tr-1')
      .executeTakeFirstOrThrow();
    expect(record.is_trial).toBe(true);
    const house = await ctx.database.db
      .selectFrom('wallet_accounts as w')
      .innerJoin('brands as b', 'b.id', 'w.brand_id')
      .select(['w.kind', 'w.balance_minor'])
      .where('b.merchant_code', '=', 'PADMA')
      .where('w.member_id', 'is', null)
      .orderBy('w.kind')
      .execute();
    expect(house).toEqual([
      // -175,640,125 opening, +20,025 bet, -50,000 win
      { kind: 'HOUSE', balance_minor: '-175670100' },
      { kind: 'HOUSE_TRIAL', balance_minor: '-198000' },
    ]);
    await assertLedgerConsistent(ctx.database.db);
  });
});
