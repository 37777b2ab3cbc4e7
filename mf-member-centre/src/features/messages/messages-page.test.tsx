import {
  configureApiClient,
  getEventBus,
  setupI18n,
  type MemberMessage,
  type MessagePage,
} from '@site/shared';
import {
  nonBengaliTexts,
  okEnvelope,
  startTestServer,
  switchTestLanguage,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MessagesPage from './messages-page.component';

/**
 * The inbox as a member uses it, against a small HTTP server that keeps an inbox and answers
 * the four calls the way the API does (paging and filters on the server).
 */
const message = (id: number, fields: Partial<MemberMessage>): MemberMessage => ({
  id: String(id),
  type: 'operator',
  title: `Notice ${id}`,
  body: `Body ${id}`,
  params: {},
  createdAt: new Date(Date.UTC(2026, 10, 1, 10, id)).toISOString(),
  readAt: null,
  ...fields,
});

let inbox: MemberMessage[] = [];
let server: TestServer;

const page = (query: URLSearchParams): MessagePage => {
  const status = query.get('status') ?? 'all';
  const type = query.get('type');
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  const rows = inbox
    .filter((row) => (status === 'unread' ? !row.readAt : status === 'read' ? row.readAt : true))
    .filter((row) => !type || row.type === type);
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
    pageNo,
    unread: inbox.filter((row) => !row.readAt).length,
  };
};

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/member/messages') return okEnvelope(page(request.query));
    if (request.path === '/wps/member/messages/read') {
      const { id } = request.body as { id: string };
      inbox = inbox.map((row) => (row.id === id ? { ...row, readAt: row.createdAt } : row));
      return okEnvelope(inbox.find((row) => row.id === id));
    }
    if (request.path === '/wps/member/messages/read-all') {
      inbox = inbox.map((row) => ({ ...row, readAt: row.readAt ?? row.createdAt }));
      return okEnvelope({ changed: 1, unread: 0 });
    }
    if (request.path === '/wps/member/messages/delete') {
      const { ids } = request.body as { ids: string[] };
      inbox = inbox.filter((row) => !ids.includes(row.id));
      return okEnvelope({ changed: ids.length, unread: 0 });
    }
    return undefined;
  });
  configureApiClient({
    baseURL: server.url,
    getMerchantCode: () => 'padma',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  getEventBus().setState('balance', { sumBalance: 10, currencySymbol: '৳' });
  getEventBus().setState('unread', { messages: 0, promos: 0, missions: 0, rewards: 0 });
  inbox = [
    message(3, {
      type: 'deposit_credited',
      title: 'Deposit credited',
      params: { amount: '5000.00', reference: 'D-77' },
    }),
    message(2, {
      type: 'adjustment',
      params: { direction: 'debit', amount: '3.00', reason: 'Bonus abuse' },
    }),
    message(1, {
      title: '<img src=x onerror=alert(1)>',
      body: '<b>Hello</b>\nSecond line',
      readAt: '2026-11-01T10:05:00.000Z',
    }),
  ];
});

const renderPage = () => render(<MessagesPage />, { wrapper: TestQueryProvider });

const rows = () => screen.findAllByTestId('message-row');

it('shows platform messages in the reader’s words from their facts, and operator text as plain text', async () => {
  renderPage();
  const [deposit, adjustment, operator] = (await rows()) as [HTMLElement, HTMLElement, HTMLElement];
  expect(deposit).toHaveTextContent('Deposit credited');
  expect(deposit).toHaveTextContent('Your deposit of ৳ 5,000.00 has been credited to your wallet.');
  expect(deposit).toHaveTextContent('Reference: D-77');
  expect(adjustment).toHaveTextContent('Balance debited');
  expect(adjustment).toHaveTextContent('৳ 3.00 has been taken from your wallet.');
  expect(adjustment).toHaveTextContent('Reason: Bonus abuse');
  // The operator's markup is text, never HTML.
  expect(operator).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(operator.querySelector('img, b')).toBeNull();
  // Unread rows carry the marker (read aloud as "Unread"); the read one does not.
  expect(within(deposit).getByText('Unread')).toBeInTheDocument();
  expect(within(operator).queryByText('Unread')).toBeNull();
  expect(screen.getByTestId('messages-unread')).toHaveTextContent('2 unread');
});

/** The operator settled the rest of two partly received withdrawals: one paid, one returned. */
const remainderMessages = (): MemberMessage[] => [
  message(5, {
    type: 'withdrawal_remainder_paid',
    params: { amount: '400.00', orderNo: 'W-2', reference: 'BK-REM-77' },
  }),
  message(4, {
    type: 'withdrawal_remainder_closed',
    params: { amount: '1250.50', orderNo: 'W-1', reason: 'Bank returned it' },
  }),
];

