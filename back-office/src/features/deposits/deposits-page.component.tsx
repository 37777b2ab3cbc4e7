import type { OpsDepositOrder } from '@site/contracts';
import type { TableColumn } from '@site/shared/ui';
import { useMemo } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatShortMoment, waitedText } from '../../ui/format';
import { QueuePage } from '../../ui/queue-page.component';
import { RowActions } from '../../ui/row-actions.component';
import { useQueuePage } from '../../ui/use-queue-page';
import { creditDeposit } from './deposit-credit.resource';
import { DepositDetail } from './deposit-detail.component';
import { failDeposit } from './deposit-fail.resource';
import { listDeposits, type DepositList, type DepositQueueQuery } from './deposits.resource';

type DepositsPageProps = {
  /** The operator's brands (merchant codes); null: every brand. */
  brands: readonly string[] | null;
};

/** The cashier's queue of pending deposits: filter, open one, look at its proof, credit or fail. */
export function DepositsPage({ brands }: DepositsPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const page = useQueuePage<DepositQueueQuery, DepositList, OpsDepositOrder>(
    listDeposits,
    (filter, pageNo, pageSize) => ({ state: 'pending', ...filter, page: pageNo, pageSize }),
  );
  const { queue, act } = page;
  const selected = page.acting;
  const settle = async (outcome: 'credit' | 'fail', reason: string) => {
    const order = await (outcome === 'credit' ? creditDeposit : failDeposit)(
      selected!.reference,
      reason,
    );
    page.stopActing();
    page.done(t(`deposits.${outcome}.done`, { reference: order.reference }));
  };

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
          <RowActions
            actions={[{ id: 'open', label: t('queue.open'), tone: 'primary' }]}
            rowName={order.reference}
            onPick={() => act(order)}
          />
        ),
      },
    ],
    [t, i18n.language, now, act],
  );

  return (
    <QueuePage
      name="deposits"
      title={t('deposits.title')}
      state={page}
      brands={brands}
      filters={{ amounts: 'money' }}
      rowsOf={(list) => list}
      caption={t('deposits.caption')}
      columns={columns}
      rowKey={(order) => order.reference}
      emptyTitle={t('deposits.empty')}
      emptyBody={t('deposits.emptyBody')}
    >
      {selected && (
        <DepositDetail
          order={selected}
          onClose={page.stopActing}
          onCredit={(reason) => settle('credit', reason)}
          onFail={(reason) => settle('fail', reason)}
        />
      )}
    </QueuePage>
  );
}
