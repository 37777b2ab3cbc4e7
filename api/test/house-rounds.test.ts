import type { HouseGameState, HouseHistory, HouseRoundResult } from '@site/contracts';
import { fishing, scratch, slot5 } from '@site/house-games/engines';
import type { InjectOptions } from 'fastify';
import {
  cents,
  fairStreamOf,
  houseCall,
  type HouseCall,
  launchHostedGame,
  mainBalance,
  openHouseSlot,
  revealedRound,
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
beforeAll(async () => {
  ctx = await createTestContext();
  member = authed(await login(ctx.app, 'demo_member', PASSWORDS.member));
});
afterAll(async () => {
  await ctx.close();
});

const gameState = async (call: HouseCall) => {
  const response = await call('game');
  expect(response.statusCode).toBe(200);
  return body<HouseGameState>(response).value;
};

/** Plays one round and checks the wallet moved by exactly − stake + win, to the unit. */
async function playsOnce(call: HouseCall, path: string, payload: object) {
  const before = await mainBalance(ctx.app, member);
  const response = await call(path, payload);
  expect(response.statusCode).toBe(200);
  const round = body<HouseRoundResult>(response).value;
  expect(cents(round.balance)).toBe(cents(before) - cents(round.bet) + cents(round.win));
  expect(await mainBalance(ctx.app, member)).toBe(round.balance);
  return round;
}

describe('house engine games through the play token', () => {
  it('a 5-reel slot entry answers its kind, theme and commitment, plays a round that replays from the revealed seed, and lists it', async () => {
    const { entry, theme, call } = await launchHostedGame(
      ctx,
      member,
      { gameType: 'RNG', classify: 'JP' },
      slot5.themeFor,
    );
    const state = await gameState(call);
    expect(state).toMatchObject({ kind: 'slot5', gameCode: entry.game_code, theme });
    expect(state.balance).toBe(await mainBalance(ctx.app, member));

    const betMinor = theme.bet.minMinor;
    const round = await playsOnce(call, 'slot5/play', { bet: betMinor / 100 });
    expect(round.bet).toBe(betMinor / 100);
    expect(round.fair).toEqual({
      serverSeedHash: state.fair.serverSeedHash,
      clientSeed: state.fair.clientSeed,
      nonce: state.fair.nextNonce,
    });

    const checked = await revealedRound(ctx.app, member, round.roundId);
    expect(checked.engine).toBe('slot5');
    const replayed = slot5.playSlot5(theme, fairStreamOf(checked), betMinor);
    expect(replayed).toEqual(round.outcome);
    expect(replayed.winMinor / 100).toBe(round.win);

    const history = await call('history?pageNo=1&pageSize=5');
    expect(body<HouseHistory>(history).value).toMatchObject({
      total: 1,
      list: [{ roundId: round.roundId, engine: 'slot5', bet: round.bet, win: round.win }],
    });
  });

  it('a scratch card entry sells a card that replays from the revealed seed', async () => {
    const { theme, call } = await launchHostedGame(
      ctx,
      member,
      { gameType: 'RNG', classify: 'SC' },
      scratch.themeFor,
    );
    expect((await gameState(call)).kind).toBe('scratch');
    const round = await playsOnce(call, 'scratch/play', { bet: theme.bet.minMinor / 100 });
    const checked = await revealedRound(ctx.app, member, round.roundId);
    expect(scratch.buyScratchCard(theme, fairStreamOf(checked), theme.bet.minMinor)).toEqual(
      round.outcome,
    );
  });

  it('a fishing entry takes the cannon level as the bet and the server decides the hit; unknown fish or levels change nothing', async () => {
    const { theme, call } = await launchHostedGame(
      ctx,
      member,
      { gameType: 'FISH' },
      fishing.themeFor,
    );
    expect((await gameState(call)).kind).toBe('fishing');
    const before = await mainBalance(ctx.app, member);
    for (const payload of [
      { cannonLevel: 0, speciesId: 'no-such-fish' },
      { cannonLevel: theme.cannonLevelsMinor.length, speciesId: theme.species[0]!.id },
    ]) {
      const refused = await call('fishing/play', payload);
      expect(refused.statusCode).toBe(400);
      expect(body(refused).code).toBe('VALIDATION_FAILED');
    }
    expect(await mainBalance(ctx.app, member)).toBe(before);

    const shot = { cannonLevel: 1, speciesId: theme.species.at(-1)!.id };
    const round = await playsOnce(call, 'fishing/play', shot);
    expect(round.bet).toBe(theme.cannonLevelsMinor[1]! / 100);
    const checked = await revealedRound(ctx.app, member, round.roundId);
    expect(checked.actions).toEqual([shot]);
    expect(fishing.shoot(theme, fairStreamOf(checked), shot)).toEqual(round.outcome);
    await assertLedgerConsistent(ctx.database.db);
  });

  it('refuses a bet off the theme limits, changing nothing', async () => {
    const {
      theme: { bet },
      call,
    } = await launchHostedGame(ctx, member, { gameType: 'RNG', classify: 'JP' }, slot5.themeFor);
    const before = await mainBalance(ctx.app, member);
    for (const minor of [bet.minMinor - bet.stepMinor, bet.maxMinor + bet.stepMinor]) {
      const refused = await call('slot5/play', { bet: minor / 100 });
      expect(refused.statusCode).toBe(400);
      expect(body<{ field: string }>(refused).value.field).toBe('bet');
    }
    expect(await mainBalance(ctx.app, member)).toBe(before);
  });

  it('plays each entry only as its own kind: the classic slot on the house entries, the engine elsewhere', async () => {
    const engineGame = await launchHostedGame(
      ctx,
      member,
      { gameType: 'RNG', classify: 'JP' },
      slot5.themeFor,
    );
    // The 5-reel slot has its own page: the classic slot's spin is not its way to play.
    const spin = await engineGame.call('spin', { bet: 0.5 });
    expect(body(spin).code).toBe('GAME_KIND_MISMATCH');
    const scratchOnSlot = await engineGame.call('scratch/play', { bet: 1 });
    expect(body(scratchOnSlot).code).toBe('GAME_KIND_MISMATCH');

    const classic = houseCall(ctx.app, await openHouseSlot(ctx.app, member));
    expect((await gameState(classic)).kind).toBe('classicSlot');
    const slot5OnClassic = await classic('slot5/play', { bet: 1 });
    expect(body(slot5OnClassic).code).toBe('GAME_KIND_MISMATCH');
  });
});
