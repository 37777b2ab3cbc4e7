// On PostgreSQL too: concurrent actions on one round contend for its step (the conditional update) and the seamless wallet.
import type {
  FairRound,
  HouseGameState,
  HouseHandResult,
  HouseHistory,
  SeedPairChange,
} from '@site/contracts';
import { blackjack, videoPoker } from '@site/house-games/engines';
import type { InjectOptions } from 'fastify';
import {
  cents,
  fairStreamOf,
  houseCall,
  launchHostedGame,
  mainBalance,
  openHostedGame,
  revealedRound,
  type HostedGame,
  type HouseCall,
} from './support/houseGame.js';
import {
  authed,
  body,
  createTestContext,
  login,
  PASSWORDS,
  type TestContext,
} from './support/testApp.js';
import { assertLedgerConsistent } from './support/wallet.js';

let ctx: TestContext;
let member: InjectOptions['headers'];
let trial: InjectOptions['headers'];
beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
  trial = authed(await login(ctx.app, 'demo_trial', PASSWORDS.trial));
});
afterAll(async () => {
  await ctx.close();
});

async function ok(response: Awaited<ReturnType<HouseCall>>): Promise<HouseHandResult> {
  expect(response.statusCode).toBe(200);
  return body<HouseHandResult>(response).value;
}

type View = blackjack.BlackjackView;
const viewOf = (round: HouseHandResult) => round.view as View;

/** Stands (and declines insurance) until the hand is settled. */
async function finish(call: HouseCall, round: HouseHandResult): Promise<HouseHandResult> {
  let current = round;
  while (current.status === 'OPEN') {
    const action = viewOf(current).legalActions.includes('decline-insurance')
      ? 'decline-insurance'
      : 'stand';
    current = await ok(
      await call('blackjack/act', {
        roundId: current.roundId,
        step: current.step,
        action,
      }),
    );
  }
  return current;
}

