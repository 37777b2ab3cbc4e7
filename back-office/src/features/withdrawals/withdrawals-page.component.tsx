import type { OpsWithdrawalOrder, WithdrawalStatus } from '@site/contracts';
import {
  DataTable,
  SelectField,
  StatusBadge,
  TextField,
  toneOf,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { QueueFilters } from '../../ui/queue-filters.component';
import type { QueueFilter } from '../../ui/queue-filters';
import { QueueHeader } from '../../ui/queue-header.component';
import { useQueue } from '../../ui/use-queue';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import {
  actionsFor,
  resolveBody,
  type ResolveOutcome,
  type WithdrawalAction,
} from './withdrawal-actions';
import { approveWithdrawal } from './withdrawal-approve.resource';
import { disburseWithdrawal } from './withdrawal-disburse.resource';
import { rejectWithdrawal } from './withdrawal-reject.resource';
import { settleRemainder } from './withdrawal-remainder.resource';
import { resolveWithdrawal } from './withdrawal-resolve.resource';
import { listWithdrawals } from './withdrawals.resource';

const PAGE_SIZE = 20;

const STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'approved',
  'disbursed',
  'not_received',
  'partly_received',
  'received',
  'rejected',
];
const STATUS_TONES = {
  pending: 'warning',
  approved: 'info',
  disbursed: 'info',
  received: 'success',
  partly_received: 'warning',
  not_received: 'danger',
  rejected: 'neutral',
} as const;

/** The text each action's dialog asks for (the API's body), none for a plain confirmation. */
type DialogField = { kind: 'reason' | 'reference'; maxLength: number; label: string };
const REFERENCE: DialogField = { kind: 'reference', maxLength: 100, label: 'reference' };
const DIALOG_FIELDS: Record<WithdrawalAction, DialogField | null> = {
  approve: null,
  reject: { kind: 'reason', maxLength: 200, label: 'rejectReason' },
  disburse: REFERENCE,
  resolve: { kind: 'reason', maxLength: 200, label: 'resolveReason' },
  remainderPaid: REFERENCE,
  remainderClosed: { kind: 'reason', maxLength: 200, label: 'rejectReason' },
};
const DANGER: readonly WithdrawalAction[] = ['reject', 'remainderClosed'];
const PRIMARY: readonly WithdrawalAction[] = ['approve', 'resolve', 'remainderPaid'];

type Acting = { order: OpsWithdrawalOrder; action: WithdrawalAction };

/** The API call behind each action, with the text its dialog asked for. */
function send({ order, action }: Acting, text: string, outcome: ResolveOutcome, received: string) {
  switch (action) {
    case 'approve':
      return approveWithdrawal(order.id);
    case 'reject':
      return rejectWithdrawal(order.id, text);
    case 'disburse':
      return disburseWithdrawal(order.id, text);
    case 'resolve': {
      // The dialog validated it first (validate below); here it only builds the body.
      const result = resolveBody(order.amount, outcome, received, text);
      if (!result.ok) throw new Error(result.error);
      return resolveWithdrawal(order.id, result.body);
    }
    case 'remainderPaid':
      return settleRemainder(order.id, { outcome: 'paid', reference: text });
    case 'remainderClosed':
      return settleRemainder(order.id, { outcome: 'closed', reason: text });
  }
}

type WithdrawalsPageProps = { brands: readonly string[] | null };

/**
 * The withdrawals queue: approve, reject with a reason, mark paid with the payment's reference,
 * settle a "not received" order, and pay or close a partly received order's remainder.
 */
