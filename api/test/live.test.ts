import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SseClient } from './support/sse.js';
import { seamless } from './support/wallet.js';
import {
  authed,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const ORIGIN = { origin: 'http://localhost:3000' };

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.buildApp({ live: { pollMs: 30, heartbeatMs: 100, sessionCheckMs: 50 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await ctx.close();
});

async function ticketFor(token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/live/ticket',
    headers: authed(token),
  });
  expect(response.statusCode).toBe(200);
  return body<{ ticket: string }>(response).value.ticket;
}

async function accountId(username: string): Promise<string> {
  const row = await ctx.database.db
    .selectFrom('accounts as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select('a.id')
    .where('a.username', '=', username)
    .where('b.merchant_code', '=', 'PADMA')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('live push (SSE)', () => {
  it('sends a snapshot, then balance and unread changes, with heartbeats and CORS', async () => {
    const token = await login(app, 'demo_member', PASSWORDS.member);
    const stream = new SseClient(
      `${base}/wps/live/events?ticket=${await ticketFor(token)}`,
      ORIGIN,
    );
    try {
      const first = JSON.parse((await stream.next('balance')).data) as { sumBalance: number };
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expect(stream.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const unread = JSON.parse((await stream.next('unread')).data) as { messages: number };

      const seen = stream.events.length;
      const bet = await seamless(app, 'bet', {
        account: 'demo_member',
        transactionId: 'live-bet-1',
        roundId: 'live-round-1',
        gameCode: 'PADMA_FORTUNE',
        amount: 12.5,
      });
      expect(bet.statusCode).toBe(200);
      const changed = await stream.next('balance', seen);
      expect(JSON.parse(changed.data)).toEqual({
        sumBalance: first.sumBalance - 12.5,
        currencySymbol: '৳',
      });
      expect(Number(changed.id)).toBeGreaterThan(0);

      const seenUnread = stream.events.length;
      await ctx.database.db
        .insertInto('member_messages')
        .values({ account_id: await accountId('demo_member'), kind: 'message', title: 'Hello' })
        .execute();
      const newUnread = await stream.next('unread', seenUnread);
      expect(JSON.parse(newUnread.data).messages).toBe(unread.messages + 1);

      await stream.until(() => stream.comments.includes('ping'));
    } finally {
      stream.close();
    }
  });

  it('resumes after Last-Event-ID with only what changed since', async () => {
    const token = await login(app, 'demo_member', PASSWORDS.member);
    const first = new SseClient(`${base}/wps/live/events?ticket=${await ticketFor(token)}`);
    const snapshot = await first.next('unread');
    first.close();

    // A change while disconnected: the resumed stream starts with it (balance), not a snapshot.
    await seamless(app, 'bet', {
      account: 'demo_member',
      transactionId: 'live-bet-2',
      roundId: 'live-round-2',
      gameCode: 'PADMA_FORTUNE',
      amount: 1,
    });
    const resumed = new SseClient(`${base}/wps/live/events?ticket=${await ticketFor(token)}`, {
      'last-event-id': snapshot.id!,
    });
    try {
      await resumed.next('balance');
      expect(resumed.events.map((e) => e.event)).toEqual(['balance']);
    } finally {
      resumed.close();
    }
  });

  it('tells the member when an order changes state: a deposit credited by the operator', async () => {
    const token = await login(app, 'demo_member', PASSWORDS.member);
    const stream = new SseClient(`${base}/wps/live/events?ticket=${await ticketFor(token)}`);
    try {
      const snapshot = JSON.parse((await stream.next('orders')).data) as { version: string };
      expect(snapshot.version).toMatch(/^[0-9]+$/);
      const made = await app.inject({
        method: 'POST',
        url: '/wps/member/deposit/orders',
        headers: authed(token),
        payload: {
          method: 'bkash',
          channel: 'bkash-personal',
          amount: 500,
          idempotencyKey: `live-deposit-${Date.now()}`,
        },
      });
      expect(made.statusCode).toBe(200);
      const seen = stream.events.length;
      const credited = await app.inject({
        method: 'POST',
        url: `/ops/deposits/${body<{ reference: string }>(made).value.reference}/credit`,
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: {},
      });
      expect(credited.statusCode).toBe(200);
      const changed = JSON.parse((await stream.next('orders', seen)).data) as { version: string };
      expect(BigInt(changed.version)).toBeGreaterThan(BigInt(snapshot.version));
      // The balance rose in the same push round.
      await stream.next('balance', seen);
    } finally {
      stream.close();
    }
  });

  it('refuses a used, forged or missing ticket', async () => {
    const token = await login(app, 'demo_member', PASSWORDS.member);
    const ticket = await ticketFor(token);
    const stream = new SseClient(`${base}/wps/live/events?ticket=${ticket}`);
    await stream.next('balance');
    stream.close();
    for (const query of [`ticket=${ticket}`, `ticket=${'x'.repeat(43)}`, '']) {
      const response = await app.inject({ method: 'GET', url: `/wps/live/events?${query}` });
      expect(response.statusCode).toBe(401);
    }
    const visitor = await app.inject({
      method: 'POST',
      url: '/wps/live/ticket',
      headers: { Merchant: 'PADMA' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('ends the stream on logout', async () => {
    const token = await login(app, 'demo_sub1', PASSWORDS.member);
    const stream = new SseClient(`${base}/wps/live/events?ticket=${await ticketFor(token)}`);
    await stream.next('balance');
    const logout = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: authed(token),
    });
    expect(logout.statusCode).toBe(200);
    const ended = await stream.next('session-ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'logout' });
    await stream.until(() => stream.ended);
  });

  it('caps the streams one member holds: a stream beyond the cap ends the oldest', async () => {
    const token = await login(app, 'demo_sub2', PASSWORDS.member);
    const streams: SseClient[] = [];
    try {
      for (let index = 0; index < 5; index += 1) {
        const stream = new SseClient(`${base}/wps/live/events?ticket=${await ticketFor(token)}`);
        await stream.next('balance');
        streams.push(stream);
      }
      const sixth = new SseClient(`${base}/wps/live/events?ticket=${await ticketFor(token)}`);
      streams.push(sixth);
      await sixth.next('balance');

      const ended = await streams[0]!.next('session-ended');
      expect(JSON.parse(ended.data)).toEqual({ reason: 'too-many-streams' });
      await streams[0]!.until(() => streams[0]!.ended);
      for (const stream of streams.slice(1)) {
        expect(stream.ended).toBe(false);
        expect(stream.events.some((event) => event.event === 'session-ended')).toBe(false);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('accepts a Bearer token from non-browser clients', async () => {
    const token = await login(app, 'demo_member', PASSWORDS.member);
    const stream = new SseClient(`${base}/wps/live/events`, {
      authorization: `Bearer ${token}`,
      merchant: 'PADMA',
    });
    try {
      await stream.next('balance');
      expect(stream.status).toBe(200);
    } finally {
      stream.close();
    }
  });
});
