/**
 * @jest-environment node
 */
import { FairStream } from '../../fair/index.js';
import { rngDealing, seededRng } from '../../sim/sources.js';
import type { Card } from '../cards.js';
import {
  baccarat,
  cockfight,
  dragonTiger,
  roulette,
  TABLE_GAMES,
  tableEngine,
  type TableGame,
} from './index.js';

/** Baccarat deals P1, B1, P2, B2, then the third cards. */
const coup = (cards: Card[]) => baccarat.play(rngDealing(cards, baccarat.DECKS));

describe('baccarat', () => {
  it('stands on a natural and pays the tie 8:1, pushing player and banker', () => {
    const natural = coup(['8S', '9H', 'TC', 'KD']);
    expect(natural).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'BANKER' });
    expect(natural.player).toHaveLength(2);
    expect(natural.banker).toHaveLength(2);

    const tie = coup(['9S', '9H', 'TC', 'KD']);
    expect(tie.winner).toBe('TIE');
    expect(baccarat.returnOf('TIE', 100, tie)).toBe(900);
    expect(baccarat.returnOf('PLAYER', 100, tie)).toBe(100);
    expect(baccarat.returnOf('BANKER', 100, tie)).toBe(100);
  });

  it('takes 5 % commission on a banker win, rounded down, and pays pairs 11:1', () => {
    const banker = coup(['8S', '9H', 'TC', 'KD']);
    expect(baccarat.returnOf('BANKER', 100, banker)).toBe(195);
    expect(baccarat.returnOf('BANKER', 15, banker)).toBe(29);
    expect(baccarat.returnOf('PLAYER', 100, banker)).toBe(0);
    const pairs = coup(['4S', '7H', '4C', '7D', '2S']);
    expect(pairs.playerPair && pairs.bankerPair).toBe(true);
    expect(baccarat.returnOf('PLAYER_PAIR', 10, pairs)).toBe(120);
    expect(baccarat.returnOf('BANKER_PAIR', 10, pairs)).toBe(120);
  });

  it('draws by the tableau', () => {
    // Player 5 draws a 3 (8); banker 4 draws on a 3 and makes 4 + 5 = 9.
    const drawn = coup(['2S', '2H', '3C', '2D', '3S', '5H']);
    expect(drawn.player).toHaveLength(3);
    expect(drawn.banker).toHaveLength(3);
    expect(drawn).toMatchObject({ playerTotal: 8, bankerTotal: 9, winner: 'BANKER' });
    // Player stands on 6; banker 5 draws (player stood: banker draws on 0–5).
    const stood = coup(['3S', '2H', '3C', '3D', '4S']);
    expect(stood.player).toHaveLength(2);
    expect(stood.banker).toHaveLength(3);
    expect(stood.bankerTotal).toBe(9);
    // Banker 6 draws only on a player's third 6 or 7; 3 stands on an 8.
    expect(baccarat.bankerDraws(6, '7S')).toBe(true);
    expect(baccarat.bankerDraws(6, '5S')).toBe(false);
    expect(baccarat.bankerDraws(3, '8S')).toBe(false);
    expect(baccarat.bankerDraws(3, '9S')).toBe(true);
    expect(baccarat.bankerDraws(7, null)).toBe(false);
  });

  it('derives the bead road and the big road from the history', () => {
    const history = ['TIE', 'BANKER', 'BANKER', 'TIE', 'PLAYER', 'BANKER'] as const;
    expect(baccarat.beadRoad([...history], 4)).toEqual([
      ['TIE', 'BANKER', 'BANKER', 'TIE'],
      ['PLAYER', 'BANKER'],
    ]);
    expect(baccarat.bigRoad([...history])).toEqual([
      { winner: 'BANKER', ties: 1, column: 0, row: 0 },
      { winner: 'BANKER', ties: 1, column: 0, row: 1 },
      { winner: 'PLAYER', ties: 0, column: 1, row: 0 },
      { winner: 'BANKER', ties: 0, column: 2, row: 0 },
    ]);
    // A streak longer than the rows turns right along the bottom row.
    const long = baccarat.bigRoad(Array<'PLAYER'>(4).fill('PLAYER'), 3);
    expect(long.map(({ column, row }) => [column, row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });
});

describe('roulette', () => {
  it.each([
    ['STRAIGHT:0', 'STRAIGHT', [0]],
    ['STRAIGHT:36', 'STRAIGHT', [36]],
    ['SPLIT:0-2', 'SPLIT', [0, 2]],
    ['SPLIT:1-2', 'SPLIT', [1, 2]],
    ['SPLIT:2-5', 'SPLIT', [2, 5]],
    ['STREET:34', 'STREET', [34, 35, 36]],
    ['CORNER:32', 'CORNER', [32, 33, 35, 36]],
    ['SIX_LINE:31', 'SIX_LINE', [31, 32, 33, 34, 35, 36]],
    ['DOZEN:3', 'DOZEN', [25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]],
    ['COLUMN:1', 'COLUMN', [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]],
  ])('%s is a %s on %j', (spot, betType, numbers) => {
    expect(roulette.coverage(spot)).toEqual({ betType, numbers });
  });

  it.each([
    'STRAIGHT:37',
    'STRAIGHT:01',
    'STRAIGHT:-1',
    'SPLIT:3-4',
    'SPLIT:2-1',
    'SPLIT:0-4',
    'SPLIT:1-1',
    'STREET:2',
    'CORNER:3',
    'CORNER:33',
    'SIX_LINE:34',
    'DOZEN:4',
    'COLUMN:0',
    'GREEN',
    'RED:1',
    'STRAIGHT:1:2',
    '',
  ])('refuses %j', (spot) => {
    expect(roulette.isSpot(spot)).toBe(false);
  });

  it('pays 36 / k − 1 to 1 and zero loses the outside bets', () => {
    const seventeen = { number: 17 };
    expect(roulette.returnOf('STRAIGHT:17', 10, seventeen)).toBe(360);
    expect(roulette.returnOf('SPLIT:17-20', 10, seventeen)).toBe(180);
    expect(roulette.returnOf('STREET:16', 10, seventeen)).toBe(120);
    expect(roulette.returnOf('CORNER:13', 10, seventeen)).toBe(90);
    expect(roulette.returnOf('SIX_LINE:13', 10, seventeen)).toBe(60);
    expect(roulette.returnOf('DOZEN:2', 10, seventeen)).toBe(30);
    expect(roulette.returnOf('COLUMN:2', 10, seventeen)).toBe(30);
    expect(roulette.returnOf('BLACK', 10, seventeen)).toBe(20);
    expect(roulette.returnOf('RED', 10, seventeen)).toBe(0);
    for (const spot of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH', 'DOZEN:1', 'COLUMN:1'])
      expect(roulette.returnOf(spot, 10, { number: 0 })).toBe(0);
    expect(roulette.colourOf(0)).toBe('GREEN');
  });
});

describe('dragon tiger', () => {
  const deal = (cards: Card[]) => dragonTiger.play(rngDealing(cards, dragonTiger.DECKS));
  it('ranks the ace lowest, pays the tie 8:1 and returns half of dragon and tiger on a tie', () => {
    const tiger = deal(['AS', '2H']);
    expect(tiger.winner).toBe('TIGER');
    expect(dragonTiger.returnOf('TIGER', 100, tiger)).toBe(200);
    expect(dragonTiger.returnOf('DRAGON', 100, tiger)).toBe(0);
    const tie = deal(['KS', 'KH']);
    expect(tie.winner).toBe('TIE');
    expect(dragonTiger.returnOf('TIE', 100, tie)).toBe(900);
    expect(dragonTiger.returnOf('DRAGON', 101, tie)).toBe(50);
  });
});

describe('cockfight', () => {
  it('posts odds before the fight from the same stream that decides it', () => {
    const seeds = { serverSeed: 'fight', clientSeed: 'DS88_COCKFIGHT_1', nonce: 4 };
    const posted = cockfight.postOdds(new FairStream(seeds)).odds;
    const fight = cockfight.play(new FairStream(seeds));
    expect(fight.odds).toEqual(posted);
    expect(posted.meronMilli).toBeLessThanOrEqual(posted.walaMilli);
    expect(posted.meronMilli % 10).toBe(0);
  });

  it('pays at the posted odds, returns meron and wala on a draw and pays the draw 8:1', () => {
    const odds = { meronMilli: 1_580, walaMilli: 2_370 };
    expect(cockfight.returnOf('MERON', 100, { odds, winner: 'MERON' })).toBe(158);
    expect(cockfight.returnOf('WALA', 100, { odds, winner: 'MERON' })).toBe(0);
    expect(cockfight.returnOf('WALA', 100, { odds, winner: 'DRAW' })).toBe(100);
    expect(cockfight.returnOf('DRAW', 100, { odds, winner: 'DRAW' })).toBe(900);
  });
});

/**
 * Measured return per spot over many rounds (printed beside the exact figure), with the sums'
 * standard error: the exact figure must lie within 4.5 standard errors, as sim/rtp.test.ts asks.
 */
function measureSpot(game: TableGame, spot: string, rounds: number) {
  const engine = tableEngine(game);
  const rng = seededRng(42);
  let sum = 0;
  let sumOfSquares = 0;
  for (let round = 0; round < rounds; round += 1) {
    const perUnit = engine.returnOf(spot, 1_000, engine.play(rng)) / 1_000;
    sum += perUnit;
    sumOfSquares += perUnit * perUnit;
  }
  const rtp = sum / rounds;
  const variance = (sumOfSquares - rounds * rtp * rtp) / (rounds - 1);
  return { rtp, standardError: Math.sqrt(variance / rounds) };
}

/** P(the second card matches the first's rank) from 8 decks: 31 of the 415 left. */
const DRAGON_TIGER_TIE = 31 / 415;

/** Exact returns: baccarat's from the combinatorial analysis of 8 decks (Wizard of Odds). */
const EXACT: Array<[TableGame, string, number]> = [
  ['BACCARAT', 'PLAYER', 0.987648],
  ['BACCARAT', 'BANKER', 0.989421],
  ['BACCARAT', 'TIE', 0.856402],
  ['BACCARAT', 'PLAYER_PAIR', 0.896426],
  ['BACCARAT', 'BANKER_PAIR', 0.896426],
  ['ROULETTE', 'STRAIGHT:17', 36 / 37],
  ['ROULETTE', 'SPLIT:0-3', 36 / 37],
  ['ROULETTE', 'CORNER:1', 36 / 37],
  ['ROULETTE', 'DOZEN:2', 36 / 37],
  ['ROULETTE', 'RED', 36 / 37],
  ['DRAGON_TIGER', 'DRAGON', 1 - DRAGON_TIGER_TIE / 2],
  ['DRAGON_TIGER', 'TIGER', 1 - DRAGON_TIGER_TIE / 2],
  ['DRAGON_TIGER', 'TIE', 9 * DRAGON_TIGER_TIE],
  [
    'COCKFIGHT',
    'MERON',
    (1 - cockfight.MARGIN) * (1 - cockfight.DRAW_CHANCE) + cockfight.DRAW_CHANCE,
  ],
  [
    'COCKFIGHT',
    'WALA',
    (1 - cockfight.MARGIN) * (1 - cockfight.DRAW_CHANCE) + cockfight.DRAW_CHANCE,
  ],
  ['COCKFIGHT', 'DRAW', 9 * cockfight.DRAW_CHANCE],
];

describe('measured return to player (100,000 rounds a spot)', () => {
  it.each(EXACT)('%s %s', (game, spot, exact) => {
    const { rtp, standardError } = measureSpot(game, spot, 100_000);
    console.log(
      `${game} ${spot}: measured ${(rtp * 100).toFixed(2)} % ± ${(standardError * 100).toFixed(2)}, exact ${(exact * 100).toFixed(2)} %`,
    );
    expect(Math.abs(rtp - exact)).toBeLessThan(4.5 * standardError);
  });

  it('every game plays from its committed seed alone', () => {
    for (const game of TABLE_GAMES) {
      const engine = tableEngine(game);
      const seeds = { serverSeed: 'committed', clientSeed: game, nonce: 12 };
      expect(engine.play(new FairStream(seeds))).toEqual(engine.play(new FairStream(seeds)));
    }
  });
});
