import type { LiveRound } from '@site/contracts';
import { TABLE_ENGINES } from '@site/house-games/engines';
import { FairStream, serverSeedHash } from '@site/house-games/fair';
import { checkRound } from './round-fairness';

const SEED = 'f'.repeat(16) + '0123456789abcdef'.repeat(3);

/** A round as the API reveals it: the engine's play of the seed's stream for that table. */
function revealed(code: string, game: keyof typeof TABLE_ENGINES, roundNo: number): LiveRound {
  const engine = TABLE_ENGINES[game];
  const outcome = engine.play(
    new FairStream({ serverSeed: SEED, clientSeed: code, nonce: roundNo }),
  ) as never;
  return {
    roundNo,
    state: 'SETTLED',
    openedAt: '',
    closesAt: '',
    resultDueAt: '',
    serverSeedHash: serverSeedHash(SEED),
    posted: null,
    // As the JSON of the API gives it back: keys in another order change nothing.
    outcome: JSON.parse(JSON.stringify(outcome)),
    winner: engine.winnerOf(outcome),
    resultedAt: '',
    serverSeed: SEED,
  };
}

describe("a round's check in the browser", () => {
  it.each(['BACCARAT', 'ROULETTE', 'DRAGON_TIGER', 'COCKFIGHT'] as const)(
    'verifies a %s round',
    (game) => {
      expect(checkRound({ code: `${game}_1`, game }, revealed(`${game}_1`, game, 41))).toEqual({
        hashMatches: true,
        outcomeMatches: true,
      });
    },
  );

  it('catches a seed that is not the committed one, and a result that is not the seed’s', () => {
    const round = revealed('BACCARAT_1', 'BACCARAT', 41);
    expect(
      checkRound(
        { code: 'BACCARAT_1', game: 'BACCARAT' },
        { ...round, serverSeedHash: 'b'.repeat(64) },
      ),
    ).toEqual({
      hashMatches: false,
      outcomeMatches: true,
    });
    // Another round's number is another stream: the shown cards do not follow from it.
    expect(
      checkRound({ code: 'BACCARAT_1', game: 'BACCARAT' }, { ...round, roundNo: 42 })
        ?.outcomeMatches,
    ).toBe(false);
    const winner = round.winner === 'PLAYER' ? 'BANKER' : 'PLAYER';
    expect(
      checkRound({ code: 'BACCARAT_1', game: 'BACCARAT' }, { ...round, winner })?.outcomeMatches,
    ).toBe(false);
  });

  it('waits for the seed', () => {
    const round = { ...revealed('ROULETTE_1', 'ROULETTE', 3), serverSeed: null, outcome: null };
    expect(checkRound({ code: 'ROULETTE_1', game: 'ROULETTE' }, round)).toBeNull();
  });
});
