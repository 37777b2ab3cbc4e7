// On PostgreSQL too: concurrent rounds and rotations contend for the member's seed pair row (the nonce).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FairProof,
  FairRound,
  FairSeedsState,
  RevealedSeedPairs,
  SeedPairChange,
} from '@site/contracts';
import { nextInt } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import type { InjectOptions } from 'fastify';
import {
  fairRoundValues,
  rotateServerSeed,
  SEED_CHANGES_PER_HOUR,
  takeNonce,
} from '../src/services/games/fair/fairSeedService.js';
import { drawGrid, evaluate } from '../src/services/games/house/slotEngine.js';
import { openHouseSlot, spinHouseSlot } from './support/houseGame.js';
import {
  authed,
  body,
  BRAND2,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { memberId } from './support/wallet.js';

interface SpinValue {
  roundId: string;
  grid: string[][];
  win: number;
  fair: FairProof;
}

let ctx: TestContext;
let member: InjectOptions['headers'];
let playToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
  playToken = await openHouseSlot(ctx.app, member);
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, headers = member) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object = {}, headers = member) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

async function seeds() {
  return body<FairSeedsState>(await get('/wps/member/fair/seeds')).value.active;
}

async function play(): Promise<SpinValue> {
  const response = await spinHouseSlot(ctx.app, playToken, 0.5);
  expect(response.statusCode).toBe(200);
  return body<SpinValue>(response).value;
}

