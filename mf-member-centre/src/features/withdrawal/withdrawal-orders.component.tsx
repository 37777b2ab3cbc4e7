import {
  formatMoney,
  useTranslation,
  type WithdrawalOrder,
  type WithdrawalStatus,
} from '@site/shared';
import {
  StatusBadge,
  toneOf,
  useTableState,
  formatDateTime,
  FilterSelect,
  RecordsTable,
} from '@site/shared/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NAMESPACE } from './i18n/withdrawal-translations';
import { ReceiptDialog, type ReceiptOutcome } from './receipt-dialog.component';
import { getWithdrawalOrders } from './withdrawal-orders.resource';
import { getWithdrawalOverview } from './withdrawal-overview.resource';

const STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'approved',
  'disbursed',
  'not_received',
  'received',
  'partly_received',
  'rejected',
];
const TONES = {
  pending: 'info',
  approved: 'info',
  disbursed: 'warning',
  not_received: 'danger',
  received: 'success',
  partly_received: 'warning',
  rejected: 'danger',
} as const;
const PAGE_SIZE = 10;
/** While an order waits for the operator it is asked again this often, so approval and payout show without a reload. */
const AWAITING_OPERATOR_REFRESH_MS = 5000;
const AWAITING_OPERATOR: readonly WithdrawalStatus[] = ['pending', 'approved'];

/** The member's orders, paged and filtered by the API, with the receipt actions. */
export function WithdrawalOrders({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [receipt, setReceipt] = useState<{
    order: WithdrawalOrder;
    outcome: ReceiptOutcome;
  } | null>(null);
  const orders = useQuery({
    ...getWithdrawalOrders.query({
      pageNo: table.page,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((order) => AWAITING_OPERATOR.includes(order.status))
        ? AWAITING_OPERATOR_REFRESH_MS
        : false,
  });
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const when = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <section className="withdrawal-card" aria-labelledby="withdrawal-orders-title">
      <h3 id="withdrawal-orders-title" className="section-title">
        {t('orders.title')}
      </h3>
      <FilterSelect
        name="statusFilter"
        label={t('orders.filter')}
        allLabel={t('orders.all')}
        value={status}
        onChange={(next) => {
          setStatus(next);
          table.restart();
        }}
        options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      <RecordsTable<WithdrawalOrder>
        caption={t('orders.title')}
        rowKey={(row) => row.id}
        answer={orders}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('orders.empty')}
        emptyBody={t('orders.emptyBody')}
        columns={[
          {
            key: 'order',
            header: t('orders.order'),
            cell: (row) => (
              <>
                <div>{row.orderNo}</div>
                <div className="withdrawal-muted">{when(row.createdAt)}</div>
              </>
            ),
          },
          {
            key: 'amount',
            header: t('orders.amount'),
            align: 'end',
            cell: (row) => money(row.amount),
          },
          {
            key: 'payTo',
            header: t('orders.payTo'),
            cell: (row) => `${row.payout.providerName} ${row.payout.accountNumber}`,
          },
          {
            key: 'status',
            header: t('orders.status'),
            cell: (row) => (
              <div className="withdrawal-status">
                <StatusBadge tone={toneOf(row.status, TONES)}>
                  {t(`status.${row.status}`)}
                </StatusBadge>
                {row.status === 'rejected' && row.rejectReason && (
                  <div className="withdrawal-muted">{row.rejectReason}</div>
                )}
                {row.receivedAmount !== null && row.remainingAmount !== null && (
                  <div className="withdrawal-muted">
                    {t('orders.partly', {
                      received: money(row.receivedAmount),
                      remaining: money(row.remainingAmount),
                    })}
                  </div>
                )}
                {row.remainder && row.remainingAmount !== null && (
                  <RemainderNote remainder={row.remainder} remaining={money(row.remainingAmount)} />
                )}
              </div>
            ),
          },
          {
            key: 'actions',
            header: t('orders.actions'),
            cell: (row) =>
              row.status === 'disbursed' ? (
                <div className="withdrawal-actions">
                  {(['received', 'partly_received', 'not_received'] as const).map((outcome) => (
                    <button
                      key={outcome}
                      type="button"
                      className="site-button"
                      onClick={() => setReceipt({ order: row, outcome })}
                    >
                      {t(`receipt.${outcome}`)}
                    </button>
                  ))}
                  {row.autoConfirmAt && (
                    <div className="withdrawal-muted">
                      {t('orders.autoConfirm', { at: when(row.autoConfirmAt) })}
                    </div>
                  )}
                </div>
              ) : null,
          },
        ]}
      />
      {receipt && (
        <ReceiptDialog
          order={receipt.order}
          outcome={receipt.outcome}
          currencySymbol={currencySymbol}
          onClose={() => setReceipt(null)}
          onDone={() => {
            setReceipt(null);
            void queryClient.invalidateQueries({ queryKey: getWithdrawalOrders.endpointKey });
            void queryClient.invalidateQueries({ queryKey: getWithdrawalOverview.endpointKey });
          }}
        />
      )}
    </section>
  );
}

/** What became of a partly received order's remainder: being looked into, paid, or returned. */
function RemainderNote({
  remainder,
  remaining,
}: {
  remainder: NonNullable<WithdrawalOrder['remainder']>;
  remaining: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      className="withdrawal-remainder"
      data-testid="withdrawal-remainder"
      data-state={remainder.state}
    >
      {remainder.state === 'open' && t('orders.remainderOpen', { remaining })}
      {remainder.state === 'paid' &&
        t('orders.remainderPaid', { remaining, reference: remainder.reference ?? '' })}
      {remainder.state === 'closed' && (
        <>
          <div>{t('orders.remainderClosed', { remaining })}</div>
          {remainder.reason && (
            <div>{t('orders.remainderReason', { reason: remainder.reason })}</div>
          )}
        </>
      )}
    </div>
  );
}
