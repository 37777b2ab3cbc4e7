// On PostgreSQL too: another API process's change reaches a stream through LISTEN/NOTIFY.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { signInOperator } from './support/operators.js';
import { SseClient } from './support/sse.js';
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

/**
 * The console's live queues (issue 45 item 3): a change of a queue's row reaches, as
 * `{ queue, merchantCode }`, the streams of operators of that brand and role, and no one else's;
 * tickets are single-use and short; a stream ends with its session and never keeps it alive.
 */
let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.buildApp({
    opsLive: { heartbeatMs: 100, sessionCheckMs: 50, raffleDueCheckMs: 50 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await ctx.close();
});

let serial = 0;
/** A new operator signed in: its bearer token. */
async function operator(roles: string[], brands?: string[]): Promise<string> {
  const username = `live_${roles.join('_')}_${++serial}`;
  const password = `${username}-long-password`;
  const created = await app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, password, roles, ...(brands ? { brands } : {}) },
  });
  expect(created.statusCode).toBe(200);
  return signInOperator({ ...ctx, app }, username, password);
}

const ticketAnswer = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/ops/events/ticket',
    headers: { authorization: `Bearer ${token}` },
  });

async function ticketFor(token: string): Promise<string> {
  const answer = await ticketAnswer(token);
  expect(answer.statusCode).toBe(200);
  return body<{ ticket: string }>(answer).value.ticket;
}

async function open(token: string): Promise<SseClient> {
  const stream = new SseClient(`${base}/ops/events?ticket=${await ticketFor(token)}`);
  streams.push(stream);
  await stream.next('ready');
  return stream;
}

const brandId = async (code: string) =>
  (
    await ctx.database.db
      .selectFrom('brands')
      .select('id')
      .where('merchant_code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

/** What a stream was told of queues, as `queue:BRAND`. */
const told = (stream: SseClient) =>
  stream.events
    .filter((event) => event.event === 'queue')
    .map((event) => {
      const data = JSON.parse(event.data) as { queue: string; merchantCode: string };
      expect(Object.keys(data).sort()).toEqual(['merchantCode', 'queue']);
      return `${data.queue}:${data.merchantCode}`;
    });

const announce = (payload: string) =>
  sql`select pg_notify('ops_queue_changed', ${payload})`.execute(ctx.database.db);

test('a deposit made through another API reaches finance of its brand, not another brand or support', async () => {
  const finance = await open(await operator(['finance'], ['PADMA']));
  const otherBrand = await open(await operator(['finance'], ['MEGHNA']));
  const support = await open(await operator(['support'], ['PADMA']));
  const admin = await open(await operator(['admin']));

  // Through another API instance than the one holding the streams: told through the database.
  const member = await login(ctx.app, 'demo_member', PASSWORDS.member);
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/orders',
    headers: authed(member, BRAND1),
    payload: {
      method: 'bkash',
      channel: 'bkash-personal',
      amount: 500,
      idempotencyKey: 'live-push-1',
    },
  });
  expect(made.statusCode).toBe(200);

  await finance.until(() => told(finance).includes('deposits:PADMA'));
  await admin.until(() => told(admin).includes('deposits:PADMA'));
  // Announcements arrive in commit order: once each has heard a later one meant for it, the
  // deposit's would have arrived before it.
  await announce(`deposits:${await brandId('MEGHNA')}`);
  await announce(`feedback:${await brandId('PADMA')}`);
  await otherBrand.until(() => told(otherBrand).includes('deposits:MEGHNA'));
  await support.until(() => told(support).includes('feedback:PADMA'));
  expect(told(otherBrand)).toEqual(['deposits:MEGHNA']);
  expect(told(support)).toEqual(['feedback:PADMA']);
  // No member data: the event names the queue and the brand only (checked in `told`).
  expect(finance.events.find((event) => event.event === 'queue')!.data).not.toContain('demo');
});

