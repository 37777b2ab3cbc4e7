import type { OpsWithdrawalOrder, WithdrawalStatus } from '@site/contracts';
import {
  DataTable,
  SelectField,
  StatusBadge,
  toneOf,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatClock, formatMoment } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { actionsFor, type WithdrawalAction } from './withdrawal-actions';
import { approveWithdrawal } from './withdrawal-approve.resource';
import { disburseWithdrawal } from './withdrawal-disburse.resource';
import { rejectWithdrawal } from './withdrawal-reject.resource';
import { listWithdrawals } from './withdrawals.resource';

/** As the deposits queue: polling is this slice's "live" (no operator event stream yet). */
const QUEUE_POLL_MS = 10_000;
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

type WithdrawalsPageProps = { brands: readonly string[] | null };

/** The withdrawals queue: approve, reject with a reason, mark paid with the payment's reference. */
export function WithdrawalsPage({ brands }: WithdrawalsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<WithdrawalStatus>('pending');
  const [brand, setBrand] = useState('');
  const [acting, setActing] = useState<{ order: OpsWithdrawalOrder; action: WithdrawalAction }>();
  const [done, setDone] = useState<string | null>(null);

  const queue = useQuery({
    ...listWithdrawals.query({
      status,
      ...(brand ? { brand } : {}),
      pageNo: table.page,
      pageSize: PAGE_SIZE,
    }),
    refetchInterval: QUEUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ id, action, text }: { id: string; action: WithdrawalAction; text: string }) =>
      action === 'approve'
        ? approveWithdrawal(id)
        : action === 'reject'
          ? rejectWithdrawal(id, text)
          : disburseWithdrawal(id, text),
    onSuccess: (order) => {
      setDone(
        t('withdrawals.done', {
          id: order.orderNo,
          status: t(`withdrawals.statuses.${order.status}`),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: listWithdrawals.endpointKey });
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
          <StatusBadge tone={toneOf(order.status, STATUS_TONES)}>
            {t(`withdrawals.statuses.${order.status}`)}
          </StatusBadge>
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
            {actionsFor(order.status).map((action) => (
              <button
                key={action}
                type="button"
                className={`site-button console-button--small${action === 'reject' ? ' console-button--danger' : action === 'approve' ? ' site-button--primary' : ''}`}
                onClick={() => {
                  setDone(null);
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
  };
  return (
    <section className="queue" aria-labelledby="withdrawals-title">
      <header className="queue__header">
        <h1 id="withdrawals-title">{t('withdrawals.title')}</h1>
        <p className="queue__live">
          {t('queue.live', {
            seconds: QUEUE_POLL_MS / 1000,
            time: queue.dataUpdatedAt ? formatClock(queue.dataUpdatedAt, i18n.language) : '—',
          })}
        </p>
      </header>
      <div className="queue__filters">
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
        {brands && brands.length > 1 && (
          <SelectField
            name="brand"
            label={t('queue.brand')}
            value={brand}
            onChange={(next) => {
              setBrand(next);
              table.restart();
            }}
            options={[
              { value: '', label: t('queue.allBrands') },
              ...brands.map((code) => ({ value: code, label: code })),
            ]}
          />
        )}
      </div>
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
          tone={acting.action === 'reject' ? 'danger' : 'info'}
          field={
            acting.action === 'reject'
              ? {
                  kind: 'reason',
                  label: t('withdrawals.rejectReason'),
                  required: true,
                  maxLength: 200,
                }
              : acting.action === 'disburse'
                ? {
                    kind: 'reference',
                    label: t('withdrawals.reference'),
                    required: true,
                    maxLength: 100,
                  }
                : undefined
          }
          onConfirm={(text) =>
            act.mutateAsync({ id: acting.order.id, action: acting.action, text })
          }
          onClose={() => setActing(undefined)}
          testId="withdrawal-dialog"
        >
          {t(`withdrawals.${acting.action}Body`, values)}
        </ReasonDialog>
      )}
    </section>
  );
}
