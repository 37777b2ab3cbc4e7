import { FairStream, serverSeedHash } from '@site/house-games/fair';
import { teenPatti } from '@site/house-games/engines';
import { hand, player } from '../../../testing/teen-patti-fixtures';
import { checkDeal } from './fair-deal';

const SEED = '5e'.repeat(32);
const dealt = teenPatti.dealHands(
  new FairStream({ serverSeed: SEED, clientSeed: 'teenpatti:7', nonce: 3 }),
  2,
);
/** A finished hand of two as the API answers it: the seed revealed, the show's cards shown. */
const finished = (overrides = {}) =>
  hand({
    state: 'FINISHED',
    serverSeed: SEED,
    serverSeedHash: serverSeedHash(SEED),
    players: [
      player(0, { you: true, status: 'SEEN', cards: dealt[0]! }),
      player(1, { status: 'PACKED', cards: dealt[1]! }),
    ],
    ...overrides,
  });

describe('checkDeal', () => {
  it('recomputes the deal from the revealed seed and finds the hash and the cards shown', () => {
    expect(checkDeal(finished())).toEqual({ hashMatches: true, cardsMatch: true, dealt });
  });

  it('checks only the hands the member was shown', () => {
    const hidden = finished({
      players: [player(0, { you: true, cards: dealt[0]! }), player(1, { cards: null })],
    });
    expect(checkDeal(hidden)).toMatchObject({ hashMatches: true, cardsMatch: true });
  });

  it('finds a seed that is not the committed one, and cards the seed does not deal', () => {
    expect(checkDeal(finished({ serverSeedHash: 'f'.repeat(64) }))?.hashMatches).toBe(false);
    const swapped = finished({
      players: [player(0, { you: true, cards: dealt[1]! }), player(1, { cards: dealt[0]! })],
    });
    expect(checkDeal(swapped)?.cardsMatch).toBe(false);
  });

  it('has nothing to check while the seed is secret', () => {
    expect(checkDeal(hand())).toBeNull();
  });
});