test('feedback a member sends reaches support of the brand', async () => {
  const support = await open(await operator(['support'], ['PADMA']));
  const member = await login(app, 'demo_member', PASSWORDS.member);
  const sent = await app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: authed(member, BRAND1),
    payload: {
      questionType: 'DEPOSIT',
      content: 'The deposit has not arrived yet, please check',
      contact: '01711000000',
    },
    remoteAddress: '10.9.0.1',
  });
  expect(sent.statusCode).toBe(200);
  await support.until(() => told(support).includes('feedback:PADMA'));
});

test('a ticket opens one stream, once, within a minute; tokens never sit in the URL', async () => {
  const token = await operator(['finance']);
  const ticket = await ticketFor(token);
  const first = new SseClient(`${base}/ops/events?ticket=${ticket}`);
  streams.push(first);
  await first.next('ready');
  const again = await app.inject({ method: 'GET', url: `/ops/events?ticket=${ticket}` });
  expect(again.statusCode).toBe(401);
  expect(body(again).code).toBe('OPERATOR_UNAUTHORIZED');
  const none = await app.inject({ method: 'GET', url: '/ops/events' });
  expect(none.statusCode).toBe(401);
  expect(body(none).code).toBe('OPERATOR_UNAUTHORIZED');
  // The session token itself opens nothing.
  const byToken = await app.inject({ method: 'GET', url: `/ops/events?ticket=${token}` });
  expect(byToken.statusCode).toBe(401);
  const late = await ticketFor(token);
  ctx.clock.advance(61_000);
  const expired = await app.inject({ method: 'GET', url: `/ops/events?ticket=${late}` });
  expect(expired.statusCode).toBe(401);
  // Without a session: no ticket.
  expect((await app.inject({ method: 'POST', url: '/ops/events/ticket' })).statusCode).toBe(401);
  const root = await ticketAnswer(OPS_TOKEN);
  expect(root.statusCode).toBe(403);
});

test('a stream ends when its session is revoked', async () => {
  const token = await operator(['finance']);
  const stream = await open(token);
  const out = await app.inject({
    method: 'DELETE',
    url: '/ops/session',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.statusCode).toBe(200);
  const ended = await stream.next('session-ended');
  expect(JSON.parse(ended.data)).toEqual({ reason: 'session-ended' });
  await stream.until(() => stream.ended);
});

test('an open stream does not keep an idle session alive, and ends with it', async () => {
  const token = await operator(['support']);
  const stream = await open(token);
  // Heartbeats and checks run for a while; nothing counts as a use.
  ctx.clock.advance(29 * 60_000);
  await stream.until(() => stream.comments.filter((line) => line === 'ping').length >= 2);
  expect(stream.ended).toBe(false);
  ctx.clock.advance(2 * 60_000);
  await stream.next('session-ended');
  await stream.until(() => stream.ended);
  const me = await app.inject({
    method: 'GET',
    url: '/ops/me',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(body(me).code).toBe('OPERATOR_SESSION_EXPIRED');
});

test('an operator holds a bounded number of streams: the oldest ends', async () => {
  const token = await operator(['finance']);
  const [oldest, ...rest] = [await open(token), await open(token), await open(token)];
  const newest = await open(token);
  const ended = await oldest!.next('session-ended');
  expect(JSON.parse(ended.data)).toEqual({ reason: 'too-many-streams' });
  for (const stream of [...rest, newest]) expect(stream.ended).toBe(false);
});

test('a raffle period whose draw time comes is announced to finance', async () => {
  const finance = await open(await operator(['finance'], ['PADMA']));
  const promotion = await ctx.database.db
    .selectFrom('promotions')
    .select('id')
    .where('brand_id', '=', await brandId('PADMA'))
    .executeTakeFirstOrThrow();
  const account = await ctx.database.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'demo_member')
    .executeTakeFirstOrThrow();
  const drawAt = new Date(ctx.clock.now().getTime() + 1_000);
  await ctx.database.db
    .insertInto('raffle_tickets')
    .values({
      promotion_id: promotion.id,
      period: '2026-01-01',
      account_id: account.id,
      ticket_no: 1,
      draw_at: drawAt,
      created_at: ctx.clock.now(),
    })
    .execute();
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(told(finance)).not.toContain('raffles:PADMA');
  ctx.clock.advance(2_000);
  await finance.until(() => told(finance).includes('raffles:PADMA'));
});
