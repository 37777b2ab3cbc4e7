import { formatMoney, formatNumber, useTranslation, type RebateClaim } from '@site/shared';
import { formatDateTime, RecordsTable, useTableState, type TableColumn } from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NAMESPACE } from './i18n/manual-rebate-translations';
import { getRebateClaims } from './rebate-claims.resource';

const PAGE_SIZE = 10;

/** The member's claims, newest first, paged by the API. */
export function RebateClaims({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const table = useTableState({ pageSize: PAGE_SIZE });
  const claims = useQuery({
    ...getRebateClaims.query({ pageNo: table.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const when = (iso: string) => formatDateTime(iso, language);
  const columns: TableColumn<RebateClaim>[] = [
    { key: 'claimedAt', header: t('claimedAt'), cell: (row) => when(row.claimedAt) },
    {
      key: 'window',
      header: t('window'),
      cell: (row) =>
        row.periodStart
          ? t('windowFrom', { start: when(row.periodStart), end: when(row.periodEnd) })
          : t('windowUntil', { end: when(row.periodEnd) }),
    },
    {
      key: 'validBet',
      header: t('validBet'),
      align: 'end',
      cell: (row) => formatMoney(row.validBet, currencySymbol, language),
    },
    {
      key: 'level',
      header: t('level'),
      align: 'end',
      cell: (row) => formatNumber(row.vipLevel, language),
    },
    {
      key: 'amount',
      header: t('amount'),
      align: 'end',
      cell: (row) => formatMoney(row.amount, currencySymbol, language),
    },
  ];
  return (
    <section className="card rebate-card" aria-labelledby="rebate-history-title">
      <h4 id="rebate-history-title" className="rebate-card__title">
        {t('history')}
      </h4>
      <RecordsTable
        caption={t('history')}
        columns={columns}
        rowKey={(row) => row.id}
        answer={claims}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('historyEmpty')}
        emptyBody={t('historyEmptyBody')}
      />
    </section>
  );
}
