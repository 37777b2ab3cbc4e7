import type { InjectOptions } from 'fastify';
import {
  body,
  BRAND1,
  BRAND2,
  createTestContext,
  OPS_TOKEN,
  type TestContext,
} from './support/testApp.js';
import { signInOperator } from './support/operators.js';

/**
 * The console's content (issue 45 item 5): banners per route group and announcements, for the
 * support role; another brand's operator and other roles refused; bad input changes nothing;
 * every change audited with its reason; the site shows a change at its next call.
 */
let ctx: TestContext;
let support: { authorization: string };
let padmaOnly: { authorization: string };
let finance: { authorization: string };

type Banner = {
  id: string;
  imageUrl: { bn: string; en: string };
  brand: string;
  groupName: string;
  imageKey: string;
  titleEn: string;
  linkageType: string | null;
  link: string | null;
  gameCode: string | null;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  state: string;
};
type Announcement = {
  id: string;
  code: string;
  titleEn: string;
  htmlBn: string;
  htmlEn: string;
  audience: string;
  execution: string;
  state: string;
  endAt: string | null;
};
type Page<T> = { list: T[]; total: number; totalPages: number };

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

const call = (
  headers: InjectOptions['headers'],
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const banners = async (headers: InjectOptions['headers'], query: string) => {
  const answer = await call(headers, 'GET', `/ops/banners?${query}`);
  expect(answer.statusCode).toBe(200);
  return body<Page<Banner>>(answer).value;
};

const siteBanners = async (headers: InjectOptions['headers'], group: string) => {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getBanners?groupName=${group}&language=en`,
    headers,
  });
  expect(answer.statusCode).toBe(200);
  return body<{ list: { bannerId: number; title: string; link: string | null; url: string }[] }>(
    answer,
  ).value.list;
};

const siteAnnouncements = async (headers: InjectOptions['headers']) => {
  const answer = await ctx.app.inject({
    method: 'GET',
    url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&execution=A,B,F&pageSize=100&language=en',
    headers,
  });
  expect(answer.statusCode).toBe(200);
  return body<{ list: { id: number; title: string; content: string }[] }>(answer).value.list;
};

const audits = (action: string) =>
  ctx.database.db
    .selectFrom('operator_audit')
    .select(['action', 'target_id', 'reason', 'operator_name', 'before', 'after'])
    .where('action', '=', action)
    .execute();

const countBanners = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('banners')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const newBanner = (overrides: Record<string, unknown> = {}) => ({
  brand: 'PADMA',
  groupName: 'w_home',
  titleBn: 'নতুন অফার',
  titleEn: 'A new offer',
  subtitleEn: 'Only this week',
  linkageType: 'ROUTE',
  link: '/promotions',
  reason: 'Weekly campaign',
  ...overrides,
});

beforeAll(async () => {
  ctx = await createTestContext();
  support = await createOperator('cora', ['support']);
  padmaOnly = await createOperator('paul', ['support'], ['PADMA']);
  finance = await createOperator('fern', ['finance']);
  // Three password hashes and sign-ins: slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

describe('banners', () => {
  it('lists a group, creates a banner the site then shows, audited with its reason', async () => {
    const before = await banners(support, 'brand=PADMA&group=w_home');
    expect(before.total).toBeGreaterThan(0);
    expect(before.list.every((banner) => banner.state === 'current')).toBe(true);

    const created = await call(support, 'POST', '/ops/banners', newBanner());
    expect(created.statusCode).toBe(200);
    const banner = body<Banner>(created).value;
    expect(banner).toMatchObject({
      brand: 'PADMA',
      groupName: 'w_home',
      link: '/promotions',
      state: 'current',
      sortOrder: Math.max(...before.list.map((item) => item.sortOrder)) + 1,
    });
    expect(banner.imageKey).toMatch(/^padma-w-home-[0-9a-f]{10}$/);

    const site = await siteBanners(BRAND1, 'w_home');
    expect(site.map((item) => item.title)).toContain('A new offer');
    expect(await siteBanners(BRAND2, 'w_home')).not.toContainEqual(
      expect.objectContaining({ title: 'A new offer' }),
    );
    const art = await ctx.app.inject({
      method: 'GET',
      url: `/assets/banners/${banner.imageKey}.svg?lang=en`,
    });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('A new offer');
    // The console's copy, under /ops (its server passes only /ops on), takes a session.
    expect(banner.imageUrl.bn).toBe(`/ops/banners/art/${banner.imageKey}.svg?lang=bn`);
    const withoutSession = await ctx.app.inject({ method: 'GET', url: banner.imageUrl.bn });
    expect(withoutSession.statusCode).toBe(401);
    const bengali = await ctx.app.inject({
      method: 'GET',
      url: banner.imageUrl.bn,
      headers: support,
    });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.body).toContain('নতুন অফার');

    const [audit] = await audits('banner.create');
    expect(audit).toMatchObject({
      target_id: banner.id,
      reason: 'Weekly campaign',
      operator_name: 'cora',
    });
  });

  it('checks the link for its type and changes nothing on bad input', async () => {
    const count = await countBanners();
    const refused = async (overrides: Record<string, unknown>, rule?: string) => {
      const answer = await call(support, 'POST', '/ops/banners', newBanner(overrides));
      expect(answer.statusCode).toBe(400);
      if (rule) expect(body(answer).value).toMatchObject({ field: 'link', rule });
    };
    await refused({ linkageType: 'URL', link: 'http://example.com/' }, 'https');
    await refused({ linkageType: 'URL', link: 'javascript:alert(1)' }, 'https');
    await refused({ linkageType: 'ROUTE', link: '/no-such-page' }, 'route');
    await refused({ linkageType: 'ROUTE', link: 'https://example.com/' }, 'route');
    await refused({ linkageType: 'GAME', link: 'NO_SUCH_GAME' }, 'game');
    await refused({ linkageType: 'ROUTE', link: null }, 'missing');
    await refused({ linkageType: null, link: '/promotions' }, 'unexpected');
    await refused({ groupName: 'w_nowhere' });
    await refused({ titleEn: '' });
    await refused({ reason: '' });
    await refused({ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' });
    expect(await countBanners()).toBe(count);
    expect(await audits('banner.create')).toHaveLength(1);
  });

  it('links a game by its code and an https address', async () => {
    const game = await ctx.database.db
      .selectFrom('games')
      .select(['game_code', 'vassalage', 'game_type'])
      .where('is_game', '=', 'GAME')
      .where('enabled', '=', true)
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const created = await call(
      support,
      'POST',
      '/ops/banners',
      newBanner({
        groupName: 'w_rng',
        linkageType: 'GAME',
        link: game.game_code,
        titleEn: 'Play it',
      }),
    );
    expect(created.statusCode).toBe(200);
    const banner = body<Banner>(created).value;
    expect(banner.gameCode).toBe(game.game_code);
    expect(banner.link).toMatch(/^\/game\?gameCode=/);

    const url = await call(
      support,
      'POST',
      '/ops/banners',
      newBanner({ groupName: 'w_rng', linkageType: 'URL', link: 'https://example.com/offer' }),
    );
    expect(body<Banner>(url).value.link).toBe('https://example.com/offer');
  });

  it('schedules, edits (a new picture for a new headline), orders, ends and deletes', async () => {
    const now = ctx.clock.now().getTime();
    const scheduled = body<Banner>(
      await call(
        support,
        'POST',
        '/ops/banners',
        newBanner({
          groupName: 'w_live',
          titleEn: 'Coming soon',
          startsAt: new Date(now + 86_400_000).toISOString(),
        }),
      ),
    ).value;
    expect(scheduled.state).toBe('scheduled');
    expect((await siteBanners(BRAND1, 'w_live')).map((item) => item.title)).not.toContain(
      'Coming soon',
    );

    const edited = await call(support, 'PUT', `/ops/banners/${scheduled.id}`, {
      titleBn: 'এখন চলছে',
      titleEn: 'On now',
      linkageType: 'URL',
      link: 'https://example.com/live',
      startsAt: null,
      endsAt: null,
      reason: 'Start it today',
    });
    expect(edited.statusCode).toBe(200);
    const now2 = body<Banner>(edited).value;
    expect(now2).toMatchObject({ state: 'current', titleEn: 'On now' });
    expect(now2.imageKey).not.toBe(scheduled.imageKey);
    expect((await siteBanners(BRAND1, 'w_live')).map((item) => item.title)).toContain('On now');
    const [editAudit] = await audits('banner.edit');
    expect(editAudit?.reason).toBe('Start it today');

    const group = await banners(support, 'brand=PADMA&group=w_live');
    const live = group.list.filter((item) => item.state !== 'ended').map((item) => item.id);
    const reversed = [...live].reverse();
    const order = await call(support, 'POST', '/ops/banners/order', {
      brand: 'PADMA',
      groupName: 'w_live',
      ids: reversed,
      reason: 'New first',
    });
    expect(order.statusCode).toBe(200);
    const site = await siteBanners(BRAND1, 'w_live');
    expect(site.map((item) => String(item.bannerId))).toEqual(reversed);
    // An order that leaves one out changes nothing.
    const partial = await call(support, 'POST', '/ops/banners/order', {
      brand: 'PADMA',
      groupName: 'w_live',
      ids: reversed.slice(1),
      reason: 'Missing one',
    });
    expect(partial.statusCode).toBe(400);
    expect((await siteBanners(BRAND1, 'w_live')).map((item) => String(item.bannerId))).toEqual(
      reversed,
    );

    const ended = await call(support, 'POST', `/ops/banners/${scheduled.id}/end`, {
      reason: 'Campaign over',
    });
    expect(body<Banner>(ended).value.state).toBe('ended');
    expect((await siteBanners(BRAND1, 'w_live')).map((item) => item.title)).not.toContain('On now');
    const listed = await banners(support, 'brand=PADMA&group=w_live');
    expect(listed.list.at(-1)).toMatchObject({ id: scheduled.id, state: 'ended' });
    expect(
      (await call(support, 'POST', `/ops/banners/${scheduled.id}/end`, { reason: 'Again please' }))
        .statusCode,
    ).toBe(409);

    const deleted = await call(support, 'POST', `/ops/banners/${scheduled.id}/delete`, {
      reason: 'Clean up',
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await banners(support, 'brand=PADMA&group=w_live').then((page) => page.list)).map(
        (item) => item.id,
      ),
    ).not.toContain(scheduled.id);
    const [deleteAudit] = await audits('banner.delete');
    expect(deleteAudit).toMatchObject({ target_id: scheduled.id, reason: 'Clean up' });
    expect(deleteAudit?.before).toBeTruthy();
  });

  it("refuses other roles and another brand's operator, changing nothing", async () => {
    expect((await call(finance, 'GET', '/ops/banners?brand=PADMA&group=w_home')).statusCode).toBe(
      403,
    );
    expect((await call(finance, 'POST', '/ops/banners', newBanner())).statusCode).toBe(403);
    expect(
      (await call(padmaOnly, 'GET', '/ops/banners?brand=MEGHNA&group=w_home')).statusCode,
    ).toBe(403);
    const meghna = await banners(support, 'brand=MEGHNA&group=w_home');
    const target = meghna.list[0]!;
    const count = await countBanners();
    expect(
      (await call(padmaOnly, 'POST', '/ops/banners', newBanner({ brand: 'MEGHNA' }))).statusCode,
    ).toBe(403);
    const edit = await call(padmaOnly, 'PUT', `/ops/banners/${target.id}`, {
      titleBn: 'x',
      titleEn: 'Taken over',
      linkageType: null,
      link: null,
      reason: 'Not mine',
    });
    expect(edit.statusCode).toBe(403);
    expect(
      (await call(padmaOnly, 'POST', `/ops/banners/${target.id}/end`, { reason: 'Not mine' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(padmaOnly, 'POST', `/ops/banners/${target.id}/delete`, { reason: 'Not mine' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(padmaOnly, 'POST', '/ops/banners/order', {
          brand: 'MEGHNA',
          groupName: 'w_home',
          ids: [target.id],
          reason: 'Not mine',
        })
      ).statusCode,
    ).toBe(403);
    expect(await countBanners()).toBe(count);
    expect((await banners(support, 'brand=MEGHNA&group=w_home')).list).toEqual(meghna.list);
    expect((await call({}, 'GET', '/ops/banners?brand=PADMA&group=w_home')).statusCode).toBe(401);
  });
});

describe('announcements', () => {
  const publish = (headers: InjectOptions['headers'], overrides: Record<string, unknown> = {}) =>
    call(headers, 'POST', '/ops/announcements', {
      brand: 'PADMA',
      code: 'console-test-1',
      audience: 'MEMBERS',
      type: 'B',
      execution: 'A',
      titleBn: 'বিজ্ঞপ্তি',
      titleEn: 'Console notice',
      htmlBn: '<p>বাংলা</p>',
      htmlEn: '<p>English</p>',
      reason: 'Tell the members',
      ...overrides,
    });
  const list = async (headers: InjectOptions['headers'], query: string) => {
    const answer = await call(headers, 'GET', `/ops/announcements?${query}`);
    expect(answer.statusCode).toBe(200);
    return body<Page<Announcement>>(answer).value;
  };

  it('previews HTML through the publish sanitiser: no script, no onclick', async () => {
    const answer = await call(support, 'POST', '/ops/announcements/preview', {
      htmlBn: '<p onclick="steal()">হ্যালো</p><script>alert(1)</script>',
      htmlEn:
        '<p>Hi <a href="javascript:alert(1)" onclick="x()">there</a></p><img src=x onerror=alert(1)>',
    });
    expect(answer.statusCode).toBe(200);
    expect(body(answer).value).toEqual({
      htmlBn: '<p>হ্যালো</p>',
      htmlEn: '<p>Hi <a>there</a></p>',
    });
    expect(
      (await call(finance, 'POST', '/ops/announcements/preview', { htmlBn: '', htmlEn: '' }))
        .statusCode,
    ).toBe(403);
  });

  it('publishes with a reason, lists by state with paging, edits (sanitised) and ends one', async () => {
    const published = await publish(support, {
      htmlEn: '<p onclick="x()">English</p><script>alert(1)</script>',
    });
    expect(published.statusCode).toBe(200);
    const { id } = body<{ id: string }>(published).value;
    const [publishAudit] = await audits('announcement.publish');
    expect(publishAudit?.reason).toBe('Tell the members');

    const current = await list(support, 'brand=PADMA&state=current&pageSize=100');
    const mine = current.list.find((item) => item.id === id);
    expect(mine).toMatchObject({ state: 'current', htmlEn: '<p>English</p>' });
    const paged = await list(support, 'brand=PADMA&pageSize=2&pageNo=2');
    expect(paged.list).toHaveLength(2);
    expect(paged.totalPages).toBe(Math.ceil(paged.total / 2));
    const tomorrow = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    await publish(support, { code: 'console-test-later', startAt: tomorrow });
    const scheduled = await list(support, 'brand=PADMA&state=scheduled');
    expect(scheduled.list.map((item) => item.code)).toEqual(['console-test-later']);

    const edit = {
      audience: 'ALL',
      type: 'PL',
      execution: 'B',
      titleBn: 'নতুন শিরোনাম',
      titleEn: 'Edited notice',
      htmlBn: '<p>ঠিক আছে</p>',
      htmlEn: '<h3 onclick="x()">Edited</h3><script>document.cookie</script>',
      startAt: new Date(ctx.clock.now().getTime() - 60_000).toISOString(),
      endAt: null,
      reason: 'Wording fixed',
    };
    const edited = await call(support, 'PUT', `/ops/announcements/${id}`, edit);
    expect(edited.statusCode).toBe(200);
    expect(body<Announcement>(edited).value).toMatchObject({
      titleEn: 'Edited notice',
      htmlEn: '<h3>Edited</h3>',
      execution: 'B',
      audience: 'ALL',
    });
    const site = await siteAnnouncements(BRAND1);
    expect(site.find((item) => String(item.id) === id)).toMatchObject({
      title: 'Edited notice',
      content: '<h3>Edited</h3>',
    });
    const [editAudit] = await audits('announcement.edit');
    expect(editAudit).toMatchObject({ target_id: id, reason: 'Wording fixed' });

    // Bad input changes nothing.
    const stored = () =>
      ctx.database.db
        .selectFrom('announcements')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const kept = await stored();
    for (const bad of [
      { ...edit, endAt: edit.startAt },
      { ...edit, htmlEn: '<script>only a script</script>' },
      { ...edit, titleEn: '' },
      { ...edit, audience: 'VIPS' },
      { ...edit, reason: '' },
    ])
      expect((await call(support, 'PUT', `/ops/announcements/${id}`, bad)).statusCode).toBe(400);
    expect(await stored()).toEqual(kept);
    expect(await audits('announcement.edit')).toHaveLength(1);

    const ended = await call(support, 'POST', `/ops/announcements/${id}/end`, { reason: 'Over' });
    expect(body<Announcement>(ended).value.state).toBe('ended');
    expect((await siteAnnouncements(BRAND1)).map((item) => String(item.id))).not.toContain(id);
    expect((await list(support, 'brand=PADMA&state=ended')).list.map((item) => item.id)).toContain(
      id,
    );
    expect((await audits('announcement.end'))[0]).toMatchObject({ target_id: id, reason: 'Over' });
  });

  it("refuses other roles and another brand's operator", async () => {
    expect((await call(finance, 'GET', '/ops/announcements?brand=PADMA')).statusCode).toBe(403);
    expect((await call(padmaOnly, 'GET', '/ops/announcements?brand=MEGHNA')).statusCode).toBe(403);
    const meghna = await publish(support, { brand: 'MEGHNA', code: 'console-test-meghna' });
    const { id } = body<{ id: string }>(meghna).value;
    const before = await list(support, 'brand=MEGHNA&pageSize=100');
    expect(
      (
        await call(padmaOnly, 'PUT', `/ops/announcements/${id}`, {
          audience: 'ALL',
          type: 'B',
          execution: 'A',
          titleBn: 'x',
          titleEn: 'x',
          htmlBn: '<p>x</p>',
          htmlEn: '<p>x</p>',
          startAt: new Date().toISOString(),
          endAt: null,
          reason: 'Not mine',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(padmaOnly, 'POST', `/ops/announcements/${id}/end`, { reason: 'Not mine' }))
        .statusCode,
    ).toBe(403);
    expect((await list(support, 'brand=MEGHNA&pageSize=100')).list).toEqual(before.list);
  });
});
