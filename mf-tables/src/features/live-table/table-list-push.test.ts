import type { LiveTableList } from '@site/contracts';
import { testCard as card } from './table-card.fixture';
import { latestList, withCard } from './table-list-push';

const list: LiveTableList = {
  list: [card('A', 4, [3, 2]), card('B', 9)],
  serverTime: '2026-12-07T08:00:01.000Z',
};

describe("the list's push", () => {
  it("replaces the changed table's card in its place and takes the change's server time", () => {
    const next = withCard(list, {
      table: card('A', 5, [4, 3, 2]),
      serverTime: '2026-12-07T08:00:20.000Z',
    });
    expect(next.list.map((entry) => [entry.code, entry.round!.roundNo])).toEqual([
      ['A', 5],
      ['B', 9],
    ]);
    expect(next.list[0]!.lastResults.map((result) => result.roundNo)).toEqual([4, 3, 2]);
    expect(next.serverTime).toBe('2026-12-07T08:00:20.000Z');
    // The list it came from is left as it was (React state).
    expect(list.list[0]!.round!.roundNo).toBe(4);
  });

  it('adds a table it did not show yet at the end', () => {
    const next = withCard(list, { table: card('C', 1), serverTime: list.serverTime });
    expect(next.list.map((entry) => entry.code)).toEqual(['A', 'B', 'C']);
  });

  it('shows whichever list arrived last: the pushed one, or the one read while the push was down', () => {
    const pushed = { list, receivedAt: 1_000 };
    const reread = { list: { ...list, serverTime: 'later' }, receivedAt: 2_000 };
    expect(latestList(pushed, reread)).toBe(reread);
    expect(latestList({ ...pushed, receivedAt: 3_000 }, reread)!.receivedAt).toBe(3_000);
    expect(latestList(null, undefined)).toBeNull();
    expect(latestList(null, reread)).toBe(reread);
  });
});
