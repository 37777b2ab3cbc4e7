import type { FairRound, HouseRoundResult, SeedPairChange } from '@site/contracts';
import type { InjectOptions } from 'fastify';
import { gamePageBoot, openHostedGame } from './support/houseGame.js';
import {
  authed,
  body,
  BRAND1,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * The house game studio's React pages (house-games/web, built by `pnpm build`): a launched
 * scratch card opens the studio's page, its files come from /house/assets/, and its fairness
 * panel checks the member's own rounds through the play token.
 */
let ctx: TestContext;
let member: InjectOptions['headers'];
let scratchNode: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
  scratchNode = (
    await ctx.database.db
      .selectFrom('games')
      .select('node_id')
      .where('vassalage', '!=', 'HOUSE')
      .where('game_type', '=', 'RNG')
      .where('game_classify', '=', 'SC')
      .where('is_game', '=', 'GAME')
      .where('status', '=', 'ACTIVE')
      .where('enabled', '=', true)
      .orderBy('node_id')
      .executeTakeFirstOrThrow()
  ).node_id;
});
afterAll(async () => {
  await ctx.close();
});

async function openPage(query = '') {
  const launched = await ctx.app.inject({
    method: 'GET',
    url: `/wps/game/launchGame?nodeId=${scratchNode}&language=en`,
    headers: member,
  });
  const url = new URL(body<{ content: string }>(launched).value.content);
  return ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}${query}` });
}

describe('the studio game page', () => {
  it('runs only scripts and styles of its own origin, in the theme the site frame asks for', async () => {
    const page = await openPage('&theme=dark');
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/data-theme="?dark"?/);
    const boot = gamePageBoot(page.body);
    expect(boot).toMatchObject({ theme: 'dark', language: 'en' });
    expect(boot.playToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(boot.gameName).toMatch(/\S/);
    // No inline script runs: the only inline script element is the JSON data.
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([expect.stringMatching(/application\/json/)]);
  });

  it('refuses a theme other than light or dark and a used launch link', async () => {
    expect((await openPage('&theme=%3Cscript%3E')).statusCode).toBe(400);
    const launched = await ctx.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${scratchNode}`,
      headers: member,
    });
    const url = new URL(body<{ content: string }>(launched).value.content);
    expect(
      (await ctx.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode,
    ).toBe(401);
  });

  it('serves the page script content-hashed and kept for good, and never the raw template', async () => {
    const page = await openPage();
    const script = /<script[^>]*src="?(\/house\/assets\/[^"\s>]+\.js)/.exec(page.body)![1]!;
    const asset = await ctx.app.inject({ method: 'GET', url: script });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/house/assets/game.html' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/house/assets/..%2fpackage.json' })).statusCode,
    ).not.toBe(200);
  });
});

describe('the fairness panel through the play token', () => {
  it("checks the member's own round once its seed is revealed, and no other member's", async () => {
    const playToken = await openHostedGame(ctx.app, member, scratchNode);
    const headers = { 'x-play-token': playToken };
    const theme = body<{ theme: { bet: { minMinor: number } } }>(
      await ctx.app.inject({ method: 'GET', url: '/house/api/game', headers }),
    ).value.theme;
    const round = body<HouseRoundResult>(
      await ctx.app.inject({
        method: 'POST',
        url: '/house/api/scratch/play',
        headers,
        payload: { bet: theme.bet.minMinor / 100 },
      }),
    ).value;
    const before = body<FairRound>(
      await ctx.app.inject({
        method: 'GET',
        url: `/house/api/fair/rounds/${round.roundId}`,
        headers,
      }),
    ).value;
    expect(before.serverSeed).toBeNull();

    const rotated = body<SeedPairChange>(
      await ctx.app.inject({ method: 'POST', url: '/house/api/fair/rotate', headers }),
    ).value;
    expect(rotated.revealed!.serverSeedHash).toBe(round.fair.serverSeedHash);
    const after = body<FairRound>(
      await ctx.app.inject({
        method: 'GET',
        url: `/house/api/fair/rounds/${round.roundId}`,
        headers,
      }),
    ).value;
    expect(after.serverSeed).toBe(rotated.revealed!.serverSeed);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/house/api/fair/client-seed',
      headers,
      payload: { clientSeed: 'my lucky seed' },
    });
    expect(body<SeedPairChange>(changed).value.active.clientSeed).toBe('my lucky seed');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/house/api/fair/client-seed',
      headers,
      payload: { clientSeed: 'bell\u0007' },
    });
    expect(body(bad).code).toBe('FAIR_CLIENT_SEED_INVALID');

    const trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial));
    const otherToken = await openHostedGame(ctx.app, trial, scratchNode);
    const stolen = await ctx.app.inject({
      method: 'GET',
      url: `/house/api/fair/rounds/${round.roundId}`,
      headers: { 'x-play-token': otherToken },
    });
    expect(stolen.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/house/api/fair/rotate',
      headers: BRAND1,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
