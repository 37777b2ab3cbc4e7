import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import {
  authed,
  body,
  BRAND1,
  BRAND2,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { signInOperator } from './support/operators.js';

/**
 * The support role's feedback queue (issue 45): what members wrote, per brand, open or handled,
 * by age; one handled once with a note, in the audit trail; other roles and brands refused.
 */
let ctx: TestContext;
let support: { authorization: string };
let padmaOnly: { authorization: string };
let finance: { authorization: string };

type Feedback = {
  id: string;
  brand: string;
  member: string | null;
  content: string;
  handledAt: string | null;
  handledBy: string | null;
  handledNote: string | null;
};
type Page = { list: Feedback[]; total: number };

const createOperator = async (username: string, roles: string[], brands?: string[]) => {
  const password = `${username}-long-password`;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, password, roles, ...(brands ? { brands } : {}) },
  });
  expect(created.statusCode).toBe(200);
  return { authorization: `Bearer ${await signInOperator(ctx, username, password)}` };
};

const words = (text: string) => `${text} one two three four five`;

/** Sends feedback as the site does, from its own address (the feedback rate is per address). */
const send = async (headers: InjectOptions['headers'], content: string, ip: string) => {
  const sent = await ctx.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers,
    payload: { questionType: 'WITHDRAWAL', content: words(content), contact: '01711000000' },
    remoteAddress: ip,
  });
  expect(sent.statusCode).toBe(200);
  return String(body<{ feedbackId: number }>(sent).value.feedbackId);
};

const list = async (headers: InjectOptions['headers'], query = '') => {
  const answer = await ctx.app.inject({ method: 'GET', url: `/ops/feedback?${query}`, headers });
  expect(answer.statusCode).toBe(200);
  return body<Page>(answer).value;
};

const handle = (
  headers: InjectOptions['headers'],
  id: string,
  note = 'Called back, the payout had arrived',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/ops/feedback/${id}/handle`,
    headers,
    payload: { note },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  support = await createOperator('sam', ['support']);
  padmaOnly = await createOperator('pia', ['support'], ['PADMA']);
  finance = await createOperator('fay', ['finance']);
});
afterAll(async () => {
  await ctx.close();
});

describe('the feedback queue', () => {
  it("lists open feedback oldest first, with the member's name, and filters by brand and age", async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const first = await send(authed(token, BRAND1), 'first from a member', '10.70.0.1');
    ctx.clock.advance(10 * 60_000);
    const second = await send(BRAND2, 'second signed out', '10.70.0.2');

    const open = await list(support);
    const ids = open.list.map((row) => row.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(open.list.find((row) => row.id === first)).toMatchObject({
      brand: 'PADMA',
      member: 'demo_member',
      content: words('first from a member'),
      handledAt: null,
    });
    expect(open.list.find((row) => row.id === second)).toMatchObject({
      brand: 'MEGHNA',
      member: null,
    });

    const padma = await list(support, 'brand=PADMA');
    expect(padma.list.every((row) => row.brand === 'PADMA')).toBe(true);
    const aged = (await list(support, 'minAgeMinutes=5')).list.map((row) => row.id);
    expect(aged).toContain(first);
    expect(aged).not.toContain(second);
    const paged = await list(support, 'pageSize=1&pageNo=2');
    expect(paged.total).toBe(open.total);
    expect(paged.list.map((row) => row.id)).toEqual([ids[1]]);
  });

  it('marks one handled once, with the note and who, audited; it leaves the open queue', async () => {
    const id = await send(BRAND1, 'handled once please', '10.70.0.3');
    const [first, again] = await Promise.all([handle(support, id), handle(support, id, 'twice')]);
    const codes = [first, again].map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : again;
    expect(body(refused).code).toBe('FEEDBACK_HANDLED');

    expect((await list(support)).list.map((row) => row.id)).not.toContain(id);
    const handled = (await list(support, 'status=handled')).list.find((row) => row.id === id);
    expect(handled).toMatchObject({ handledBy: 'sam', handledNote: expect.any(String) });
    expect(handled?.handledAt).not.toBeNull();
    const audit = await ctx.app.db
      .selectFrom('operator_audit')
      .select(['action', 'operator_name'])
      .where('target_type', '=', 'feedback')
      .where('target_id', '=', id)
      .execute();
    expect(audit).toEqual([{ action: 'feedback.handle', operator_name: 'sam' }]);
  });

  it("refuses a note that is empty, another brand's feedback, other roles and members", async () => {
    const meghna = await send(BRAND2, 'for another brand', '10.70.0.4');
    expect((await handle(support, meghna, '')).statusCode).toBe(400);
    const foreign = await handle(padmaOnly, meghna);
    expect(foreign.statusCode).toBe(403);
    expect((await list(padmaOnly)).list.every((row) => row.brand === 'PADMA')).toBe(true);
    const otherBrand = await ctx.app.inject({
      method: 'GET',
      url: '/ops/feedback?brand=MEGHNA',
      headers: padmaOnly,
    });
    expect(otherBrand.statusCode).toBe(403);
    const asFinance = await ctx.app.inject({
      method: 'GET',
      url: '/ops/feedback',
      headers: finance,
    });
    expect(asFinance.statusCode).toBe(403);
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: '/ops/feedback',
      headers: authed(token),
    });
    expect(asMember.statusCode).toBe(401);
    expect((await handle(support, '999999999')).statusCode).toBe(404);
    const row = await sql<{ handled_at: Date | null }>`select handled_at from feedback
      where id = ${meghna}`.execute(ctx.app.db);
    expect(row.rows[0]?.handled_at).toBeNull();
  });
});
