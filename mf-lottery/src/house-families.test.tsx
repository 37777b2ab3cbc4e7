import { localizeDigits, setupI18n, type LotteryBet } from '@site/shared';
import {
  nonBengaliTexts,
  okEnvelope,
  startTestApi,
  switchTestLanguage,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { BettingPanel } from './features/betting/betting-panel.component';
import { MyBets } from './features/betting/my-bets.component';
import { addTranslations } from './i18n/translations';
import { later, lotteryCard, openedNumero } from './testing/lottery-fixtures';
import { FamilyResult } from './ui/family-result.component';
import { resultFacts } from './ui/family-result-rules';

/**
 * The fast families on the page (issue 40 item 12): what each result says, a result read as
 * separate numbers in Bengali, the WinGo board's choices as toggle buttons on the slip, and a
 * bet labelled by its net result (a ৳80 return on ৳135 is not "won").
 */
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const WINGO = lotteryCard({
  gameId: 7,
  gameCode: 'WINGO_1M',
  gameName: { en: 'WinGo 1 Min', bn: 'উইনগো ১ মিনিট' },
  prizeMode: 'Elott',
  vendor: 'TCGE',
  resultFormat: 'WINGO',
});
const numero = openedNumero(
  WINGO,
  [
    {
      betType: 'WINGO_COLOUR',
      size: 1,
      digits: 0,
      unit: 1,
      odds: 200,
      choices: [
        { value: 'GREEN', payout: 2 },
        { value: 'RED', payout: 2 },
      ],
    },
    {
      betType: 'WINGO_NUMBER',
      size: 1,
      digits: 0,
      unit: 1,
      odds: 900,
      choices: Array.from({ length: 10 }, (_, n) => ({ value: String(n), payout: 9 })),
    },
  ],
  '202612010101',
);
const settled = (overrides: Partial<LotteryBet>): LotteryBet => ({
  betId: '1',
  gameCode: 'K3_1M',
  gameName: { en: 'K3 Dice 1 Min', bn: 'কে৩ ১ মিনিট' },
  period: '202612010102',
  drawAt: later(-60),
  betType: 'K3_SUM',
  lines: [['9']],
  stake: 135,
  unit: 1,
  odds: 9600,
  total: 135,
  win: 80,
  status: 'WON',
  outcome: 'RETURNED',
  resultFormat: 'K3',
  result: ['2', '2', '5'],
  createdAt: later(-120),
  settledAt: later(-59),
  ...overrides,
});
let bets: LotteryBet[] = [];

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
  server = await startTestApi(
    (request) => {
      if (request.path === '/lotto/lgw/games/opened/numero') return okEnvelope(numero);
      if (request.path === '/lotto/lgw/bets') return okEnvelope({ list: bets, total: bets.length });
      return undefined;
    },
    () => 'token',
  );
});
afterAll(() => server.close());
afterEach(() => switchTestLanguage('en'));

it('reads each family’s result as the API pays it', () => {
  expect(resultFacts('WINGO', ['5'])).toMatchObject({ colours: ['GREEN', 'VIOLET'], size: 'BIG' });
  expect(resultFacts('WINGO', ['0'])).toMatchObject({ colours: ['RED', 'VIOLET'], size: 'SMALL' });
  expect(resultFacts('K3', ['2', '2', '5'])).toMatchObject({
    sum: 9,
    size: 'SMALL',
    parity: 'ODD',
  });
  expect(resultFacts('K3', ['6', '6', '6'])).toMatchObject({ size: 'TRIPLE', parity: null });
  expect(resultFacts('SSC', ['9', '9', '5', '0', '0'])).toMatchObject({ sum: 23, size: 'BIG' });
  expect(resultFacts('PK10', ['06', '01'])).toMatchObject({ winner: '06', size: 'BIG' });
  const middle = Array.from({ length: 20 }, () => '40').concat(['10']);
  expect(resultFacts('KENO', middle)).toMatchObject({ sum: 810, size: 'MIDDLE' });
});

it('shows a result in Bengali digits, each number apart for a screen reader', async () => {
  await switchTestLanguage('bn');
  const { container } = render(
    <>
      <FamilyResult format="K3" numbers={['2', '2', '5']} />
      <FamilyResult format="SSC" numbers={['6', '8', '9', '7', '5']} />
      <FamilyResult format="PK10" numbers={['03', '10', '01']} />
      <FamilyResult format="WINGO" numbers={['5']} />
    </>,
  );
  expect(nonBengaliTexts(container)).toEqual([]);
  const text = container.textContent ?? '';
  expect(text).toContain(['২', '২', '৫'].join(', '));
  expect(text).toContain(['৬', '৮', '৯', '৭', '৫'].join(', '));
  expect(text).toContain(`যোগফল ${localizeDigits('9', 'bn')}`);
  expect(text).toContain('সবুজ · বেগুনি · বড়');
});

it('plays WinGo: colour choices are toggle buttons, each a line of the slip', async () => {
  render(
    <TestQueryProvider>
      <BettingPanel gameCode="WINGO_1M" />
    </TestQueryProvider>,
  );
  const types = await screen.findByRole('group', { name: 'Bet type' });
  expect(within(types).getByRole('radio', { name: /^Colour/ })).toBeChecked();
  const green = screen.getByRole('button', { name: 'Green, ×2' });
  fireEvent.click(green);
  expect(green).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Red, ×2' }));
  const slip = screen.getByTestId('lottery-slip');
  expect(
    within(slip)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('Green'), expect.stringContaining('Red')]);
  fireEvent.click(within(types).getByRole('radio', { name: /^Number/ }));
  expect(screen.getAllByRole('button', { name: /, ×9$/ })).toHaveLength(10);
});

it('labels a bet by its net result: returned, won or lost', async () => {
  bets = [
    settled({ betId: '1' }),
    settled({ betId: '2', win: 207.36, outcome: 'WON', lines: [['3']] }),
    settled({ betId: '3', win: 0, status: 'LOST', outcome: 'LOST', lines: [['4']] }),
  ];
  render(
    <TestQueryProvider>
      <MyBets gameCode="K3_1M" />
    </TestQueryProvider>,
  );
  const labels = await screen.findAllByTestId('lottery-bet-status');
  // The currency symbol is the balance's (none in this test).
  expect(labels.map((label) => label.textContent)).toEqual([
    expect.stringMatching(/^Returned \D*80\.00 of \D*135\.00$/),
    expect.stringMatching(/^Won: \D*207\.36 back$/),
    'Lost',
  ]);
  expect(screen.getAllByTestId('lottery-family-result')).toHaveLength(3);
});