describe('blackjack through the play token', () => {
  let game: HostedGame<blackjack.BlackjackTheme>;
  beforeAll(async () => {
    game = await launchHostedGame(
      ctx,
      member,
      { gameType: 'RNG', classify: 'TG' },
      blackjack.themeFor,
    );
  });

  /** Deals until the player may act on two cards (optionally a pair to split). */
  async function dealPlayable(wantsSplit: boolean): Promise<HouseHandResult> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      ctx.clock.advance(1_000);
      let round = await ok(
        await game.call('blackjack/deal', { bet: game.theme.bet.minMinor / 100 }),
      );
      if (round.status === 'OPEN' && viewOf(round).legalActions.includes('decline-insurance'))
        round = await ok(
          await game.call('blackjack/act', {
            roundId: round.roundId,
            step: round.step,
            action: 'decline-insurance',
          }),
        );
      const legal = round.status === 'OPEN' ? viewOf(round).legalActions : [];
      // Split aces take one card each and settle at once: the split case wants a hand that stays
      // open after its split.
      const aces = viewOf(round).hands[0]?.cards.every((card) => card.startsWith('A'));
      if (legal.includes(wantsSplit ? 'split' : 'double') && !(wantsSplit && aces)) return round;
      await finish(game.call, round);
    }
    throw new Error('no playable hand in 300 deals');
  }

  it('a doubled hand moves the wallet by exactly − stake − extra stake + win, never shows the shoe or the hole card, and replays from the revealed seed', async () => {
    const round = await dealPlayable(false);
    expect(round.fair).toBeDefined();
    expect(JSON.stringify(round)).not.toContain('shoe');
    expect(viewOf(round).dealer[1]).toBeNull();
    const state = body<HouseGameState>(await game.call('game')).value;
    expect(state.kind).toBe('blackjack');
    expect(state.openRound).toMatchObject({
      roundId: round.roundId,
      step: round.step,
      status: 'OPEN',
    });

    const before = await mainBalance(ctx.app, member);
    const doubled = await finish(
      game.call,
      await ok(
        await game.call('blackjack/act', {
          roundId: round.roundId,
          step: round.step,
          action: 'double',
        }),
      ),
    );
    expect(doubled.status).toBe('SETTLED');
    expect(doubled.staked).toBe(round.bet * 2);
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(before) - cents(round.bet) + cents(doubled.win!),
    );
    expect(doubled.balance).toBe(await mainBalance(ctx.app, member));

    const checked = await revealedRound(ctx.app, member, round.roundId);
    const replayed = blackjack.replay(
      game.theme,
      fairStreamOf(checked),
      game.theme.bet.minMinor,
      checked.actions as blackjack.BlackjackAction[],
    );
    expect(blackjack.playerView(replayed)).toEqual(doubled.view);
    expect(replayed.settlement!.winMinor).toBe(cents(doubled.win!));
  });

  it('a split hand debits the second stake once; a replayed or concurrent action applies once', async () => {
    const round = await dealPlayable(true);
    const before = await mainBalance(ctx.app, member);
    const act = (action: string) =>
      game.call('blackjack/act', { roundId: round.roundId, step: round.step, action });
    const answers = await Promise.all([act('split'), act('split'), act('hit')]);
    const applied = answers.filter((answer) => answer.statusCode === 200);
    expect(applied).toHaveLength(1);
    const first = body<HouseHandResult>(applied[0]!).value;
    // The applied action may end the round (a hit that busts, two split hands that reach 21), so
    // a late twin meets a closed round instead of a stale step; either way it is refused.
    const refusal = first.status === 'OPEN' ? 'ROUND_STEP_STALE' : 'ROUND_CLOSED';
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(['ROUND_STEP_STALE', refusal]).toContain(body(refused).code);
    }
    const extra = first.staked - round.bet;
    const afterAction = cents(before) - cents(extra) + (first.win ? cents(first.win) : 0);
    expect(cents(await mainBalance(ctx.app, member))).toBe(afterAction);
    // The same request again, sequentially: refused, nothing debited.
    const again = await act('split');
    expect(body(again).code).toBe(refusal);
    expect(cents(await mainBalance(ctx.app, member))).toBe(afterAction);

    const settled = await finish(game.call, first);
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(before) - cents(extra) + cents(settled.win!),
    );
    const history = body<HouseHistory>(await game.call('history?pageNo=1&pageSize=1')).value;
    expect(history.list[0]).toMatchObject({ roundId: round.roundId, bet: settled.staked });
    await assertLedgerConsistent(ctx.database.db);
  });

  it('keeps one open round, refuses seed changes while it is open, and refuses another member its round id', async () => {
    const round = await dealPlayable(false);
    const second = await game.call('blackjack/deal', { bet: game.theme.bet.minMinor / 100 });
    expect(second.statusCode).toBe(409);
    expect(body<{ roundId: string }>(second).value.roundId).toBe(round.roundId);
    for (const [url, payload] of [
      ['/wps/member/fair/rotate', {}],
      ['/wps/member/fair/client-seed', { clientSeed: 'mine' }],
    ] as const) {
      const refused = await ctx.app.inject({ method: 'POST', url, headers: member, payload });
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('FAIR_ROUND_OPEN');
    }

    const otherToken = await openHostedGame(ctx.app, trial, game.entry.node_id);
    const stolen = await houseCall(ctx.app, otherToken)('blackjack/act', {
      roundId: round.roundId,
      step: round.step,
      action: 'stand',
    });
    expect(stolen.statusCode).toBe(404);
    const bad = await game.call('blackjack/act', {
      roundId: round.roundId,
      step: round.step,
      action: 'insure',
    });
    expect(bad.statusCode).toBe(400);
    await finish(game.call, round);
  });

  it('never reveals the seed of a hand dealt while the member rotates', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const [dealt, rotated] = await Promise.all([
        game.call('blackjack/deal', { bet: game.theme.bet.minMinor / 100 }),
        ctx.app.inject({ method: 'POST', url: '/wps/member/fair/rotate', headers: member }),
      ]);
      const round = await ok(dealt);
      // A hand settled at the deal (a natural) may be revealed by a rotation after it.
      if (round.status !== 'OPEN') continue;
      await finish(game.call, round);
      if (rotated.statusCode !== 200) {
        // Refused only because the hand was open when the change looked.
        expect(body(rotated).code).toBe('FAIR_ROUND_OPEN');
        continue;
      }
      const revealed = body<SeedPairChange>(rotated).value.revealed;
      const fair = await ctx.app.inject({
        method: 'GET',
        url: `/wps/member/fair/rounds/${round.roundId}`,
        headers: member,
      });
      // The hand was dealt from the pair the rotation committed, not the one it revealed.
      expect(body<FairRound>(fair).value.serverSeedHash).not.toBe(revealed?.serverSeedHash);
    }
  });
});

describe('video poker through the play token', () => {
  it('deals, draws with holds, pays the paytable once and replays from the revealed seed', async () => {
    const { theme, call } = await launchHostedGame(
      ctx,
      member,
      { gameType: 'RNG', classify: 'VP' },
      videoPoker.themeFor,
    );
    const before = await mainBalance(ctx.app, member);
    const dealt = await ok(await call('videoPoker/deal', { bet: theme.bet.minMinor / 100 }));
    expect(dealt.status).toBe('OPEN');
    expect(JSON.stringify(dealt)).not.toContain('shoe');
    const held = [true, false, true, false, false];
    const drawn = await ok(
      await call('videoPoker/act', {
        roundId: dealt.roundId,
        step: 0,
        action: { type: 'draw', held },
      }),
    );
    expect(drawn.status).toBe('SETTLED');
    expect(cents(await mainBalance(ctx.app, member))).toBe(
      cents(before) - cents(dealt.bet) + cents(drawn.win!),
    );
    const replay = await call('videoPoker/act', {
      roundId: dealt.roundId,
      step: 0,
      action: { type: 'draw', held },
    });
    expect(body(replay).code).toBe('ROUND_CLOSED');

    const checked = await revealedRound(ctx.app, member, dealt.roundId);
    const replayed = videoPoker.replay(theme, fairStreamOf(checked), theme.bet.minMinor, [
      { type: 'draw', held },
    ]);
    expect(videoPoker.playerView(replayed)).toEqual(drawn.view);
  });
});
