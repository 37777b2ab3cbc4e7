import { paletteFor, slot5 } from '@site/house-games/engines';
import {
  gamePageBoot,
  houseCall,
  mainBalance as balanceOf,
  openGamePage,
  playTokenOf,
  spinHouseSlot,
} from './support/houseGame.js';
import { assertLedgerConsistent, seamless } from './support/wallet.js';
import {
  authed,
  BRAND1,
  body,
  createTestContext,
  login,
  OPS_TOKEN,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

interface LaunchValue {
  content: string;
  nodeId: number;
  gameCode: string;
}
interface SpinValue {
  roundId: string;
  grid: string[][];
  lines: Array<{ line: number; symbol: string; win: number }>;
  bet: number;
  win: number;
  balance: number;
}

let ctx: TestContext;
let member: Record<string, string>;
let trial: Record<string, string>;
let houseGame: { nodeId: number; gameCode: string; vassalage: string; gameType: string };

beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member)) as Record<string, string>;
  trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial)) as Record<string, string>;
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE',
    headers: BRAND1,
  });
  houseGame = body<{ games: (typeof houseGame)[] }>(list).value.games[0]!;
});
afterAll(async () => {
  await ctx.close();
});

const launch = (query: string, headers = member) =>
  ctx.app.inject({ method: 'GET', url: `/wps/game/launchGame?${query}`, headers });

/** Launches the house game, opens its page and returns the play token the page holds. */
async function openHouseGame(): Promise<{ playToken: string; page: string }> {
  const launched = await launch(
    `vassalage=HOUSE&gameType=RNG&gameCode=${houseGame.gameCode}&language=en`,
  );
  expect(launched.statusCode).toBe(200);
  const { page } = await openGamePage(ctx.app, launched);
  expect(page.statusCode).toBe(200);
  return { playToken: playTokenOf(page.body), page: page.body };
}

const spin = (playToken: string, bet: number) => spinHouseSlot(ctx.app, playToken, bet);
const mainBalance = () => balanceOf(ctx.app, member);

/**
 * Plays `count` rounds (the classic slot's spins unless told), each balance as the ledger says;
 * returns the rounds' bet records.
 */
async function playRounds(
  playToken: string,
  bet: number,
  count: number,
  play = async (token: string, amount: number) => {
    const response = await spin(token, amount);
    expect(body<SpinValue>(response).value.grid).toHaveLength(3);
    return response;
  },
) {
  let expected = await mainBalance();
  const rounds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await play(playToken, bet);
    expect(response.statusCode).toBe(200);
    const value = body<Omit<SpinValue, 'grid' | 'lines'>>(response).value;
    expect(value.bet).toBe(bet);
    expected = Math.round((expected - bet + value.win) * 100) / 100;
    expect(value.balance).toBe(expected);
    rounds.push(value.roundId);
  }
  expect(await mainBalance()).toBe(expected);
  return ctx.database.db
    .selectFrom('bet_records')
    .select(['round_id', 'stake_minor', 'status', 'vendor', 'game_code'])
    .where('round_id', 'in', rounds)
    .execute();
}

