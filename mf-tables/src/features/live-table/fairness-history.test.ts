import type { LiveRound } from '@site/contracts';
import { parseRoundNo, roundHistory } from './fairness-history';

const round = (roundNo: number, revealed = true): LiveRound => ({
  roundNo,
  state: revealed ? 'SETTLED' : 'BETTING',
  openedAt: '',
  closesAt: '',
  resultDueAt: '',
  serverSeedHash: 'a'.repeat(64),
  posted: null,
  outcome: revealed ? {} : null,
  winner: revealed ? 'TIGER' : null,
  resultedAt: revealed ? '2026-12-07T08:00:00.000Z' : null,
  serverSeed: revealed ? 'b'.repeat(64) : null,
});
const numbers = (rounds: LiveRound[]) => rounds.map((each) => each.roundNo);
const page = (roundNos: number[], next: number | null = null) => ({
  list: roundNos.map((roundNo) => round(roundNo)),
  nextBeforeRoundNo: next,
});

describe('a round number typed by the player', () => {
  it('takes Latin and Bengali digits, with spaces around', () => {
    expect(parseRoundNo('41')).toBe(41);
    expect(parseRoundNo(' ৪১ ')).toBe(41);
    expect(parseRoundNo('2000000000')).toBe(2_000_000_000);
  });

  it('refuses what is no round number', () => {
    for (const text of ['', '0', '-3', '4.5', '1e3', 'abc', '2000000001', '99999999999'])
      expect(parseRoundNo(text)).toBeNull();
  });
});

describe("the table's fairness history", () => {
  it('lists the pages in order, with the pushed results newer than the first page on top', () => {
    const pushed = [round(25), round(24), round(23), round(22)];
    expect(numbers(roundHistory(pushed, [page([23, 22, 21], 21), page([20, 19])]))).toEqual([
      25, 24, 23, 22, 21, 20, 19,
    ]);
  });

  it('never lists a round twice, nor one without its seed', () => {
    expect(
      numbers(roundHistory([round(9, false), round(8)], [page([8, 7]), page([7, 6])])),
    ).toEqual([8, 7, 6]);
  });

  it('takes every pushed result when the table had none at the first read', () => {
    expect(numbers(roundHistory([round(2), round(1)], [page([])]))).toEqual([2, 1]);
    expect(roundHistory([round(2)], [])).toHaveLength(1);
  });
});
