import { configureApiClient, setupI18n, type Announcement } from '@site/shared';
import {
  okEnvelope,
  startTestServer,
  TestQueryProvider,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AnnouncementsPage from './announcements-page.component';

const item = (id: number, title: string, content: string): Announcement => ({
  id,
  title,
  content,
  startDateStr: Date.UTC(2026, 10, 20 - id),
  execution: 'A',
  type: 'B',
});

let server: TestServer;
let list: Announcement[] = [];

beforeAll(async () => {
  await setupI18n('en');
  server = await startTestServer((request) => {
    if (request.path === '/wps/agent/announcements') {
      const pageSize = Number(request.query.get('pageSize'));
      const pageNo = Number(request.query.get('pageNo'));
      return okEnvelope({
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: list.length,
        totalPages: Math.ceil(list.length / pageSize),
      });
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

it('lists the agent announcements with their dates and opens one to read its cleaned text', async () => {
  list = [
    item(1, 'Invite with your QR code', '<p>Open <strong>Register account</strong></p>'),
    item(
      2,
      'Real-time salary',
      '<p>Paid</p><script>window.hacked = 1</script><img src=x onerror="x()">',
    ),
  ];
  render(<AnnouncementsPage />, { wrapper: TestQueryProvider });
  const listbox = await screen.findByRole('list', { name: 'Announcements for agents' });
  const buttons = within(listbox).getAllByRole('button');
  expect(buttons).toHaveLength(2);
  expect(buttons[0]).toHaveTextContent('Invite with your QR code');
  expect(buttons[0]).toHaveTextContent('19 Nov 2026');
  expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(buttons[1]!);
  expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
  const body = document.getElementById(buttons[1]!.getAttribute('aria-controls')!)!;
  expect(body.innerHTML).toBe('<p>Paid</p>');

  fireEvent.click(buttons[0]!);
  expect(buttons[1]).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Register account').tagName).toBe('STRONG');
  expect(server.requests[0]!.query.get('pageSize')).toBe('10');
});

it('shows ten at a time and the next ten on "Show more"', async () => {
  list = Array.from({ length: 12 }, (_, index) =>
    item(index + 1, `Notice ${index + 1}`, '<p>x</p>'),
  );
  render(<AnnouncementsPage />, { wrapper: TestQueryProvider });
  const listbox = await screen.findByRole('list', { name: 'Announcements for agents' });
  expect(within(listbox).getAllByRole('listitem')).toHaveLength(10);
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  await waitFor(() => expect(within(listbox).getAllByRole('listitem')).toHaveLength(12));
  expect(screen.getByRole('status')).toHaveTextContent('12 of 12 announcements shown');
  expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
});

it('says so when there is nothing for agents', async () => {
  list = [];
  render(<AnnouncementsPage />, { wrapper: TestQueryProvider });
  expect(await screen.findByText('No announcements for now')).toBeInTheDocument();
});