describe('GET /wps/game/launchGame', () => {
  it('answers value.content: a URL of the house game with a launch token, not the session token', async () => {
    const response = await launch(`nodeId=${houseGame.nodeId}`);
    expect(response.statusCode).toBe(200);
    const value = body<LaunchValue>(response).value;
    const url = new URL(value.content);
    expect(url.pathname).toBe(`/house/games/${houseGame.gameCode}`);
    expect(url.searchParams.get('lt')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.content).not.toContain(member.authorization!.slice(7));
  });

  it('records the launch under recent games, newest first', async () => {
    const other = body<{ games: Array<{ nodeId: number }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE',
        headers: BRAND1,
      }),
    ).value.games[1]!;
    ctx.clock.advance(1_000);
    await launch(`nodeId=${other.nodeId}`);
    const recent = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?clientType=3&language=en&pageNo=1&pageSize=14',
      headers: member,
    });
    const value = body<{ list: Array<{ nodeId: number }>; totalPages: number }>(recent).value;
    expect(value.list[0]!.nodeId).toBe(other.nodeId);
    expect(value.list.map((g) => g.nodeId)).toContain(houseGame.nodeId);
    expect(value.totalPages).toBe(1);
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame',
      headers: BRAND1,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses visitors (401); trial accounts launch (free play, see trial-play.test.ts)', async () => {
    const visitor = await launch(`nodeId=${houseGame.nodeId}`, BRAND1);
    expect(visitor.statusCode).toBe(401);
    const trialLaunch = await launch(`nodeId=${houseGame.nodeId}`, trial);
    expect(trialLaunch.statusCode).toBe(200);
  });

  it('answers GAME_MAINTENANCE with suggestions for a game under maintenance', async () => {
    const game = await ctx.database.db
      .selectFrom('games')
      .select(['node_id', 'game_type'])
      .where('status', '=', 'MAINTENANCE')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const response = await launch(`nodeId=${game.node_id}`);
    expect(response.statusCode).toBe(503);
    const envelope = body<{
      reason: string;
      suggestions: Array<{ nodeId: number; status: string; gameType: string }>;
    }>(response);
    expect(envelope.code).toBe('GAME_MAINTENANCE');
    expect(envelope.message).toBe('Game maintenance');
    expect(envelope.value.reason).toBe('MAINTENANCE');
    expect(envelope.value.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of envelope.value.suggestions) {
      expect(suggestion.status).toBe('ACTIVE');
      expect(suggestion.gameType).toBe(game.game_type);
    }
  });

  it('answers 404 for an unknown game, 400 for a bad code, LOTTERY_ROUTE for lottery games', async () => {
    expect((await launch('nodeId=42')).statusCode).toBe(404);
    expect((await launch('gameCode=%3Cscript%3E')).statusCode).toBe(400);
    const lottery = await launch('vassalage=TCGE&gameCode=WINGO_1M');
    expect(body(lottery).code).toBe('LOTTERY_ROUTE');
  });

  it('GCS_gameLaunchFB goes through the same launch: the sportsbook opens on /fbsports', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: member,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('SPORTSBOOK_ROUTE');
    expect(body(response).value).toEqual({ route: '/fbsports', query: {} });
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: BRAND1,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('sends the sportsbook entries of /sports and every /esports entry to /fbsports, never coming soon', async () => {
    const entries = await ctx.database.db
      .selectFrom('games')
      .select(['node_id', 'game_type', 'game_classify'])
      .where((eb) =>
        eb.or([eb('game_classify', '=', 'SPORTSBOOK'), eb('game_type', '=', 'ESPORTS')]),
      )
      .where('is_game', '=', 'GAME')
      .orderBy('node_id')
      .execute();
    const sports = entries.find((entry) => entry.game_type === 'SPORTS')!;
    const esports = entries.find((entry) => entry.game_type === 'ESPORTS')!;
    for (const [entry, query] of [
      [sports, {}],
      [esports, { line: 'esports' }],
    ] as const) {
      const response = await launch(`nodeId=${entry.node_id}`);
      expect(body(response).code).toBe('SPORTSBOOK_ROUTE');
      expect(body(response).value).toEqual({ route: '/fbsports', query });
    }
    for (const gameType of ['SPORTS', 'ESPORTS']) {
      const games = body<{ games: Array<{ comingSoon: boolean; gameClassify: string }> }>(
        await ctx.app.inject({
          method: 'GET',
          url: `/wps/relay/GCSGAME_gameList?gameType=${gameType}`,
          headers: BRAND1,
        }),
      ).value.games;
      for (const game of games.filter(
        (entry) => entry.gameClassify === 'SPORTSBOOK' || gameType === 'ESPORTS',
      ))
        expect(game.comingSoon).toBe(false);
    }
  });

  it('sends every PVP entry to the teen patti tables at /teenpatti, never coming soon', async () => {
    const entry = await ctx.database.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', 'PVP')
      .where('is_game', '=', 'GAME')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const response = await launch(`nodeId=${entry.node_id}`);
    expect(body(response).code).toBe('TEEN_PATTI_ROUTE');
    expect(body(response).value).toEqual({ route: '/teenpatti', query: {} });
    const games = body<{ games: Array<{ comingSoon: boolean }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?gameType=PVP',
        headers: BRAND1,
      }),
    ).value.games;
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.comingSoon).toBe(false);
  });
});

