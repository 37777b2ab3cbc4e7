import { type AccountMovement, type LedgerKindName, useTranslation } from '@site/shared';
import {
  type TableColumn,
  formatAmount,
  formatDateTime,
  LedgerKindSelect,
  RecordsFilters,
  useRecordsFilters,
  RecordsTable,
  SignedAmount,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAccountRecord } from './account-record.resource';
import { addTranslations, NAMESPACE } from './i18n/account-record-translations';

addTranslations();

/**
 * spec §2 transactionHistory: every movement of the member's money in plain words, with the
 * wallet's balance after it, filtered by days and kind, paged on the server.
 */
export default function AccountRecordPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const filters = useRecordsFilters();
  const [kind, setKind] = useState<LedgerKindName | ''>('');
  const record = useQuery({
    ...getAccountRecord.query({ ...filters.params, ...(kind ? { kind } : {}) }),
    placeholderData: keepPreviousData,
  });
  const kindNames = t('kindNames', { returnObjects: true }) as Record<LedgerKindName, string>;
  const walletName = (code: string) => (code === 'MAIN' ? t('mainWallet') : code);
  /** "Transfer to PG", "Sent to upline demo_agent", "Bet": the kind, its direction, the other side. */
  const describe = (row: AccountMovement) =>
    t(`kinds.${row.kind}.${row.amount < 0 ? 'out' : 'in'}`, {
      other: row.counterparty ? walletName(row.counterparty) : '',
    });

  const columns: TableColumn<AccountMovement>[] = [
    { key: 'at', header: t('time'), cell: (row) => formatDateTime(row.at, i18n.language) },
    { key: 'kind', header: t('movement'), cell: describe },
    { key: 'wallet', header: t('wallet'), cell: (row) => walletName(row.wallet) },
    {
      key: 'amount',
      header: t('amount'),
      align: 'end',
      cell: (row) => <SignedAmount amount={row.amount} />,
    },
    {
      key: 'balanceAfter',
      header: t('balanceAfter'),
      align: 'end',
      cell: (row) => formatAmount(row.balanceAfter, i18n.language),
    },
  ];

  return (
    <div data-testid="account-record-page">
      <h3 className="section-title">{t('title')}</h3>
      <RecordsFilters daysLabel={t('days')} filters={filters}>
        <LedgerKindSelect
          label={t('kind')}
          allLabel={t('all')}
          kindNames={kindNames}
          value={kind}
          onChange={filters.refilter(setKind)}
        />
      </RecordsFilters>
      <RecordsTable
        caption={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        answer={record}
        {...filters.paging}
        emptyTitle={t('emptyTitle')}
        emptyBody={t('emptyBody')}
      />
    </div>
  );
}
