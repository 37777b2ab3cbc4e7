import { type AccountMovement, type LedgerKindName } from '@site/shared';
import {
  DataTable,
  DatePresetPicker,
  presetRange,
  SelectField,
  toIsoDate,
  useTableState,
  type DateRange,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, memberTzOffset } from '../../ui/record-format';
import '../../ui/records.css';
import { SignedAmount } from '../../ui/signed-amount';
import { getAccountRecord } from './account-record.resource';
import { addTranslations, NAMESPACE } from './i18n/account-record-translations';

addTranslations();

const PAGE_SIZE = 10;

/** Every movement kind of the ledger (api migration 0017), in the filter's order. */
const KINDS: readonly LedgerKindName[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'TRANSFER',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  'REBATE',
  'SALARY',
  'DIVIDEND',
  'COMMISSION',
  'REDEMPTION',
  'ADJUSTMENT',
];

/**
 * spec §2 transactionHistory: every movement of the member's money in plain words, with the
 * wallet's balance after it, filtered by days and kind, paged on the server.
 */
export default function AccountRecordPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [range, setRange] = useState<DateRange>(() =>
    presetRange('previous7', toIsoDate(new Date())),
  );
  const [kind, setKind] = useState<LedgerKindName | ''>('');
  const table = useTableState({ pageSize: PAGE_SIZE });
  const record = useQuery({
    ...getAccountRecord.query({
      from: range.from,
      to: range.to,
      tzOffset: memberTzOffset(),
      ...(kind ? { kind } : {}),
      pageNo: table.page,
      pageSize: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
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
      <div className="records-filters">
        <DatePresetPicker
          label={t('days')}
          value={range}
          onChange={(next) => {
            setRange(next);
            table.restart();
          }}
        />
        <SelectField
          name="kind"
          label={t('kind')}
          value={kind}
          onChange={(next) => {
            setKind(next);
            table.restart();
          }}
          options={[
            { value: '', label: t('all') },
            ...KINDS.map((value) => ({ value, label: t(`kindNames.${value}`) })),
          ]}
        />
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        data={record.data ? { rows: record.data.list, total: record.data.total } : null}
        loading={record.isFetching}
        error={record.error}
        onRetry={() => void record.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('emptyTitle')}
        emptyBody={t('emptyBody')}
      />
    </div>
  );
}