it('sends live baccarat, roulette and dragon tiger entries and cockfights to their table on /liveTable', async () => {
  for (const [gameType, classify, code] of [
    ['LIVE', 'BAC', 'BACCARAT_1'],
    ['LIVE', 'ROU', 'ROULETTE_1'],
    ['LIVE', 'DT', 'DRAGON_TIGER_1'],
    ['SPORTS', 'COCKFIGHT', 'COCKFIGHT_1'],
  ] as const) {
    const entry = await ctx.database.db
      .selectFrom('games')
      .select('node_id')
      .where('game_type', '=', gameType)
      .where('game_classify', '=', classify)
      .where('is_game', '=', 'GAME')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
    const response = await launch(`nodeId=${entry.node_id}`);
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('LIVE_TABLE_ROUTE');
    expect(body(response).value).toEqual({ route: '/liveTable', query: { code } });
  }
});

describe('categories without a house game yet (GAME_COMING_SOON)', () => {
  const entryOf = (gameType: string, classify?: string) => {
    let query = ctx.database.db
      .selectFrom('games')
      .select(['node_id', 'game_code'])
      .where('game_type', '=', gameType)
      .where('vassalage', '!=', 'HOUSE')
      .where('is_game', '=', 'GAME')
      .where('status', '=', 'ACTIVE');
    if (classify) query = query.where('game_classify', '=', classify);
    return query.orderBy('node_id').executeTakeFirstOrThrow();
  };

  it.each([
    ['LIVE', 'LIVE', 'SB'],
    ['BG', 'RNG', 'BG'],
  ])(
    'refuses to launch a %s entry, naming its category, and records no recent game',
    async (category, gameType, classify) => {
      const entry = await entryOf(gameType, classify);
      const response = await launch(`nodeId=${entry.node_id}`);
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('GAME_COMING_SOON');
      expect(body<{ category: string }>(response).value.category).toBe(category);
      const recent = await ctx.app.inject({
        method: 'GET',
        url: '/wps/relay/GCS_recentGame?clientType=3&language=en&pageNo=1&pageSize=14',
        headers: member,
      });
      const listed = body<{ list: Array<{ nodeId: number }> }>(recent).value.list;
      expect(listed.map((game) => game.nodeId)).not.toContain(Number(entry.node_id));
    },
  );

  it('marks those entries comingSoon in the game list, and neither house nor engine entries', async () => {
    const listOf = async (query: string) =>
      body<{ games: Array<{ comingSoon: boolean; gameClassify: string; isGame: string }> }>(
        await ctx.app.inject({
          method: 'GET',
          url: `/wps/relay/GCSGAME_gameList?${query}`,
          headers: BRAND1,
        }),
      ).value.games;
    const live = await listOf('gameType=LIVE');
    expect(live.length).toBeGreaterThan(0);
    // A vendor card opens its popup list, where each of its games carries the mark; the house's
    // tables (issue 42) open on /liveTable.
    const tables = ['BAC', 'ROU', 'DT'];
    for (const game of live)
      expect(game.comingSoon).toBe(game.isGame === 'GAME' && !tables.includes(game.gameClassify));
    for (const game of await listOf('gameType=RNG&vassalage=HOUSE'))
      expect(game.comingSoon).toBe(false);
    for (const game of await listOf('gameType=RNG&vassalage=JILI'))
      expect(game.comingSoon).toBe(game.isGame === 'GAME' && game.gameClassify === 'BG');
  });

  it('refuses the game page and the play calls of an entry whose category lost its house game', async () => {
    // A JILI slot launched and opened, then reclassified by an operator as bingo.
    const entry = await entryOf('RNG', 'JP');
    const setClassify = (classify: string) =>
      ctx.database.db
        .updateTable('games')
        .set({ game_classify: classify })
        .where('node_id', '=', entry.node_id)
        .execute();
    const opened = await launch(`nodeId=${entry.node_id}`);
    const pending = await launch(`nodeId=${entry.node_id}`);
    const { page } = await openGamePage(ctx.app, opened);
    const playToken = playTokenOf(page.body);
    await setClassify('BG');
    try {
      const { page: refusedPage } = await openGamePage(ctx.app, pending);
      expect(refusedPage.statusCode).toBe(409);
      expect(body(refusedPage).code).toBe('GAME_COMING_SOON');
      const before = await mainBalance();
      for (const [call, bet] of [
        ['spin', 0.5],
        ['slot5/play', 1],
      ] as const) {
        const refused = await houseCall(ctx.app, playToken)(call, { bet });
        expect(refused.statusCode).toBe(409);
        expect(body(refused).code).toBe('GAME_COMING_SOON');
      }
      expect(await mainBalance()).toBe(before);
    } finally {
      await setClassify('JP');
    }
  });
});

