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
 * Announcements by audience (migration 0028): the site's lists (visitors and members) show ALL
 * and MEMBERS, the agent centre ALL and AGENTS; operators publish to one audience.
 */
type Headers = Record<string, string>;
interface Item {
  id: number;
  title: string;
  content: string;
  startDateStr: number;
}
interface Page {
  list: Item[];
  total: number;
  totalPages: number;
}

let ctx: TestContext;
let agent: Headers;
let member: Headers;
let trial: Headers;

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
const siteList = async (headers: Headers = BRAND1) => {
  const response = await get(
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&pageSize=100',
    headers,
  );
  expect(response.statusCode).toBe(200);
  return body<Page>(response).value;
};
const agentList = async (query = '?pageSize=100', headers: Headers = agent) => {
  const response = await get(`/wps/agent/announcements${query}`, headers);
  expect(response.statusCode).toBe(200);
  return body<Page>(response).value;
};
const publish = (payload: Record<string, unknown>, token = OPS_TOKEN) =>
  ctx.app.inject({
    method: 'POST',
    url: '/ops/announcements',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      brand: 'PADMA',
      titleBn: 'পরীক্ষা',
      htmlBn: '<p>পরীক্ষা</p>',
      ...payload,
    },
  });

const AGENT_TITLES = ['Real-time salary now settles every 5 minutes', 'Invite with your QR code'];

beforeAll(async () => {
  ctx = await createTestContext();
  agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Headers;
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Headers;
  trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Headers;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('the audience filter', () => {
  it('never shows the agents-only announcements on the site, to a visitor, a member or an agent', async () => {
    for (const headers of [BRAND1, member, agent]) {
      const page = await siteList({ ...headers, 'Accept-Language': 'en' });
      expect(page.total).toBe(18);
      for (const title of AGENT_TITLES)
        expect(page.list.map((item) => item.title)).not.toContain(title);
    }
  });

  it('shows an agent its own announcements first, then those for everyone, in its language', async () => {
    const en = await agentList('?pageSize=100', { ...agent, 'Accept-Language': 'en' });
    expect(en.total).toBe(20);
    expect(en.list.slice(0, 2).map((item) => item.title)).toEqual(AGENT_TITLES);
    expect(en.list[0]!.content).toContain('<strong>5-minute window</strong>');
    expect(en.list.map((item) => item.title)).toContain('Scheduled maintenance on Sunday');
    const bn = await agentList('?pageSize=2');
    expect(bn.list[0]!.title).toBe('রিয়েল-টাইম বেতন এখন প্রতি ৫ মিনিটে নিষ্পত্তি হয়');
    expect(bn).toMatchObject({ total: 20, totalPages: 10 });
  });

  it('refuses the agent list to visitors, members and trial accounts', async () => {
    expect((await get('/wps/agent/announcements', BRAND1)).statusCode).toBe(401);
    const asMember = await get('/wps/agent/announcements', member);
    expect(asMember.statusCode).toBe(403);
    expect(body(asMember).code).toBe('NOT_AGENT');
    expect(body(await get('/wps/agent/announcements', trial)).code).toBe('NOT_REAL_ACCOUNT');
  });
});

describe('publishing (operator)', () => {
  it('publishes to one audience, sanitised, once per code, audited', async () => {
    const toAgents = await publish({
      code: 'test-agents-only',
      audience: 'AGENTS',
      titleEn: 'Agents: new commission table',
      htmlEn: '<p>New table</p><script>alert(1)</script>',
    });
    expect(toAgents.statusCode).toBe(200);
    expect(body(toAgents).value).toEqual({ id: expect.any(String), code: 'test-agents-only' });
    const toMembers = await publish({
      code: 'test-members-only',
      audience: 'MEMBERS',
      titleEn: 'Members: weekend bonus',
      htmlEn: '<p>Bonus</p>',
    });
    expect(toMembers.statusCode).toBe(200);

    const agents = await agentList('?pageSize=100', { ...agent, 'Accept-Language': 'en' });
    const published = agents.list.find((item) => item.title === 'Agents: new commission table');
    expect(published?.content).toBe('<p>New table</p>');
    expect(agents.list.map((item) => item.title)).not.toContain('Members: weekend bonus');

    const site = await siteList({ ...member, 'Accept-Language': 'en' });
    expect(site.list.map((item) => item.title)).toContain('Members: weekend bonus');
    expect(site.list.map((item) => item.title)).not.toContain('Agents: new commission table');

    const again = await publish({
      code: 'test-agents-only',
      audience: 'AGENTS',
      titleEn: 'Agents: new commission table',
      htmlEn: '<p>New table</p>',
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('ANNOUNCEMENT_CODE_TAKEN');

    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type'])
      .where('action', '=', 'announcement.publish')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a player token, an unknown audience and an end before the start', async () => {
    const playerToken = agent.authorization!.slice('Bearer '.length);
    expect(
      (
        await publish(
          { code: 'test-x1', audience: 'AGENTS', titleEn: 'x', htmlEn: 'x' },
          playerToken,
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (await publish({ code: 'test-x2', audience: 'VIPS', titleEn: 'x', htmlEn: '<p>x</p>' }))
        .statusCode,
    ).toBe(400);
    const backwards = await publish({
      code: 'test-x3',
      audience: 'AGENTS',
      titleEn: 'x',
      htmlEn: '<p>x</p>',
      startAt: '2026-12-02T00:00:00Z',
      endAt: '2026-12-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
  });
});
