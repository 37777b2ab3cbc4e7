import { SETTLE_LAG_MS } from '../src/services/rebate/rebateService.js';
import { runSportsbookJob } from '../src/services/sportsbook/sportsSettlement.js';
import { sportsbookFixtures } from './support/sportsbook.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';

/**
 * A sportsbook bet reaches what every round reaches through bet_records: the member's betting
 * record (SPORTS or ESPORTS), the upline's team betting, the rebate, points and missions, and its
 * state changes reach the member's live stream's outbox.
 */
let ctx: TestContext;
let sub: Record<string, string>;
let agent: Record<string, string>;
const { market, place, result } = sportsbookFixtures(
  () => ctx,
  () => sub,
);

interface Round {
  roundId: string;
  category: string;
  stake: number;
  status: string;
}

let sportsBet = '';
let esportsBet = '';
const today = () => ctx.clock.now().toISOString().slice(0, 10);
const range = (extra = '') => `from=${today()}&to=${today()}&tzOffset=0${extra}`;
const get = async <T>(url: string, headers: Record<string, string>) =>
  body<T>(await ctx.app.inject({ method: 'GET', url, headers })).value;

beforeAll(async () => {
  ctx = await createTestContext();
  sub = authed(await login(ctx.app, 'demo_sub1', PASSWORDS.member)) as Record<string, string>;
  agent = authed(await login(ctx.app, 'demo_agent', PASSWORDS.agent)) as Record<string, string>;
  const cricket = await market({ prices: { HOME: 2_000, AWAY: 1_800 } });
  const dota = await market({ prices: { HOME: 1_500, AWAY: 2_500 }, sport: 'DOTA2' });
  const slip = await place([
    { legs: [cricket.selections.HOME!], stake: 200 },
    { legs: [dota.selections.AWAY!], stake: 100 },
  ]);
  expect(slip.statusCode).toBe(200);
  [sportsBet, esportsBet] = body<{ bets: Array<{ betId: string }> }>(slip).value.bets.map(
    (bet) => bet.betId,
  ) as [string, string];
  await result(cricket.marketId, { winners: ['HOME'] });
  await result(dota.marketId, { winners: ['HOME'] });
  await runSportsbookJob(ctx.database.db, ctx.clock.now());
});
afterAll(async () => {
  await ctx.close();
});

describe('a settled sportsbook bet', () => {
  it('is in the betting record as SPORTS or ESPORTS, settled with its return', async () => {
    const { list } = await get<{ list: Round[] }>(`/wps/member/records/bets?${range()}`, sub);
    const rounds = Object.fromEntries(list.map((round) => [round.roundId, round]));
    expect(rounds[`SB-${sportsBet}`]).toMatchObject({ category: 'SPORTS', stake: 200 });
    expect(rounds[`SB-${esportsBet}`]).toMatchObject({ category: 'ESPORTS', stake: 100 });
  });

  it('is in the upline agent’s team betting', async () => {
    const team = await get<{ list: Array<{ account: string; roundId: string }> }>(
      `/wps/agent/team/bets?${range('&account=demo_sub1')}`,
      agent,
    );
    expect(team.list.map((row) => row.roundId)).toEqual(
      expect.arrayContaining([`SB-${sportsBet}`, `SB-${esportsBet}`]),
    );
  });

  it('counts for the rebate and the valid-bet mission', async () => {
    // The rebate counts rounds settled before its lag.
    ctx.clock.advance(SETTLE_LAG_MS + 1);
    const rebate = await get<{ lines: Array<{ category: string; validBet: number }> }>(
      '/wps/member/rebate',
      sub,
    );
    expect(rebate.lines.find((line) => line.category === 'SPORTS')?.validBet).toBe(200);
    expect(rebate.lines.find((line) => line.category === 'ESPORTS')?.validBet).toBe(100);
    const missions = await get<{ daily: { missions: Array<{ id: string; progress: number }> } }>(
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      sub,
    );
    expect(missions.daily.missions.find((m) => m.id === 'daily-valid-bet')?.progress).toBe(300);
  });

  it('earns points once, at its category’s rate', async () => {
    const earned = await ctx.database.db
      .selectFrom('point_transactions as p')
      .innerJoin('bet_records as r', 'r.id', 'p.bet_record_id')
      .select(['p.points', 'p.detail', 'r.round_id'])
      .where('r.round_id', 'in', [`SB-${sportsBet}`, `SB-${esportsBet}`])
      .where('p.kind', '=', 'EARN')
      .orderBy('r.round_id')
      .execute();
    // 20 points per 100 of valid bet (the default rate of both).
    expect(earned.map((row) => [row.round_id, Number(row.points)])).toEqual(
      [
        [`SB-${sportsBet}`, 40],
        [`SB-${esportsBet}`, 20],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(earned[0]!.detail).toMatchObject({ category: expect.stringMatching(/SPORTS/) });
  });

  it('tells the member’s live stream each time a bet’s state moves', async () => {
    const memberId = await ctx.database.db
      .selectFrom('sports_bets')
      .select('member_id')
      .where('id', '=', sportsBet)
      .executeTakeFirstOrThrow();
    const events = await ctx.database.db
      .selectFrom('member_events')
      .select('kind')
      .where('account_id', '=', memberId.member_id)
      .where('kind', '=', 'orders')
      .execute();
    // Placed (two bets) and settled (two bets).
    expect(events).toHaveLength(4);
  });
});
