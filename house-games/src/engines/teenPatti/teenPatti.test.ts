import type { Card } from '../cards.js';
import { FairStream } from '../../fair/stream.js';
import {
  act,
  chaalMinor,
  compareHands,
  dealHands,
  handValue,
  HandRuleError,
  maySeeCards,
  startHand,
  timeOut,
  waitingFor,
  type HandAction,
  type HandState,
} from './index.js';

const hand = (text: string) => text.split(' ') as Card[];
const RULES = { bootMinor: 100, maxStakeMinor: 800, maxBlindChaals: 2 };

function table(...hands: string[]): HandState {
  return startHand(
    RULES,
    hands.map((_, seat) => seat),
    hands.map(hand),
    0,
  );
}

function play(state: HandState, ...moves: Array<[number, HandAction]>): HandState {
  return moves.reduce((current, [index, action]) => act(current, index, action).state, state);
}

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof HandRuleError) return error.code;
    throw error;
  }
  return undefined;
};

describe('teen patti hands', () => {
  it('names each category', () => {
    expect(handValue(hand('7S 7H 7D')).category).toBe('TRAIL');
    expect(handValue(hand('9H TH JH')).category).toBe('PURE_SEQUENCE');
    expect(handValue(hand('9H TS JH')).category).toBe('SEQUENCE');
    expect(handValue(hand('2H 9H KH')).category).toBe('COLOUR');
    expect(handValue(hand('4S 4D KH')).category).toBe('PAIR');
    expect(handValue(hand('2S 9D KH')).category).toBe('HIGH_CARD');
  });

  it('ranks trail > pure sequence > sequence > colour > pair > high card', () => {
    const ladder = ['2S 2H 2D', 'QH KH AH', 'QS KH AD', '2H 5H 7H', 'AS AD KH', 'AS KD JH'].map(
      hand,
    );
    for (let index = 0; index + 1 < ladder.length; index += 1)
      expect(compareHands(ladder[index]!, ladder[index + 1]!)).toBeGreaterThan(0);
  });

  it('ranks A-K-Q first, A-2-3 second, then K-Q-J; K-A-2 is no sequence', () => {
    expect(compareHands(hand('AS KD QH'), hand('AS 2D 3H'))).toBeGreaterThan(0);
    expect(compareHands(hand('AS 2D 3H'), hand('KS QD JH'))).toBeGreaterThan(0);
    expect(compareHands(hand('4S 3D 2H'), hand('AS KD JH'))).toBeGreaterThan(0);
    expect(handValue(hand('KS AD 2H')).category).toBe('HIGH_CARD');
  });

  it('compares within a category by rank, highest first, the pair before its odd card', () => {
    expect(compareHands(hand('AS AD AH'), hand('KS KD KH'))).toBeGreaterThan(0);
    expect(compareHands(hand('AH 9H 2H'), hand('KS QS TS'))).toBeGreaterThan(0);
    expect(compareHands(hand('KH 9H 3H'), hand('KS 9S 2S'))).toBeGreaterThan(0);
    expect(compareHands(hand('5S 5D 2H'), hand('4S 4D AH'))).toBeGreaterThan(0);
    expect(compareHands(hand('5S 5D 3H'), hand('5H 5C 2H'))).toBeGreaterThan(0);
    expect(compareHands(hand('AS 7D 2H'), hand('KS QD TH'))).toBeGreaterThan(0);
  });

  it('finds equal hands of different suits equal', () => {
    expect(compareHands(hand('AS 7D 2H'), hand('AD 7C 2S'))).toBe(0);
    expect(compareHands(hand('9H TH JH'), hand('9S TS JS'))).toBe(0);
  });

  it('refuses a hand that is not three distinct cards', () => {
    expect(() => handValue(hand('AS AS 2H'))).toThrow(RangeError);
    expect(() => handValue(hand('AS 2H'))).toThrow(RangeError);
  });

  it('deals distinct cards round the table, the same for the same seeds', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'teenpatti:1', nonce: 3 };
    const hands = dealHands(new FairStream(seeds), 5);
    expect(hands).toHaveLength(5);
    expect(new Set(hands.flat()).size).toBe(15);
    expect(dealHands(new FairStream(seeds), 5)).toEqual(hands);
    expect(dealHands(new FairStream({ ...seeds, nonce: 4 }), 5)).not.toEqual(hands);
    // One float per card, round the table: the first player's first card is the first float's.
    const first = new FairStream(seeds).nextFloat();
    expect(hands[0]![0]).toBe(
      ['S', 'H', 'D', 'C'].flatMap((suit) =>
        ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map(
          (rank) => rank + suit,
        ),
      )[Math.floor(first * 52)],
    );
  });
});

