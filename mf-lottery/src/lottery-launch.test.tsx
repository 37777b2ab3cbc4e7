import { setupI18n, type LotteryCard, type OpenedNumero } from '@site/shared';
import { MemoryRouter, useLocation } from '@site/shared/router';
import { okEnvelope, startTestApi, TestQueryProvider, type TestServer } from '@site/shared/testing';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { addTranslations } from './i18n/translations';
import { LotteryPage } from './lottery-page.component';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const card = (
  gameCode: string,
  prizeMode: LotteryCard['prizeMode'],
  gameId: number,
): LotteryCard => ({
  gameId,
  gameCode,
  gameName: { en: `Game ${gameCode}`, bn: `গেম ${gameCode}` },
  prizeMode,
  drawIntervalSeconds: 60,
  vendor: 'TCG_LOTTO_VN',
  nextDrawAt: later(60),
  resultFormat: prizeMode === 'Lott' ? 'NORTH' : null,
  closesAt: later(50),
  latest: null,
});
const FAST = card('VN_FAST_1M', 'Lott', 1);
const OTHER = card('ZY_QUICK', 'ZY', 2);
const numero: OpenedNumero = {
  game: FAST,
  open: { period: '202611240001', drawAt: later(60), closesAt: later(50), commitment: 'c0ffee' },
  serverTime: new Date().toISOString(),
  betTypes: [
    { betType: 'LO2', size: 1, digits: 2, unit: 27, odds: 80 },
    { betType: 'DE', size: 1, digits: 2, unit: 1, odds: 70 },
  ],
  limits: { minStake: 1, maxStakePerNumber: 1000, maxTotalPerDraw: 100000, maxLines: 100 },
};

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  addTranslations();
  server = await startTestApi(
    (request) => {
      if (request.path === '/lgw/vn/games/game_menu') {
        const mode = request.query.get('prizeMode');
        return okEnvelope({
          list: [FAST, OTHER].filter((game) => !mode || game.prizeMode === mode),
        });
      }
      if (request.path === '/lgw/games/popular') return okEnvelope({ list: [FAST] });
      if (request.path === '/lotto/lgw/games/opened/numero') return okEnvelope(numero);
      if (request.path === '/lgw/vn/numeros/opened/game') return okEnvelope({ list: [] });
      return undefined;
    },
    () => null,
  );
});
afterAll(() => server.close());

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

const renderAt = (url: string) => {
  const query = new URL(url, 'http://site.test').searchParams;
  return render(
    <TestQueryProvider>
      <MemoryRouter initialEntries={[url]}>
        <LotteryPage
          pageType="lottery"
          gameCode={query.get('gameCode')}
          vendor={query.get('vendor')}
          playType={query.get('playType')}
        />
        <Where />
      </MemoryRouter>
    </TestQueryProvider>,
  );
};

it('opens a game on the bet type the launch names (playType)', async () => {
  renderAt('/lottery?gameCode=VN_FAST_1M&lottoView=betting&playType=DE');
  const types = await screen.findByRole('group', { name: 'Bet type' });
  expect(within(types).getByRole('radio', { name: /^Đề/ })).toBeChecked();
});

it('opens the game the lobby launch names as lottoGameCode, on lô when playType is unknown', async () => {
  renderAt('/lottery?lottoGameCode=VN_FAST_1M&lottoView=betting&playType=NOPE');
  const types = await screen.findByRole('group', { name: 'Bet type' });
  expect(within(types).getByRole('radio', { name: /^Lô/ })).toBeChecked();
});

it('opens the menu on the launch prize mode, and a card launches with the spec fields', async () => {
  renderAt('/lottery?lottoPrizeMode=ZY');
  expect(await screen.findByText('Game ZY_QUICK')).toBeInTheDocument();
  expect(screen.queryByText('Game VN_FAST_1M')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: /Lott/ }));
  const fast = (await screen.findByText('Game VN_FAST_1M')).closest('article, li') as HTMLElement;
  fireEvent.click(within(fast).getByRole('button', { name: 'Play' }));
  const launched = new URL(location, 'http://site.test').searchParams;
  expect(Object.fromEntries(launched)).toMatchObject({
    gameCode: 'VN_FAST_1M',
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'Lott',
    lottoGameCode: 'VN_FAST_1M',
    lottoView: 'betting',
    device: 'WEB',
    language: 'en',
    backUrl: '/lottery?lottoPrizeMode=ZY',
  });
});
