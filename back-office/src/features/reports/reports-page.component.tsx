import type { DailyReport, ReportTotals } from '@site/contracts';
import { formatNumber, localizeDigits } from '@site/shared';
import {
  DataTable,
  DatePresetPicker,
  SelectField,
  toIsoDate,
  presetRange,
  useTableState,
  type DateRange,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount } from '../../ui/format';
import { downloadCsv, toCsv } from './report-csv';
import {
  chartPoints,
  csvRows,
  DAY_COLUMNS,
  MAX_REPORT_DAYS,
  PRODUCT_COLUMNS,
  productRows,
  rangeDays,
  type FigureColumn,
} from './report-shape';
import { dailyReport, operatorBrands } from './reports.resource';

/** recharts is the console's largest library: it loads with the first report, not before. */
const ReportChart = lazy(
  () => import(/* webpackChunkName: "report-chart" */ './report-chart.component'),
);

const PAGE_SIZE = 31;

/** The figures the totals show, in the order a cashier reads a day. */
const TOTAL_FIGURES = [
  'deposits',
  'withdrawals',
  'stake',
  'payout',
  'ggr',
  'bonusCost',
  'ngr',
] as const;

/**
 * The reports (issue 45 item 8): a brand's or every brand's figures per day of the brand's
 * clock over up to 92 days: the totals, a chart, the day table and the product table, each
 * table exportable as CSV.
 */
export function ReportsPage() {
  const { t } = useConsoleTranslation();
  const [brand, setBrand] = useState('');
  const [range, setRange] = useState<DateRange>(() =>
    presetRange('previous7', toIsoDate(new Date())),
  );
  const tooLong = rangeDays(range) > MAX_REPORT_DAYS;
  const brands = useQuery(operatorBrands.query());
  const report = useQuery({
    ...dailyReport.query({ ...(brand ? { brand } : {}), ...range }),
    enabled: !tooLong,
    placeholderData: keepPreviousData,
  });
  const data = tooLong ? undefined : report.data;

  return (
    <section className="report" aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <div className="queue__filters report__filters">
        <SelectField
          name="brand"
          label={t('queue.brand')}
          value={brand}
          onChange={setBrand}
          options={[
            { value: '', label: t('queue.allBrands') },
            ...(brands.data ?? []).map((code) => ({ value: code, label: code })),
          ]}
        />
        <DatePresetPicker
          label={t('reports.range')}
          value={range}
          onChange={setRange}
          presets={['previous7', 'previous30']}
        />
      </div>
      {tooLong ? (
        <p className="console-notice console-notice--error" role="alert">
          {t('reports.tooLong', { days: MAX_REPORT_DAYS })}
        </p>
      ) : (
        data && (
          <p className="report__zones">
            {t('reports.clock', {
              zones: data.brands.map((row) => `${row.brand} ${row.timeZone}`).join(', '),
            })}
          </p>
        )
      )}
      {report.isError && !data && (
        <p className="console-notice console-notice--error" role="alert">
          {t('reports.failed')}
        </p>
      )}
      {data && (
        <div
          className={report.isPlaceholderData ? 'report__body report__body--stale' : 'report__body'}
        >
          <Totals totals={data.totals} />
          <figure className="report__chart">
            <figcaption>{t('reports.chartCaption')}</figcaption>
            <Suspense
              fallback={<div className="report__chart-wait">{t('reports.chartLoading')}</div>}
            >
              <ReportChart points={chartPoints(data)} />
            </Suspense>
          </figure>
          <FigureTable
            id="days"
            report={data}
            columns={DAY_COLUMNS}
            rows={data.days}
            rowKey={(row) => `${row.day} ${row.brand}`}
          />
          <FigureTable
            id="products"
            report={data}
            columns={PRODUCT_COLUMNS}
            rows={productRows(data)}
            rowKey={(row) => `${row.day} ${row.brand} ${row.product}`}
          />
        </div>
      )}
    </section>
  );
}

function Totals({ totals }: { totals: ReportTotals }) {
  const { t, i18n } = useConsoleTranslation();
  const money = (key: (typeof TOTAL_FIGURES)[number]) => {
    const value = totals[key];
    return typeof value === 'number' ? value : value.amount;
  };
  return (
    <dl className="report__totals">
      {TOTAL_FIGURES.map((key) => (
        <div key={key} className={`report__total${money(key) < 0 ? ' report__total--loss' : ''}`}>
          <dt>{t(`reports.figures.${key}`)}</dt>
          <dd>{formatAmount(money(key), i18n.language)}</dd>
        </div>
      ))}
      {(['activePlayers', 'newPlayers'] as const).map((key) => (
        <div key={key} className="report__total">
          <dt>{t(`reports.figures.${key}`)}</dt>
          <dd>{formatNumber(totals[key], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}

type FigureTableProps<Row> = {
  id: 'days' | 'products';
  report: DailyReport;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/** A report table, paged on the page, and its CSV: every row of it, headers as read. */
function FigureTable<Row>({ id, report, columns, rows, rowKey }: FigureTableProps<Row>) {
  const { t, i18n } = useConsoleTranslation();
  const language = i18n.language;
  const table = useTableState({ pageSize: PAGE_SIZE });
  const header = (key: string) => t(`reports.figures.${key}`);
  const cells = useMemo<TableColumn<Row>[]>(
    () =>
      columns.map((column) => ({
        key: column.key,
        header: t(`reports.figures.${column.key}`),
        align: column.kind === 'text' ? 'start' : 'end',
        cell: (row: Row) => {
          const value = column.value(row);
          if (typeof value === 'string')
            return column.key === 'product'
              ? t(`reports.products.${value}`, { defaultValue: value })
              : localizeDigits(value, language);
          if (column.kind === 'money')
            return (
              <span className={value < 0 ? 'report__loss' : undefined}>
                {formatAmount(value, language)}
              </span>
            );
          return formatNumber(value, language);
        },
      })),
    [columns, t, language],
  );
  const exportCsv = () =>
    downloadCsv(`${id}-${report.from}-${report.to}.csv`, toCsv(csvRows(columns, header, rows)));
  return (
    <section className="report__table" aria-labelledby={`report-${id}`}>
      <header className="report__table-header">
        <h2 id={`report-${id}`}>{t(`reports.tables.${id}.title`)}</h2>
        <button type="button" className="site-button" onClick={exportCsv} disabled={!rows.length}>
          {t('reports.exportCsv')}
        </button>
      </header>
      <DataTable
        caption={t(`reports.tables.${id}.title`)}
        columns={cells}
        rowKey={rowKey}
        data={{
          rows: rows.slice((table.page - 1) * PAGE_SIZE, table.page * PAGE_SIZE),
          total: rows.length,
        }}
        loading={false}
        error={null}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t(`reports.tables.${id}.empty`)}
      />
    </section>
  );
}
