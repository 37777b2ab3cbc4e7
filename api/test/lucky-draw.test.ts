// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { creditedDeposit } from './support/deposit.js';
import { assertLedgerConsistent, balances, memberId, seamless } from './support/wallet.js';
import { ops } from './support/withdrawal.js';

/**
 * Red envelopes and the prize wheel (issue 13): tickets granted once per earning (deposit,
 * a day's valid bet, a VIP level), a spin recorded with its prize before the answer and paid
 * once through the reward centre, one spin per ticket under concurrency, the envelope rain's
 * window with the injected clock, trial accounts that see but cannot spin, and bad input.
 */
let ctx: TestContext;
let member: Record<string, string>;
let memberAccount: string;
const MINUTE = 60_000;

interface Segment {
  amount: number;
  payout: string;
  turnover: number;
}
interface State {
  wheel: { tickets: number; segments: Segment[] };
  envelope: {
    tickets: number;
    open: { start: string; end: string } | null;
    next: { start: string; end: string } | null;
  };
}
interface Spin {
  id: string;
  segment: number;
  amount: number;
  payout: string;
  reward: { id: string; state: string } | null;
}

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)) as Record<string, string>;
  memberAccount = await memberId(ctx.database.db, 'PADMA', 'demo_sub1');
});
afterAll(async () => {
  await ctx.close();
});

const patch = (luckyDraw: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/ops/brands/PADMA',
    headers: ops,
    payload: { luckyDraw },
  });
const state = async (headers = member) =>
  body<State>(await ctx.app.inject({ method: 'GET', url: '/wps/member/lucky-draw', headers }))
    .value;
const spin = (headers = member) =>
  ctx.app.inject({ method: 'POST', url: '/wps/member/lucky-draw/spin', headers });
const spins = async () =>
  body<{ list: Spin[] }>(
    await ctx.app.inject({ method: 'GET', url: '/wps/member/lucky-draw/spins', headers: member }),
  ).value.list;
const openEnvelope = () =>
  ctx.app.inject({ method: 'POST', url: '/wps/member/lucky-draw/envelope', headers: member });
const main = async () => (await balances(ctx.database.db, memberAccount)).MAIN ?? 0n;
const ticketRows = (kind: 'WHEEL' | 'ENVELOPE') =>
  ctx.database.db
    .selectFrom('lucky_tickets')
    .select('earned_by')
    .where('account_id', '=', memberAccount)
    .where('kind', '=', kind)
    .orderBy('earned_by')
    .execute();

let rounds = 0;
async function playRound(stake: number) {
  const round = {
    account: 'demo_sub1',
    roundId: `lucky-round-${(rounds += 1)}`,
    gameCode: 'PADMA_FORTUNE',
  };
  const bet = await seamless(ctx.app, 'bet', {
    ...round,
    transactionId: `${round.roundId}-b`,
    amount: stake,
  });
  expect(bet.statusCode).toBe(200);
  const win = await seamless(ctx.app, 'win', {
    ...round,
    transactionId: `${round.roundId}-w`,
    amount: 0,
  });
  expect(win.statusCode).toBe(200);
}

/** Only the 10.00 cash segment can come up: the draw's outcome is known, its path is real. */
const TEN_CASH_WHEEL = [
  { amount: 0, payout: 'CASH', weight: 0 },
  { amount: 10, payout: 'CASH', weight: 1 },
  { amount: 20, payout: 'BONUS', turnover: 3, weight: 0 },
];

