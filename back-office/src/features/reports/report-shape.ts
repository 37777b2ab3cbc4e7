import type { DailyReport, DayFigures, REPORT_MAX_DAYS, ProductFigures } from '@site/contracts';
import type { DateRange } from '@site/shared/ui';
import type { CsvValue } from './report-csv';

/** The API's limit (contracts' REPORT_MAX_DAYS; the type keeps the two equal). */
export const MAX_REPORT_DAYS: typeof REPORT_MAX_DAYS = 92;

const DAY_MS = 86_400_000;

/** How many calendar days a range covers, both ends included. */
export const rangeDays = (range: DateRange): number =>
  (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;

/** What a figure is, for its format: money with 2 decimals, a count, or text. */
export type FigureKind = 'money' | 'count' | 'text';

/** One column of a report table: its header's key, its kind, its value; the CSV's too. */
export type FigureColumn<Row> = {
  key: string;
  kind: FigureKind;
  value: (row: Row) => CsvValue;
};

export type ProductRow = ProductFigures & { day: string; brand: string };

/** The day table: one row per brand and day, money in and out, the games, bonus and players. */
export const DAY_COLUMNS: readonly FigureColumn<DayFigures>[] = [
  { key: 'day', kind: 'text', value: (row) => row.day },
  { key: 'brand', kind: 'text', value: (row) => row.brand },
  { key: 'depositCount', kind: 'count', value: (row) => row.deposits.count },
  { key: 'deposits', kind: 'money', value: (row) => row.deposits.amount },
  { key: 'withdrawalCount', kind: 'count', value: (row) => row.withdrawals.count },
  { key: 'withdrawals', kind: 'money', value: (row) => row.withdrawals.amount },
  { key: 'stake', kind: 'money', value: (row) => row.stake },
  { key: 'payout', kind: 'money', value: (row) => row.payout },
  { key: 'ggr', kind: 'money', value: (row) => row.ggr },
  { key: 'bonusCost', kind: 'money', value: (row) => row.bonusCost },
  { key: 'ngr', kind: 'money', value: (row) => row.ngr },
  { key: 'activePlayers', kind: 'count', value: (row) => row.activePlayers },
  { key: 'newPlayers', kind: 'count', value: (row) => row.newPlayers },
];

/** The product table: one row per brand, day and product that had rounds. */
export const PRODUCT_COLUMNS: readonly FigureColumn<ProductRow>[] = [
  { key: 'day', kind: 'text', value: (row) => row.day },
  { key: 'brand', kind: 'text', value: (row) => row.brand },
  { key: 'product', kind: 'text', value: (row) => row.product },
  { key: 'rounds', kind: 'count', value: (row) => row.rounds },
  { key: 'stake', kind: 'money', value: (row) => row.stake },
  { key: 'payout', kind: 'money', value: (row) => row.payout },
  { key: 'ggr', kind: 'money', value: (row) => row.ggr },
];

export const productRows = (report: DailyReport): ProductRow[] =>
  report.days.flatMap((day) =>
    day.products.map((product) => ({ day: day.day, brand: day.brand, ...product })),
  );

/** A table as CSV rows: the headers as the reader reads them, then the raw values. */
export const csvRows = <Row>(
  columns: readonly FigureColumn<Row>[],
  header: (key: string) => string,
  rows: readonly Row[],
): CsvValue[][] => [
  columns.map((column) => header(column.key)),
  ...rows.map((row) => columns.map((column) => column.value(row))),
];

/** One point of the chart: a day's figures over the report's brands. */
export type ChartPoint = {
  day: string;
  deposits: number;
  withdrawals: number;
  ggr: number;
  ngr: number;
};

/** Adds money exactly: in minor units, back to major with 2 decimals. */
const addMoney = (a: number, b: number) => (Math.round(a * 100) + Math.round(b * 100)) / 100;

/** The chart's points: each day once, the brands of that day added up, in day order. */
export function chartPoints(report: DailyReport): ChartPoint[] {
  const points = new Map<string, ChartPoint>();
  for (const row of report.days) {
    const point = points.get(row.day) ?? {
      day: row.day,
      deposits: 0,
      withdrawals: 0,
      ggr: 0,
      ngr: 0,
    };
    points.set(row.day, {
      day: row.day,
      deposits: addMoney(point.deposits, row.deposits.amount),
      withdrawals: addMoney(point.withdrawals, row.withdrawals.amount),
      ggr: addMoney(point.ggr, row.ggr),
      ngr: addMoney(point.ngr, row.ngr),
    });
  }
  return [...points.values()].sort((a, b) => a.day.localeCompare(b.day));
}
