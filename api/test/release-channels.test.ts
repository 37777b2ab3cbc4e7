// On PostgreSQL too: twenty failure reports at once must withdraw a canary exactly once, the channel's row held by each.
import { CANARY_SESSIONS_PER_ADDRESS } from '@site/contracts';
import { sql } from 'kysely';
import {
  LOAD_REPORT_RATE,
  LOAD_REPORT_RETENTION_DAYS,
  purgeOldLoadReports,
} from '../src/services/releases/loadReports.js';
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
 * Release channels of the remotes (issue 46): published versions never change; operators of the
 * release role pin, canary, promote, roll back and withdraw per brand, each change audited; the
 * shell reads its brand's channels (cacheable) and reports what loaded; a failing canary is
 * withdrawn by itself, and a healthy version becomes the last good one.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ROOT = bearer(OPS_TOKEN);
const manifest = (remote: string, version: string) =>
  `https://cdn.example.com/${remote}/${version}/mf-manifest.json`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ops = (method: Method, url: string, payload?: object, headers = ROOT) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const publish = (remote: string, version: string, headers = ROOT) =>
  ops(
    'POST',
    '/ops/releases',
    { remote, version, manifestUrl: manifest(remote, version) },
    headers,
  );

interface Channel {
  remote: string;
  pinned: { version: string; manifestUrl: string; sessions: number; failedSessions: number };
  canary: {
    version: string;
    percent: number;
    sessions: number;
    failedSessions: number;
    maxFailureRate: number;
    minSessions: number;
  } | null;
  lastGood: { version: string } | null;
}

/** The channel commands of one brand, environment and remote. */
function channel(merchantCode: string, environment: string, remote: string, headers = ROOT) {
  const path = `/ops/channels/${merchantCode}/${remote}`;
  const reason = 'release train';
  return {
    pin: (version: string) => ops('PUT', `${path}/pin`, { environment, version, reason }, headers),
    canary: (version: string, percent: number, rule: object = {}) =>
      ops('PUT', `${path}/canary`, { environment, version, percent, reason, ...rule }, headers),
    promote: () => ops('POST', `${path}/promote`, { environment, reason }, headers),
    rollback: () => ops('POST', `${path}/rollback`, { environment, reason }, headers),
    withdraw: () => ops('DELETE', `${path}/canary`, { environment, reason }, headers),
    read: async () => {
      const listed = await ops('GET', `/ops/channels/${merchantCode}?environment=${environment}`);
      return body<Channel[]>(listed).value.find((row) => row.remote === remote);
    },
  };
}

let sessions = 0;
const newSession = () => `session-${String((sessions += 1)).padStart(8, '0')}`;

const report = (
  fields: { environment: string; remote: string; version: string; session: string },
  outcome: 'loaded' | 'failed',
  options: { remoteAddress?: string; stage?: string; brand?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/remotes/reports',
    headers: options.brand ?? BRAND1,
    remoteAddress: options.remoteAddress ?? '10.1.0.1',
    payload: { ...fields, outcome, ...(options.stage ? { stage: options.stage } : {}) },
  });

const auditOf = (targetId: string, action?: string) => {
  let query = ctx.database.db
    .selectFrom('operator_audit')
    .select(['action', 'operator_name', 'before', 'after', 'reason'])
    .where('target_type', '=', 'remote_channel')
    .where('target_id', '=', targetId)
    .orderBy('id');
  if (action) query = query.where('action', '=', action);
  return query.execute();
};

async function signedInOperator(username: string, roles: string[], brands?: string[]) {
  const created = await ops('POST', '/ops/operators', {
    username,
    password: `${username}-long-password`,
    roles,
    ...(brands ? { brands } : {}),
  });
  expect(created.statusCode).toBe(200);
  return bearer(await signInOperator(ctx, username, `${username}-long-password`));
}

