import {
  dateTimeFormat,
  ErrorState,
  type StatementLine,
  type StatementMonth,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import {
  DataTable,
  formatAmount,
  formatDateTime,
  RecordsTable,
  SelectField,
  SignedAmount,
  type TableColumn,
  useTableState,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addTranslations, NAMESPACE } from './i18n/statement-translations';
import { downloadStatement } from './statement-download.resource';
import { getStatementSummary } from './statement-summary.resource';
import { getStatement } from './statement.resource';

addTranslations();

/** The API's STATEMENT_DAYS (the apps take only types from @site/contracts, not its schemas). */
const STATEMENT_DAYS = 90;
const DAY_CHOICES = [7, 30, STATEMENT_DAYS] as const;
const PAGE_SIZE = 20;

/** The month `yyyy-MM` in the reader's words and digits ("March 2026", "মার্চ ২০২৬"). */
const formatMonth = (month: string, language: string) =>
  // The 15th: the same month in every time zone the page may show dates in.
  dateTimeFormat(language, { year: 'numeric', month: 'long' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** Hands the file to the browser as a download named as the server names it. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click's task: a browser that starts the download late still finds the file.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * Account history (issue 44 item 5): the net position per month of the brand's calendar, every
 * deposit, withdrawal, bet and result of the last days (at most 90), and the same lines as a CSV
 * file, downloaded with the member's token.
 */
export default function StatementPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [days, setDays] = useState<number>(STATEMENT_DAYS);
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const summary = useQuery(getStatementSummary.query({ days }));
  const lines = useQuery({
    ...getStatement.query({ days, pageNo: table.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const money = (amount: number) => formatAmount(amount, i18n.language);
  const monthColumns: TableColumn<StatementMonth>[] = [
    { key: 'month', header: t('month'), cell: (row) => formatMonth(row.month, i18n.language) },
    { key: 'deposits', header: t('deposits'), align: 'end', cell: (row) => money(row.deposits) },
    {
      key: 'withdrawals',
      header: t('withdrawals'),
      align: 'end',
      cell: (row) => money(row.withdrawals),
    },
    { key: 'bets', header: t('bets'), align: 'end', cell: (row) => money(row.bets) },
    { key: 'results', header: t('results'), align: 'end', cell: (row) => money(row.results) },
    {
      key: 'net',
      header: t('net'),
      align: 'end',
      cell: (row) => <SignedAmount amount={row.net} />,
    },
  ];
  const describe = (line: StatementLine) => {
    if (line.ledgerKind === 'WITHDRAWAL_REFUND') return t('refund');
    if (line.kind === 'OTHER') return t(`otherKinds.${line.ledgerKind}`, t('kinds.OTHER'));
    return t(`kinds.${line.kind}`);
  };
  const lineColumns: TableColumn<StatementLine>[] = [
    { key: 'at', header: t('time'), cell: (line) => formatDateTime(line.at, i18n.language) },
    { key: 'kind', header: t('movement'), cell: describe },
    {
      key: 'amount',
      header: t('amount'),
      align: 'end',
      cell: (line) => <SignedAmount amount={line.amount} />,
    },
  ];

  const save = async () => {
    setDownload('busy');
    try {
      const file = await downloadStatement({ days });
      const period = lines.data ? `-${lines.data.from}-${lines.data.to}` : '';
      saveFile(file, `statement${period}.csv`);
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  return (
    <div data-testid="statement-page">
      <h3 className="section-title">{t('title')}</h3>
      <p>{t('lead', { days: STATEMENT_DAYS })}</p>
      <div className="records-filters">
        <SelectField
          name="days"
          label={t('days')}
          value={String(days)}
          onChange={(value) => {
            setDays(Number(value));
            table.restart();
          }}
          options={DAY_CHOICES.map((count) => ({
            value: String(count),
            label: t('lastDays', { count }),
          }))}
        />
        <button
          type="button"
          className="site-button site-button--primary"
          disabled={download === 'busy'}
          onClick={() => void save()}
        >
          {download === 'busy' ? t('downloading') : t('download')}
        </button>
      </div>
      {download === 'failed' && (
        <p className="site-state site-state--error" role="alert">
          {t('downloadFailed')}
        </p>
      )}
      <h4 className="section-title">{t('monthly')}</h4>
      {summary.status === 'pending' && (
        <SkeletonBlocks count={2} height={48} label={t('loadingMonths')} />
      )}
      {summary.status === 'error' && (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {summary.data && (
        <DataTable
          caption={t('monthly')}
          columns={monthColumns}
          rowKey={(row) => row.month}
          data={{ rows: summary.data.months, total: summary.data.months.length }}
          loading={summary.isFetching}
          error={null}
          page={1}
          pageSize={Math.max(1, summary.data.months.length)}
          onPageChange={() => undefined}
          stackOnPhone
        />
      )}
      <h4 className="section-title section-title--spaced">{t('lines')}</h4>
      <RecordsTable
        caption={t('lines')}
        columns={lineColumns}
        rowKey={(line) => line.transactionId}
        answer={lines}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('emptyTitle')}
        emptyBody={t('emptyBody')}
      />
    </div>
  );
}
