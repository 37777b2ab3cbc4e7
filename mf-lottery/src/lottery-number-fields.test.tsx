import { setupI18n, type LotteryDraw } from '@site/shared';
import { MemoryRouter } from '@site/shared/router';
import { okEnvelope, startTestApi, TestQueryProvider, type TestServer } from '@site/shared/testing';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { addTranslations } from './i18n/translations';
import { LotteryPage } from './lottery-page.component';
import { later, lotteryCard, openedNumero } from './testing/lottery-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const GAME = lotteryCard();
const numero = openedNumero(GAME, [{ betType: 'CANG3', size: 1, digits: 3, unit: 1, odds: 900 }]);
// A NORTH result has 27 numbers; the special prize comes first.
const drawn: LotteryDraw = {
  period: '202611240001',
  drawAt: later(-60),
  commitment: 'c0ffee',
  status: 'DRAWN',
  numbers: ['98765', ...Array.from({ length: 26 }, () => '11111')],
  salt: null,
};

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
  server = await startTestApi(
    (request) => {
      if (request.path === '/lotto/lgw/games/opened/numero') return okEnvelope(numero);
      if (request.path === '/lgw/vn/numeros/opened/game') return okEnvelope({ list: [drawn] });
      if (request.path === '/lgw/vn/games/game_menu') return okEnvelope({ list: [GAME] });
      if (request.path === '/lgw/games/popular') return okEnvelope({ list: [GAME] });
      return undefined;
    },
    () => null,
  );
});
afterAll(() => server.close());

beforeEach(() => {
  render(
    <TestQueryProvider>
      <MemoryRouter initialEntries={['/lottery?gameCode=VN_FAST_1M&lottoView=betting']}>
        <LotteryPage pageType="lottery" gameCode="VN_FAST_1M" vendor={null} playType="CANG3" />
      </MemoryRouter>
    </TestQueryProvider>,
  );
});

it('takes only digits in the 3-digit number: a letter leaves the field as it was', async () => {
  const field = await screen.findByRole('textbox', { name: '3-digit number' });
  const add = screen.getByRole('button', { name: 'Add' });
  fireEvent.change(field, { target: { value: '12' } });
  expect(field).toHaveValue('12');
  fireEvent.change(field, { target: { value: '12x' } });
  expect(field).toHaveValue('12');
  expect(add).toBeDisabled();
  fireEvent.change(field, { target: { value: '123' } });
  expect(field).toHaveValue('123');
  expect(add).toBeEnabled();
  fireEvent.click(add);
  expect(field).toHaveValue('');
});

it('takes only digits in "check my number": a letter leaves the field and its answer as they were', async () => {
  const field = await screen.findByRole('textbox', { name: 'Check my number' });
  fireEvent.change(field, { target: { value: '65' } });
  expect(field).toHaveValue('65');
  const answer = screen.getByTestId('lottery-check-result');
  expect(answer).toHaveTextContent('Special prize');
  fireEvent.change(field, { target: { value: '65a' } });
  expect(field).toHaveValue('65');
  expect(answer).toHaveTextContent('Special prize');
});
