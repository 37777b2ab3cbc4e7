import type { OpsLiveTable, OpsTeenPattiTable } from '@site/contracts';
import {
  limitChanges,
  limitProblems,
  limitsDraftOf,
  liveTableStateOf,
  teenPattiStateOf,
  termsChanges,
  termsDraftOf,
  termsProblems,
} from './table-drafts';

const liveTable = (overrides: Partial<OpsLiveTable> = {}): OpsLiveTable => ({
  id: '7',
  code: 'BACCARAT_1',
  game: 'BACCARAT',
  category: 'LIVE',
  name: { en: 'Baccarat 1', bn: 'ব্যাকারা ১' },
  paused: false,
  bettingSeconds: 15,
  limits: [
    { betType: 'PLAYER', min: 10, max: 50_000 },
    { betType: 'TIE', min: 10, max: 5_000 },
  ],
  nextLimits: null,
  round: {
    roundNo: 4,
    state: 'BETTING',
    closesAt: '2026-12-07T04:00:15.000Z',
    resultDueAt: '2026-12-07T04:00:21.000Z',
  },
  today: { stakes: 0, returns: 0, houseResult: 0 },
  ...overrides,
});

const teenPattiTable = (overrides: Partial<OpsTeenPattiTable> = {}): OpsTeenPattiTable => ({
  id: '3',
  name: 'Boot 1',
  seats: 5,
  seated: 2,
  playing: true,
  paused: false,
  boot: 1,
  maxStake: 128,
  rakeBasisPoints: 500,
  nextBoot: null,
  nextRakeBasisPoints: null,
  todayRake: 0,
  ...overrides,
});

describe("a table's state", () => {
  it('is pausing while a paused table finishes its round or hand, then closed', () => {
    expect(liveTableStateOf(liveTable())).toBe('OPEN');
    expect(liveTableStateOf(liveTable({ paused: true }))).toBe('PAUSING');
    const settled = { ...liveTable().round!, state: 'SETTLED' as const };
    expect(liveTableStateOf(liveTable({ paused: true, round: settled }))).toBe('CLOSED');
    expect(liveTableStateOf(liveTable({ paused: true, round: null }))).toBe('CLOSED');
    expect(teenPattiStateOf(teenPattiTable({ paused: true }))).toBe('PAUSING');
    expect(teenPattiStateOf(teenPattiTable({ paused: true, playing: false }))).toBe('CLOSED');
  });
});

describe("a live table's limits", () => {
  it('starts from the limits set for the next round, and lists only what changes', () => {
    const table = liveTable({ nextLimits: [{ betType: 'PLAYER', min: 20, max: 40_000 }] });
    const draft = limitsDraftOf(table);
    expect(draft).toEqual({ PLAYER: { min: '20', max: '40000' } });
    expect(limitChanges(table, draft).rows).toEqual([]);
    const { rows, limits } = limitChanges(table, { PLAYER: { min: '২৫', max: '40000' } });
    expect(limits).toEqual([{ betType: 'PLAYER', min: 25, max: 40_000 }]);
    expect(rows).toEqual([
      {
        id: 'PLAYER',
        label: { key: 'tables.betTypes.PLAYER' },
        before: { key: 'tables.range', values: { min: 20, max: 40_000 } },
        after: { key: 'tables.range', values: { min: 25, max: 40_000 } },
      },
    ]);
  });

  it('refuses an empty, zero, malformed or reversed limit by its field', () => {
    const problems = limitProblems({
      PLAYER: { min: '0', max: '' },
      TIE: { min: '50', max: '10' },
      BANKER: { min: '1.234', max: 'abc' },
    });
    expect(Object.fromEntries(problems)).toEqual({
      'PLAYER.min': { key: 'tables.errors.positive' },
      'PLAYER.max': { key: 'tables.errors.required' },
      'TIE.max': { key: 'tables.errors.minAboveMax' },
      'BANKER.min': { key: 'tables.errors.decimals' },
      'BANKER.max': { key: 'tables.errors.amount' },
    });
    expect(limitProblems(limitsDraftOf(liveTable())).size).toBe(0);
  });
});

describe("a teen patti table's boot and rake", () => {
  it('edits the rake in percent and sends basis points; only what changes', () => {
    const table = teenPattiTable();
    expect(termsDraftOf(table)).toEqual({ boot: '1', rakePercent: '5' });
    expect(termsChanges(table, termsDraftOf(table))).toEqual({ rows: [], body: {} });
    const { rows, body } = termsChanges(table, { boot: '2', rakePercent: '3.5' });
    expect(body).toEqual({ boot: 2, rakeBasisPoints: 350 });
    expect(rows.map((row) => [row.id, row.before, row.after])).toEqual([
      ['boot', 1, 2],
      [
        'rake',
        { key: 'tables.percent', values: { value: 5 } },
        { key: 'tables.percent', values: { value: 3.5 } },
      ],
    ]);
  });

  it('refuses a boot above the top stake, a zero boot and a rake above 10 %', () => {
    const table = teenPattiTable();
    expect(termsProblems(table, { boot: '129', rakePercent: '10.5' })).toEqual({
      boot: { key: 'tables.errors.bootAboveMaxStake', values: { max: 128 } },
      rakePercent: { key: 'tables.errors.rakeAbove', values: { max: 10 } },
    });
    expect(termsProblems(table, { boot: '0', rakePercent: '0' })).toEqual({
      boot: { key: 'tables.errors.positive' },
      rakePercent: null,
    });
  });
});
