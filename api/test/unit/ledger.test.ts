import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { sqlState, withTransactionRetry } from '../../src/services/wallet/ledger.js';
import { majorToMinor, minorToMajor } from '../../src/services/wallet/money.js';

/** A stand-in for Kysely whose transactions run `fn` with a dummy executor. */
function fakeDb(): Kysely<Database> {
  return {
    transaction: () => ({ execute: (fn: (trx: unknown) => Promise<unknown>) => fn({}) }),
  } as unknown as Kysely<Database>;
}

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('withTransactionRetry', () => {
  it('retries serialization failures and deadlocks', async () => {
    const codes = ['40001', '40P01'];
    let calls = 0;
    const result = await withTransactionRetry(fakeDb(), async () => {
      const code = codes[calls++];
      if (code) throw pgError(code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the attempts and never retries other errors', async () => {
    let calls = 0;
    await expect(
      withTransactionRetry(
        fakeDb(),
        async () => {
          calls += 1;
          throw pgError('40001');
        },
        { attempts: 3 },
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect(calls).toBe(3);

    calls = 0;
    await expect(
      withTransactionRetry(fakeDb(), async () => {
        calls += 1;
        throw pgError('23514');
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(calls).toBe(1);
  });

  it('retries extra SQLSTATEs when asked', async () => {
    let calls = 0;
    const result = await withTransactionRetry(
      fakeDb(),
      async () => {
        calls += 1;
        if (calls === 1) throw pgError('23505');
        return calls;
      },
      { retryOn: ['23505'] },
    );
    expect(result).toBe(2);
    expect(sqlState(new Error('x'))).toBeNull();
  });
});

describe('money', () => {
  it('converts major units with at most 2 decimals exactly', () => {
    expect(majorToMinor(100.5)).toBe(10_050n);
    expect(majorToMinor(0.01)).toBe(1n);
    expect(majorToMinor(1_250_000)).toBe(125_000_000n);
    expect(majorToMinor(0.1 + 0.2)).toBeNull();
    expect(majorToMinor(1.005)).toBeNull();
    expect(majorToMinor(-1)).toBeNull();
    expect(majorToMinor(Number.NaN)).toBeNull();
    expect(minorToMajor(majorToMinor(482_500.75)!)).toBe(482_500.75);
  });

  it('takes decimal strings, and nothing else that is not a number', () => {
    expect(majorToMinor('10.5')).toBe(1_050n);
    expect(majorToMinor('0.01')).toBe(1n);
    expect(majorToMinor('7')).toBe(700n);
    for (const value of [true, null, [], {}, [1], '1.234', '1e3', ' 1', '01', '-1', '1.', '.5', ''])
      expect(majorToMinor(value)).toBeNull();
  });
});
