// On PostgreSQL too: concurrent requests on one member's money.
import type { LightMyRequestResponse } from 'fastify';
import {
  authed,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { openHouseSlot, spinHouseSlot } from './support/houseGame.js';
import {
  assertLedgerConsistent,
  balances,
  memberId,
  seamless,
  walletTransfer,
} from './support/wallet.js';

/**
 * Complements wallet-concurrency.test.ts: a member with little money in MAIN plays the house
 * slot (many spins at once), while transfers from a vendor wallet and seamless bets with
 * rollbacks arrive at the same time, every key and transaction id twice. Balances must never go
 * negative, each id must apply once, every spin that was accepted must be one settled bet
 * record, and the ledger must balance.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface SpinValue {
  roundId: string;
  bet: number;
  win: number;
}

it('keeps money exact under concurrent spins, transfers, bets and rollbacks', async () => {
  const { db } = ctx.database;
  const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
  const member = await memberId(db, 'PADMA', 'demo_sub2');
  const headers = authed(token) as Record<string, string>;

  // Leave 20.00 in MAIN so the spins run into insufficient funds.
  const opening = (await balances(db, member)).MAIN!;
  const park = await walletTransfer(ctx.app, token, {
    from: 'MAIN',
    to: 'PG',
    amount: Number(opening - 2_000n) / 100,
    idempotencyKey: 'park',
  });
  expect(park.statusCode).toBe(200);

  const playToken = await openHouseSlot(ctx.app, headers);
  const spins = Array.from({ length: 30 }, () => () => spinHouseSlot(ctx.app, playToken, 5));
  const transfersIn = Array.from({ length: 10 }, (_, i) => ({ key: `in-${i}`, minor: 100 }));
  const bets = Array.from({ length: 10 }, (_, i) => ({ id: `rb-bet-${i}`, minor: 150 }));
  const calls: Array<() => Promise<LightMyRequestResponse>> = [];
  const spinCalls = new Set<() => Promise<LightMyRequestResponse>>(spins);
  calls.push(...spins);
  for (const transfer of [...transfersIn, ...transfersIn])
    calls.push(() =>
      walletTransfer(ctx.app, token, {
        from: 'PG',
        to: 'MAIN',
        amount: transfer.minor / 100,
        idempotencyKey: transfer.key,
      }),
    );
  for (const bet of [...bets, ...bets]) {
    const payload = {
      account: 'demo_sub2',
      transactionId: bet.id,
      roundId: `${bet.id}-round`,
      gameCode: 'PADMA_FORTUNE',
      amount: bet.minor / 100,
    };
    calls.push(() => seamless(ctx.app, 'bet', payload));
    calls.push(() =>
      seamless(ctx.app, 'rollback', {
        account: 'demo_sub2',
        transactionId: `${bet.id}-rollback`,
        originalTransactionId: bet.id,
        roundId: payload.roundId,
        gameCode: payload.gameCode,
      }),
    );
  }
  // Interleave deterministically, then fire everything at once.
  const order = calls.map((call, index) => ({ call, key: (index * 7_919) % calls.length }));
  order.sort((a, b) => a.key - b.key);
  const responses = await Promise.all(order.map(({ call }) => call()));
  for (const response of responses) expect([200, 400, 409]).toContain(response.statusCode);

  const spinResults = responses
    .filter((_, index) => spinCalls.has(order[index]!.call))
    .map((response) => response.json() as { success: boolean; code: string; value: SpinValue });
  const accepted = spinResults.filter((answer) => answer.success).map((answer) => answer.value);
  const refused = spinResults.filter((answer) => !answer.success);
  for (const answer of refused) expect(answer.code).toBe('INSUFFICIENT_FUNDS');
  expect(accepted.length + refused.length).toBe(30);
  expect(accepted.length).toBeGreaterThanOrEqual(1);

  // Each id once: one stored row per transfer key and per seamless id.
  const transferKeys = await db
    .selectFrom('wallet_transactions')
    .select('idempotency_key')
    .where('member_id', '=', member)
    .where('kind', '=', 'TRANSFER')
    .execute();
  const keys = transferKeys.map((row) => row.idempotency_key);
  expect(new Set(keys).size).toBe(keys.length);
  const seamlessIds = await db
    .selectFrom('seamless_transactions')
    .select(['transaction_id', 'kind', 'status'])
    .where('member_id', '=', member)
    .execute();
  const ids = seamlessIds.map((row) => row.transaction_id);
  expect(new Set(ids).size).toBe(ids.length);

  // Every accepted spin is one settled house round with its stake and win.
  const rounds = await db
    .selectFrom('bet_records')
    .select(['round_id', 'stake_minor', 'win_minor', 'status', 'vendor'])
    .where('member_id', '=', member)
    .where('vendor', '=', 'HOUSE')
    // The seamless bets of this test are house rounds too; they are checked below.
    .where('round_id', 'not like', 'rb-%')
    .execute();
  const houseRounds = new Map(rounds.map((row) => [row.round_id, row]));
  for (const spin of accepted) {
    const row = houseRounds.get(spin.roundId)!;
    expect(row.status).toBe('SETTLED');
    expect(row.stake_minor).toBe('500');
    expect(Number(row.win_minor)).toBe(Math.round(spin.win * 100));
  }
  expect(rounds.length).toBe(accepted.length);

  // Balances: what was parked, the applied transfers, the spins, and bets net of rollbacks.
  const applied = (prefix: string) =>
    seamlessIds.filter((row) => row.transaction_id.startsWith(prefix) && row.status === 'APPLIED');
  const appliedBets = applied('rb-bet-').filter((row) => row.kind === 'BET');
  const appliedRollbacks = applied('rb-bet-').filter((row) => row.kind === 'ROLLBACK');
  const transfersApplied = keys.filter((key) => key?.startsWith('in-')).length;
  const spinNet = accepted.reduce((sum, spin) => sum + Math.round((spin.win - spin.bet) * 100), 0);
  const final = await balances(db, member);
  expect(final.MAIN).toBe(
    2_000n +
      BigInt(transfersApplied * 100) +
      BigInt(spinNet) -
      BigInt(appliedBets.length * 150) +
      BigInt(appliedRollbacks.length * 150),
  );
  expect(final['VENDOR:PG']).toBe(opening - 2_000n - BigInt(transfersApplied * 100));
  await assertLedgerConsistent(db);
}, 60_000);
