import type { FairRound } from '@site/contracts';
import { blackjack, videoPoker } from '@site/house-games/engines';
import { FairStream } from '@site/house-games/fair';
import { replayHand } from './replay-hand';

const seeds = { serverSeed: 'revealed-server-seed', clientSeed: 'my-seed', nonce: 7 };

/** A round as the fairness route returns it: the outcome back from jsonb, its keys reordered. */
function recorded(outcome: unknown, bet: number, actions: unknown[]): FairRound {
  const reordered = JSON.parse(
    JSON.stringify(outcome, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ),
  ) as unknown;
  return { ...seeds, bet, actions, outcome: reordered } as unknown as FairRound;
}

describe('the card games’ fairness replay', () => {
  it('recomputes a drawn video poker hand from its holds, whatever the key order', () => {
    const theme = videoPoker.themeFor('JILI_VP_1');
    const held = [true, false, true, false, false];
    const played = videoPoker.replay(theme, new FairStream(seeds), theme.bet.minMinor, [
      { type: 'draw', held },
    ]);
    const recompute = replayHand({
      replay: videoPoker.replay,
      playerView: videoPoker.playerView,
      winMinorOf: (state) => (state.phase === 'settled' ? state.winMinor : 0),
    });
    const round = recorded(videoPoker.playerView(played), theme.bet.minMinor / 100, [
      { type: 'draw', held },
    ]);
    expect(recompute(theme, round).matches).toBe(true);
    const otherHolds = recorded(videoPoker.playerView(played), theme.bet.minMinor / 100, [
      { type: 'draw', held: [false, false, false, false, true] },
    ]);
    expect(recompute(theme, otherHolds).matches).toBe(false);
  });

  it('recomputes a blackjack round from its actions', () => {
    const theme = blackjack.themeFor('JILI_TG_1');
    const dealt = blackjack.deal(theme, new FairStream(seeds), theme.bet.minMinor);
    const actions =
      dealt.phase === 'settled'
        ? []
        : dealt.phase === 'insurance'
          ? ['decline-insurance', 'stand']
          : ['stand'];
    const played = blackjack.replay(
      theme,
      new FairStream(seeds),
      theme.bet.minMinor,
      actions as blackjack.BlackjackAction[],
    );
    const recompute = replayHand({
      replay: blackjack.replay,
      playerView: blackjack.playerView,
      winMinorOf: (state) => state.settlement?.winMinor ?? 0,
    });
    const result = recompute(
      theme,
      recorded(blackjack.playerView(played), theme.bet.minMinor / 100, actions),
    );
    expect(result).toEqual({
      matches: true,
      winMinor: played.settlement?.winMinor ?? 0,
    });
  });
});
