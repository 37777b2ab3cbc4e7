import { decryptCustomerServicePath } from '../src/services/content/customerServicePath.js';
import { memberId } from './support/wallet.js';
import {
  authed,
  BRAND2,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await login(ctx.app, 'demo_member', PASSWORDS.member);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = { Merchant: 'PADMA' }) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function brandId(code: string) {
  const row = await ctx.database.db
    .selectFrom('brands')
    .select('id')
    .where('merchant_code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

interface Banner {
  bannerId: number;
  groupName: string;
  url: string;
  linkageType: string | null;
  link: string | null;
  title: string;
}

describe('banners', () => {
  it('lists the active banners of a group', async () => {
    const response = await get('/wps/relay/MCSFE_getBanners?groupName=w_home');
    expect(response.statusCode).toBe(200);
    const { list } = body<{ list: Banner[] }>(response).value;
    expect(list).toHaveLength(3);
    expect(list.every((banner) => banner.groupName === 'w_home')).toBe(true);
    expect(list[0]).toEqual({
      bannerId: expect.any(Number),
      groupName: 'w_home',
      url: expect.stringMatching(/\/assets\/banners\/padma-home-1\.svg\?lang=bn$/),
      linkageType: 'ROUTE',
      link: '/promotions',
      title: '১০০% স্বাগতম বোনাস',
    });
  });

  it('covers every group on both brands', async () => {
    for (const headers of [{ Merchant: 'PADMA' }, BRAND2]) {
      const { list } = body<{ list: Banner[] }>(
        await get('/wps/relay/MCSFE_getBanners', headers),
      ).value;
      expect(new Set(list.map((banner) => banner.groupName)).size).toBe(14);
    }
  });

  it('honours the active window', async () => {
    const id = await brandId('PADMA');
    const now = ctx.clock.now().getTime();
    await ctx.database.db
      .insertInto('banners')
      .values([
        {
          brand_id: id,
          group_name: 'w_fish',
          image_key: 'test-expired',
          title_bn: 'x',
          title_en: 'Expired',
          ends_at: new Date(now - 1000),
        },
        {
          brand_id: id,
          group_name: 'w_fish',
          image_key: 'test-future',
          title_bn: 'x',
          title_en: 'Future',
          starts_at: new Date(now + 60_000),
          sort_order: 9,
        },
      ])
      .execute();
    const titles = () =>
      get('/wps/relay/MCSFE_getBanners?groupName=w_fish', {
        Merchant: 'PADMA',
        'accept-language': 'en',
      }).then((response) =>
        body<{ list: Banner[] }>(response).value.list.map((banner) => banner.title),
      );
    expect(await titles()).toEqual(['Fishing frenzy', 'Team up and shoot']);
    ctx.clock.advance(61_000);
    expect(await titles()).toEqual(['Fishing frenzy', 'Team up and shoot', 'Future']);
  });

  it('refuses an unknown group', async () => {
    const response = await get('/wps/relay/MCSFE_getBanners?groupName=w_nope');
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ field: 'groupName' });
  });

  it('serves the generated artwork with escaped text', async () => {
    const id = await brandId('PADMA');
    await ctx.database.db
      .insertInto('banners')
      .values({
        brand_id: id,
        group_name: 'w_help',
        image_key: 'test-xss',
        title_bn: 'x',
        title_en: '</text><script>alert(1)</script>',
      })
      .execute();
    const response = await get('/assets/banners/test-xss.svg?lang=en', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&#60;/text&#62;&#60;script&#62;');
    expect((await get('/assets/banners/nope.svg', {})).statusCode).toBe(404);
  });
});

interface Announcement {
  id: number;
  title: string;
  content: string;
  startDateStr: number;
  execution: string;
  type: string;
}

describe('announcements', () => {
  const list = async (query: string, headers: Record<string, string> = { Merchant: 'PADMA' }) => {
    const response = await get(`/wps/relay/MCSFE_getListAnnouncements${query}`, headers);
    expect(response.statusCode).toBe(200);
    return body<{ list: Announcement[]; totalPages: number; total: number }>(response).value;
  };

  it('filters by type and execution', async () => {
    const all = await list('?types=B,PL,PU,PR,H&platform=W&pageSize=100');
    expect(all.total).toBe(18);
    const bpl = await list('?types=B,PL&platform=W&pageSize=100');
    expect(bpl.list.every((item) => ['B', 'PL'].includes(item.type))).toBe(true);
    expect(bpl.total).toBe(8);
    const execB = await list('?types=B,PL,PU,PR,H&platform=W&execution=B&pageSize=100');
    expect(execB.list.length).toBeGreaterThan(0);
    expect(execB.list.every((item) => item.execution === 'B')).toBe(true);
    const brand2 = await list('?types=B,PL,PU,PR,H&pageSize=100', BRAND2);
    expect(brand2.total).toBe(5);
  });

  it('pages by 7 by default and answers in the request language', async () => {
    const page = await list('?types=B,PL,PU,PR,H&platform=W');
    expect(page.list).toHaveLength(7);
    expect(page.totalPages).toBe(3);
    expect(page.list[0]).toEqual({
      id: expect.any(Number),
      title: 'রবিবার নির্ধারিত রক্ষণাবেক্ষণ',
      content: expect.stringContaining('<strong>'),
      startDateStr: expect.any(Number),
      execution: 'A',
      type: 'B',
    });
    const en = await list('?types=B&pageSize=1', {
      Merchant: 'PADMA',
      'Accept-Language': 'en-US,en;q=0.9',
    });
    expect(en.list[0]!.title).toBe('Scheduled maintenance on Sunday');
  });

  it('strips scripts and event handlers on read', async () => {
    const id = await brandId('PADMA');
    await ctx.database.db
      .insertInto('announcements')
      .values({
        brand_id: id,
        code: 'test-xss',
        type: 'H',
        execution: 'A',
        title_bn: 'x',
        title_en: 'XSS',
        content_html_bn: 'x',
        content_html_en:
          '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onmouseover="x">l</a>',
        start_at: new Date(ctx.clock.now().getTime() - 1000),
        sort_order: -1,
      })
      .execute();
    const page = await list('?types=H&pageSize=1', { Merchant: 'PADMA', 'Accept-Language': 'en' });
    expect(page.list[0]!.title).toBe('XSS');
    expect(page.list[0]!.content).toBe('<p>Hi</p><a>l</a>');
  });

  it('validates the types', async () => {
    const response = await get('/wps/relay/MCSFE_getListAnnouncements?types=B,ZZ');
    expect(response.statusCode).toBe(400);
  });
});

describe('system content', () => {
  it('answers the domain routes', async () => {
    const { value } = body<{ domainList: string[]; resources: unknown[] }>(
      await get('/wps/system/domainRoute'),
    );
    expect(value.domainList.sort()).toEqual(['127.0.0.1', 'localhost']);
    expect(value.resources).toHaveLength(3);
  });

  it('answers the help centre', async () => {
    const response = await get('/wps/system/helpCenter?language=en');
    const { categories } = body<{
      categories: { code: string; name: string; articles: { title: string; content: string }[] }[];
    }>(response).value;
    expect(categories.map((category) => category.code)).toEqual([
      'deposits',
      'withdrawals',
      'account-security',
      'responsible-gaming',
      'agents',
    ]);
    // Responsible gaming says what the site offers (issue 44): limits, the reality check, a
    // break, the statement and the age rule.
    expect(categories.map((category) => category.articles.length)).toEqual([3, 3, 3, 5, 3]);
    expect(
      categories
        .find((category) => category.code === 'responsible-gaming')!
        .articles.map((article) => article.title),
    ).toEqual([
      'Setting limits',
      'Reality check',
      'Taking a break',
      'Your account history',
      'Age requirement',
    ]);
    expect(categories[0]!.name).toBe('Deposits');
    expect(categories[0]!.articles[0]!.content).toContain('<ol>');
  });
});

describe('customer service', () => {
  it('gives an encrypted chat link that decrypts to the chat page', async () => {
    const response = await get('/wps/relay/MCSFE_getCustomerService');
    const { pathList } = body<{ version: { pathList: { type: number; path: string }[] } }>(response)
      .value.version;
    const chat = pathList.find((item) => item.type === 3)!;
    const url = decryptCustomerServicePath(chat.path);
    expect(url).toBe('http://localhost:80/chat/PADMA');
    const page = await get(new URL(url).pathname, {});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Padma Play');
    expect(page.body).toContain('<textarea');
    expect((await get('/chat/NOPE', {})).statusCode).toBe(404);
  });
});

describe('feedback', () => {
  const send = (payload: Record<string, unknown>, headers: Record<string, string>, ip: string) =>
    ctx.app.inject({ method: 'PUT', url: '/wps/feedback', headers, payload, remoteAddress: ip });
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('enforces the word-count bounds', async () => {
    const headers = { Merchant: 'PADMA' };
    for (const n of [4, 301]) {
      const response = await send({ questionType: 'GAME', content: words(n) }, headers, '10.9.0.1');
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { field: 'content', rule: 'wordCount', min: 5, max: 300 },
      });
    }
    for (const n of [5, 300]) {
      const response = await send({ questionType: 'GAME', content: words(n) }, headers, '10.9.0.1');
      expect(response.statusCode).toBe(200);
    }
    const bn = await send(
      { questionType: 'DEPOSIT', content: 'আমার ডিপোজিট এখনো জমা হয়নি' },
      headers,
      '10.9.0.1',
    );
    expect(bn.statusCode).toBe(200);
  });

  it('links the member when a token is sent', async () => {
    const response = await send(
      { questionType: 'ACCOUNT', content: words(6), contact: '01712345678' },
      authed(member) as Record<string, string>,
      '10.9.0.2',
    );
    expect(response.statusCode).toBe(200);
    const { feedbackId } = body<{ feedbackId: number }>(response).value;
    const row = await ctx.database.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', String(feedbackId))
      .executeTakeFirstOrThrow();
    expect(row.member_id).toBe(await memberId(ctx.database.db, 'PADMA', 'demo_member'));
    expect(row.contact).toBe('01712345678');
    const bad = await send(
      { questionType: 'ACCOUNT', content: words(6) },
      { Merchant: 'PADMA', authorization: 'Bearer nope' },
      '10.9.0.2',
    );
    expect(bad.statusCode).toBe(401);
  });

  it('validates the question type', async () => {
    const response = await send(
      { questionType: 'SPAM', content: words(6) },
      { Merchant: 'PADMA' },
      '10.9.0.3',
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).value).toMatchObject({ field: 'questionType' });
  });

  it('rate-limits per IP', async () => {
    const ip = '10.9.0.4';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await send({ questionType: 'OTHER', content: words(5) }, { Merchant: 'PADMA' }, ip))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (await send({ questionType: 'OTHER', content: words(5) }, { Merchant: 'PADMA' }, '10.9.0.5'))
        .statusCode,
    ).toBe(200);
  });
});