/** What a player's checker does: the grid the revealed seeds draw, and the win it pays. */
function recompute(serverSeed: string, clientSeed: string, nonce: number, bet: number) {
  const stream = new FairStream({ serverSeed, clientSeed, nonce });
  const grid = drawGrid((max) => nextInt(stream, max));
  return { grid, win: evaluate(grid, Math.round(bet * 100)).winMinor / 100 };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('provably fair house slot', () => {
  it('commits to a seed before the rounds, reveals it on rotation, and the seed replays every round', async () => {
    const before = await seeds();
    const activeSeed = await ctx.database.db
      .selectFrom('fair_seed_pairs')
      .select('server_seed')
      .where('server_seed_hash', '=', before.serverSeedHash)
      .executeTakeFirstOrThrow();

    const first = await play();
    const second = await play();
    expect(first.fair).toEqual({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      nonce: before.nextNonce,
    });
    expect(second.fair.nonce).toBe(before.nextNonce + 1);
    expect((await seeds()).nextNonce).toBe(before.nextNonce + 2);

    // While the pair is active, no answer carries its server seed.
    const unrevealed = await get(`/wps/member/fair/rounds/${first.roundId}`);
    expect(unrevealed.statusCode).toBe(200);
    expect(body<FairRound>(unrevealed).value).toMatchObject({
      roundId: first.roundId,
      engine: 'CLASSIC_SLOT',
      serverSeed: null,
      nonce: first.fair.nonce,
      outcome: { grid: first.grid },
      bet: 0.5,
      win: first.win,
    });
    for (const text of [unrevealed.body, JSON.stringify(first), JSON.stringify(before)])
      expect(text).not.toContain(activeSeed.server_seed);

    const rotated = await post('/wps/member/fair/rotate');
    expect(rotated.statusCode).toBe(200);
    const { revealed, active } = body<SeedPairChange>(rotated).value;
    expect(revealed!.serverSeed).toBe(activeSeed.server_seed);
    expect(sha256(revealed!.serverSeed)).toBe(before.serverSeedHash);
    expect(revealed!.roundCount).toBe(before.nextNonce + 2);
    expect(active).toMatchObject({ clientSeed: before.clientSeed, nextNonce: 0 });
    expect(active.serverSeedHash).not.toBe(before.serverSeedHash);

    for (const round of [first, second]) {
      const checked = body<FairRound>(await get(`/wps/member/fair/rounds/${round.roundId}`)).value;
      expect(checked.serverSeed).toBe(revealed!.serverSeed);
      expect(
        recompute(checked.serverSeed!, checked.clientSeed, checked.nonce, checked.bet),
      ).toEqual({ grid: round.grid, win: round.win });
    }

    const list = body<RevealedSeedPairs>(await get('/wps/member/fair/seeds/revealed?pageSize=1'));
    expect(list.value.list[0]).toEqual(revealed);
    expect(list.value.totalPages).toBe(list.value.total);
    const next = await play();
    expect(next.fair).toMatchObject({ serverSeedHash: active.serverSeedHash, nonce: 0 });
  });

  it('a client seed of the player reveals the pair in play and starts a new one at nonce 0', async () => {
    const before = await seeds();
    await play();
    const changed = await post('/wps/member/fair/client-seed', {
      clientSeed: 'My own seed: 42 ~!',
    });
    expect(changed.statusCode).toBe(200);
    const { revealed, active } = body<SeedPairChange>(changed).value;
    expect(revealed).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      roundCount: before.nextNonce + 1,
    });
    expect(sha256(revealed!.serverSeed)).toBe(before.serverSeedHash);
    expect(active).toMatchObject({ clientSeed: 'My own seed: 42 ~!', nextNonce: 0 });
    const round = await play();
    expect(round.fair).toEqual({
      serverSeedHash: active.serverSeedHash,
      clientSeed: 'My own seed: 42 ~!',
      nonce: 0,
    });
  });

  it.each([
    ['empty', ''],
    ['65 characters', 'x'.repeat(65)],
    ['a tab', 'tab\there'],
    ['a new line', 'two\nlines'],
    ['an escape', 'esc\u001b[2J'],
    ['Bengali letters', 'আমার সিড'],
  ])(
    'refuses a client seed with %s, with a translated code, and changes nothing',
    async (_, clientSeed) => {
      const before = await seeds();
      const revealedBefore = body<RevealedSeedPairs>(await get('/wps/member/fair/seeds/revealed'));
      const refused = await post('/wps/member/fair/client-seed', { clientSeed });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).code).toBe('FAIR_CLIENT_SEED_INVALID');
      expect(await seeds()).toEqual(before);
      const revealedAfter = body<RevealedSeedPairs>(await get('/wps/member/fair/seeds/revealed'));
      expect(revealedAfter.value.total).toBe(revealedBefore.value.total);
    },
  );

  it('has the refusal in Bengali and English', () => {
    for (const language of ['bn', 'en']) {
      const texts = JSON.parse(
        readFileSync(join(__dirname, `../../shared/src/i18n/locales/${language}.json`), 'utf8'),
      ) as { errors: Record<string, string> };
      expect(texts.errors.FAIR_CLIENT_SEED_INVALID).toMatch(/64|৬৪/);
    }
  });

  it("answers 404 for another member's round and another brand's, 401 without a session", async () => {
    const round = await play();
    const url = `/wps/member/fair/rounds/${round.roundId}`;
    const other = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member));
    const otherBrand = authed(
      await login(ctx.app, 'demo_member', PASSWORDS.member, BRAND2),
      BRAND2,
    );
    for (const headers of [other, otherBrand]) {
      const refused = await get(url, headers);
      expect(refused.statusCode).toBe(404);
      expect(body(refused).code).toBe('NOT_FOUND');
    }
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('keeps a revealed pair final in the database', async () => {
    const [revealed] = body<RevealedSeedPairs>(await get('/wps/member/fair/seeds/revealed')).value
      .list;
    const reopen = ctx.database.db
      .updateTable('fair_seed_pairs')
      .set({ status: 'ACTIVE', revealed_at: null })
      .where('id', '=', revealed!.id)
      .execute();
    await expect(reopen).rejects.toThrow();
  });
});

