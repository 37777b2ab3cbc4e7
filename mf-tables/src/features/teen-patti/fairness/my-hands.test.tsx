import type { TeenPattiPlayedHand } from '@site/contracts';
import { getEventBus, setupI18n } from '@site/shared';
import { okEnvelope, startTestApi, TestQueryProvider, type TestServer } from '@site/shared/testing';
import { FairStream, serverSeedHash } from '@site/house-games/fair';
import { teenPatti } from '@site/house-games/engines';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { hand, player } from '../../../testing/teen-patti-fixtures';
import { addTranslations } from '../../../i18n/translations';
import { addTeenPattiTranslations } from '../i18n/teen-patti-translations';
import { MyHands } from './my-hands.component';
import { yourResult } from './my-hands';

const SEED = '7d'.repeat(32);
const dealt = teenPatti.dealHands(
  new FairStream({ serverSeed: SEED, clientSeed: 'teenpatti:7', nonce: 3 }),
  2,
);
/** A hand the member won at a show: both hands shown, the seed revealed. */
const shown = (overrides = {}) =>
  hand({
    state: 'FINISHED',
    pot: 25,
    rake: 1.25,
    winnerSeat: 0,
    endedBy: 'SHOW',
    turnSeat: null,
    turnDeadline: null,
    yourChaal: null,
    yourRaise: null,
    serverSeed: SEED,
    serverSeedHash: serverSeedHash(SEED),
    players: [
      player(0, { you: true, status: 'SEEN', staked: 15, cards: dealt[0]! }),
      player(1, { status: 'BLIND', staked: 10, cards: dealt[1]! }),
    ],
    ...overrides,
  });

describe("the member's result in a hand", () => {
  it('is the pot less the rake when they won, their stakes when they lost', () => {
    expect(yourResult(shown())).toEqual({ won: true, paid: 23.75 });
    expect(yourResult(shown({ winnerSeat: 1 }))).toEqual({ won: false, lost: 15 });
    expect(yourResult(shown({ players: [player(0), player(1)] }))).toBeNull();
  });
});

describe('my hands', () => {
  let server: TestServer;
  const played = (id: string, overrides = {}): TeenPattiPlayedHand => ({
    tableId: '7',
    tableName: 'Boot 1',
    finishedAt: '2026-12-07T08:00:00.000Z',
    hand: shown({ id, handNo: Number(id), ...overrides }),
  });
  beforeAll(async () => {
    await setupI18n('en');
    addTranslations();
    addTeenPattiTranslations();
    getEventBus().setState('balance', { sumBalance: 100, currencySymbol: '৳' });
    server = await startTestApi(
      (request) =>
        request.path === '/teenpatti/hands'
          ? okEnvelope({
              // Hand 3's cards are not the ones its seed deals: swapped between the players.
              list: [
                played('4'),
                played('3', {
                  players: [
                    player(0, { you: true, status: 'SEEN', staked: 15, cards: dealt[1]! }),
                    player(1, { status: 'BLIND', staked: 10, cards: dealt[0]! }),
                  ],
                }),
              ],
              nextBeforeId: null,
            })
          : undefined,
      () => 'tok-member',
    );
  });
  afterAll(() => server.close());

  it('lists the hands with their result, verifies one and finds cards its seed does not deal', async () => {
    render(<MyHands />, { wrapper: TestQueryProvider });
    const verify = await screen.findByRole('button', { name: 'Verify Boot 1 · hand 4' });
    const row = verify.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('You won ৳ 23.75');
    fireEvent.click(verify);
    expect(await within(row).findByText(/^Verified/)).toBeInTheDocument();
    expect(within(row).getByText('Deal recomputed in your browser')).toBeInTheDocument();

    const tampered = screen.getByRole('button', { name: 'Verify Boot 1 · hand 3' });
    fireEvent.click(tampered);
    const bad = tampered.closest('li') as HTMLElement;
    expect(await within(bad).findByText(/^Does not match/)).toBeInTheDocument();
    expect(bad).toHaveTextContent('gives a different result');
    expect(screen.getByTestId('fair-said')).toHaveTextContent('Boot 1 · hand 3: does not match.');
    expect(server.requests[0]?.query.get('limit')).toBe('10');
  });
});