describe('vip', () => {
  interface Vip {
    levels: { level: number; name: string; benefits: { dedicatedService: boolean } }[];
    member: null | {
      currentLevel: number;
      vipService: boolean;
      progress: { nextLevel: number | null; validBet: number };
    };
  }

  it('lists the levels without a token', async () => {
    const value = body<Vip>(await get('/wps/relay/MCSFE_getVipLevels?language=en')).value;
    expect(value.levels.map((level) => level.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(value.levels[3]!.name).toBe('Gold');
    expect(value.levels[4]!.benefits.dedicatedService).toBe(false);
    expect(value.levels[5]!.benefits.dedicatedService).toBe(true);
    expect(value.member).toBeNull();
  });

  it('adds the member level and progress with a token', async () => {
    const value = body<Vip>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getVipLevels',
        headers: authed(member),
      }),
    ).value;
    expect(value.member).toMatchObject({
      currentLevel: 3,
      vipService: false,
      progress: { nextLevel: 4, validBet: expect.any(Number) },
    });
  });
});

describe('winner board', () => {
  interface Rank {
    list: {
      vo: {
        account: string;
        gameName: string;
        vendor: string;
        winAmount: number;
        currencySymbol: string;
        time: number;
      };
    }[];
  }

  it('answers at most limitNum masked rows, newest first', async () => {
    const value = body<Rank>(
      await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=en&limitNum=20'),
    ).value;
    expect(value.list).toHaveLength(20);
    for (const { vo } of value.list) {
      expect(vo.account).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      expect(vo.winAmount).toBeGreaterThan(0);
      expect(vo.currencySymbol).toBe('৳');
    }
    const times = value.list.map(({ vo }) => vo.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const five = body<Rank>(await get('/wps/relay/GCSGAME_getRankList?limitNum=5')).value;
    expect(five.list).toHaveLength(5);
  });

  it('puts real settled wins on the board', async () => {
    const db = ctx.database.db;
    const id = await brandId('PADMA');
    const member = await memberId(db, 'PADMA', 'demo_member');
    await db
      .insertInto('bet_records')
      .values({
        brand_id: id,
        member_id: member,
        vendor: 'HOUSE',
        game_code: 'CRASH',
        round_id: 'winner-board-1',
        stake_minor: '1000',
        valid_bet_minor: '1000',
        win_minor: '123456',
        status: 'SETTLED',
        created_at: ctx.clock.now(),
        settled_at: ctx.clock.now(),
      })
      .execute();
    const value = body<Rank>(await get('/wps/relay/GCSGAME_getRankList?limitNum=20')).value;
    expect(value.list).toHaveLength(20);
    expect(value.list[0]!.vo).toMatchObject({
      account: 'de***er',
      gameName: 'CRASH',
      winAmount: 1234.56,
    });
  });
});