it('tells the member the rest of a partly received withdrawal was paid, or returned and why', async () => {
  inbox = remainderMessages();
  renderPage();
  const [paid, closed] = (await rows()) as [HTMLElement, HTMLElement];
  expect(paid).toHaveTextContent('Rest of your withdrawal paid out');
  expect(paid).toHaveTextContent('The remaining ৳ 400.00 of your withdrawal has been paid out.');
  expect(paid).toHaveTextContent('Reference: BK-REM-77');
  expect(closed).toHaveTextContent('Rest of your withdrawal returned');
  expect(closed).toHaveTextContent(
    'The remaining ৳ 1,250.50 of your withdrawal will not be paid out; it is back in your wallet.',
  );
  expect(closed).toHaveTextContent('Reason: Bank returned it');
});

it('opening a message marks it read on the server and shows it whole', async () => {
  renderPage();
  fireEvent.click((await rows())[0]!);
  const reader = await screen.findByTestId('message-reader');
  expect(within(reader).getByRole('heading', { name: 'Deposit credited' })).toBeInTheDocument();
  await waitFor(() =>
    expect(
      server.requests.find((request) => request.path === '/wps/member/messages/read')?.body,
    ).toEqual({ id: '3' }),
  );
  await waitFor(() => expect(screen.getByTestId('messages-unread')).toHaveTextContent('1 unread'));
});

it('asks before deleting, and deletes only after the member confirms', async () => {
  renderPage();
  await rows();
  fireEvent.click(screen.getByRole('button', { name: 'Delete: Balance debited' }));
  const confirm = await screen.findByTestId('messages-confirm-delete');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(server.requests.some((request) => request.path === '/wps/member/messages/delete')).toBe(
    false,
  );

  fireEvent.click(screen.getByRole('button', { name: 'Delete: Balance debited' }));
  fireEvent.click(
    within(await screen.findByTestId('messages-confirm-delete')).getByRole('button', {
      name: 'Delete',
    }),
  );
  await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(2));
  expect(
    server.requests.find((request) => request.path === '/wps/member/messages/delete')?.body,
  ).toEqual({ ids: ['2'] });
});

it('deletes several selected messages at once', async () => {
  renderPage();
  await rows();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Deposit credited”' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select “Balance debited”' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
  const confirm = await screen.findByTestId('messages-confirm-delete');
  expect(confirm).toHaveTextContent('2 messages will be removed');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
});

it('marks all read, then the button rests', async () => {
  renderPage();
  await rows();
  fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(screen.getByTestId('messages-unread')).toHaveTextContent('0 unread'));
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

it('filters and pages on the server, with an empty state when nothing matches', async () => {
  inbox = Array.from({ length: 12 }, (_, index) => message(index + 1, {}));
  renderPage();
  expect(await rows()).toHaveLength(10);
  fireEvent.click(screen.getByRole('button', { name: /next/i }));
  await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(2));
  expect(server.requests.at(-1)?.query.get('pageNo')).toBe('2');

  fireEvent.click(screen.getByRole('tab', { name: 'Read' }));
  expect(await screen.findByText('No messages here')).toBeInTheDocument();
  expect(screen.getByText('No message matches this filter.')).toBeInTheDocument();
  expect(server.requests.at(-1)?.query.get('status')).toBe('read');
  expect(server.requests.at(-1)?.query.get('pageNo')).toBe('1');
});

it('reloads when a new message is pushed (bus unread)', async () => {
  renderPage();
  await rows();
  inbox = [message(9, { title: 'Fresh news' }), ...inbox];
  act(() => getEventBus().setState('unread', { messages: 3, promos: 0, missions: 0, rewards: 0 }));
  expect(await screen.findByText('Fresh news')).toBeInTheDocument();
});

describe('in Bengali (issue 40 item 13)', () => {
  beforeAll(() => switchTestLanguage('bn'));
  afterAll(() => switchTestLanguage('en'));

  it('shows no Latin digit and no untranslated key, and asks in Bengali digits', async () => {
    const { container } = renderPage();
    await rows();
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('২টি না-পড়া');
    // The operator's own text and the deposit's reference are the test's data.
    expect(nonBengaliTexts(container, { allow: ['alert(1)', 'D-77'] })).toEqual([]);
  });

  it('writes a settled withdrawal remainder in Bengali, its amount in Bengali digits', async () => {
    inbox = remainderMessages();
    const { container } = renderPage();
    const [paid, closed] = (await rows()) as [HTMLElement, HTMLElement];
    expect(paid).toHaveTextContent('উত্তোলনের বাকি অংশ পরিশোধিত');
    expect(paid).toHaveTextContent('আপনার উত্তোলনের বাকি ৳ ৪০০.০০ পরিশোধ করা হয়েছে।');
    expect(closed).toHaveTextContent('উত্তোলনের বাকি অংশ ফেরত');
    expect(closed).toHaveTextContent('৳ ১,২৫০.৫০');
    // The reference and the reason are the operator's words.
    expect(nonBengaliTexts(container, { allow: ['BK-REM-77', 'Bank returned it'] })).toEqual([]);
  });
});