describe('tickets', () => {
  it('grants one ticket per earning, once, however often the page is opened', async () => {
    const patched = await patch({
      wheel: {
        tickets: { depositMin: 200, validBetPerTicket: 100, maxBetTicketsPerDay: 2, vipLevels: {} },
        prizes: TEN_CASH_WHEEL,
      },
      envelope: {
        tickets: { depositMin: 1_000, validBetPerTicket: null, vipLevels: { '1': 2 } },
      },
    });
    expect(patched.statusCode).toBe(200);
    const before = await state();
    const wheelBefore = before.wheel.tickets;

    // A deposit of 500 earns a wheel ticket (not an envelope one: below 1,000).
    await creditedDeposit(ctx.app, member, 500, 'lucky-deposit-1');
    // 250 of valid bet today: two tickets (100 each), capped at 2 a day; a third round adds none.
    await playRound(150);
    await playRound(100);
    await playRound(100);
    ctx.clock.advance(MINUTE);
    const [first, second] = [await state(), await state()];
    expect(first.wheel.tickets).toBe(wheelBefore + 3);
    expect(second.wheel.tickets).toBe(first.wheel.tickets);
    const earned = (await ticketRows('WHEEL')).map((row) => row.earned_by);
    expect(earned.filter((key) => key.startsWith('deposit:'))).toHaveLength(1);
    expect(earned.filter((key) => key.startsWith('bet:'))).toHaveLength(2);
    // Ten page loads at once still grant each earning once.
    await Promise.all(Array.from({ length: 10 }, () => state()));
    expect(await ticketRows('WHEEL')).toHaveLength(earned.length);
  });

  it('grants the configured tickets for a VIP level reached', async () => {
    await ctx.database.db
      .insertInto('vip_level_ups')
      .values({
        brand_id: sql<string>`(select brand_id from accounts where id = ${memberAccount})`,
        member_id: memberAccount,
        level: 1,
        reached_at: ctx.clock.now(),
        deposit_minor: 0n,
        valid_bet_minor: 0n,
        upgrade_bonus_minor: 0n,
      })
      .onConflict((oc) => oc.columns(['member_id', 'level']).doNothing())
      .execute();
    await state();
    await state();
    const vip = (await ticketRows('ENVELOPE')).filter((row) => row.earned_by.startsWith('vip:1:'));
    expect(vip.map((row) => row.earned_by)).toEqual(['vip:1:1', 'vip:1:2']);
  });
});

describe('the wheel', () => {
  it('records the spin with its prize before answering, pays it once, and a reload shows it', async () => {
    const tickets = (await state()).wheel.tickets;
    expect(tickets).toBeGreaterThan(0);
    const balanceBefore = await main();

    const response = await spin();
    expect(response.statusCode).toBe(200);
    const answer = body<{ spin: Spin; tickets: number }>(response).value;
    expect(answer.tickets).toBe(tickets - 1);
    expect(answer.spin).toMatchObject({ segment: 1, amount: 10, payout: 'CASH' });
    expect(answer.spin.reward).toMatchObject({ state: 'claimed' });

    // The row was committed with the prize the answer names.
    const row = await ctx.database.db
      .selectFrom('wheel_spins')
      .select(['segment', 'amount_minor', 'ticket_id'])
      .where('id', '=', answer.spin.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ segment: 1, amount_minor: '1000' });
    // A reload reads the same spin.
    const [last] = await spins();
    expect(last).toEqual(answer.spin);

    // Paid once: a WHEEL reward keyed by the spin, one BONUS ledger movement.
    expect(await main()).toBe(balanceBefore + 1000n);
    const rewards = await ctx.database.db
      .selectFrom('member_rewards')
      .select(['source', 'source_key', 'state', 'transaction_id'])
      .where('account_id', '=', memberAccount)
      .where('source', '=', 'WHEEL')
      .execute();
    expect(rewards).toEqual([
      expect.objectContaining({ source_key: `wheel:${answer.spin.id}`, state: 'claimed' }),
    ]);
    await assertLedgerConsistent(ctx.database.db);

    // The record cannot be rewritten, even in SQL.
    await expect(
      sql`update wheel_spins set amount_minor = 999999 where id = ${answer.spin.id}`.execute(
        ctx.database.db,
      ),
    ).rejects.toThrow(/not changed/);
  });

  it('spends one ticket once under concurrent spins', async () => {
    // Spend every ticket but one.
    let left = (await state()).wheel.tickets;
    while (left > 1) {
      left = body<{ tickets: number }>(await spin()).value.tickets;
    }
    expect(left).toBe(1);
    const count = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('wheel_spins')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('account_id', '=', memberAccount)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const spinsBefore = await count();
    const balanceBefore = await main();
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin()));
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const refused = answers.find((response) => response.statusCode === 409)!;
    expect(body(refused).code).toBe('LUCKY_NO_TICKET');
    expect(await count()).toBe(spinsBefore + 1);
    expect(await main()).toBe(balanceBefore + 1000n);
    expect((await state()).wheel.tickets).toBe(0);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('lets a trial account see the wheel but not spin', async () => {
    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<
      string,
      string
    >;
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/lucky-draw',
      headers: trial,
    });
    expect(seen.statusCode).toBe(200);
    expect(body<State>(seen).value.wheel.tickets).toBe(0);
    const refused = await spin(trial);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('refuses bad configuration clearly and changes nothing', async () => {
    const inverted = await patch({ envelope: { min: 50, max: 5 } });
    expect(inverted.statusCode).toBe(400);
    expect(body(inverted).code).toBe('VALIDATION_FAILED');
    const noWeight = await patch({
      wheel: {
        prizes: [
          { amount: 1, payout: 'CASH', weight: 0 },
          { amount: 2, payout: 'CASH', weight: 0 },
        ],
      },
    });
    expect(noWeight.statusCode).toBe(400);
    const badTime = await patch({ envelope: { times: ['25:00'] } });
    expect(badTime.statusCode).toBe(400);
    expect((await state()).wheel.segments.map((segment) => segment.amount)).toEqual([0, 10, 20]);
  });
});

