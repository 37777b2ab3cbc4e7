// On PostgreSQL too: concurrent requests on one member's money.
import { sql } from 'kysely';
import {
  authed,
  body,
  BRAND2,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent, balances, memberId } from './support/wallet.js';
import { signInOperator } from './support/operators.js';

/**
 * The inbox answers only for its owner (another member's ids are "not found" and change
 * nothing), pages and filters on the server, and keeps the unread count true; operators send
 * to exactly the members a segment names, once per key, and adjust balances through the
 * ledger once per key, never below zero, with every bad input refused before anything moves.
 */
let ctx: TestContext;
let support: string;
let finance: string;
let padmaOnlySupport: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const operator = async (username: string, roles: string[], brands?: string[]) => {
    const password = `${username}-long-password`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/ops/operators',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { username, password, roles, ...(brands ? { brands } : {}) },
    });
    expect(created.statusCode).toBe(200);
    return signInOperator(ctx, username, password);
  };
  support = await operator('sally', ['support']);
  finance = await operator('frank', ['finance']);
  padmaOnlySupport = await operator('polly', ['support'], ['PADMA']);
});
afterAll(async () => {
  await ctx.close();
});

type Page = {
  list: { id: string; type: string; title: string; params: Record<string, unknown> }[];
  total: number;
  totalPages: number;
  unread: number;
};

const ops = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

let keySeq = 0;
const freshKey = () => `test-key-${++keySeq}-${Date.now()}`;

const send = (to: object, extra: Record<string, unknown> = {}, token = support) =>
  ops(token, '/ops/messages', {
    brand: 'PADMA',
    to,
    title: 'Weekend bonus',
    body: 'Your weekend bonus is ready.',
    idempotencyKey: freshKey(),
    ...extra,
  });

const adjust = (payload: Record<string, unknown>, token = finance) =>
  ops(token, '/ops/adjustments', {
    brand: 'PADMA',
    account: 'demo_sub2',
    direction: 'credit',
    amount: '10.50',
    reason: 'Goodwill for a delayed withdrawal',
    idempotencyKey: freshKey(),
    ...payload,
  });

