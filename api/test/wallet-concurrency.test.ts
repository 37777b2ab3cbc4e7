// On PostgreSQL too: concurrent requests on one member's money.
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, login, PASSWORDS, type TestContext } from './support/testApp.js';
import {
  assertLedgerConsistent,
  balances,
  memberId,
  seamless,
  walletTransfer,
} from './support/wallet.js';

/**
 * 200 money movements for one member fired at once through app.inject: transfers both
 * ways, bets and wins, every key / transaction id sent twice. Afterwards the ledger must
 * balance, no member account may be negative, each key / id must be applied at most once,
 * and the balances must equal the opening balance plus the distinct successful operations.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Deterministic amounts (minor units) so failures reproduce. */
function amounts(seed: number, count: number, min: number, max: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return min + (state % (max - min + 1));
  });
}

type Op =
  | { type: 'out' | 'in'; key: string; minor: number }
  | { type: 'bet'; key: string; round: string; minor: number }
  | { type: 'win'; key: string; round: string; minor: number };

describe('concurrent money movements', () => {
  it('applies each operation once and keeps the ledger balanced', async () => {
    const { db } = ctx.database;
    const token = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const member = await memberId(db, 'PADMA', 'demo_sub1');
    const opening = (await balances(db, member)).MAIN!;
    expect(opening).toBe(1_520_050n);

    const distinct: Op[] = [
      ...amounts(1, 30, 100, 50_000).map((minor, i) => ({
        type: 'out' as const,
        key: `out-${i}`,
        minor,
      })),
      ...amounts(2, 20, 100, 40_000).map((minor, i) => ({
        type: 'in' as const,
        key: `in-${i}`,
        minor,
      })),
      ...amounts(3, 30, 100, 20_000).map((minor, i) => ({
        type: 'bet' as const,
        key: `bet-${i}`,
        round: `round-${i}`,
        minor,
      })),
      // At most 200.00: within the house slot's ceiling (250 × the smallest bet of 1.00).
      ...amounts(4, 20, 0, 20_000).map((minor, i) => ({
        type: 'win' as const,
        key: `win-${i}`,
        round: `round-${i}`,
        minor,
      })),
    ];
    // Each distinct operation twice (200 requests), interleaved.
    const requests = [...distinct, ...distinct]
      .map((op, index) => ({ op, order: (index * 7919) % 200 }))
      .sort((a, b) => a.order - b.order)
      .map(({ op }) => op);
    expect(requests).toHaveLength(200);

    const send = (op: Op): Promise<LightMyRequestResponse> => {
      const amount = op.minor / 100;
      switch (op.type) {
        case 'out':
          return walletTransfer(ctx.app, token, {
            from: 'MAIN',
            to: 'JILI',
            amount,
            idempotencyKey: op.key,
          });
        case 'in':
          return walletTransfer(ctx.app, token, {
            from: 'JILI',
            to: 'MAIN',
            amount,
            idempotencyKey: op.key,
          });
        case 'bet':
          return seamless(ctx.app, 'bet', {
            account: 'demo_sub1',
            transactionId: op.key,
            roundId: op.round,
            gameCode: 'PADMA_FORTUNE',
            amount,
          });
        case 'win':
          return seamless(ctx.app, 'win', {
            account: 'demo_sub1',
            transactionId: op.key,
            roundId: op.round,
            gameCode: 'PADMA_FORTUNE',
            amount,
          });
      }
    };

    const responses = await Promise.all(requests.map(send));

    const succeeded = new Set<string>();
    const answers = new Map<string, string[]>();
    responses.forEach((response, index) => {
      const op = requests[index]!;
      expect([200, 400, 404]).toContain(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      }
      if (response.statusCode === 404) expect(op.type).toBe('win');
      if (response.statusCode === 200) succeeded.add(op.key);
      answers.set(op.key, [...(answers.get(op.key) ?? []), response.body]);
    });
    // A seamless id always gets its first answer again; a transfer key too once it succeeded.
    for (const op of distinct) {
      if (op.type !== 'bet' && op.type !== 'win') continue;
      const [a, b] = answers.get(op.key)!;
      expect(JSON.parse(b!)).toEqual(JSON.parse(a!));
    }
    expect(succeeded.size).toBeGreaterThan(50);

    // Exactly one stored row per successful transfer key, one per seamless id.
    const transferRows = await db
      .selectFrom('wallet_transactions')
      .select(['idempotency_key'])
      .where('member_id', '=', member)
      .where('kind', '=', 'TRANSFER')
      .execute();
    const transferKeys = transferRows.map((row) => row.idempotency_key).sort();
    expect(transferKeys).toEqual(
      distinct
        .filter((op) => (op.type === 'out' || op.type === 'in') && succeeded.has(op.key))
        .map((op) => op.key)
        .sort(),
    );
    const seamlessRows = await db
      .selectFrom('seamless_transactions')
      .select(['transaction_id', 'status'])
      .where('member_id', '=', member)
      .execute();
    expect(seamlessRows.map((row) => row.transaction_id).sort()).toEqual(
      distinct
        .filter((op) => op.type === 'bet' || op.type === 'win')
        .map((op) => op.key)
        .sort(),
    );
    for (const row of seamlessRows) {
      expect(row.status).toBe(succeeded.has(row.transaction_id) ? 'APPLIED' : 'REFUSED');
    }

    // Balances = opening + distinct successful operations.
    let main = opening;
    let jili = 0n;
    for (const op of distinct) {
      if (!succeeded.has(op.key)) continue;
      const minor = BigInt(op.minor);
      const sign = op.type === 'out' || op.type === 'bet' ? -1n : 1n;
      main += sign * minor;
      if (op.type === 'out' || op.type === 'in') jili -= sign * minor;
    }
    const final = await balances(db, member);
    expect(final.MAIN).toBe(main);
    expect(final['VENDOR:JILI'] ?? 0n).toBe(jili);

    const rounds = await db
      .selectFrom('bet_records')
      .select(['round_id', 'stake_minor', 'win_minor', 'status'])
      .where('member_id', '=', member)
      .execute();
    for (const row of rounds) {
      const index = Number(row.round_id.split('-')[1]);
      const bet = distinct.find((op) => op.key === `bet-${index}`)!;
      expect(BigInt(row.stake_minor)).toBe(BigInt(bet.minor));
      const winKey = `win-${index}`;
      expect(row.status).toBe(succeeded.has(winKey) ? 'SETTLED' : 'OPEN');
    }
    await assertLedgerConsistent(db);
  }, 60_000);
});
