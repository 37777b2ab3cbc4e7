import {
  authed,
  BRAND1,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

interface Game {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  gameName: string;
  minBet: number;
  minLineNum: number;
  isGame: string;
  defaultPlayType: string;
  vendor: string;
  accountTypeName: string;
  gameCode: string;
  code: string;
  imageUrl: string;
  isHot: number;
  status: string;
  isFavorite?: number;
}
interface Page {
  games: Game[];
  total: number;
  totalPages: number;
}

let ctx: TestContext;
let memberToken: string;
let trialToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  memberToken = await login(ctx.app, 'demo_member', PASSWORDS.member);
  trialToken = await login(ctx.app, 'demo_trial', PASSWORDS.trial);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = BRAND1) =>
  ctx.app.inject({ method: 'GET', url, headers });
const list = async (query: string, headers?: Record<string, string>) => {
  const response = await get(`/wps/relay/GCSGAME_gameList?${query}`, headers);
  expect(response.statusCode).toBe(200);
  return body<Page>(response).value;
};

describe('catalogue seed', () => {
  it('holds about 10,000 games over every category, one RNG vendor with 5,000+', async () => {
    const rows = await ctx.database.db
      .selectFrom('games')
      .select(['game_type', 'vassalage', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['game_type', 'vassalage'])
      .execute();
    const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBeGreaterThan(9_500);
    expect(total).toBeLessThan(10_500);
    expect(new Set(rows.map((row) => row.game_type))).toEqual(
      new Set(['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT']),
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...rows.map((row) => Number(row.n)))).toBeGreaterThanOrEqual(5_000);
  });
});

describe('GCSGAME_gameList', () => {
  it('answers a page of 14 with the spec §3 fields and total pages', async () => {
    const page = await list('gameType=RNG&vassalage=PP&language=en');
    expect(page.games).toHaveLength(14);
    expect(page.totalPages).toBe(Math.ceil(page.total / 14));
    expect(page.total).toBeGreaterThanOrEqual(5_000);
    const game = page.games[0]!;
    expect(game).toEqual(
      expect.objectContaining({
        nodeId: expect.any(Number),
        vassalage: 'PP',
        gameType: 'RNG',
        gameClassify: expect.stringMatching(/^(SC|VP|TG|AC|JP|BG)$/),
        gameName: expect.stringMatching(/^[A-Za-z]/),
        minBet: expect.any(Number),
        minLineNum: expect.any(Number),
        isGame: 'GAME',
        vendor: 'PP',
        accountTypeName: 'PP_RNG',
        gameCode: expect.any(String),
        code: game.gameCode,
        imageUrl: expect.stringMatching(
          new RegExp(`^http://localhost(:80)?/assets/games/${game.nodeId}[.]svg$`),
        ),
      }),
    );
    expect(game.isFavorite).toBeUndefined();
  });

  it('pages through a vendor without overlaps', async () => {
    const first = await list('gameType=RNG&vassalage=PG&pageNo=1');
    const second = await list('gameType=RNG&vassalage=PG&pageNo=2');
    const ids = new Set([...first.games, ...second.games].map((g) => g.nodeId));
    expect(ids.size).toBe(28);
    const last = await list(`gameType=RNG&vassalage=PG&pageNo=${first.totalPages}`);
    expect(last.games.length).toBe(first.total - (first.totalPages - 1) * 14);
    const beyond = await list(`gameType=RNG&vassalage=PG&pageNo=${first.totalPages + 1}`);
    expect(beyond.games).toEqual([]);
  });

  it('names games in the requested language', async () => {
    const bn = await list('gameType=RNG&vassalage=JILI&language=bn');
    const en = await list('gameType=RNG&vassalage=JILI&language=en');
    expect(bn.games[0]!.nodeId).toBe(en.games[0]!.nodeId);
    expect(bn.games[0]!.gameName).toMatch(/[\u0980-\u09FF]/);
    expect(en.games[0]!.gameName).not.toMatch(/[\u0980-\u09FF]/);
  });

  it('filters by name (either language, case-insensitive), classification and min bet', async () => {
    const byName = await list('gameType=RNG&gameName=golden&language=en');
    expect(byName.total).toBeGreaterThan(0);
    for (const game of byName.games) expect(game.gameName.toLowerCase()).toContain('golden');
    const bengali = await list(`gameType=RNG&gameName=${encodeURIComponent('সোনালি')}&language=bn`);
    expect(bengali.total).toBe(byName.total);
    const wildcard = await list('gameType=RNG&gameName=%25');
    expect(wildcard.total).toBe(0);

    const tables = await list('gameType=RNG&vassalage=PP&gameClassify=TG');
    expect(tables.total).toBeGreaterThan(0);
    for (const game of tables.games) expect(game.gameClassify).toBe('TG');

    const all = await list('gameType=RNG&vassalage=PP');
    const half = await list('gameType=RNG&vassalage=PP&minBet=0.5');
    expect(half.total).toBeGreaterThan(0);
    expect(half.total).toBeLessThan(all.total);
    for (const game of half.games) expect(game.minBet).toBeGreaterThanOrEqual(0.5);
  });

  it('lists hot games by rank', async () => {
    const hot = await list('gameType=RNG&vassalage=JILI&listType=hot');
    expect(hot.total).toBeGreaterThan(0);
    for (const game of hot.games) expect(game.isHot).toBe(1);
  });

  it('refuses bad input without changing anything', async () => {
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageNo=0',
      'listType=best',
      'gameType=R%20G',
    ]) {
      const response = await get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a token for fav and recent, and a real account for fav', async () => {
    const visitor = await get('/wps/relay/GCSGAME_gameList?listType=fav');
    expect(visitor.statusCode).toBe(401);
    const trial = await get(
      '/wps/relay/GCSGAME_gameList?listType=fav',
      authed(trialToken) as Record<string, string>,
    );
    expect(trial.statusCode).toBe(403);
    expect(body(trial).code).toBe('NOT_REAL_ACCOUNT');
  });
});

