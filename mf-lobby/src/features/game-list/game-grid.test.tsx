import { setupI18n } from '@site/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import { addTranslations } from '../../i18n/translations';
import { testGame } from './game.fixture';
import { firstScreenRows, GameGrid, gridGeometry } from './game-grid.component';

const game = (n: number) => testGame(n);

const renderGrid = (count: number, onLoadMore = () => undefined) =>
  render(
    <GameGrid
      games={Array.from({ length: count }, (_, i) => game(i))}
      loading={false}
      hasMore
      onLoadMore={onLoadMore}
      isFavourite={() => false}
      onLaunch={() => undefined}
      onToggleFavourite={() => undefined}
    />,
  );

// jsdom lays nothing out: the grid takes its default width of 1200 px, the window 768 px high.
const { columns, rowHeight } = gridGeometry(1200);
const firstScreenGames = firstScreenRows(rowHeight, window.innerHeight) * columns;

const scrollWindowTo = (top: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

beforeAll(async () => {
  // jsdom has no scrolling; the window virtualiser restores the offset with scrollTo.
  window.scrollTo = () => undefined;
  await setupI18n('en');
  addTranslations();
});
afterEach(() => scrollWindowTo(0));

test('a list that fits the first screen shows every game', () => {
  renderGrid(firstScreenGames);
  expect(screen.getAllByTestId('game-card')).toHaveLength(firstScreenGames);
  expect(screen.getByRole('list', { name: 'Games' }).style.height).toBe(
    `${(firstScreenGames / columns) * rowHeight}px`,
  );
});

test('a reader who scrolls before the virtualiser has loaded finds the rows where they scrolled to', async () => {
  renderGrid(900);
  const row = 40;
  // One scroll, at once, while the virtualiser's chunk is still on its way (this is the file's first
  // virtualised list, so the chunk is not loaded yet); none after it.
  scrollWindowTo(row * rowHeight);
  expect(await screen.findByText(`Game ${row * columns}`)).toBeInTheDocument();
  expect(screen.queryByText('Game 0')).not.toBeInTheDocument();
});

test('a long list keeps only the rows near the viewport in the page, follows the scroll, and asks for more at its end', async () => {
  const onLoadMore = jest.fn();
  renderGrid(900, onLoadMore);
  expect(screen.getByText('Game 0')).toBeInTheDocument();
  expect(screen.getAllByTestId('game-card').length).toBeLessThanOrEqual(firstScreenGames);
  // The whole list's height, so the page scrolls as far as the last game.
  expect(screen.getByRole('list', { name: 'Games' }).style.height).toBe(
    `${Math.ceil(900 / columns) * rowHeight}px`,
  );

  const row = 100;
  // The virtualiser loads on demand; then scrolling far down brings that row's games in.
  await waitFor(() => {
    scrollWindowTo(row * rowHeight);
    expect(screen.getByText(`Game ${row * columns}`)).toBeInTheDocument();
  });
  expect(screen.queryByText('Game 0')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('game-card').length).toBeLessThan(firstScreenGames * 2);
  expect(onLoadMore).not.toHaveBeenCalled();

  // At the end of the list: still only the last rows, and the next page is asked for.
  const lastRow = Math.ceil(900 / columns) - 1;
  scrollWindowTo((lastRow + 1) * rowHeight - window.innerHeight);
  expect(await screen.findByText('Game 899')).toBeInTheDocument();
  expect(screen.queryByText('Game 0')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('game-card').length).toBeLessThan(firstScreenGames * 2);
  await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
});

test('the virtualiser starts from the scroll the grid read, and never moves the window itself', async () => {
  const row = 50;
  // The page was already scrolled when the grid mounted (a reader who scrolled while it loaded).
  Object.defineProperty(window, 'scrollY', { value: row * rowHeight, configurable: true });
  // As a browser reports it: the grid starts at the page's top, scrolled out of view above.
  const place = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top: -row * rowHeight } as DOMRect);
  const scrollTo = jest.spyOn(window, 'scrollTo');
  renderGrid(900);
  // Once the virtualiser has loaded, the rows at that scroll are in the page without a scroll
  // event: it took the offset the grid had read, and wrote nothing back.
  expect(await screen.findByText(`Game ${row * columns}`)).toBeInTheDocument();
  expect(screen.queryByText('Game 0')).not.toBeInTheDocument();
  expect(scrollTo).not.toHaveBeenCalled();
  scrollTo.mockRestore();
  place.mockRestore();
});

describe('in a browser, where the grid learns its place from a ResizeObserver', () => {
  let deliver: (() => void) | null = null;
  const width = 400;
  beforeEach(() => {
    // What a browser delivers once it has laid the page out: here, a 400 px wide grid.
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        deliver = () => this.callback([], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  });
  afterEach(() => {
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
    deliver = null;
  });

  test('lays its rows out for the width it measures as it mounts, then for the width the browser reports', () => {
    renderGrid(12);
    expect(screen.getAllByTestId('game-card')).toHaveLength(12);
    expect(screen.getByTestId('game-grid').dataset.columns).toBe(
      String(gridGeometry(width).columns),
    );

    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width * 2);
    act(() => deliver?.());
    expect(screen.getByTestId('game-grid').dataset.columns).toBe(
      String(gridGeometry(width * 2).columns),
    );
    expect(gridGeometry(width * 2).columns).not.toBe(gridGeometry(width).columns);
  });
});
