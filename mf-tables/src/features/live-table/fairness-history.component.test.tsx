import type { LiveRound } from '@site/contracts';
import { setupI18n } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { TABLE_ENGINES } from '@site/house-games/engines';
import { FairStream, serverSeedHash } from '@site/house-games/fair';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { FairnessHistory } from './fairness-history.component';
import { addLiveTableTranslations } from './i18n/live-table-translations';

const TABLE = { code: 'DRAGON_TIGER_1', game: 'DRAGON_TIGER' } as const;
const seedOf = (roundNo: number) => roundNo.toString(16).padStart(2, '0').repeat(32);

/** A round as the API reveals it: the engine's play of its own seed's stream. */
function revealed(roundNo: number): LiveRound {
  const engine = TABLE_ENGINES.DRAGON_TIGER;
  const seed = seedOf(roundNo);
  const outcome = engine.play(
    new FairStream({ serverSeed: seed, clientSeed: TABLE.code, nonce: roundNo }),
  ) as never;
  return {
    roundNo,
    state: 'SETTLED',
    openedAt: '2026-12-07T08:00:00.000Z',
    closesAt: '2026-12-07T08:00:10.000Z',
    resultDueAt: '2026-12-07T08:00:13.000Z',
    serverSeedHash: serverSeedHash(seed),
    posted: null,
    outcome: JSON.parse(JSON.stringify(outcome)),
    winner: engine.winnerOf(outcome),
    resultedAt: '2026-12-07T08:00:13.000Z',
    serverSeed: seed,
  };
}

/** Round 40 as a dishonest server would reveal it: another seed than the one committed. */
const forged: LiveRound = { ...revealed(40), serverSeed: seedOf(0x4f) };

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
  addLiveTableTranslations();
  server = await startTestApi((request) => {
    const base = `/live/tables/${TABLE.code}/rounds`;
    if (request.path === base)
      return okEnvelope(
        request.query.get('beforeRoundNo') === '40'
          ? { list: [revealed(39)], nextBeforeRoundNo: null }
          : { list: [revealed(41), forged], nextBeforeRoundNo: 40 },
      );
    if (request.path === `${base}/39`) return okEnvelope(revealed(39));
    if (request.path.startsWith(`${base}/`))
      return failureEnvelope(404, 'LIVE_ROUND_NOT_FOUND', 'No such round', { roundNo: 77 });
    return undefined;
  });
});
afterAll(() => server.close());

const rowOf = (label: string) =>
  screen.getByRole('button', { name: `Verify ${label}` }).closest('li') as HTMLElement;

describe("the table's fairness history", () => {
  it('verifies a past round, not only the last, and finds a forged seed', async () => {
    render(<FairnessHistory table={TABLE} pushed={[]} />, { wrapper: TestQueryProvider });
    await screen.findByRole('button', { name: 'Verify Round 41' });
    expect(screen.queryByText('Round 39')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Verify Round 39' }));
    expect(
      await within(rowOf('Round 39')).findByText(/^Verified: the seed is the committed one/),
    ).toBeInTheDocument();
    expect(rowOf('Round 39')).toHaveAttribute('data-verdict', 'ok');
    expect(screen.getByTestId('fair-said')).toHaveTextContent('Round 39: verified.');
    expect(server.requests.map((request) => request.query.get('beforeRoundNo'))).toEqual([
      null,
      '40',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Verify Round 40' }));
    const row = rowOf('Round 40');
    expect(await within(row).findByText(/^Does not match/)).toBeInTheDocument();
    expect(row).toHaveAttribute('data-verdict', 'bad');
    expect(row).toHaveTextContent('is NOT the hash committed before');
    expect(screen.getByTestId('fair-said')).toHaveTextContent('Round 40: does not match.');
  });

  it('checks a round by its number, typed in Bengali digits, and says when there is none', async () => {
    render(<FairnessHistory table={TABLE} pushed={[]} />, { wrapper: TestQueryProvider });
    const lookup = await screen.findByTestId('round-lookup');
    const field = within(lookup).getByLabelText('Check a round by number');
    fireEvent.change(field, { target: { value: 'forty' } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Check' }));
    expect(within(lookup).getByRole('alert')).toHaveTextContent('Type a round number');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: '৩৯' } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Check' }));
    const found = await within(lookup).findByTestId('fair-row');
    expect(await within(found).findByText(/^Verified/)).toBeInTheDocument();
    expect(found).toHaveTextContent(revealed(39).serverSeed!);

    fireEvent.change(field, { target: { value: '77' } });
    fireEvent.click(within(lookup).getByRole('button', { name: 'Check' }));
    expect(await within(lookup).findByTestId('round-lookup-error')).toHaveTextContent(
      'This table has no such round with its result out',
    );
  });
});