describe('red envelopes', () => {
  /** `HH:MM` in the brand's day (UTC+6) of an instant. */
  const brandTime = (at: Date) => new Date(at.getTime() + 360 * MINUTE).toISOString().slice(11, 16);

  it('opens only during the rain, one envelope per ticket, an amount in [min, max]', async () => {
    const start = brandTime(new Date(ctx.clock.now().getTime() + 60 * MINUTE));
    expect(
      (
        await patch({
          envelope: { times: [start], durationMinutes: 10, min: 2, max: 3 },
        })
      ).statusCode,
    ).toBe(200);
    const closed = await state();
    expect(closed.envelope.open).toBeNull();
    expect(closed.envelope.next?.start.slice(11, 16)).toBe(
      new Date(Date.parse(`2000-01-01T${start}:00Z`) - 360 * MINUTE).toISOString().slice(11, 16),
    );
    const tickets = closed.envelope.tickets;
    expect(tickets).toBe(2);

    const refused = await openEnvelope();
    expect(refused.statusCode).toBe(409);
    expect(body<unknown>(refused)).toMatchObject({
      code: 'LUCKY_WINDOW_CLOSED',
      value: { nextStart: closed.envelope.next?.start },
    });
    expect((await state()).envelope.tickets).toBe(tickets);

    ctx.clock.advance(60 * MINUTE);
    const open = await state();
    expect(open.envelope.open?.start).toBe(closed.envelope.next?.start);
    const balanceBefore = await main();
    const opened = await openEnvelope();
    expect(opened.statusCode).toBe(200);
    const { opening, tickets: left } = body<{
      opening: { id: string; amount: number; reward: { state: string } };
      tickets: number;
    }>(opened).value;
    expect(left).toBe(tickets - 1);
    expect(opening.amount).toBeGreaterThanOrEqual(2);
    expect(opening.amount).toBeLessThanOrEqual(3);
    expect(opening.reward.state).toBe('claimed');
    expect(await main()).toBe(balanceBefore + BigInt(Math.round(opening.amount * 100)));
    const reward = await ctx.database.db
      .selectFrom('member_rewards')
      .select('source_key')
      .where('account_id', '=', memberAccount)
      .where('source', '=', 'RED_ENVELOPE')
      .executeTakeFirstOrThrow();
    expect(reward.source_key).toBe(`envelope:${opening.id}`);

    expect((await openEnvelope()).statusCode).toBe(200);
    const none = await openEnvelope();
    expect(none.statusCode).toBe(409);
    expect(body(none).code).toBe('LUCKY_NO_TICKET');

    ctx.clock.advance(10 * MINUTE);
    expect((await state()).envelope.open).toBeNull();
    await assertLedgerConsistent(ctx.database.db);
  });
});
