import {
  formatMoney,
  useBusState,
  useTranslation,
  type LedgerKindName,
  type TeamTransaction,
} from '@site/shared';
import { LedgerKindSelect, formatDateTime, SignedAmount, type TableColumn } from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TeamReport, useTeamFilters } from '../../ui/team-report';
import { TotalsTiles } from '../../ui/totals-tiles';
import {
  addDownlineTransactionsTranslations,
  NAMESPACE,
} from './i18n/downline-transactions-translations';
import { getTeamTransactions } from './team-transactions.resource';

addDownlineTransactionsTranslations();

/**
 * spec §1/§2 downline transaction details: every movement on the downlines' wallets (deposits,
 * withdrawals, transfers, bets and wins, bonuses), filtered by member, days and kind, paged on
 * the server, with the money in and out of the whole filter.
 */
export default function DownlineTransactionsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const filters = useTeamFilters();
  const [kind, setKind] = useState<LedgerKindName | ''>('');
  const movements = useQuery({
    ...getTeamTransactions.query({ ...filters.params, ...(kind ? { kind } : {}) }),
    placeholderData: keepPreviousData,
  });
  const kindNames = t('kindNames', { returnObjects: true }) as Record<LedgerKindName, string>;
  const money = (value: number) => formatMoney(value, currencySymbol, i18n.language);

  const columns: TableColumn<TeamTransaction>[] = [
    { key: 'at', header: t('time'), cell: (row) => formatDateTime(row.at, i18n.language) },
    { key: 'account', header: t('account'), cell: (row) => row.account },
    { key: 'kind', header: t('kind'), cell: (row) => kindNames[row.kind] ?? row.kind },
    {
      key: 'wallet',
      header: t('wallet'),
      cell: (row) => (row.wallet === 'MAIN' ? t('mainWallet') : row.wallet),
    },
    {
      key: 'amount',
      header: t('amount'),
      align: 'end',
      cell: (row) => <SignedAmount amount={row.amount} />,
    },
  ];
  const data = movements.data;

  return (
    <TeamReport<TeamTransaction>
      testId="downline-transactions"
      text={t}
      filters={filters}
      selects={
        <LedgerKindSelect
          label={t('kind')}
          allLabel={t('all')}
          kindNames={kindNames}
          value={kind}
          onChange={filters.refilter(setKind)}
        />
      }
      totals={
        data && (
          <TotalsTiles
            testId="transactions-totals"
            tiles={[
              { key: 'credits', label: t('credits'), value: money(data.credits) },
              { key: 'debits', label: t('debits'), value: money(Math.abs(data.debits)) },
              {
                key: 'net',
                label: t('net'),
                value: (
                  <SignedAmount amount={Math.round((data.credits + data.debits) * 100) / 100} />
                ),
              },
            ]}
          />
        )
      }
      columns={columns}
      rowKey={(row) => row.id}
      answer={movements}
    />
  );
}