describe('GCSGAME_hotGamesV2 and GCSGAME_getVassGameType', () => {
  it('answers hot games as list', async () => {
    const response = await get(
      '/wps/relay/GCSGAME_hotGamesV2?merchantCode=PADMA&isPlatform=2&vassalage=PG&platform=html5&language=en',
    );
    expect(response.statusCode).toBe(200);
    const { list: hot } = body<{ list: Game[] }>(response).value;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => game.vassalage === 'PG' && game.isHot === 1)).toBe(true);
    const wrongBrand = await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=MEGHNA');
    expect(wrongBrand.statusCode).toBe(400);
  });

  it("lists a vendor's classifications with counts", async () => {
    const response = await get(
      '/wps/relay/GCSGAME_getVassGameType?vassalage=PP&gameType=RNG&language=en',
    );
    const { list: types } = body<{
      list: Array<{ gameClassify: string; name: string; count: number }>;
    }>(response).value;
    expect(types.map((t) => t.gameClassify).sort()).toEqual(['AC', 'BG', 'JP', 'SC', 'TG', 'VP']);
    expect(types.find((t) => t.gameClassify === 'JP')!.name).toBe('Slots');
    const total = types.reduce((sum, t) => sum + t.count, 0);
    expect(total).toBe((await list('gameType=RNG&vassalage=PP')).total);
  });
});

describe('favourites', () => {
  it('adds, lists, marks and removes favourites idempotently', async () => {
    const headers = authed(memberToken) as Record<string, string>;
    const [first, second] = (await list('gameType=RNG&vassalage=JILI')).games;
    for (const game of [first!, second!, first!]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_addFavoriteGame',
        headers,
        payload: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType },
      });
      expect(response.statusCode).toBe(200);
      expect(body(response).value).toEqual({ nodeId: game.nodeId, isFavorite: 1 });
    }
    const ids = body<{ list: Array<{ nodeId: number }> }>(
      await get('/wps/relay/MCSFE_getFavoriteGames', headers),
    ).value.list;
    expect(ids.map((f) => f.nodeId).sort()).toEqual([first!.nodeId, second!.nodeId].sort());

    const favList = body<{ content: Game[]; totalPages: number }>(
      await get(
        '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&gameType=RNG&pageNo=1&pageSize=14',
        headers,
      ),
    ).value;
    expect(favList.content.map((g) => g.nodeId).sort()).toEqual(ids.map((f) => f.nodeId).sort());
    expect(favList.totalPages).toBe(1);
    expect(favList.content.every((g) => g.isFavorite === 1)).toBe(true);

    const marked = await list('gameType=RNG&vassalage=JILI', headers);
    expect(marked.games[0]!.isFavorite).toBe(1);
    expect(marked.games[2]!.isFavorite).toBe(0);
    // The member's page is the visitor's, every game marked (joined from the shared page's text).
    const favourites = [first!.nodeId, second!.nodeId];
    const visitor = await list('gameType=RNG&vassalage=JILI');
    expect(marked).toEqual({
      ...visitor,
      games: visitor.games.map((game) => ({
        ...game,
        isFavorite: favourites.includes(game.nodeId) ? 1 : 0,
      })),
    });

    for (let i = 0; i < 2; i += 1) {
      const removed = await ctx.app.inject({
        method: 'POST',
        url: '/wps/relay/MCSFE_removeFavoriteGame',
        headers,
        payload: { nodeId: first!.nodeId, vendor: 'JILI', gameType: 'RNG' },
      });
      expect(body(removed).value).toEqual({ nodeId: first!.nodeId, isFavorite: 0 });
    }
    const after = body<{ content: Game[] }>(
      await get('/wps/relay/MCSFE_getFavoriteGamesList', headers),
    ).value.content;
    expect(after.map((g) => g.nodeId)).toEqual([second!.nodeId]);
  });

  it('refuses visitors, trial accounts, unknown games and mismatched vendors', async () => {
    const game = (await list('gameType=RNG&vassalage=JILI')).games[0]!;
    const post = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGame', headers, payload });
    const visitor = await post(BRAND1, { nodeId: game.nodeId });
    expect(visitor.statusCode).toBe(401);
    const trial = await post(authed(trialToken) as Record<string, string>, { nodeId: game.nodeId });
    expect(trial.statusCode).toBe(403);
    expect(body(trial).code).toBe('NOT_REAL_ACCOUNT');
    const trialList = await get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      authed(trialToken) as Record<string, string>,
    );
    expect(body(trialList).code).toBe('NOT_REAL_ACCOUNT');
    const member = authed(memberToken) as Record<string, string>;
    expect((await post(member, { nodeId: 999_999 })).statusCode).toBe(404);
    const mismatch = await post(member, { nodeId: game.nodeId, vendor: 'PG' });
    expect(mismatch.statusCode).toBe(400);
    expect(body<{ field: string }>(mismatch).value.field).toBe('vendor');
    expect((await post(member, { nodeId: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /assets/games/:nodeId.svg', () => {
  it("serves a cacheable drawn thumbnail of the game's own scene", async () => {
    const game = (await list('gameType=FISH')).games[0]!;
    const response = await get(new URL(game.imageUrl).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toMatch(/^<svg [^>]*data-scene="fishing"/);
    expect(response.body).not.toMatch(/<script|href="(?!#)/);
    expect((await get(new URL(game.imageUrl).pathname)).body).toBe(response.body);
    expect((await get('/assets/games/1.svg')).statusCode).toBe(404);
  });
});
