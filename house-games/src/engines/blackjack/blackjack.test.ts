import type { Card } from '../cards.js';
import { rngDealing, seededRng } from '../../sim/sources.js';
import {
  act,
  deal,
  extraStakeFor,
  legalActions,
  playerView,
  replay,
  type BlackjackAction,
} from './blackjack.engine.js';
import { BLACKJACK_RULES, PAYOUTS } from './blackjack.paytable.js';
import { basicStrategy } from './blackjack.strategy.js';
import { maxPayoutMultiplier, themeFor } from './blackjack.theme.js';

const theme = themeFor('TG_BLACKJACK_1');
const stakeMinor = theme.bet.minMinor * 10;
const cards = (text: string) => text.split(' ') as Card[];
/** Deals player, dealer up, player, dealer hole, then the rest in order. */
const table = (text: string) => rngDealing(cards(text), theme.decks);

describe('blackjack', () => {
  it('pays a natural 3:2 at once', () => {
    const round = deal(theme, table('AS 9D KH 7C'), stakeMinor);
    expect(round.phase).toBe('settled');
    expect(round.settlement).toMatchObject({ outcomes: ['blackjack'], winMinor: stakeMinor * 2.5 });
  });

  it('pushes a natural against the dealer’s, and takes every other hand when the dealer has one', () => {
    expect(deal(theme, table('AS KD KH AC'), stakeMinor).settlement).toMatchObject({
      outcomes: ['push'],
      winMinor: stakeMinor,
    });
    expect(deal(theme, table('9S KD KH AC'), stakeMinor).settlement).toMatchObject({
      outcomes: ['lose'],
      winMinor: 0,
    });
  });

  it('offers insurance under an ace and pays it 2:1 when the dealer has blackjack', () => {
    const offered = deal(theme, table('9S AD KH KC'), stakeMinor);
    expect(offered.phase).toBe('insurance');
    expect(legalActions(offered)).toEqual(['insure', 'decline-insurance']);
    expect(extraStakeFor(offered, 'insure')).toBe(stakeMinor / 2);
    const insured = act(theme, offered, seededRng(1), 'insure');
    expect(insured.settlement).toMatchObject({
      outcomes: ['lose'],
      insurancePayoutMinor: (stakeMinor / 2) * 3,
      stakedMinor: stakeMinor * 1.5,
      winMinor: (stakeMinor / 2) * 3,
    });
  });

  it('loses the insurance and plays on when the dealer has no blackjack; the dealer stands on soft 17', () => {
    const rng = table('9S AD KH 6C');
    const insured = act(theme, deal(theme, rng, stakeMinor), rng, 'insure');
    expect(insured.phase).toBe('player');
    const stood = act(theme, insured, rng, 'stand');
    expect(stood.dealer).toEqual(cards('AD 6C'));
    expect(stood.settlement).toMatchObject({
      outcomes: ['win'],
      insurancePayoutMinor: 0,
      winMinor: stakeMinor * 2,
    });
  });

  it('splits a pair into two hands with a second stake, each played and paid on its own', () => {
    const rng = table('8S 6D 8H TC 3C KD TS 9H');
    const dealt = deal(theme, rng, stakeMinor);
    expect(legalActions(dealt)).toEqual(['hit', 'stand', 'double', 'split']);
    expect(extraStakeFor(dealt, 'split')).toBe(stakeMinor);
    const split = act(theme, dealt, rng, 'split');
    expect(split.hands.map((hand) => hand.cards)).toEqual([cards('8S 3C'), cards('8H KD')]);
    expect(legalActions(split)).not.toContain('split');
    const doubled = act(theme, split, rng, 'double'); // 8 3 + T = 21
    expect(doubled.active).toBe(1);
    const done = act(theme, doubled, rng, 'stand'); // dealer 6 T + 9 = 25
    expect(done.settlement).toMatchObject({
      outcomes: ['win', 'win'],
      stakedMinor: stakeMinor * 3,
      winMinor: stakeMinor * 6,
    });
  });

  describe('split aces (BLACKJACK_RULES.splitAcesTakeOneCardEach, twentyOneAfterSplitIsBlackjack)', () => {
    it('follow the rules the paytable states', () => {
      expect(BLACKJACK_RULES.splitAcesTakeOneCardEach).toBe(true);
      expect(BLACKJACK_RULES.twentyOneAfterSplitIsBlackjack).toBe(false);
    });

    it('take one card each and settle at once: no hit, double or stand on them', () => {
      const rng = table('AS 9D AH 9C KD 5H');
      const dealt = deal(theme, rng, stakeMinor);
      expect(legalActions(dealt)).toContain('split');
      const split = act(theme, dealt, rng, 'split');
      expect(split.hands.map((hand) => hand.cards)).toEqual([cards('AS KD'), cards('AH 5H')]);
      expect(split.phase).toBe('settled');
      expect(legalActions(split)).toEqual([]);
      for (const action of ['hit', 'double', 'stand'] as const)
        expect(() => act(theme, split, rng, action)).toThrow('not allowed');
      // A 21 on a split ace wins 1:1 against the dealer's 18; the soft 16 loses.
      expect(split.settlement).toMatchObject({
        outcomes: ['win', 'lose'],
        stakedMinor: stakeMinor * 2,
        winMinor: stakeMinor * PAYOUTS.win,
      });
    });

    it('pay a 21 as a plain 21: it pushes against a dealer 21 of three cards, where a blackjack would win 3:2', () => {
      const rng = table('AS 6D AH TC KD QH 5S');
      const split = act(theme, deal(theme, rng, stakeMinor), rng, 'split');
      expect(split.hands.map((hand) => hand.cards)).toEqual([cards('AS KD'), cards('AH QH')]);
      expect(split.dealer).toEqual(cards('6D TC 5S'));
      expect(split.settlement).toMatchObject({
        outcomes: ['push', 'push'],
        winMinor: stakeMinor * 2 * PAYOUTS.push,
      });
    });
  });

  it('loses a hand over 21 at once, the dealer drawing nothing', () => {
    const rng = table('TS 6D 6H AC 9C');
    const bust = act(theme, deal(theme, rng, stakeMinor), rng, 'hit');
    expect(bust.settlement).toMatchObject({ outcomes: ['lose'], winMinor: 0 });
    expect(bust.dealer).toEqual(cards('6D AC'));
    expect(() => act(theme, bust, rng, 'hit')).toThrow('not allowed');
  });

  it('replays a round from its stream and actions', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const rng = seededRng(seed);
      const actions: BlackjackAction[] = [];
      let state = deal(theme, rng, stakeMinor);
      while (state.phase !== 'settled') {
        const action = basicStrategy(state);
        actions.push(action);
        state = act(theme, state, rng, action);
      }
      expect(replay(theme, seededRng(seed), stakeMinor, actions)).toEqual(state);
      expect(state.settlement!.winMinor).toBeLessThanOrEqual(
        stakeMinor * maxPayoutMultiplier(theme),
      );
    }
  });

  it('plays basic strategy: doubles 11 against a 6, stands 16 against a 6, splits eights', () => {
    expect(basicStrategy(deal(theme, table('5S 6D 6H 9C'), stakeMinor))).toBe('double');
    expect(basicStrategy(deal(theme, table('TS 6D 6H 9C'), stakeMinor))).toBe('stand');
    expect(basicStrategy(deal(theme, table('8S TD 8H 9C'), stakeMinor))).toBe('split');
  });

  it('shows the player neither the shoe nor the hole card until the round is over', () => {
    const open = deal(theme, table('9S 6D KH 7C'), stakeMinor);
    expect(playerView(open)).not.toHaveProperty('shoe');
    expect(playerView(open).dealer).toEqual(['6D', null]);
    expect(playerView(open).legalActions).toEqual(['hit', 'stand', 'double']);
    const settled = act(theme, open, seededRng(1), 'stand');
    expect(playerView(settled).dealer.slice(0, 2)).toEqual(['6D', '7C']);
  });
});
