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
import { liveTableFixture, teenPattiTableFixture } from './table-fixtures';

describe("a table's state", () => {
  it('is pausing while a paused table finishes its round or hand, then closed', () => {
    expect(liveTableStateOf(liveTableFixture())).toBe('OPEN');
    expect(liveTableStateOf(liveTableFixture({ paused: true }))).toBe('PAUSING');
    const settled = { ...liveTableFixture().round!, state: 'SETTLED' as const };
    expect(liveTableStateOf(liveTableFixture({ paused: true, round: settled }))).toBe('CLOSED');
    expect(liveTableStateOf(liveTableFixture({ paused: true, round: null }))).toBe('CLOSED');
    expect(teenPattiStateOf(teenPattiTableFixture({ paused: true }))).toBe('PAUSING');
    expect(teenPattiStateOf(teenPattiTableFixture({ paused: true, playing: false }))).toBe(
      'CLOSED',
    );
  });
});

describe("a live table's limits", () => {
  it('starts from the limits set for the next round, and lists only what changes', () => {
    const table = liveTableFixture({ nextLimits: [{ betType: 'PLAYER', min: 20, max: 40_000 }] });
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
    expect(limitProblems(limitsDraftOf(liveTableFixture())).size).toBe(0);
  });
});

describe("a teen patti table's boot and rake", () => {
  it('edits the rake in percent and sends basis points; only what changes', () => {
    const table = teenPattiTableFixture();
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
    const table = teenPattiTableFixture();
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