describe('local provider (vendors without a real integration)', () => {
  let jili: { node_id: string; game_code: string; name_en: string; name_bn: string };
  beforeAll(async () => {
    jili = await ctx.database.db
      .selectFrom('games')
      .select(['node_id', 'game_code', 'name_en', 'name_bn'])
      .where('vassalage', '=', 'JILI')
      .where('game_type', '=', 'RNG')
      .where('game_classify', '=', 'JP')
      .where('status', '=', 'ACTIVE')
      .orderBy('node_id')
      .executeTakeFirstOrThrow();
  });

  async function openJili(language: 'en' | 'bn') {
    const launched = await launch(
      `vassalage=jili&gameType=RNG&gameCode=${jili.game_code}&language=${language}`,
    );
    expect(launched.statusCode).toBe(200);
    const value = body<LaunchValue & { vassalage: string }>(launched).value;
    expect(value.vassalage).toBe('JILI');
    const { url, page } = await openGamePage(ctx.app, launched);
    expect(url.pathname).toBe(`/house/games/${jili.game_code}`);
    expect(url.searchParams.get('lt')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(page.statusCode).toBe(200);
    return { url, page: page.body, playToken: playTokenOf(page.body) };
  }

  it('launches a JILI game into the game page under its own name, vendor and thumbnail', async () => {
    const en = await openJili('en');
    expect(en.page).toContain(`<title>${jili.name_en}</title>`);
    expect(gamePageBoot(en.page)).toMatchObject({
      gameName: jili.name_en,
      vendorName: 'JILI',
      artUrl: `/assets/games/${jili.node_id}.svg`,
    });
    expect(en.page).not.toContain('Padma Fortune');
    const bn = await openJili('bn');
    expect(gamePageBoot(bn.page)).toMatchObject({ gameName: jili.name_bn, language: 'bn' });
    expect(bn.page).toMatch(/<html lang="?bn"?/);
    // Single use, like the house slot.
    const again = await ctx.app.inject({ method: 'GET', url: en.url.pathname + en.url.search });
    expect(again.statusCode).toBe(401);
  });

  it("moves money through the seamless wallet and records the bet under the game's code and vendor", async () => {
    ctx.clock.advance(1_000);
    const { playToken } = await openJili('en');
    const { bet } = slot5.themeFor(jili.game_code, jili.name_en);
    const records = await playRounds(playToken, bet.minMinor / 100, 5, (token, amount) =>
      houseCall(ctx.app, token)('slot5/play', { bet: amount }),
    );
    expect(records).toHaveLength(5);
    for (const record of records) {
      expect(record).toMatchObject({
        stake_minor: String(bet.minMinor),
        status: 'SETTLED',
        vendor: 'JILI',
        game_code: jili.game_code,
      });
    }
    const recent = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GCS_recentGame?clientType=3&language=en&pageNo=1&pageSize=14',
      headers: member,
    });
    expect(body<{ list: Array<{ nodeId: number }> }>(recent).value.list[0]!.nodeId).toBe(
      Number(jili.node_id),
    );
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses visitors for a non-house game too, and launches it for a trial account', async () => {
    expect((await launch(`nodeId=${jili.node_id}`, BRAND1)).statusCode).toBe(401);
    expect((await launch(`nodeId=${jili.node_id}`, trial)).statusCode).toBe(200);
  });

  it('answers VENDOR_NOT_CONNECTED when the brand names a provider this build does not have', async () => {
    const { db } = ctx.database;
    const brand = await db
      .selectFrom('brands')
      .select(['id', 'config'])
      .where('merchant_code', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    const config = brand.config;
    // Changed behind the ops API's back: the cached brand is dropped by hand.
    const setConfig = async (value: typeof config) => {
      await db
        .updateTable('brands')
        .set({ config: JSON.stringify(value) })
        .where('id', '=', brand.id)
        .execute();
      ctx.app.brands.clear();
    };
    await setConfig({ ...config, gameVendorProviders: { JILI: 'jili-live' } });
    try {
      const response = await launch(`nodeId=${jili.node_id}`);
      expect(response.statusCode).toBe(503);
      expect(body(response).code).toBe('GAME_MAINTENANCE');
      expect(body<{ reason: string }>(response).value.reason).toBe('VENDOR_NOT_CONNECTED');
    } finally {
      await setConfig(config);
    }
    expect((await launch(`nodeId=${jili.node_id}`)).statusCode).toBe(200);
  });
});

