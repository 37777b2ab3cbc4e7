import type { LiveTableCardChange, LiveTableList } from '@site/contracts';

/** A list as the page received it, and when (ms of this device's clock). */
export interface ReceivedList {
  list: LiveTableList;
  receivedAt: number;
}

/** The list with one table's card as the push sent it (a table not shown yet joins at the end). */
export function withCard(list: LiveTableList, change: LiveTableCardChange): LiveTableList {
  const known = list.list.some((card) => card.code === change.table.code);
  return {
    serverTime: change.serverTime,
    list: known
      ? list.list.map((card) => (card.code === change.table.code ? change.table : card))
      : [...list.list, change.table],
  };
}

/** Of the pushed list and the one read again while the push was down, the one received last. */
export function latestList(...lists: Array<ReceivedList | null | undefined>): ReceivedList | null {
  return lists.reduce<ReceivedList | null>(
    (latest, next) => (next && (!latest || next.receivedAt > latest.receivedAt) ? next : latest),
    null,
  );
}
