import type { OpsDepositOrder } from '@site/contracts';
import { DataTable, useTableState, type TableColumn } from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatShortMoment, waitedText } from '../../ui/format';
import { QueueFilters } from '../../ui/queue-filters.component';
import { QueueHeader } from '../../ui/queue-header.component';
import { useQueue } from '../../ui/use-queue';
import { creditDeposit } from './deposit-credit.resource';
import { DepositDetail } from './deposit-detail.component';
import { failDeposit } from './deposit-fail.resource';
import { listDeposits, type DepositQueueQuery } from './deposits.resource';

const PAGE_SIZE = 20;

type DepositsPageProps = {
  /** The operator's brands (merchant codes); null: every brand. */
  brands: readonly string[] | null;
};

/** The cashier's queue of pending deposits: filter, open one, look at its proof, credit or fail. */
export function DepositsPage({ brands }: DepositsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [filter, setFilter] = useState<Partial<DepositQueueQuery>>({});
  const [selected, setSelected] = useState<OpsDepositOrder | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const input: DepositQueueQuery = {
    state: 'pending',
    ...filter,
    page: table.page,
    pageSize: PAGE_SIZE,
  };
  const { queue, refresh } = useQueue(listDeposits, input);
  const settle = useMutation({
    mutationFn: ({ outcome, reason }: { outcome: 'credit' | 'fail'; reason: string }) =>
      outcome === 'credit'
        ? creditDeposit(selected!.reference, reason)
        : failDeposit(selected!.reference, reason),
    onSuccess: (order, { outcome }) => {
      setSelected(null);
      setDone(t(`deposits.${outcome}.done`, { reference: order.reference }));
      void refresh();
    },
  });

  const now = queue.dataUpdatedAt || Date.now();
  const columns = useMemo<TableColumn<OpsDepositOrder>[]>(
    () => [
      {
        key: 'reference',
        header: t('deposits.columns.reference'),
        cell: (order) => <code>{order.reference}</code>,
      },
      { key: 'member', header: t('deposits.columns.member'), cell: (order) => order.member },
      { key: 'brand', header: t('deposits.columns.brand'), cell: (order) => order.brand },
      {
        key: 'amount',
        header: t('deposits.columns.amount'),
        align: 'end',
        cell: (order) => formatAmount(order.amount, i18n.language),
      },
      {
        // How long it has waited, and since when: one column, so the row's Open button stays in
        // view on a tablet (the method is in the detail).
        key: 'waiting',
        header: t('deposits.columns.waiting'),
        cell: (order) => (
          <span className="waited">
            {waitedText(order.createdAt, now, t)}
            <small>{formatShortMoment(order.createdAt, i18n.language)}</small>
          </span>
        ),
      },
      {
        key: 'proofs',
        header: t('deposits.columns.proofs'),
        cell: (order) =>
          order.proofFileIds.length > 0
            ? t('deposits.proofCount', { count: order.proofFileIds.length })
            : t('deposits.noProof'),
      },
      {
        key: 'actions',
        header: t('deposits.columns.actions'),
        cell: (order) => (
          <button
            type="button"
            className="site-button site-button--primary console-button--small"
            aria-label={`${t('queue.open')} ${order.reference}`}
            onClick={() => {
              setDone(null);
              setSelected(order);
            }}
          >
            {t('queue.open')}
          </button>
        ),
      },
    ],
    [t, i18n.language, now],
  );

  return (
    <section className="queue" aria-labelledby="deposits-title">
      <QueueHeader
        id="deposits-title"
        title={t('deposits.title')}
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
      />
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <DataTable
        caption={t('deposits.caption')}
        columns={columns}
        rowKey={(order) => order.reference}
        data={queue.data ?? null}
        loading={queue.isPlaceholderData}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('deposits.empty')}
        emptyBody={t('deposits.emptyBody')}
      />
      {selected && (
        <DepositDetail
          order={selected}
          onClose={() => setSelected(null)}
          onCredit={(reason) => settle.mutateAsync({ outcome: 'credit', reason })}
          onFail={(reason) => settle.mutateAsync({ outcome: 'fail', reason })}
        />
      )}
    </section>
  );
}