describe('house slot', () => {
  it('serves the page once per launch token, with reels, paytable, bet sizes and balance', async () => {
    const launched = await launch(`nodeId=${houseGame.nodeId}&language=en`);
    const { url, page } = await openGamePage(ctx.app, launched);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    // The game's theme palette, in the light and dark the site's frame passes down.
    const palette = paletteFor(houseGame.gameCode);
    expect(page.body).toContain(`:root { color-scheme: light dark; `);
    expect(page.body).toContain(
      `@media (prefers-color-scheme: dark) { :root { --bg: ${palette.background}; --panel: ${palette.surface};`,
    );
    expect(page.body).toContain('id="reels"');
    expect(page.body).toContain('Paytable');
    expect(page.body).toMatch(/<select id="bet">(<option[^>]*>[^<]+<\/option>){6}<\/select>/);
    const balance = (await mainBalance()).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(page.body).toContain(`<strong id="balance" aria-live="polite">৳${balance}</strong>`);
    const again = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(again.statusCode).toBe(401);
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `${url.pathname}?lt=${'a'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('moves money through the seamless protocol: bet debited, win credited, one bet record per round', async () => {
    const { playToken } = await openHouseGame();
    const records = await playRounds(playToken, 0.5, 12);
    expect(records).toHaveLength(12);
    for (const record of records) {
      expect(record.stake_minor).toBe('50');
      expect(record.status).toBe('SETTLED');
      expect(record.vendor).toBe('HOUSE');
      expect(record.game_code).toBe(houseGame.gameCode);
    }
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses a bet above the balance with the balance, and unknown bet sizes, changing nothing', async () => {
    const { playToken } = await openHouseGame();
    const balance = await mainBalance();
    // Move almost everything to a vendor wallet so 50.00 is more than MAIN holds.
    const main = await ctx.database.db
      .selectFrom('wallet_accounts as w')
      .innerJoin('accounts as a', 'a.id', 'w.member_id')
      .select('w.balance_minor')
      .where('a.username', '=', 'demo_member')
      .where('w.kind', '=', 'MAIN')
      .where(
        'a.brand_id',
        '=',
        (
          await ctx.database.db
            .selectFrom('brands')
            .select('id')
            .where('merchant_code', '=', 'PADMA')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    const keep = 20;
    const moveOut = Number(main.balance_minor) / 100 - keep;
    const transfer = await ctx.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { ...member, 'idempotency-key': 'house-test-move-out' },
      payload: { from: 'MAIN', to: 'JILI', amount: moveOut },
    });
    expect(transfer.statusCode).toBe(200);
    const refused = await spin(playToken, 50);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).code).toBe('INSUFFICIENT_FUNDS');
    expect(body<{ balance: number }>(refused).value.balance).toBe(keep);
    const odd = await spin(playToken, 0.3);
    expect(odd.statusCode).toBe(400);
    expect(body<{ field: string }>(odd).value.field).toBe('bet');
    expect(await mainBalance()).toBe(balance);
    await ctx.app.inject({
      method: 'POST',
      url: '/wps/member/info/funds/consolidated',
      headers: member,
    });
  });

  it('refuses spins without a valid play token, and when the game goes into maintenance', async () => {
    expect((await spin('nope', 0.5)).statusCode).toBe(401);
    const { playToken } = await openHouseGame();
    await ctx.database.db
      .updateTable('games')
      .set({ status: 'MAINTENANCE' })
      .where('node_id', '=', String(houseGame.nodeId))
      .execute();
    try {
      const response = await spin(playToken, 0.5);
      expect(response.statusCode).toBe(503);
      expect(body(response).code).toBe('GAME_MAINTENANCE');
    } finally {
      await ctx.database.db
        .updateTable('games')
        .set({ status: 'ACTIVE' })
        .where('node_id', '=', String(houseGame.nodeId))
        .execute();
    }
  });
  it('stops taking bets once the launching session logs out', async () => {
    const token = await login(ctx.app, 'demo_member', PASSWORDS.member);
    const headers = authed(token) as Record<string, string>;
    const launched = await launch(`nodeId=${houseGame.nodeId}`, headers);
    const playToken = playTokenOf((await openGamePage(ctx.app, launched)).page.body);
    expect((await spin(playToken, 0.1)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers });
    const after = await spin(playToken, 0.1);
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe('PLAY_TOKEN_INVALID');
  });
});

describe('house slot security (issue 10)', () => {
  it('keeps playing after the house secret is rotated: it signs with the secret in the database', async () => {
    const { playToken } = await openHouseGame();
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/ops/brands/PADMA/seamless-secrets/HOUSE/rotate',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      // No overlap: only the new secret verifies now.
      payload: { overlapSeconds: 0 },
    });
    expect(rotated.statusCode).toBe(200);
    await playRounds(playToken, 0.1, 3);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses a bet that is not a number or a decimal string, and takes "0.50"', async () => {
    const { playToken } = await openHouseGame();
    const balance = await mainBalance();
    for (const bet of [true, '1.234', null, [], {}]) {
      const response = await houseCall(ctx.app, playToken)('spin', { bet });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', value: { field: 'bet' } });
    }
    expect(await mainBalance()).toBe(balance);
    const response = await houseCall(ctx.app, playToken)('spin', { bet: '0.50' });
    expect(response.statusCode).toBe(200);
    expect(body<SpinValue>(response).value.bet).toBe(0.5);
  });

  /** An app whose sessions go idle after `idleTimeoutMs`, and the house game launched in it. */
  async function launchWithIdleTimeout(idleTimeoutMs: number) {
    const app = await ctx.buildApp({
      session: { idleTimeoutMs, absoluteTimeoutMs: 24 * 60 * 60 * 1000 },
    });
    const headers = authed(await login(app, 'demo_member', PASSWORDS.member)) as Record<
      string,
      string
    >;
    const launched = await app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${houseGame.nodeId}`,
      headers,
    });
    return { app, url: new URL(body<LaunchValue>(launched).value.content) };
  }

  it('stops taking bets once the launching session expires, though the play token has not', async () => {
    const idleTimeoutMs = 10 * 60 * 1000;
    const { app, url } = await launchWithIdleTimeout(idleTimeoutMs);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    const call = houseCall(app, playTokenOf(page.body));
    const play = () => call('spin', { bet: 0.1 });
    expect((await play()).statusCode).toBe(200);
    // Playing is activity of the session: a spin within the idle time keeps it alive.
    ctx.clock.advance(idleTimeoutMs - 60_000);
    expect((await play()).statusCode).toBe(200);
    ctx.clock.advance(idleTimeoutMs);
    const after = await play();
    expect(after.statusCode).toBe(401);
    expect(body(after).code).toBe('PLAY_TOKEN_INVALID');
    const state = await call('state');
    expect(state.statusCode).toBe(401);
  });

  it('does not open the game page for a launch token whose session has expired', async () => {
    const idleTimeoutMs = 60 * 1000;
    const { app, url } = await launchWithIdleTimeout(idleTimeoutMs);
    ctx.clock.advance(idleTimeoutMs + 1_000);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(401);
  });
});

