import {
  BRAND1,
  BRAND2,
  body,
  createTestContext,
  OPS_TOKEN,
  type TestContext,
} from './support/testApp.js';

interface Menu {
  gameType: string;
  name: { bn: string; en: string };
  vendors: Array<Record<string, unknown>>;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /lgw/games/game_menus', () => {
  it('lists categories with vendor cards', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/lgw/games/game_menus',
      headers: BRAND1,
    });
    expect(response.statusCode).toBe(200);
    const { categories } = body<{ categories: Menu[] }>(response).value;
    expect(categories.map((c) => c.gameType)).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    for (const category of categories) {
      expect(category.vendors.length).toBeGreaterThanOrEqual(3);
      expect(category.vendors.length).toBeLessThanOrEqual(10);
    }
    const esports = categories.find((c) => c.gameType === 'ESPORTS')!;
    expect(esports.vendors.map((v) => v.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(esports.vendors[0]).toEqual({
      vassalage: 'AV',
      displayName: 'AV Esports',
      smallIcon: expect.stringMatching(/^http:\/\/localhost(:80)?\/assets\/vendors\/[0-9]+[.]svg$/),
      isHot: 0,
      accountTypeId: 301,
      gameType: 'ESPORTS',
      nodeId: expect.any(Number),
    });
    const sports = categories.find((c) => c.gameType === 'SPORTS')!;
    expect(sports.vendors.some((v) => v.vassalage === 'DS88')).toBe(true);
  });

  it('draws each vendor a logo unless the operator set an image of its own', async () => {
    const menus = async () =>
      body<{ categories: Menu[] }>(
        await ctx.app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: BRAND1 }),
      ).value.categories;
    const av = (await menus()).find((c) => c.gameType === 'ESPORTS')!.vendors[0]!;
    const logo = await ctx.app.inject({
      method: 'GET',
      url: new URL(av.smallIcon as string).pathname,
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toMatch(/^<svg [^>]*aria-label="AV Esports"/);
    expect(logo.body).not.toMatch(/<script|href=/);
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/vendors/1.svg' })).statusCode).toBe(
      404,
    );

    await ctx.database.db
      .updateTable('game_vendors')
      .set({ small_icon: 'https://cdn.padmaplay.example/vendors/av.png' })
      .where('vassalage', '=', 'AV')
      .execute();
    try {
      const own = (await menus()).find((c) => c.gameType === 'ESPORTS')!.vendors[0]!;
      expect(own.smallIcon).toBe('https://cdn.padmaplay.example/vendors/av.png');
    } finally {
      await ctx.database.db
        .updateTable('game_vendors')
        .set({ small_icon: '' })
        .where('vassalage', '=', 'AV')
        .execute();
    }
  });

  it('serves the same lanes through the GCSGAME_gameVendor relay', async () => {
    const menus = body<{ categories: Menu[] }>(
      await ctx.app.inject({ method: 'GET', url: '/lgw/games/game_menus', headers: BRAND1 }),
    ).value.categories;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameVendor?merchantCode=PADMA',
      headers: BRAND1,
    });
    expect(body<{ data: { lanes: Menu[] } }>(response).value.data.lanes).toEqual(menus);
    const mismatch = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameVendor?merchantCode=MEGHNA',
      headers: BRAND1,
    });
    expect(mismatch.statusCode).toBe(400);
    const wrongMethod = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameVendor',
      headers: BRAND1,
      payload: {},
    });
    expect(wrongMethod.statusCode).toBe(405);
  });

  it('is refused when the LOBBY module is off', async () => {
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    await ctx.app.inject({
      method: 'PATCH',
      url: '/ops/brands/MEGHNA',
      headers: ops,
      payload: { modules: { LOBBY: false } },
    });
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/lgw/games/game_menus',
        headers: BRAND2,
      });
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('MODULE_DISABLED');
    } finally {
      await ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/MEGHNA',
        headers: ops,
        payload: { modules: { LOBBY: true } },
      });
    }
  });
});

describe('GET /lgw/games/popular', () => {
  interface Lottery {
    gameCode: string;
    prizeMode: string;
    gameName: { bn: string; en: string };
    drawIntervalSeconds: number;
    nextDrawAt: string;
  }
  const popular = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/lgw/games/popular${query}`, headers: BRAND1 });

  it('returns 20 by default, most popular first', async () => {
    const { list } = body<{ list: Lottery[] }>(
      await popular('?prizeMode=&device=WEB&language=bn'),
    ).value;
    expect(list).toHaveLength(20);
    // The house's own 1-minute draw (migration 0026) is the most played.
    expect(list[0]).toMatchObject({
      gameCode: 'VN_FAST_1M',
      prizeMode: 'Lott',
      gameName: { en: 'Vietnam Fast 1 Min' },
    });
    expect(Date.parse(list[0]!.nextDrawAt)).toBeGreaterThan(ctx.clock.now().getTime());
  });

  it('filters by prize mode and honours count', async () => {
    // Of the six SEA titles only Hanoi VIP is played here; the others are not listed.
    const { list } = body<{ list: Lottery[] }>(await popular('?count=100&prizeMode=SEA')).value;
    expect(list.map((game) => game.gameCode)).toEqual(['SEA_HANOI_VIP']);
    const { n: games } = await ctx.database.db
      .selectFrom('lottery_games')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('result_format', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(games)).toBeGreaterThan(20);
    expect(body<{ list: Lottery[] }>(await popular('?count=100')).value.list).toHaveLength(
      Number(games),
    );
    expect(body<{ list: Lottery[] }>(await popular('?count=3')).value.list).toHaveLength(3);
  });

  it('filters by vendor (the header’s lottery vendor links)', async () => {
    const seal = body<{ list: Array<Lottery & { vendor: string }> }>(
      await popular('?count=100&vendor=SEAL'),
    ).value.list;
    expect(seal).toHaveLength(1);
    expect(seal.every((game) => game.vendor === 'SEAL')).toBe(true);
    const keno = body<{ list: Array<Lottery & { vendor: string }> }>(
      await popular('?count=100&vendor=keno'),
    ).value.list;
    expect(keno.map((game) => game.vendor)).toEqual(['KENO', 'KENO']);
    expect((await popular('?vendor=../x')).statusCode).toBe(400);
  });

  it('rejects an unknown prize mode and a count above 100', async () => {
    expect((await popular('?prizeMode=XX')).statusCode).toBe(400);
    expect((await popular('?count=101')).statusCode).toBe(400);
  });
});