describe('published versions', () => {
  it('are immutable: the same manifest again is a no-op, another is refused, the table refuses changes', async () => {
    const first = await publish('mf_lottery', '1.0.0');
    expect(first.statusCode).toBe(200);
    expect(body(first).value).toMatchObject({
      remote: 'mf_lottery',
      version: '1.0.0',
      manifestUrl: manifest('mf_lottery', '1.0.0'),
      publishedBy: 'root',
    });
    ctx.clock.advance(1_000);
    const again = await publish('mf_lottery', '1.0.0');
    expect(body(again).value).toEqual(body(first).value);

    const other = await ops('POST', '/ops/releases', {
      remote: 'mf_lottery',
      version: '1.0.0',
      manifestUrl: 'https://cdn.example.com/elsewhere/mf-manifest.json',
    });
    expect(other.statusCode).toBe(409);
    expect(body(other).code).toBe('RELEASE_EXISTS');

    await expect(
      sql`update remote_release set manifest_url = 'https://evil.example/m.json'
        where remote = 'mf_lottery'`.execute(ctx.database.db),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`delete from remote_release where remote = 'mf_lottery'`.execute(ctx.database.db),
    ).rejects.toThrow(/immutable/);

    const listed = await ops('GET', '/ops/releases?remote=mf_lottery');
    expect(body<Array<{ version: string; manifestUrl: string }>>(listed).value).toEqual([
      expect.objectContaining({ version: '1.0.0', manifestUrl: manifest('mf_lottery', '1.0.0') }),
    ]);
    const audit = await ctx.database.db
      .selectFrom('operator_audit')
      .select('target_id')
      .where('action', '=', 'release.publish')
      .execute();
    expect(audit).toEqual([{ target_id: 'mf_lottery@1.0.0' }]);
  });
});