export function WithdrawalsPage({ brands }: WithdrawalsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [filter, setFilter] = useState<QueueFilter>({});
  const [acting, setActing] = useState<Acting>();
  const [outcome, setOutcome] = useState<ResolveOutcome>('received');
  const [received, setReceived] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const { queue, refresh } = useQueue(listWithdrawals, {
    status,
    ...filter,
    pageNo: table.page,
    pageSize: PAGE_SIZE,
  });
  const act = useMutation({
    mutationFn: ({ acting, text }: { acting: Acting; text: string }) =>
      send(acting, text, outcome, received),
    onSuccess: (order) => {
      setDone(
        t('withdrawals.done', {
          id: order.orderNo,
          status: t(`withdrawals.statuses.${order.status}`),
        }),
      );
      void refresh();
    },
  });

  const columns = useMemo<TableColumn<OpsWithdrawalOrder>[]>(
    () => [
      {
        key: 'order',
        header: t('withdrawals.columns.order'),
        cell: (order) => <code>{order.orderNo}</code>,
      },
      { key: 'member', header: t('withdrawals.columns.member'), cell: (order) => order.member },
      { key: 'brand', header: t('withdrawals.columns.brand'), cell: (order) => order.brand },
      {
        key: 'amount',
        header: t('withdrawals.columns.amount'),
        align: 'end',
        cell: (order) => formatAmount(order.amount, i18n.language),
      },
      {
        key: 'payout',
        header: t('withdrawals.columns.payout'),
        cell: (order) => (
          <span className="payout">
            {order.payout.providerName}
            <code>{order.payoutAccountNumber}</code>
            {order.payout.holderName}
          </span>
        ),
      },
      {
        key: 'status',
        header: t('withdrawals.columns.status'),
        cell: (order) => (
          <span className="status-cell">
            <StatusBadge tone={toneOf(order.status, STATUS_TONES)}>
              {t(`withdrawals.statuses.${order.status}`)}
            </StatusBadge>
            {order.receivedAmount !== null && order.remainingAmount !== null && (
              <small>
                {t('withdrawals.partly', {
                  received: formatAmount(order.receivedAmount, i18n.language),
                  remaining: formatAmount(order.remainingAmount, i18n.language),
                })}
              </small>
            )}
            {order.remainder && (
              <small>{t(`withdrawals.remainderStates.${order.remainder.state}`)}</small>
            )}
          </span>
        ),
      },
      {
        key: 'created',
        header: t('withdrawals.columns.created'),
        cell: (order) => formatMoment(order.createdAt, i18n.language),
      },
      {
        key: 'actions',
        header: t('withdrawals.columns.actions'),
        cell: (order) => (
          <span className="row-actions">
            {actionsFor(order).map((action) => (
              <button
                key={action}
                type="button"
                className={`site-button console-button--small${DANGER.includes(action) ? ' console-button--danger' : PRIMARY.includes(action) ? ' site-button--primary' : ''}`}
                onClick={() => {
                  setDone(null);
                  setOutcome('received');
                  setReceived('');
                  setActing({ order, action });
                }}
              >
                {t(`withdrawals.${action}`)}
              </button>
            ))}
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );

  const order = acting?.order;
  const values = order && {
    amount: formatAmount(order.amount, i18n.language),
    member: order.member,
    account: `${order.payout.providerName} ${order.payoutAccountNumber}`,
    remaining: formatAmount(order.remainingAmount ?? 0, i18n.language),
  };
  const dialogField = acting && DIALOG_FIELDS[acting.action];
  return (
    <section className="queue" aria-labelledby="withdrawals-title">
      <QueueHeader
        id="withdrawals-title"
        title={t('withdrawals.title')}
        updatedAt={queue.dataUpdatedAt}
        refreshing={queue.isFetching}
        onRefresh={() => void refresh()}
      />
      <QueueFilters
        brands={brands}
        amounts="money"
        onApply={(next) => {
          setFilter(next);
          table.restart();
        }}
      >
        <SelectField
          name="status"
          label={t('withdrawals.status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            table.restart();
          }}
          options={STATUSES.map((value) => ({
            value,
            label: t(`withdrawals.statuses.${value}`),
          }))}
        />
      </QueueFilters>
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <DataTable
        caption={t('withdrawals.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        data={queue.data ? { rows: queue.data.list, total: queue.data.total } : null}
        loading={queue.isPlaceholderData}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('withdrawals.empty')}
      />
      {acting && values && (
        <ReasonDialog
          open
          title={t(`withdrawals.${acting.action}Title`)}
          confirmLabel={t(`withdrawals.${acting.action}`)}
          tone={DANGER.includes(acting.action) ? 'danger' : 'info'}
          field={
            dialogField
              ? {
                  kind: dialogField.kind,
                  maxLength: dialogField.maxLength,
                  label: t(`withdrawals.${dialogField.label}`),
                  required: true,
                }
              : undefined
          }
          validate={() => {
            if (acting.action !== 'resolve') return null;
            const result = resolveBody(acting.order.amount, outcome, received, '');
            return result.ok ? null : t(`withdrawals.${result.error}`, values);
          }}
          onConfirm={(text) => act.mutateAsync({ acting, text })}
          onClose={() => setActing(undefined)}
          testId="withdrawal-dialog"
          fields={
            acting.action === 'resolve' && (
              <>
                <SelectField
                  name="outcome"
                  label={t('withdrawals.outcome')}
                  value={outcome}
                  onChange={setOutcome}
                  options={(['received', 'partly_received'] as const).map((value) => ({
                    value,
                    label: t(`withdrawals.statuses.${value}`),
                  }))}
                />
                {outcome === 'partly_received' && (
                  <TextField
                    name="received"
                    label={t('withdrawals.receivedAmount')}
                    value={received}
                    onChange={setReceived}
                    inputMode="decimal"
                    maxLength={16}
                  />
                )}
              </>
            )
          }
        >
          {t(`withdrawals.${acting.action}Body`, values)}
        </ReasonDialog>
      )}
    </section>
  );
}
