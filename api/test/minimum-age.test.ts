import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId, walletTransfer } from './support/wallet.js';
import { signInOperator } from './support/operators.js';

/**
 * The brand's minimum age (issue 44 item 4): one setting, 18 or 21, that the registration's age
 * tick, the footer and the profile's birthday follow, set by an admin with an audit row; and an
 * account found under age, closed with its balance returned through the cashier exactly once.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username: 'ageadmin', password: 'a-long-admin-password', roles: ['admin'] },
  });
  expect(created.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
});

async function admin() {
  return {
    authorization: `Bearer ${await signInOperator(ctx, 'ageadmin', 'a-long-admin-password')}`,
  };
}

const setMinimumAge = async (minimumAge: number) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/ops/brands/PADMA/minimum-age',
    headers: await admin(),
    payload: { minimumAge, reason: 'the licence asks for 21' },
  });

const closeUnderAge = async (username: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/members/PADMA/${username}/close-under-age`,
    headers: await admin(),
    payload: { reason: 'passport shows 17' },
  });

const registerAgeLimit = async () =>
  body<{ ageLimit: number }>(
    await ctx.app.inject({ method: 'GET', url: '/wps/system/setting/register', headers: BRAND1 }),
  ).value.ageLimit;

/** A birthday that makes the member `years` old today, two days ago (on any brand's calendar). */
function bornYearsAgo(years: number) {
  const birthday = new Date(ctx.clock.now().getTime() - 2 * 86_400_000);
  birthday.setUTCFullYear(birthday.getUTCFullYear() - years);
  return birthday.toISOString().slice(0, 10);
}

describe('the brand’s minimum age', () => {
  it('is one setting: the age tick and the profile’s birthday follow it, 18 or 21 only', async () => {
    const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const saveBirthday = (birthday: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/wps/member/profile',
        headers: authed(token),
        payload: { birthday },
      });
    expect(await registerAgeLimit()).toBe(18);
    expect((await saveBirthday(bornYearsAgo(19))).statusCode).toBe(200);

    const changed = await setMinimumAge(21);
    expect(changed.statusCode).toBe(200);
    expect(body(changed).value).toEqual({ merchantCode: 'PADMA', before: 18, after: 21 });
    expect(await registerAgeLimit()).toBe(21);
    const security = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/security',
      headers: authed(token),
    });
    expect(body<{ profile: { birthdayMinAge: number } }>(security).value.profile).toMatchObject({
      birthdayMinAge: 21,
    });
    const young = await saveBirthday(bornYearsAgo(20));
    expect(young.statusCode).toBe(400);
    expect(body(young).value).toMatchObject({ field: 'birthday', rule: 'age', min: 21 });
    expect(body(young).message).toBe('Please confirm you are 21 years old');
    expect((await saveBirthday(bornYearsAgo(21))).statusCode).toBe(200);

    expect((await setMinimumAge(19)).statusCode).toBe(400);
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['operator_name', 'before', 'after', 'reason'])
      .where('action', '=', 'brand.minimum-age')
      .execute();
    expect(audit).toEqual([
      {
        operator_name: 'ageadmin',
        before: { ageLimit: 18 },
        after: { ageLimit: 21 },
        reason: 'the licence asks for 21',
      },
    ]);
  });
});

describe('an account found under age', () => {
  it('is closed, its sessions end and every wallet’s balance goes back through the cashier', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const moved = await walletTransfer(ctx.app, token, {
      from: 'MAIN',
      to: 'PG',
      amount: 30,
      idempotencyKey: 'under-age-transfer',
    });
    expect(moved.statusCode).toBe(200);
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_member');
    expect(await balances(ctx.database.db, id)).toMatchObject({
      MAIN: 124_997_000n,
      'VENDOR:PG': 3_000n,
    });

    const closed = await closeUnderAge('demo_member');
    expect(closed.statusCode).toBe(200);
    const closure = body<{ returned: number; transactionId: string; alreadyClosed: boolean }>(
      closed,
    ).value;
    expect(closure).toMatchObject({ returned: 1_250_000, alreadyClosed: false });
    expect(Object.values(await balances(ctx.database.db, id)).every((minor) => minor === 0n)).toBe(
      true,
    );
    const booked = await ctx.database.db
      .selectFrom('wallet_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['t.kind', 'a.kind as wallet', 'e.amount_minor'])
      .where('t.id', '=', closure.transactionId)
      .orderBy('e.id')
      .execute();
    expect(booked).toEqual([
      { kind: 'WITHDRAWAL', wallet: 'MAIN', amount_minor: '-124997000' },
      { kind: 'WITHDRAWAL', wallet: 'VENDOR:PG', amount_minor: '-3000' },
      { kind: 'WITHDRAWAL', wallet: 'CASHIER', amount_minor: '125000000' },
    ]);
    await assertLedgerConsistent(ctx.database.db);

    const info = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: authed(token),
    });
    expect(info.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: BRAND1,
      payload: { username: 'demo_member', password: PASSWORDS.member, type: 'username' },
    });
    expect(body(again).code).toBe('ACCOUNT_DISABLED');
    const reopened = await ctx.app.inject({
      method: 'PATCH',
      url: '/ops/members/PADMA/demo_member',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { disabled: false },
    });
    expect(body(reopened).value).toMatchObject({ disabled: true });

    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'after', 'reason'])
      .where('action', '=', 'member.close-under-age')
      .execute();
    expect(audit).toEqual([
      {
        action: 'member.close-under-age',
        after: { balance: '0.00', returned: '1250000.00', transactionId: closure.transactionId },
        reason: 'passport shows 17',
      },
    ]);
  });

  it('returns the money once, however often or concurrently it is asked', async () => {
    const id = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
    const before = await balances(ctx.database.db, id);
    const held = Object.values(before).reduce((sum, minor) => sum + minor, 0n);
    const answers = await Promise.all([closeUnderAge('demo_sub1'), closeUnderAge('demo_sub1')]);
    const closures = answers.map(
      (answer) =>
        body<{ returned: number; transactionId: string | null; alreadyClosed: boolean }>(answer)
          .value,
    );
    expect(closures.map((closure) => closure.alreadyClosed).sort()).toEqual([false, true]);
    expect(closures.filter((closure) => closure.transactionId !== null)).toHaveLength(
      held > 0n ? 1 : 0,
    );
    expect(closures.reduce((sum, closure) => sum + closure.returned, 0)).toBe(Number(held) / 100);

    const late = await closeUnderAge('demo_sub1');
    expect(body(late).value).toMatchObject({
      returned: 0,
      transactionId: null,
      alreadyClosed: true,
    });
    await assertLedgerConsistent(ctx.database.db);
  });

  it('is refused for a trial account and not found for an unknown name', async () => {
    expect((await closeUnderAge('demo_trial')).statusCode).toBe(400);
    expect((await closeUnderAge('nobody_here')).statusCode).toBe(404);
  });
});