const inbox = async (token: string, query = '', brand?: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/wps/member/messages${query}`,
    headers: authed(token, brand),
  });
  expect(response.statusCode).toBe(200);
  return body<Page>(response).value;
};

const unreadCount = async (token: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/wps/relay/CSP_unreadCount',
    headers: authed(token),
  });
  return body<{ messages: number }>(response).value.messages;
};

const countMessages = async (username: string) => {
  const id = await memberId(ctx.database.db, 'PADMA', username);
  const row = await ctx.database.db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('member inbox', () => {
  it('pages newest first on the server and filters by read state and type', async () => {
    const token = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    for (let index = 1; index <= 12; index += 1) {
      ctx.clock.advance(1_000);
      expect(
        (await send({ kind: 'member', account: 'demo_sub1' }, { title: `N${index}` })).statusCode,
      ).toBe(200);
    }
    const first = await inbox(token, '?pageSize=5');
    expect(first).toMatchObject({ total: 12, totalPages: 3, unread: 12 });
    expect(first.list.map((message) => message.title)).toEqual(['N12', 'N11', 'N10', 'N9', 'N8']);
    const last = await inbox(token, '?pageSize=5&pageNo=3');
    expect(last.list.map((message) => message.title)).toEqual(['N2', 'N1']);
    expect((await inbox(token, '?type=adjustment')).total).toBe(0);
    expect((await inbox(token, '?type=operator&status=read')).total).toBe(0);
    expect((await inbox(token, '?status=unread')).total).toBe(12);
  });

  it('refuses a bad filter or page size clearly', async () => {
    const token = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    for (const query of ['?status=old', '?type=spam', '?pageSize=500', '?pageNo=0']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/wps/member/messages${query}`,
        headers: authed(token),
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('reads one message (marking it read), but never another member’s', async () => {
    const owner = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const other = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const [message] = (await inbox(owner, '?pageSize=1')).list;
    const before = await unreadCount(owner);

    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      payload: { id: message!.id },
      headers: authed(other),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await unreadCount(owner)).toBe(before);

    const read = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read',
      payload: { id: message!.id },
      headers: authed(owner),
    });
    expect(read.statusCode).toBe(200);
    expect(body<{ readAt: string | null }>(read).value.readAt).not.toBeNull();
    expect(await unreadCount(owner)).toBe(before - 1);
    expect((await inbox(owner, '?status=read')).list.map((m) => m.id)).toEqual([message!.id]);
    // The badge reaches the browser through the live push's outbox.
    const events = await sql<{ n: string }>`select count(*) as n from member_events
      where account_id = ${await memberId(ctx.database.db, 'PADMA', 'demo_sub1')}
      and kind = 'unread'`.execute(ctx.database.db);
    expect(Number(events.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('deletes only the caller’s messages: one foreign id refuses the whole request', async () => {
    const owner = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    const other = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const mine = (await inbox(owner, '?pageSize=2')).list.map((message) => message.id);
    const theirs = (await inbox(other, '?pageSize=1')).list[0]!.id;
    const before = await countMessages('demo_sub1');
    const otherBefore = await countMessages('demo_member');

    const mixed = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/messages/delete',
      headers: authed(owner),
      payload: { ids: [...mine, theirs] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(await countMessages('demo_sub1')).toBe(before);
    expect(await countMessages('demo_member')).toBe(otherBefore);

    const deleted = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/messages/delete',
      headers: authed(owner),
      payload: { ids: mine },
    });
    expect(deleted.statusCode).toBe(200);
    expect(body<{ changed: number }>(deleted).value.changed).toBe(2);
    expect(await countMessages('demo_sub1')).toBe(before - 2);

    for (const payload of [{ ids: [] }, { ids: ['abc'] }, { ids: ['1', '1'] }, {}]) {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/wps/member/messages/delete',
        headers: authed(owner),
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('marks all read and the unread count goes to zero', async () => {
    const token = await login(ctx.app, 'demo_sub1', PASSWORDS.member);
    expect(await unreadCount(token)).toBeGreaterThan(0);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/messages/read-all',
      headers: authed(token),
    });
    expect(body<{ unread: number }>(response).value.unread).toBe(0);
    expect(await unreadCount(token)).toBe(0);
    expect((await inbox(token, '?status=unread')).total).toBe(0);
  });

  it('answers nothing without a session', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/messages',
      headers: { Merchant: 'PADMA' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('operator messages', () => {
  const recipients = async (sendId: string) => {
    const rows = await ctx.database.db
      .selectFrom('member_messages as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select('a.username')
      .where('m.send_id', '=', sendId)
      .orderBy('a.username')
      .execute();
    return rows.map((row) => row.username);
  };

  it('reaches exactly the members each segment names', async () => {
    const cases: [object, string[]][] = [
      [{ kind: 'member', account: 'DEMO_MEMBER' }, ['demo_member']],
      [{ kind: 'brand' }, ['demo_agent', 'demo_member', 'demo_sub1', 'demo_sub2']],
      [{ kind: 'vip', minRank: 3 }, ['demo_agent', 'demo_member']],
      [{ kind: 'downline', agent: 'demo_agent' }, ['demo_sub1', 'demo_sub2']],
    ];
    for (const [to, expected] of cases) {
      const response = await send(to);
      expect(response.statusCode).toBe(200);
      const result = body<{ sendId: string; recipients: number }>(response).value;
      expect(result.recipients).toBe(expected.length);
      expect(await recipients(result.sendId)).toEqual(expected);
    }
  });

  it('refuses an unknown member, a trial account, a non-agent downline and oversized text', async () => {
    const cases: [object, Record<string, unknown>, number, string][] = [
      [{ kind: 'member', account: 'nobody_here' }, {}, 404, 'MEMBER_NOT_FOUND'],
      [{ kind: 'member', account: 'demo_trial' }, {}, 400, 'NOT_REAL_ACCOUNT'],
      [{ kind: 'downline', agent: 'demo_sub1' }, {}, 400, 'NOT_AGENT'],
      [
        { kind: 'member', account: 'demo_member' },
        { title: 'x'.repeat(101) },
        400,
        'VALIDATION_FAILED',
      ],
      [
        { kind: 'member', account: 'demo_member' },
        { body: 'x'.repeat(2001) },
        400,
        'VALIDATION_FAILED',
      ],
      [{ kind: 'member', account: 'demo_member' }, { title: '' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'everyone' }, {}, 400, 'VALIDATION_FAILED'],
      [{ kind: 'vip', minRank: '3; drop' }, {}, 400, 'VALIDATION_FAILED'],
    ];
    const sendsBefore = await ctx.database.db
      .selectFrom('message_sends')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [to, extra, status, code] of cases) {
      const response = await send(to, extra);
      expect([response.statusCode, body(response).code]).toEqual([status, code]);
    }
    const sendsAfter = await ctx.database.db
      .selectFrom('message_sends')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(sendsAfter.n).toBe(sendsBefore.n);
  });

  it('a retried send applies once, even ten at once; another message under the key is refused', async () => {
    const idempotencyKey = freshKey();
    const before = await countMessages('demo_sub2');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        send({ kind: 'downline', agent: 'demo_agent' }, { idempotencyKey }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const results = responses.map(
      (response) => body<{ sendId: string; replayed: boolean }>(response).value,
    );
    expect(new Set(results.map((result) => result.sendId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await countMessages('demo_sub2')).toBe(before + 1);

    const changed = await send(
      { kind: 'downline', agent: 'demo_agent' },
      {
        idempotencyKey,
        body: 'Another text',
      },
    );
    expect([changed.statusCode, body(changed).code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await countMessages('demo_sub2')).toBe(before + 1);
  });

  it('needs the support role and the brand, and writes the audit trail', async () => {
    const byFinance = await send({ kind: 'brand' }, {}, finance);
    expect([byFinance.statusCode, body(byFinance).code]).toEqual([403, 'OPERATOR_FORBIDDEN']);
    const otherBrand = await send({ kind: 'brand' }, { brand: 'MEGHNA' }, padmaOnlySupport);
    expect([otherBrand.statusCode, body(otherBrand).code]).toEqual([403, 'OPERATOR_FORBIDDEN']);
    const player = await login(ctx.app, 'demo_member', PASSWORDS.member);
    expect((await send({ kind: 'brand' }, {}, player)).statusCode).toBe(401);

    const sent = await send({ kind: 'member', account: 'demo_member' }, {}, padmaOnlySupport);
    const { sendId } = body<{ sendId: string }>(sent).value;
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['operator_name', 'action'])
      .where('target_type', '=', 'message_send')
      .where('target_id', '=', sendId)
      .execute();
    expect(audit).toEqual([{ operator_name: 'polly', action: 'message.send' }]);
  });

  it('a brand-wide send never reaches another brand’s members', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2);
    // MEGHNA's demo_member is another account: PADMA's messages never reach it.
    expect((await inbox(token, '', BRAND2)).list.map((m) => m.title)).not.toContain(
      'Weekend bonus',
    );
  });
});

describe('adjustments', () => {
  it('credits and debits through the ledger with a message and an audit row', async () => {
    const { db } = ctx.database;
    const member = await memberId(db, 'PADMA', 'demo_sub2');
    const opening = (await balances(db, member)).MAIN!;
    const credit = await adjust({ amount: '10.50' });
    expect(credit.statusCode).toBe(200);
    expect(body(credit).value).toMatchObject({
      direction: 'credit',
      amount: '10.50',
      replayed: false,
    });
    const debit = await adjust({ direction: 'debit', amount: 3 });
    expect(body(debit).value).toMatchObject({ amount: '3.00' });
    expect((await balances(db, member)).MAIN).toBe(opening + 1050n - 300n);

    const token = await login(ctx.app, 'demo_sub2', PASSWORDS.member);
    const messages = (await inbox(token, '?type=adjustment')).list;
    expect(messages.map((message) => message.params)).toEqual([
      { direction: 'debit', amount: '3.00', reason: 'Goodwill for a delayed withdrawal' },
      { direction: 'credit', amount: '10.50', reason: 'Goodwill for a delayed withdrawal' },
    ]);
    const audit = await db
      .selectFrom('operator_audit')
      .select(['action', 'reason'])
      .where('target_type', '=', 'member')
      .where('target_id', '=', member)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['adjustment.credit', 'adjustment.debit']);
    await assertLedgerConsistent(db);
  });

  it('a retried adjustment applies once, even twenty at once', async () => {
    const { db } = ctx.database;
    const member = await memberId(db, 'PADMA', 'demo_sub2');
    const opening = (await balances(db, member)).MAIN!;
    const idempotencyKey = freshKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => adjust({ amount: '7.25', idempotencyKey })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const results = responses.map(
      (response) => body<{ transactionId: string; replayed: boolean }>(response).value,
    );
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await balances(db, member)).MAIN).toBe(opening + 725n);
    const other = await adjust({ amount: '7.26', idempotencyKey });
    expect([other.statusCode, body(other).code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    await assertLedgerConsistent(db);
  });

  it('concurrent debits never take the balance below zero', async () => {
    const { db } = ctx.database;
    const member = await memberId(db, 'PADMA', 'demo_sub2');
    const opening = (await balances(db, member)).MAIN!;
    const share = opening / 3n + 1n; // three of these do not fit
    const amount = `${share / 100n}.${(share % 100n).toString().padStart(2, '0')}`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => adjust({ direction: 'debit', amount })),
    );
    const codes = responses.map((response) => body(response).code);
    expect(codes.filter((code) => code === 'INSUFFICIENT_FUNDS')).toHaveLength(4);
    expect((await balances(db, member)).MAIN).toBe(opening - 2n * share);
    await assertLedgerConsistent(db);
  });

  it('refuses bad amounts, an empty reason, an unknown member and the wrong role; nothing moves', async () => {
    const { db } = ctx.database;
    const member = await memberId(db, 'PADMA', 'demo_sub2');
    const before = (await balances(db, member)).MAIN!;
    const messagesBefore = await countMessages('demo_sub2');
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amount: 0 }, 400, 'VALIDATION_FAILED'],
      [{ amount: '0.00' }, 400, 'VALIDATION_FAILED'],
      [{ amount: -5 }, 400, 'VALIDATION_FAILED'],
      [{ amount: '1.234' }, 400, 'VALIDATION_FAILED'],
      [{ amount: '1e3' }, 400, 'VALIDATION_FAILED'],
      [{ amount: true }, 400, 'VALIDATION_FAILED'],
      [{ amount: 10_000_001 }, 400, 'VALIDATION_FAILED'],
      [{ reason: '' }, 400, 'VALIDATION_FAILED'],
      [{ reason: '   ' }, 400, 'VALIDATION_FAILED'],
      [{ direction: 'gift' }, 400, 'VALIDATION_FAILED'],
      [{ account: 'nobody_here' }, 404, 'MEMBER_NOT_FOUND'],
      [{ account: 'demo_trial' }, 400, 'NOT_REAL_ACCOUNT'],
      [{ direction: 'debit', amount: '99999999.00' }, 400, 'VALIDATION_FAILED'],
      [{ direction: 'debit', amount: '9999999.00' }, 400, 'INSUFFICIENT_FUNDS'],
      [{ brand: 'NOPE' }, 404, 'BRAND_NOT_FOUND'],
      [{}, 403, 'OPERATOR_FORBIDDEN', support],
    ];
    for (const [payload, status, code, token] of cases) {
      const response = await adjust(payload, token);
      expect([JSON.stringify(payload), response.statusCode, body(response).code]).toEqual([
        JSON.stringify(payload),
        status,
        code,
      ]);
    }
    expect((await balances(db, member)).MAIN).toBe(before);
    expect(await countMessages('demo_sub2')).toBe(messagesBefore);
  });
});
