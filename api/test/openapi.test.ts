import { createTestContext, type TestContext } from './support/testApp.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Calls the apps make (shared/src/api/catalogue.ts and the shell's resource files). */
const APP_CALLS = [
  ['get', '/wps/system/status'],
  ['get', '/wps/system/permission'],
  ['get', '/wps/captcha'],
  ['post', '/wps/session/login'],
  ['put', '/wps/member/register'],
  ['get', '/wps/member/info'],
  ['get', '/wps/v2/wallets/balance'],
  ['get', '/lgw/games/game_menus'],
  ['get', '/wps/relay/GCSGAME_gameList'],
  ['post', '/wps/relay/MCSFE_addFavoriteGame'],
  ['get', '/wps/game/launchGame'],
  ['get', '/wps/relay/MCSFE_getPromotions'],
  ['put', '/wps/feedback'],
  ['get', '/lgw/games/popular'],
  ['get', '/wps/relay/MCS2_getTeamOverview'],
] as const;

describe('GET /docs/openapi.json', () => {
  it('publishes the routes and relay calls the apps use, with their response schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const [method, path] of APP_CALLS) {
      expect(document.paths[path]?.[method]?.responses['200']).toBeDefined();
    }
    const gameList = JSON.stringify(document.paths['/wps/relay/GCSGAME_gameList']);
    expect(gameList).toContain('gameName');
    expect(gameList).toContain('pageSize');
  });
});
