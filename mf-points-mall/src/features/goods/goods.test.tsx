import { getEventBus, setupI18n, type PointReward } from '@site/shared';
import { okEnvelope, startTestApi, TestQueryProvider, type TestServer } from '@site/shared/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Goods, type Viewer } from './goods.component';
import { addGoodsTranslations } from './i18n/goods-translations';

const reward = (id: number, points: number, stock = 5): PointReward => ({
  id,
  sku: `SKU${id}`,
  name: { en: `Reward ${id}`, bn: `পুরস্কার ${id}` },
  details: { en: '', bn: '' },
  category: 'voucher',
  points,
  stock,
  maxPerRedemption: 3,
  imageKey: 'voucher',
  imageUrl: '/assets/points/voucher.svg',
});
const goods = [reward(1, 300), reward(2, 500), reward(3, 100, 0)];

let server: TestServer;
beforeAll(async () => {
  await setupI18n('en');
  addGoodsTranslations();
  server = await startTestApi(
    (request) =>
      request.path === '/wps/relay/MCS2_getPointReward' || request.path === '/wps/pointMall/goods'
        ? okEnvelope({ list: goods, total: goods.length, totalPages: 1 })
        : undefined,
    () => 'tok-1',
  );
});
afterAll(() => server.close());

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

const renderGoods = (viewer: Viewer) =>
  render(
    <TestQueryProvider>
      <Goods viewer={viewer} />
    </TestQueryProvider>,
  );

it('says what a member cannot afford yet, and how many points are missing', async () => {
  renderGoods({ kind: 'member', balance: 400 });
  const affordable = within(await card('Reward 1'));
  expect(affordable.getByRole('button', { name: 'Redeem Reward 1' })).toBeEnabled();
  const dear = within(await card('Reward 2'));
  expect(dear.getByText('100 more points needed')).toBeInTheDocument();
  expect(dear.getByRole('button', { name: 'Redeem Reward 2' })).toBeDisabled();
  expect(dear.getByRole('button')).toHaveTextContent('Not enough points');
  const soldOut = within(await card('Reward 3'));
  expect(soldOut.getByRole('button')).toHaveTextContent('Sold out');
});

it('lets a visitor look and asks them to log in to redeem', async () => {
  const opened: string[] = [];
  const subscription = getEventBus()
    .commands('open-login')
    .subscribe(({ reason }) => opened.push(reason));
  renderGoods({ kind: 'guest' });
  const dear = within(await card('Reward 2'));
  expect(dear.queryByText(/more points needed/)).not.toBeInTheDocument();
  fireEvent.click(dear.getByRole('button', { name: 'Redeem Reward 2' }));
  expect(opened).toEqual(['points-mall']);
  subscription.unsubscribe();
});