describe('nonces under concurrency', () => {
  it('gives concurrent rounds of one member distinct nonces, from the first use on', async () => {
    const { db } = ctx.database;
    // An account that has not played yet: its first rounds all create the pair at once.
    const account = await db
      .selectFrom('accounts')
      .select(['id as accountId', 'brand_id as brandId'])
      .where('id', '=', await memberId(db, 'PADMA', 'demo_agent'))
      .executeTakeFirstOrThrow();
    const taken = await Promise.all(
      Array.from({ length: 40 }, () => takeNonce(db, account, ctx.clock.now())),
    );
    expect(new Set(taken.map((one) => one.seedPairId)).size).toBe(1);
    expect(taken.map((one) => one.seeds.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, nonce) => nonce),
    );
  });

  it('refuses a seed change that waited for a round being opened from the pair in play', async () => {
    const { db } = ctx.database;
    const member = await db
      .selectFrom('accounts')
      .select(['id as accountId', 'brand_id as brandId'])
      .where('id', '=', await memberId(db, 'PADMA', 'demo_agent'))
      .executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const roundId = `seed-race-${Date.now()}`;
    let rotation: Promise<string> | undefined;
    // As a multi-step game opens a round (houseOpenRound): the nonce, then the OPEN round, in one
    // transaction; the rotation starts in between and must not reveal the pair under it.
    await db.transaction().execute(async (trx) => {
      const taken = await takeNonce(trx, member, now);
      rotation = rotateServerSeed(db, member, now).then(
        () => 'rotated',
        (error: { code?: string }) => error.code ?? String(error),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx
        .insertInto('fair_rounds')
        .values({
          ...fairRoundValues({
            roundId,
            member,
            nodeId: '990001',
            taken,
            engine: 'BLACKJACK',
            actions: [],
            outcome: null,
            betMinor: 100,
            winMinor: 0,
            now,
          }),
          status: 'OPEN',
          state: '{}',
        })
        .execute();
    });
    expect(await rotation).toBe('FAIR_ROUND_OPEN');
    await db
      .updateTable('fair_rounds')
      .set({ status: 'SETTLED', settled_at: now })
      .where('round_id', '=', roundId)
      .execute();
  });

  it('never shares a nonce between spins, even while the member rotates', async () => {
    const { db } = ctx.database;
    const answers = await Promise.all([
      ...Array.from({ length: 16 }, () => spinHouseSlot(ctx.app, playToken, 0.1)),
      ...Array.from({ length: 3 }, () => post('/wps/member/fair/rotate')),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const accountId = await memberId(db, 'PADMA', 'demo_member');
    const rounds = await db
      .selectFrom('fair_rounds as r')
      .innerJoin('bet_records as b', 'b.round_id', 'r.round_id')
      .select(['r.seed_pair_id', 'r.nonce', 'b.status'])
      .where('r.account_id', '=', accountId)
      .execute();
    const keys = rounds.map((round) => `${round.seed_pair_id}:${round.nonce}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rounds.every((round) => round.status === 'SETTLED')).toBe(true);
    const active = await db
      .selectFrom('fair_seed_pairs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', accountId)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    expect(Number(active.count)).toBe(1);
  });
});

describe('seed changes', () => {
  it(`are limited to ${SEED_CHANGES_PER_HOUR} an hour per member: the next is refused with 429 and changes nothing`, async () => {
    // The earlier tests' changes out of the window; a fresh login after the clock moved.
    ctx.clock.advance(2 * 60 * 60_000);
    const headers = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
    for (let change = 0; change < SEED_CHANGES_PER_HOUR; change += 1)
      expect((await post('/wps/member/fair/rotate', {}, headers)).statusCode).toBe(200);
    const before = body<FairSeedsState>(await get('/wps/member/fair/seeds', headers)).value.active;

    for (const [url, payload] of [
      ['/wps/member/fair/rotate', {}],
      ['/wps/member/fair/client-seed', { clientSeed: 'one-more' }],
    ] as const) {
      const refused = await post(url, payload, headers);
      expect(refused.statusCode).toBe(429);
      expect(body(refused).code).toBe('RATE_LIMITED');
    }
    expect(body<FairSeedsState>(await get('/wps/member/fair/seeds', headers)).value.active).toEqual(
      before,
    );

    ctx.clock.advance(2 * 60 * 60_000);
    const later = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
    expect((await post('/wps/member/fair/rotate', {}, later)).statusCode).toBe(200);
  });
});