describe('GLS2_roomList', () => {
  it('lists live tables for members only', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GLS2_roomList?vassalage=EVO&language=en',
      headers: member,
    });
    const { list } = body<{ list: Array<{ roomName: string; status: string; vassalage: string }> }>(
      response,
    ).value;
    expect(list.length).toBe(39);
    expect(list.every((room) => room.vassalage === 'EVO' && room.status === 'OPEN')).toBe(true);
    const visitor = await ctx.app.inject({
      method: 'GET',
      url: '/wps/relay/GLS2_roomList',
      headers: BRAND1,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('winner board with catalogue names', () => {
  it("names a house win by its game name in the reader's language", async () => {
    const bet = {
      account: 'demo_member',
      transactionId: 'board-bet',
      roundId: 'board-round',
      gameCode: 'PADMA_FORTUNE',
      amount: 5,
    };
    expect((await seamless(ctx.app, 'bet', bet)).statusCode).toBe(200);
    const win = {
      account: 'demo_member',
      transactionId: 'board-win',
      roundId: 'board-round',
      gameCode: 'PADMA_FORTUNE',
      amount: 987.65,
    };
    expect((await seamless(ctx.app, 'win', win)).statusCode).toBe(200);
    for (const [language, name] of [
      ['en', 'Padma Fortune'],
      ['bn', 'পদ্মা ফরচুন'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/wps/relay/GCSGAME_getRankList?gameCategory=RNG&language=${language}&limitNum=20`,
        headers: BRAND1,
      });
      const { list } = body<{ list: Array<{ vo: { gameName: string; winAmount: number } }> }>(
        response,
      ).value;
      expect(list.find((item) => item.vo.winAmount === 987.65)?.vo.gameName).toBe(name);
    }
  });
});
