import { getEventBus, setupI18n } from '@site/shared';
import type { LiveTableList } from '@site/contracts';
import { okEnvelope, startTestApi, TestQueryProvider, type TestServer } from '@site/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { addLiveTableTranslations } from './i18n/live-table-translations';
import { testCard } from './table-card.fixture';
import { TableList } from './table-list.component';

/**
 * The list against a small HTTP server (GET /live/tables) and the browser's EventSource played
 * by the test: the page follows the one list stream, and reads the list again only while it is down.
 */
class TestEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;
  readonly #listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(readonly url: string) {
    TestEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = TestEventSource.CLOSED;
  }

  /** The server sends an event (or the connection drops: `error`). */
  send(type: string, data: unknown = null) {
    if (type === 'open') this.readyState = TestEventSource.OPEN;
    if (type === 'error') this.readyState = TestEventSource.CONNECTING;
    act(() => {
      for (const listener of this.#listeners.get(type) ?? [])
        listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    });
  }
}

let answer: LiveTableList;
let server: TestServer;
const reads = async () =>
  (await server.settledRequests()).filter((request) => request.path === '/live/tables').length;
const card = (code: string) => screen.getByText(`Table ${code}`).closest('li')!;
const marks = (code: string) =>
  [...card(code).querySelectorAll('.lt-results [data-round]')].map((mark) =>
    Number(mark.getAttribute('data-round')),
  );

beforeAll(async () => {
  await setupI18n('en');
  addLiveTableTranslations();
  (globalThis as { EventSource?: unknown }).EventSource = TestEventSource;
  server = await startTestApi((request) =>
    request.path === '/live/tables' ? okEnvelope(answer) : undefined,
  );
  getEventBus().setState('balance', { sumBalance: 0, currencySymbol: '৳' });
});
afterAll(async () => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  TestEventSource.opened = [];
  answer = {
    list: [testCard('A', 4, [3]), testCard('B', 9)],
    serverTime: new Date().toISOString(),
  };
});

it('follows one stream for the whole list: its list, then each changed card, and reads nothing more', async () => {
  render(<TableList onOpen={jest.fn()} />, { wrapper: TestQueryProvider });
  await screen.findByText('Table A');
  expect(TestEventSource.opened.map((source) => source.url)).toEqual([
    `${location.origin}/live/tables/stream`,
  ]);
  const [stream] = TestEventSource.opened;

  stream!.send('open');
  stream!.send('list', {
    list: [testCard('A', 5, [4, 3]), testCard('B', 9)],
    serverTime: new Date().toISOString(),
  });
  expect(card('A')).toHaveAttribute('data-round', '5');
  expect(screen.getByTestId('live-table-list')).toHaveAttribute('data-live', 'true');
  stream!.send('table', {
    table: testCard('A', 6, [5, 4, 3]),
    serverTime: new Date().toISOString(),
  });
  expect(card('A')).toHaveAttribute('data-round', '6');
  expect(marks('A')).toEqual([5, 4, 3]);
  expect(card('B')).toHaveAttribute('data-round', '9');
  // Read once, as the page opened: the stream told the rest.
  expect(await reads()).toBe(1);
  expect(TestEventSource.opened).toHaveLength(1);
});

it('reads the list again as soon as the stream drops, and stops once it is back with its list', async () => {
  render(<TableList onOpen={jest.fn()} />, { wrapper: TestQueryProvider });
  await screen.findByText('Table A');
  const [stream] = TestEventSource.opened;
  stream!.send('list', answer);
  expect(await reads()).toBe(1);

  answer = { list: [testCard('A', 7, [6])], serverTime: new Date().toISOString() };
  stream!.send('error');
  expect(screen.getByTestId('live-table-list')).toHaveAttribute('data-live', 'false');
  // The list read meanwhile is newer than the last pushed one: it shows.
  await waitFor(() => expect(card('A')).toHaveAttribute('data-round', '7'));
  expect(await reads()).toBe(2);

  // The page connects again after a pause (about a second) and gets the whole list first.
  await waitFor(() => expect(TestEventSource.opened).toHaveLength(2), { timeout: 3_000 });
  TestEventSource.opened[1]!.send('list', {
    list: [testCard('A', 8, [7, 6])],
    serverTime: new Date().toISOString(),
  });
  expect(card('A')).toHaveAttribute('data-round', '8');
  expect(await reads()).toBe(2);
});