describe('teen patti betting', () => {
  it('takes the boot from everyone and starts the stake at the boot', () => {
    const state = table('AS AD AH', 'KS KD KH', '2S 3D 5H');
    expect(state.potMinor).toBe(300);
    expect(state.stakeMinor).toBe(100);
    expect(state.players.map((player) => player.stakedMinor)).toEqual([100, 100, 100]);
    expect(state.turn).toBe(0);
  });

  it('charges blind 1x-2x and seen 2x-4x of the stake, a raise moving the stake', () => {
    let state = table('AS AD AH', 'KS KD KH', '2S 3D 5H');
    let result = act(state, 0, { kind: 'CHAAL', raise: false });
    expect(result.paidMinor).toBe(100);
    result = act(result.state, 1, { kind: 'CHAAL', raise: true });
    expect(result.paidMinor).toBe(200);
    expect(result.state.stakeMinor).toBe(200);
    state = act(result.state, 2, { kind: 'SEE' }).state;
    expect(chaalMinor(state, 2)).toBe(400);
    result = act(state, 2, { kind: 'CHAAL', raise: true });
    expect(result.paidMinor).toBe(800);
    expect(result.state.stakeMinor).toBe(400);
    expect(result.state.potMinor).toBe(300 + 100 + 200 + 800);
    expect(result.state.turn).toBe(0);
  });

  it('refuses a raise over the stake limit and a blind chaal past the blind limit', () => {
    let state = play(
      table('AS AD AH', 'KS KD KH'),
      [0, { kind: 'CHAAL', raise: true }],
      [1, { kind: 'CHAAL', raise: true }],
      [0, { kind: 'CHAAL', raise: true }],
    );
    expect(state.stakeMinor).toBe(800);
    expect(codeOf(() => act(state, 1, { kind: 'CHAAL', raise: true }))).toBe('STAKE_LIMIT');
    state = act(state, 1, { kind: 'CHAAL', raise: false }).state;
    expect(codeOf(() => act(state, 0, { kind: 'CHAAL', raise: false }))).toBe('MUST_SEE');
    state = act(state, 0, { kind: 'SEE' }).state;
    expect(act(state, 0, { kind: 'CHAAL', raise: false }).paidMinor).toBe(1600);
  });

  it('keeps the turn order and refuses an action out of turn', () => {
    const state = table('AS AD AH', 'KS KD KH', '2S 3D 5H');
    expect(codeOf(() => act(state, 1, { kind: 'CHAAL', raise: false }))).toBe('NOT_YOUR_TURN');
    expect(act(state, 1, { kind: 'SEE' }).state.players[1]!.status).toBe('SEEN');
    const after = play(state, [0, { kind: 'PACK' }], [1, { kind: 'CHAAL', raise: false }]);
    expect(after.turn).toBe(2);
    expect(play(after, [2, { kind: 'CHAAL', raise: false }]).turn).toBe(1);
    expect(codeOf(() => act(after, 0, { kind: 'SEE' }))).toBe('PACKED');
  });

  it('gives the pot to the last player standing', () => {
    const state = play(
      table('2S 3D 5H', 'KS KD KH', 'AS AD AH'),
      [0, { kind: 'PACK' }],
      [1, { kind: 'PACK' }],
    );
    expect(state.end).toEqual({ winner: 2, by: 'LAST_STANDING', shown: [] });
    expect(codeOf(() => act(state, 2, { kind: 'CHAAL', raise: false }))).toBe('HAND_OVER');
  });

  it('shows only between two, at one chaal, the better hand winning and the asker losing a tie', () => {
    const three = table('AS AD AH', 'KS KD KH', '2S 3D 5H');
    expect(codeOf(() => act(three, 0, { kind: 'SHOW' }))).toBe('SHOW_NEEDS_TWO');
    const lost = play(table('2S 3D 5H', 'KS KD KH'), [0, { kind: 'SEE' }]);
    const result = act(lost, 0, { kind: 'SHOW' });
    expect(result.paidMinor).toBe(200);
    expect(result.state.end).toEqual({ winner: 1, by: 'SHOW', shown: [0, 1] });
    const tie = act(table('AS 7D 2H', 'AD 7C 2S'), 0, { kind: 'SHOW' });
    expect(tie.paidMinor).toBe(100);
    expect(tie.state.end?.winner).toBe(1);
  });

  it('lets a seen player ask the previous seen player for a side show, who may refuse', () => {
    let state = play(
      table('AS AD AH', 'KS KD KH', '2S 3D 5H'),
      [0, { kind: 'SEE' }],
      [1, { kind: 'SEE' }],
      [0, { kind: 'CHAAL', raise: false }],
    );
    expect(codeOf(() => act(state, 1, { kind: 'SIDE_SHOW' }))).toBe(undefined);
    const asked = act(state, 1, { kind: 'SIDE_SHOW' });
    expect(asked.paidMinor).toBe(200);
    expect(asked.state.sideShow).toEqual({ from: 1, to: 0 });
    expect(waitingFor(asked.state)).toBe(0);
    expect(codeOf(() => act(asked.state, 2, { kind: 'CHAAL', raise: false }))).toBe(
      'SIDE_SHOW_PENDING',
    );
    expect(codeOf(() => act(asked.state, 2, { kind: 'SIDE_SHOW_ANSWER', accept: true }))).toBe(
      'NO_SIDE_SHOW',
    );
    const refused = act(asked.state, 0, { kind: 'SIDE_SHOW_ANSWER', accept: false }).state;
    expect(refused.players.map((player) => player.status)).toEqual(['SEEN', 'SEEN', 'BLIND']);
    expect(refused.turn).toBe(2);
    expect(maySeeCards(refused, 0, 1)).toBe(false);
    const accepted = act(asked.state, 0, { kind: 'SIDE_SHOW_ANSWER', accept: true }).state;
    expect(accepted.players[1]!.status).toBe('PACKED');
    expect(accepted.turn).toBe(2);
    // The two saw each other's cards; the third saw neither.
    expect([maySeeCards(accepted, 0, 1), maySeeCards(accepted, 1, 0)]).toEqual([true, true]);
    expect([maySeeCards(accepted, 2, 0), maySeeCards(accepted, 2, 1)]).toEqual([false, false]);
    state = play(
      table('AS AD AH', 'KS KD KH', '2S 3D 5H'),
      [1, { kind: 'SEE' }],
      [0, { kind: 'CHAAL', raise: false }],
    );
    expect(codeOf(() => act(state, 1, { kind: 'SIDE_SHOW' }))).toBe('SIDE_SHOW_NEEDS_SEEN');
    const two = play(table('AS AD AH', 'KS KD KH'), [0, { kind: 'SEE' }], [1, { kind: 'SEE' }]);
    expect(codeOf(() => act(two, 0, { kind: 'SIDE_SHOW' }))).toBe('SIDE_SHOW_NEEDS_THREE');
  });

  it('packs the player on turn when the timer runs out, and refuses an unanswered side show', () => {
    const state = timeOut(table('AS AD AH', 'KS KD KH', '2S 3D 5H')).state;
    expect(state.players[0]!.status).toBe('PACKED');
    expect(state.turn).toBe(1);
    const asked = play(
      table('AS AD AH', 'KS KD KH', '2S 3D 5H'),
      [0, { kind: 'SEE' }],
      [1, { kind: 'SEE' }],
      [0, { kind: 'CHAAL', raise: false }],
      [1, { kind: 'SIDE_SHOW' }],
    );
    const refused = timeOut(asked).state;
    expect(refused.sideShow).toBeNull();
    expect(refused.players.every((player) => player.status !== 'PACKED')).toBe(true);
    expect(refused.turn).toBe(2);
  });

  it('shows a player their own cards once seen, and a show’s cards to all once over', () => {
    const state = table('AS AD AH', 'KS KD KH', '2S 3D 5H');
    expect(maySeeCards(state, 0, 0)).toBe(false);
    const seen = act(state, 0, { kind: 'SEE' }).state;
    expect([maySeeCards(seen, 0, 0), maySeeCards(seen, 1, 0)]).toEqual([true, false]);
    const over = play(seen, [0, { kind: 'PACK' }], [1, { kind: 'SHOW' }]);
    expect(over.end?.shown).toEqual([1, 2]);
    // A packed hand that was not shown stays hidden from the others.
    expect([maySeeCards(over, 0, 1), maySeeCards(over, 0, 2), maySeeCards(over, 1, 0)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('never changes the state it was given', () => {
    const state = table('AS AD AH', 'KS KD KH');
    const before = JSON.stringify(state);
    act(state, 0, { kind: 'CHAAL', raise: true });
    act(state, 1, { kind: 'SEE' });
    expect(JSON.stringify(state)).toBe(before);
  });
});