describe('channel commands', () => {
  it('pin, canary, promote, withdraw and rollback change the channel, each with one audit row', async () => {
    for (const version of ['1.1.0', '1.2.0']) await publish('mf_lottery', version);
    const lottery = channel('PADMA', 'production', 'mf_lottery');

    expect(body(await lottery.canary('1.1.0', 10)).code).toBe('CHANNEL_NOT_FOUND');
    const unpublished = await lottery.pin('9.9.9');
    expect(unpublished.statusCode).toBe(404);
    expect(body(unpublished).code).toBe('RELEASE_NOT_FOUND');

    const pinned = await lottery.pin('1.0.0');
    expect(pinned.statusCode).toBe(200);
    expect(body<Channel>(pinned).value).toMatchObject({
      pinned: { version: '1.0.0', manifestUrl: manifest('mf_lottery', '1.0.0') },
      canary: null,
      // The first pin is the first version known good.
      lastGood: { version: '1.0.0' },
    });

    const samePin = await lottery.canary('1.0.0', 10);
    expect(samePin.statusCode).toBe(409);
    expect(body(samePin).code).toBe('CANARY_IS_PINNED');
    const canary = await lottery.canary('1.1.0', 10);
    expect(body<Channel>(canary).value.canary).toMatchObject({
      version: '1.1.0',
      percent: 10,
      maxFailureRate: 0.2,
      minSessions: 20,
      sessions: 0,
    });

    const promoted = await lottery.promote();
    expect(body<Channel>(promoted).value).toMatchObject({
      pinned: { version: '1.1.0' },
      canary: null,
      lastGood: { version: '1.0.0' },
    });
    expect(body(await lottery.promote()).code).toBe('NO_CANARY');
    expect(body(await lottery.withdraw()).code).toBe('NO_CANARY');

    await lottery.canary('1.2.0', 5, { maxFailureRate: 0.3, minSessions: 50 });
    expect(body<Channel>(await lottery.withdraw()).value.canary).toBeNull();

    await lottery.canary('1.2.0', 5);
    // Pinning the canary's version ends the canary.
    expect(body<Channel>(await lottery.pin('1.2.0')).value).toMatchObject({
      pinned: { version: '1.2.0' },
      canary: null,
    });

    await lottery.canary('1.1.0', 50);
    expect(body<Channel>(await lottery.rollback()).value).toMatchObject({
      pinned: { version: '1.0.0' },
      canary: null,
      lastGood: { version: '1.0.0' },
    });

    const audit = await auditOf('PADMA/production/mf_lottery');
    expect(audit.map((row) => row.action)).toEqual([
      'release.pin',
      'release.canary',
      'release.promote',
      'release.canary',
      'release.withdraw',
      'release.canary',
      'release.pin',
      'release.canary',
      'release.rollback',
    ]);
    expect(
      audit.every((row) => row.reason === 'release train' && row.operator_name === 'root'),
    ).toBe(true);
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after).toEqual({ pinned: '1.0.0', canary: null, lastGood: '1.0.0' });
    expect(audit[2]).toMatchObject({
      before: { pinned: '1.0.0', canary: { version: '1.1.0', percent: 10 } },
      after: { pinned: '1.1.0', canary: null, lastGood: '1.0.0' },
    });
    expect(audit[4]).toMatchObject({
      before: { canary: { version: '1.2.0', maxFailureRate: 0.3, minSessions: 50 } },
      after: { canary: null },
    });
  });

  it('refuses a rollback with no last good version, and the database refuses a half canary', async () => {
    await publish('mf_points', '1.0.0');
    const points = channel('PADMA', 'production', 'mf_points');
    await points.pin('1.0.0');
    await sql`update remote_channel set last_good_version = null
      where remote = 'mf_points'`.execute(ctx.database.db);
    const rollback = await points.rollback();
    expect(rollback.statusCode).toBe(409);
    expect(body(rollback).code).toBe('NO_LAST_GOOD');
    await expect(
      sql`update remote_channel set canary_version = '1.0.0', canary_percent = 5
        where remote = 'mf_points'`.execute(ctx.database.db),
    ).rejects.toThrow(/remote_channel_canary_whole|remote_channel_canary_not_pinned/);
    expect(await auditOf('PADMA/production/mf_points', 'release.rollback')).toHaveLength(0);
  });

  it("withdraws a canary by POST …/canary/withdraw too, as the console's client sends it", async () => {
    for (const version of ['1.0.0', '1.1.0']) await publish('mf_agent', version);
    const agent = channel('PADMA', 'production', 'mf_agent');
    await agent.pin('1.0.0');
    await agent.canary('1.1.0', 10);
    const withdrawn = await ops('POST', '/ops/channels/PADMA/mf_agent/canary/withdraw', {
      environment: 'production',
      reason: 'console',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(body<Channel>(withdrawn).value.canary).toBeNull();
    expect(await auditOf('PADMA/production/mf_agent', 'release.withdraw')).toHaveLength(1);
  });
});

describe('roles', () => {
  it('refuses support and finance, and limits a release operator to its brands', async () => {
    await publish('mf_lobby', '1.0.0');
    const support = await signedInOperator('sam', ['support']);
    const finance = await signedInOperator('fiona', ['finance']);
    for (const headers of [support, finance]) {
      for (const response of [
        await ops('GET', '/ops/releases', undefined, headers),
        await publish('mf_lobby', '1.0.1', headers),
        await channel('PADMA', 'production', 'mf_lobby', headers).pin('1.0.0'),
        await ops('GET', '/ops/channels/PADMA', undefined, headers),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(body(response).code).toBe('OPERATOR_FORBIDDEN');
      }
    }

    const releaser = await signedInOperator('rita', ['release'], ['PADMA']);
    // What the CLI's `--brand all` spans: the brands the operator may act on.
    expect(body(await ops('GET', '/ops/brands', undefined, releaser)).value).toEqual(['PADMA']);
    expect(body(await ops('GET', '/ops/brands')).value).toEqual(['MEGHNA', 'PADMA']);
    const published = await publish('mf_lobby', '1.0.1', releaser);
    expect(body(published).value).toMatchObject({ publishedBy: 'rita' });
    expect(
      (await channel('PADMA', 'production', 'mf_lobby', releaser).pin('1.0.0')).statusCode,
    ).toBe(200);
    for (const response of [
      await channel('MEGHNA', 'production', 'mf_lobby', releaser).pin('1.0.0'),
      await ops('GET', '/ops/channels/MEGHNA', undefined, releaser),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('OPERATOR_FORBIDDEN');
    }
    expect(await auditOf('MEGHNA/production/mf_lobby')).toHaveLength(0);
    expect(await auditOf('PADMA/production/mf_lobby')).toEqual([
      expect.objectContaining({ action: 'release.pin', operator_name: 'rita' }),
    ]);
  });
});

describe('the shell', () => {
  it("reads its brand's channels, cacheable, with the canary only where there is one", async () => {
    for (const version of ['2.0.0', '2.1.0']) await publish('mf_member_centre', version);
    const padma = channel('PADMA', 'staging', 'mf_member_centre');
    await padma.pin('2.0.0');
    await padma.canary('2.1.0', 25);
    await channel('MEGHNA', 'staging', 'mf_member_centre').pin('2.0.0');

    const read = (host: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/wps/remotes/channels?url=${encodeURIComponent(`https://${host}/`)}&environment=staging`,
      });
    const padmaAnswer = await read('localhost');
    const meghnaAnswer = await read('lite.localhost');
    expect(padmaAnswer.statusCode).toBe(200);
    expect(padmaAnswer.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
    expect(String(padmaAnswer.headers.vary)).toMatch(/Origin/);
    expect(body(padmaAnswer).value).toEqual({
      environment: 'staging',
      remotes: [
        {
          remote: 'mf_member_centre',
          pinned: { version: '2.0.0', manifestUrl: manifest('mf_member_centre', '2.0.0') },
          canary: {
            version: '2.1.0',
            manifestUrl: manifest('mf_member_centre', '2.1.0'),
            percent: 25,
          },
          lastGood: { version: '2.0.0', manifestUrl: manifest('mf_member_centre', '2.0.0') },
        },
      ],
    });
    expect(body(meghnaAnswer).value).toEqual({
      environment: 'staging',
      remotes: [
        {
          remote: 'mf_member_centre',
          pinned: { version: '2.0.0', manifestUrl: manifest('mf_member_centre', '2.0.0') },
          canary: null,
          lastGood: { version: '2.0.0', manifestUrl: manifest('mf_member_centre', '2.0.0') },
        },
      ],
    });
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/wps/remotes/channels?url=localhost&environment=nowhere',
    });
    expect(body(empty).value).toEqual({ environment: 'nowhere', remotes: [] });
  });
});

describe('load reports', () => {
  const environment = 'reports';

  it('a failure outweighs a load, and a session counts once', async () => {
    await publish('mf_agent_centre', '1.0.0');
    const agentCentre = channel('PADMA', environment, 'mf_agent_centre');
    await agentCentre.pin('1.0.0');
    const fields = { environment, remote: 'mf_agent_centre', version: '1.0.0' };
    const session = newSession();
    expect((await report({ ...fields, session }, 'loaded')).statusCode).toBe(200);
    expect(body(await report({ ...fields, session }, 'failed', { stage: 'entry' })).code).toBe(0);
    await report({ ...fields, session }, 'loaded');
    await report({ ...fields, session: newSession() }, 'loaded');

    const rows = await ctx.database.db
      .selectFrom('remote_load_report')
      .select(['session', 'outcome', 'stage'])
      .where('remote', '=', 'mf_agent_centre')
      .orderBy('session')
      .execute();
    expect(rows).toEqual([
      { session, outcome: 'failed', stage: 'entry' },
      expect.objectContaining({ outcome: 'loaded', stage: null }),
    ]);
    expect((await agentCentre.read())?.pinned).toMatchObject({ sessions: 2, failedSessions: 1 });
  });

  it('reports of versions the channel does not serve change nothing', async () => {
    await publish('mf_agent_centre', '1.0.1');
    const count = async () =>
      (
        await ctx.database.db
          .selectFrom('remote_load_report')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    for (const fields of [
      // Published, but neither pinned nor canary.
      { environment, remote: 'mf_agent_centre', version: '1.0.1' },
      { environment, remote: 'mf_agent_centre', version: '7.7.7' },
      { environment, remote: 'mf_unknown', version: '1.0.0' },
      { environment: 'elsewhere', remote: 'mf_agent_centre', version: '1.0.0' },
    ]) {
      const response = await report({ ...fields, session: newSession() }, 'failed');
      expect(response.statusCode).toBe(200);
    }
    // On the other brand the same version is not served either.
    await report(
      { environment, remote: 'mf_agent_centre', version: '1.0.0', session: newSession() },
      'failed',
      { brand: BRAND2 },
    );
    expect(await count()).toBe(before);
  });

  it(`keeps reports ${LOAD_REPORT_RETENTION_DAYS} days, and a running canary's whatever their age`, async () => {
    const env = 'retention';
    await publish('mf_points_mall', '1.0.0');
    await publish('mf_points_mall', '1.1.0');
    const pointsMall = channel('PADMA', env, 'mf_points_mall');
    await pointsMall.pin('1.0.0');
    await pointsMall.canary('1.1.0', 10, { minSessions: 1000 });
    const fields = { environment: env, remote: 'mf_points_mall' };
    const old = { pinned: newSession(), canary: newSession() };
    await report({ ...fields, version: '1.0.0', session: old.pinned }, 'loaded');
    await report({ ...fields, version: '1.1.0', session: old.canary }, 'loaded');
    ctx.clock.advance(LOAD_REPORT_RETENTION_DAYS * 86_400_000 + 1_000);
    const recent = newSession();
    await report({ ...fields, version: '1.0.0', session: recent }, 'loaded');
    const sessionsKept = async () =>
      (
        await ctx.database.db
          .selectFrom('remote_load_report')
          .select('session')
          .where('environment', '=', env)
          .orderBy('session')
          .execute()
      ).map((row) => row.session);

    expect(await purgeOldLoadReports(ctx.database.db, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await sessionsKept()).toEqual([old.canary, recent].sort());

    // Once the canary is withdrawn, its old reports go too.
    await pointsMall.withdraw();
    await purgeOldLoadReports(ctx.database.db, ctx.clock.now());
    expect(await sessionsKept()).toEqual([recent]);
  });

  it('refuses a report that is not one: a bad stage, a short session, no outcome', async () => {
    const fields = { environment, remote: 'mf_agent_centre', version: '1.0.0' };
    for (const payload of [
      { ...fields, session: newSession() },
      { ...fields, session: newSession(), outcome: 'failed', stage: 'elsewhere' },
      { ...fields, session: 'short', outcome: 'loaded' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/wps/remotes/reports',
        headers: BRAND1,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses an address's reports past the rate limit, and only that address's", async () => {
    const brandId = (
      await ctx.database.db
        .selectFrom('brands')
        .select('id')
        .where('merchant_code', '=', 'PADMA')
        .executeTakeFirstOrThrow()
    ).id;
    const { scope, windowMs } = LOAD_REPORT_RATE;
    const limit = ctx.app.appConfig.loadReportsPerAddress;
    const now = ctx.clock.now().getTime();
    await ctx.database.db
      .insertInto('rate_limits')
      .values({
        scope,
        key: `${brandId}:10.9.9.9`,
        window_start: new Date(Math.floor(now / windowMs) * windowMs),
        count: limit,
      })
      .execute();
    const fields = { environment, remote: 'mf_agent_centre', version: '1.0.0' };
    const refused = await report({ ...fields, session: newSession() }, 'failed', {
      remoteAddress: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe('RATE_LIMITED');
    const other = await report({ ...fields, session: newSession() }, 'failed', {
      remoteAddress: '10.9.9.10',
    });
    expect(other.statusCode).toBe(200);
  });

  it('withdraws a failing canary by itself once it has its sessions, not before', async () => {
    for (const version of ['1.0.0', '1.1.0']) await publish('mf_crash', version);
    const crash = channel('PADMA', environment, 'mf_crash');
    await crash.pin('1.0.0');
    await crash.canary('1.1.0', 20, { minSessions: 4, maxFailureRate: 0.5 });
    const canaryReport = (outcome: 'loaded' | 'failed', index: number) =>
      report(
        { environment, remote: 'mf_crash', version: '1.1.0', session: newSession() },
        outcome,
        { remoteAddress: `10.2.0.${index}` },
      );
    for (const index of [1, 2, 3]) await canaryReport('failed', index);
    // Three failures of three sessions: not yet the four sessions the canary waits for.
    expect((await crash.read())?.canary).toMatchObject({ sessions: 3, failedSessions: 3 });
    await canaryReport('loaded', 4);

    expect((await crash.read())?.canary).toBeNull();
    const withdrawn = await auditOf('PADMA/reports/mf_crash', 'release.canary-withdrawn');
    expect(withdrawn).toEqual([
      expect.objectContaining({
        operator_name: 'system:release-watch',
        before: expect.objectContaining({ canary: expect.objectContaining({ version: '1.1.0' }) }),
        after: expect.objectContaining({
          canary: null,
          pinned: '1.0.0',
          figures: expect.objectContaining({ version: '1.1.0', sessions: 4, failedSessions: 3 }),
        }),
      }),
    ]);
    // Now the canary's version is no longer served: its reports are not recorded.
    await canaryReport('failed', 5);
    expect(await auditOf('PADMA/reports/mf_crash', 'release.canary-withdrawn')).toHaveLength(1);
  });

  it(`counts at most ${CANARY_SESSIONS_PER_ADDRESS} sessions of one client address`, async () => {
    for (const version of ['1.0.0', '1.1.0']) await publish('mf_dice', version);
    const dice = channel('PADMA', environment, 'mf_dice');
    await dice.pin('1.0.0');
    await dice.canary('1.1.0', 20, {
      minSessions: CANARY_SESSIONS_PER_ADDRESS + 1,
      maxFailureRate: 0.5,
    });
    const fields = { environment, remote: 'mf_dice', version: '1.1.0' };
    for (let index = 0; index < CANARY_SESSIONS_PER_ADDRESS + 5; index += 1) {
      await report({ ...fields, session: newSession() }, 'failed', { remoteAddress: '10.3.0.1' });
    }
    // 25 failures from one address count as 20 sessions: fewer than the 21 the canary waits for.
    expect((await dice.read())?.canary).toMatchObject({
      sessions: CANARY_SESSIONS_PER_ADDRESS,
      failedSessions: CANARY_SESSIONS_PER_ADDRESS,
    });
    await report({ ...fields, session: newSession() }, 'loaded', { remoteAddress: '10.3.0.2' });
    expect((await dice.read())?.canary).toBeNull();
  });

  it('twenty failure reports at once withdraw the canary exactly once', async () => {
    for (const version of ['1.0.0', '1.1.0']) await publish('mf_plinko', version);
    const plinko = channel('PADMA', environment, 'mf_plinko');
    await plinko.pin('1.0.0');
    await plinko.canary('1.1.0', 50, { minSessions: 4, maxFailureRate: 0.5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        report(
          { environment, remote: 'mf_plinko', version: '1.1.0', session: newSession() },
          'failed',
          { remoteAddress: `10.4.0.${index + 1}`, stage: 'chunk' },
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect((await plinko.read())?.canary).toBeNull();
    expect(await auditOf('PADMA/reports/mf_plinko', 'release.canary-withdrawn')).toHaveLength(1);
  });

  it('a pinned version failing past the default threshold goes back to the last good one by itself, and a running canary stays', async () => {
    for (const version of ['4.0.0', '4.1.0', '4.2.0']) await publish('mf_slots', version);
    const slots = channel('PADMA', environment, 'mf_slots');
    await slots.pin('4.0.0');
    // Pinned straight away, with no canary first; a canary of the fix runs beside it.
    await slots.pin('4.1.0');
    await slots.canary('4.2.0', 10, { minSessions: 1000 });
    const pinnedReport = (outcome: 'loaded' | 'failed', index: number) =>
      report(
        { environment, remote: 'mf_slots', version: '4.1.0', session: newSession() },
        outcome,
        { remoteAddress: `10.6.0.${index}`, stage: outcome === 'failed' ? 'chunk' : undefined },
      );
    // 20 sessions are needed; 5 failures of 19 are past 20 % but too few sessions yet.
    for (let index = 1; index <= 14; index += 1) await pinnedReport('loaded', index);
    for (let index = 15; index <= 19; index += 1) await pinnedReport('failed', index);
    expect((await slots.read())?.pinned.version).toBe('4.1.0');
    await pinnedReport('failed', 20);

    const after = await slots.read();
    expect(after?.pinned.version).toBe('4.0.0');
    expect(after?.canary).toMatchObject({ version: '4.2.0' });
    expect(after?.lastGood).toMatchObject({ version: '4.0.0' });
    expect(await auditOf('PADMA/reports/mf_slots', 'release.pinned-rolled-back')).toEqual([
      expect.objectContaining({
        operator_name: 'system:release-watch',
        before: expect.objectContaining({ pinned: '4.1.0' }),
        after: expect.objectContaining({ pinned: '4.0.0' }),
      }),
    ]);
    // Reports of the version it left change nothing more.
    await pinnedReport('failed', 21);
    expect(await auditOf('PADMA/reports/mf_slots', 'release.pinned-rolled-back')).toHaveLength(1);
  });

  it('the last good version moves to a promoted canary once it is healthy as the pinned one, never to a running canary', async () => {
    for (const version of ['3.0.0', '3.1.0', '3.2.0']) await publish('mf_wheel', version);
    const wheel = channel('PADMA', environment, 'mf_wheel');
    await wheel.pin('3.0.0');
    await wheel.canary('3.1.0', 10, { minSessions: 4 });
    await wheel.promote();
    const pinnedReport = (index: number) =>
      report(
        { environment, remote: 'mf_wheel', version: '3.1.0', session: newSession() },
        'loaded',
        { remoteAddress: `10.5.0.${index}` },
      );
    // The pinned version needs the default 20 sessions within the default threshold.
    for (let index = 1; index < 20; index += 1) await pinnedReport(index);
    expect((await wheel.read())?.lastGood).toMatchObject({ version: '3.0.0' });
    await pinnedReport(20);
    expect((await wheel.read())?.lastGood).toMatchObject({ version: '3.1.0' });
    expect(await auditOf('PADMA/reports/mf_wheel', 'release.last-good')).toEqual([
      expect.objectContaining({
        operator_name: 'system:release-watch',
        after: expect.objectContaining({ lastGood: '3.1.0' }),
      }),
    ]);

    // A healthy canary is not: a rollback during it must go back to the pinned version's past.
    await wheel.canary('3.2.0', 10, { minSessions: 4, maxFailureRate: 0.25 });
    const canaryReport = (outcome: 'loaded' | 'failed', index: number) =>
      report(
        { environment, remote: 'mf_wheel', version: '3.2.0', session: newSession() },
        outcome,
        { remoteAddress: `10.5.1.${index}` },
      );
    await canaryReport('failed', 1);
    for (const index of [2, 3, 4, 5]) await canaryReport('loaded', index);
    expect(await wheel.read()).toMatchObject({
      canary: { version: '3.2.0', sessions: 5, failedSessions: 1 },
      lastGood: { version: '3.1.0' },
    });
    await wheel.rollback();
    expect(await wheel.read()).toMatchObject({
      pinned: { version: '3.1.0' },
      canary: null,
      lastGood: { version: '3.1.0' },
    });
  });
});
