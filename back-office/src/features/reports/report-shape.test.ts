import type { DailyReport, DayFigures } from '@site/contracts';
import {
  chartPoints,
  csvRows,
  DAY_COLUMNS,
  PRODUCT_COLUMNS,
  productRows,
  rangeDays,
} from './report-shape';

const EMPTY: Omit<DayFigures, 'day' | 'brand'> = {
  deposits: { count: 0, amount: 0 },
  withdrawals: { count: 0, amount: 0 },
  stake: 0,
  payout: 0,
  ggr: 0,
  bonusCost: 0,
  ngr: 0,
  activePlayers: 0,
  newPlayers: 0,
  products: [],
};

const day = (date: string, brand: string, figures: Partial<DayFigures>): DayFigures => ({
  ...EMPTY,
  day: date,
  brand,
  ...figures,
});

const REPORT: DailyReport = {
  from: '2026-01-05',
  to: '2026-01-06',
  brands: [
    { brand: 'MEGHNA', timeZone: 'Asia/Dhaka' },
    { brand: 'PADMA', timeZone: 'Asia/Dhaka' },
  ],
  days: [
    day('2026-01-05', 'MEGHNA', { deposits: { count: 1, amount: 0.1 }, ggr: 0.2, ngr: 0.2 }),
    day('2026-01-05', 'PADMA', {
      deposits: { count: 2, amount: 0.2 },
      stake: 140.25,
      payout: 250.5,
      ggr: -110.25,
      bonusCost: 25.5,
      ngr: -135.75,
      products: [
        { product: 'LOTT', rounds: 1, stake: 40.25, payout: 0, ggr: 40.25 },
        { product: 'RNG', rounds: 2, stake: 100, payout: 250.5, ggr: -150.5 },
      ],
    }),
    day('2026-01-06', 'MEGHNA', {}),
    day('2026-01-06', 'PADMA', { withdrawals: { count: 1, amount: 300 } }),
  ],
  totals: EMPTY,
};

describe('report figures', () => {
  it('counts the days of a range, both ends included', () => {
    expect(rangeDays({ from: '2026-01-05', to: '2026-01-05' })).toBe(1);
    expect(rangeDays({ from: '2026-01-01', to: '2026-04-02' })).toBe(92);
    expect(rangeDays({ from: '2026-02-27', to: '2026-03-01' })).toBe(3);
  });

  it('adds the brands of each day for the chart, to the cent', () => {
    expect(chartPoints(REPORT)).toEqual([
      { day: '2026-01-05', deposits: 0.3, withdrawals: 0, ggr: -110.05, ngr: -135.55 },
      { day: '2026-01-06', deposits: 0, withdrawals: 300, ggr: 0, ngr: 0 },
    ]);
  });

  it('lists a row per day, brand and product that had rounds', () => {
    expect(productRows(REPORT).map((row) => [row.day, row.brand, row.product, row.ggr])).toEqual([
      ['2026-01-05', 'PADMA', 'LOTT', 40.25],
      ['2026-01-05', 'PADMA', 'RNG', -150.5],
    ]);
  });

  it('gives the CSV the headers as read and the raw values of the table', () => {
    const rows = csvRows(DAY_COLUMNS, (key) => `h:${key}`, REPORT.days.slice(1, 2));
    expect(rows[0]).toEqual(DAY_COLUMNS.map((column) => `h:${column.key}`));
    expect(rows[1]).toEqual([
      '2026-01-05',
      'PADMA',
      2,
      0.2,
      0,
      0,
      140.25,
      250.5,
      -110.25,
      25.5,
      -135.75,
      0,
      0,
    ]);
    expect(csvRows(PRODUCT_COLUMNS, String, productRows(REPORT))[2]).toEqual([
      '2026-01-05',
      'PADMA',
      'RNG',
      2,
      100,
      250.5,
      -150.5,
    ]);
  });
});
