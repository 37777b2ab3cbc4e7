import { defineCall } from '@site/shared';
import {
  failureEnvelope,
  okEnvelope,
  startTestApi,
  startTestI18n,
  TestQueryProvider,
  type TestRoute,
  type TestServer,
} from '@site/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { addConsoleTranslations } from '../i18n/translations';
import { listRows, type ListAnswer } from './query-table.component';
import { QueuePage } from './queue-page.component';
import { ReasonDialog } from './reason-dialog.component';
import { RowActions } from './row-actions.component';
import { useQueuePage } from './use-queue-page';

/** A queue as the console's pages build one: rows with an approve and a reject action. */
type Claim = { id: string; member: string; amount: number };
type ClaimQuery = { brand?: string; member?: string; minAmount?: number; pageNo: number };
const listClaims = defineCall<ClaimQuery, ListAnswer<Claim>>({
  module: 'ops',
  method: 'GET',
  path: '/ops/claims',
  needsToken: false,
});
const decideClaim = defineCall<{ id: string; decision: string; reason: string }, Claim>({
  module: 'ops',
  method: 'POST',
  path: '/ops/claims/decision',
  needsToken: false,
});

type Acting = { claim: Claim; decision: 'approve' | 'reject' };

function ClaimsPage() {
  const page = useQueuePage<ClaimQuery, ListAnswer<Claim>, Acting>(
    listClaims,
    (filter, pageNo) => ({
      ...filter,
      pageNo,
    }),
  );
  const { act, acting } = page;
  const columns = useMemo(
    () => [
      { key: 'id', header: 'Claim', cell: (row: Claim) => row.id },
      { key: 'member', header: 'Member', cell: (row: Claim) => row.member },
      {
        key: 'actions',
        header: 'Actions',
        cell: (row: Claim) => (
          <RowActions
            actions={[
              { id: 'approve', label: 'Approve', tone: 'primary' },
              { id: 'reject', label: 'Reject', tone: 'danger' },
            ]}
            rowName={row.id}
            onPick={(decision) => act({ claim: row, decision })}
          />
        ),
      },
    ],
    [act],
  );
  return (
    <QueuePage
      name="claims"
      title="Claims"
      state={page}
      brands={['PADMA', 'MEGHNA']}
      filters={{ amounts: 'money' }}
      rowsOf={listRows}
      caption="Claims waiting"
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle="No claims are waiting"
    >
      {acting && (
        <ReasonDialog
          open
          title={`${acting.decision} ${acting.claim.id}`}
          confirmLabel="Confirm"
          field={{ kind: 'reason', label: 'Reason', required: true, maxLength: 200 }}
          onConfirm={async (reason) => {
            const claim = await decideClaim({
              id: acting.claim.id,
              decision: acting.decision,
              reason,
            });
            page.done(`${claim.id} is decided.`);
          }}
          onClose={page.stopActing}
          testId="claim-dialog"
        >
          {`The claim of ${acting.claim.member}`}
        </ReasonDialog>
      )}
    </QueuePage>
  );
}

const claims = (from: number, count: number): Claim[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `C-${from + index}`,
    member: `member${from + index}`,
    amount: 100,
  }));

let server: TestServer | null = null;
async function renderQueue(route: TestRoute) {
  server = await startTestApi(route);
  render(<ClaimsPage />, { wrapper: TestQueryProvider });
  return server;
}
const listRequests = (api: TestServer) =>
  api.requests.filter((request) => request.path === '/ops/claims');

beforeAll(async () => {
  await startTestI18n('en');
  await addConsoleTranslations();
});
afterEach(async () => {
  await server?.close();
  server = null;
});

jest.setTimeout(20_000);

describe('a queue page (QueuePage, useQueuePage, RowActions)', () => {
  it('shows the first page, then pages on with the filter it was given', async () => {
    const api = await renderQueue((request) => {
      if (request.path !== '/ops/claims') return undefined;
      const page = Number(request.query.get('pageNo'));
      return okEnvelope({ list: claims(page * 100, page === 3 ? 5 : 20), total: 45 });
    });
    expect(screen.getByRole('heading', { name: 'Claims', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('C-100')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Member'), { target: { value: 'member105' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.query.get('member')).toBe('member105'));
    fireEvent.click(await screen.findByRole('button', { name: /next/i }));
    await waitFor(() => expect(listRequests(api).at(-1)?.query.get('pageNo')).toBe('2'));
    expect(listRequests(api).at(-1)?.query.get('member')).toBe('member105');
    expect(await screen.findByText('C-200')).toBeInTheDocument();

    // A new filter goes back to the first page: page 2 of another filter means other rows.
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'MEGHNA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(listRequests(api).at(-1)?.query.get('brand')).toBe('MEGHNA'));
    expect(listRequests(api).at(-1)?.query.get('pageNo')).toBe('1');
  });

  it('refuses a filter it cannot send, saying why, and sends nothing', async () => {
    const api = await renderQueue((request) =>
      request.path === '/ops/claims' ? okEnvelope({ list: claims(1, 1), total: 1 }) : undefined,
    );
    await screen.findByText('C-1');
    fireEvent.change(screen.getByLabelText('Amount from'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Amount up to'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The lower amount is above the upper one.')).toBeInTheDocument();
    const settled = await api.settledRequests();
    expect(settled.filter((request) => request.path === '/ops/claims')).toHaveLength(1);
  });

  it('confirms a row action with its reason, then says it is done and asks the list again', async () => {
    const api = await renderQueue((request) => {
      if (request.path === '/ops/claims') return okEnvelope({ list: claims(1, 2), total: 2 });
      if (request.path === '/ops/claims/decision') {
        const { id, reason } = request.body as { id: string; reason: string };
        return reason === 'duplicate'
          ? failureEnvelope(409, 'CLAIM_DECIDED', 'Already decided')
          : okEnvelope({ id, member: 'member1', amount: 100 });
      }
      return undefined;
    });
    // Each row's button names its row, so a screen reader tells them apart.
    fireEvent.click(await screen.findByRole('button', { name: 'Reject C-2' }));
    const dialog = await screen.findByTestId('claim-dialog');
    expect(within(dialog).getByText('The claim of member2')).toBeInTheDocument();
    // The reason field has the focus, so a stray Enter never confirms.
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Give a reason: it goes to the audit trail.'),
    ).toBeInTheDocument();
    expect((await api.settledRequests()).some((r) => r.path === '/ops/claims/decision')).toBe(
      false,
    );

    // The API's refusal keeps the dialog open with its text.
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();

    const listed = listRequests(api).length;
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'paid twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('C-2 is decided.')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('claim-dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listRequests(api).length).toBeGreaterThan(listed));
    const decision = api.requests.find((r) => r.path === '/ops/claims/decision' && r.body);
    expect(decision?.body).toMatchObject({ id: 'C-2', decision: 'reject' });

    // Opening the next action clears the last one's notice: it was about another row.
    fireEvent.click(screen.getByRole('button', { name: 'Approve C-1' }));
    expect(screen.queryByText('C-2 is decided.')).not.toBeInTheDocument();
  });

  it('says when nothing is waiting, and offers Try again when the list fails', async () => {
    let fail = true;
    await renderQueue((request) => {
      if (request.path !== '/ops/claims') return undefined;
      return fail ? failureEnvelope(500, 'INTERNAL_ERROR') : okEnvelope({ list: [], total: 0 });
    });
    const retry = await screen.findByRole('button', { name: /try again/i });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No claims are waiting')).toBeInTheDocument();
  });
});
