import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { startTestI18n } from '../../testing/i18n';
import { DataTable, type TableColumn, type TablePage } from './data-table';
import { nextSort, pageCount, pageRange, useTableState, type TableSort } from './table-state';

type Bet = { id: number; game: string; amount: number };
const BETS: Bet[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  game: `Game ${String(index + 1).padStart(2, '0')}`,
  amount: (index + 1) * 10,
}));

type Query = { page: number; pageSize: number; sort: TableSort | null };

/** Stands in for the API: sorts and pages on its side, answers when the test says so. */
function bettingServer(rows: Bet[]) {
  const pending: { query: Query; answer: () => void; fail: () => void }[] = [];
  const load = (query: Query) =>
    new Promise<TablePage<Bet>>((resolve, reject) => {
      const sorted = [...rows];
      if (query.sort) {
        const { key, direction } = query.sort;
        sorted.sort((a, b) => {
          const order = a[key as keyof Bet] > b[key as keyof Bet] ? 1 : -1;
          return direction === 'asc' ? order : -order;
        });
      }
      const start = (query.page - 1) * query.pageSize;
      pending.push({
        query,
        answer: () =>
          resolve({ rows: sorted.slice(start, start + query.pageSize), total: rows.length }),
        fail: () => reject(new ApiError('NETWORK', 'errors.NETWORK', null, '')),
      });
    });
  return { load, pending };
}

const COLUMNS: TableColumn<Bet>[] = [
  { key: 'game', header: 'Game', cell: (bet) => bet.game, sortable: true },
  { key: 'amount', header: 'Stake', cell: (bet) => bet.amount, sortable: true, align: 'end' },
];

function BettingRecord({ server }: { server: ReturnType<typeof bettingServer> }) {
  const table = useTableState({ pageSize: 10 });
  const [data, setData] = useState<TablePage<Bet> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setLoading(true);
    setError(null);
    server.load({ page: table.page, pageSize: table.pageSize, sort: table.sort }).then(
      (page) => {
        setData(page);
        setLoading(false);
      },
      (failure: ApiError) => {
        setError(failure);
        setLoading(false);
      },
    );
  }, [server, table.page, table.pageSize, table.sort, attempt]);
  return (
    <DataTable
      caption="Betting record"
      columns={COLUMNS}
      rowKey={(bet) => bet.id}
      data={data}
      loading={loading}
      error={error}
      onRetry={() => setAttempt((n) => n + 1)}
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={table.setPage}
      sort={table.sort}
      onSortChange={table.setSort}
    />
  );
}

const answer = async (server: ReturnType<typeof bettingServer>) => {
  await act(async () => server.pending.at(-1)!.answer());
};
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

it('paging and sorting arithmetic', () => {
  expect(nextSort(null, 'amount')).toEqual({ key: 'amount', direction: 'asc' });
  expect(nextSort({ key: 'amount', direction: 'asc' }, 'amount')).toEqual({
    key: 'amount',
    direction: 'desc',
  });
  expect(nextSort({ key: 'amount', direction: 'desc' }, 'game')).toEqual({
    key: 'game',
    direction: 'asc',
  });
  expect(pageCount(0, 10)).toBe(1);
  expect(pageCount(23, 10)).toBe(3);
  expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
  expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
});

describe('in EN', () => {
  beforeAll(() => startTestI18n('en'));

  it('shows skeleton rows until the first page, then pages on the server', async () => {
    const server = bettingServer(BETS);
    render(<BettingRecord server={server} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list…');
    await answer(server);

    expect(screen.getByRole('region', { name: 'Betting record' })).toHaveAttribute('tabindex', '0');
    expect(bodyRows()).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('1–10 of 23');
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(server.pending.at(-1)!.query).toMatchObject({ page: 2, pageSize: 10 });
    // The old rows stay (dimmed) while the next page loads; the buttons wait.
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await answer(server);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await answer(server);
    expect(bodyRows()).toHaveLength(3);
    expect(pager).toHaveTextContent('21–23 of 23');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('sorts on the server from the headers, says the order, and goes back to page 1', async () => {
    const server = bettingServer(BETS);
    render(<BettingRecord server={server} />);
    await answer(server);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await answer(server);

    const stake = screen.getByRole('columnheader', { name: /Stake/ });
    expect(stake).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(stake).getByRole('button'));
    expect(server.pending.at(-1)!.query).toEqual({
      page: 1,
      pageSize: 10,
      sort: { key: 'amount', direction: 'asc' },
    });
    await answer(server);
    expect(stake).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(stake).getByRole('button'));
    await answer(server);
    expect(stake).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('230');
  });

  it('a failed page says why and retries; an empty list says so', async () => {
    const server = bettingServer(BETS);
    const { unmount } = render(<BettingRecord server={server} />);
    await act(async () => server.pending.at(-1)!.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await answer(server);
    expect(bodyRows()).toHaveLength(10);
    unmount();

    const empty = bettingServer([]);
    render(<BettingRecord server={empty} />);
    await answer(empty);
    expect(screen.getByText('Nothing to show for now')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('the pager speaks Bengali with Bengali digits', async () => {
    const server = bettingServer(BETS);
    render(<BettingRecord server={server} />);
    await answer(server);
    const pager = screen.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
    expect(pager).toHaveTextContent('২৩টির মধ্যে ১–১০');
    expect(pager).toHaveTextContent('পৃষ্ঠা ১ / ৩');
    expect(within(pager).getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeEnabled();
  });
});

describe('stackOnPhone', () => {
  beforeAll(() => startTestI18n('en'));

  it("names each cell by its column, for the phone's card layout, and only when asked", () => {
    const props = {
      caption: 'Bets',
      columns: COLUMNS,
      rowKey: (bet: Bet) => bet.id,
      data: { rows: BETS.slice(0, 1), total: 1 },
      loading: false,
      error: null,
      page: 1,
      pageSize: 10,
      onPageChange: () => undefined,
    };
    const { rerender } = render(<DataTable {...props} stackOnPhone />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Game', 'Stake']);
    rerender(<DataTable {...props} />);
    expect(screen.getAllByRole('cell')[0]).not.toHaveAttribute('data-label');
  });
});
