import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  startTestI18n,
  TestQueryProvider,
  type TestRoute,
  type TestServer,
} from '@site/shared/testing';
import { MemoryRouter } from '@site/shared/router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addConsoleTranslations } from '../../i18n/translations';
import { liveTableFixture, teenPattiTableFixture } from './table-fixtures';
import { TablesPage } from './tables-page.component';

const baccarat = liveTableFixture({ today: { stakes: 120, returns: 100, houseResult: 20 } });
const bootOne = teenPattiTableFixture({ paused: true, todayRake: 2.5 });

let server: TestServer | null = null;
async function renderPage(route: TestRoute, canAct = true) {
  server = await startTestApi(
    (request) => {
      if (request.path === '/ops/brands') return okEnvelope(['PADMA']);
      if (request.method === 'GET' && request.path === '/ops/live/tables')
        return okEnvelope({ list: [baccarat], serverTime: '2026-12-07T04:00:05.000Z' });
      if (request.method === 'GET' && request.path === '/ops/teen-patti/tables')
        return okEnvelope({ list: [bootOne] });
      return route(request);
    },
    () => 'operator-token',
  );
  render(
    <MemoryRouter initialEntries={['/tables']}>
      <TablesPage canAct={canAct} />
    </MemoryRouter>,
    { wrapper: TestQueryProvider },
  );
  return server;
}

beforeAll(async () => {
  await startTestI18n('en');
  await addConsoleTranslations();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

jest.setTimeout(30_000);

describe('the Tables page', () => {
  it("shows each table's state, round and money; finance reads without buttons", async () => {
    await renderPage(() => undefined, false);
    const row = (await screen.findByText('Baccarat 1')).closest('tr')!;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('No. 4, taking bets')).toBeInTheDocument();
    expect(within(row).getByText('Player: 10 to 50,000')).toBeInTheDocument();
    expect(within(row).getByText('20.00')).toBeInTheDocument();
    const teenPatti = (await screen.findByText('Boot 1')).closest('tr')!;
    expect(within(teenPatti).getByText('Finishing, then closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause|Resume|Edit/ })).not.toBeInTheDocument();
  });

  it('changes limits through a confirmation naming the change, with a reason', async () => {
    const api = await renderPage((request) =>
      request.path === '/ops/live/tables/7/limits'
        ? okEnvelope({ ...baccarat, nextLimits: [{ betType: 'PLAYER', min: 100, max: 50_000 }] })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit limits Baccarat 1' }));
    const editor = screen.getByRole('form', { name: 'Limits of Baccarat 1' });
    const playerLeast = within(
      within(editor).getByRole('group', { name: 'Player' }),
    ).getByLabelText('Least');
    fireEvent.change(playerLeast, { target: { value: '60000' } });
    expect(within(editor).getByText('The most must be at least the least.')).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Review change' })).toBeDisabled();
    fireEvent.change(playerLeast, { target: { value: '100' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Review change' }));

    const dialog = await screen.findByTestId('table-limits-confirmation');
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SettingNowAfter', 'Player10 to 50,000100 to 50,000']);
    expect(dialog).toHaveTextContent('The new limits apply from the next round.');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'high rollers tonight' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(screen.queryByTestId('table-limits-confirmation')).not.toBeInTheDocument(),
    );
    const sent = api.requests.find((request) => request.path === '/ops/live/tables/7/limits');
    expect(sent?.body).toEqual({
      limits: [{ betType: 'PLAYER', min: 100, max: 50_000 }],
      reason: 'high rollers tonight',
    });
  });

  it("pauses a table with a reason, and keeps the dialog open with the API's refusal", async () => {
    await renderPage((request) =>
      request.path === '/ops/live/tables/7/pause'
        ? failureEnvelope(409, 'OPS_TABLE_ALREADY_PAUSED')
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Baccarat 1' }));
    const dialog = await screen.findByTestId('table-pause-confirmation');
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SettingNowAfter', 'StateOpenClosed']);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'dealer change' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await within(dialog).findByText(/This table is paused already/)).toBeInTheDocument();
  });
});
