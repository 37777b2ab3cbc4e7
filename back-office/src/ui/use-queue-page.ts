import type { ApiError } from '@site/shared';
import { useTableState } from '@site/shared/ui';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { QueueFilter } from './queue-filters';
import { useQueue } from './use-queue';

/** How many rows a queue page shows at once. */
export const QUEUE_PAGE_SIZE = 20;

/**
 * The state every queue page keeps: its list (useQueue) at the page the table is on, the filter
 * bar's filter, the row an operator is acting on, and the notice of the last action done.
 * `inputOf` builds the list call's input from the filter and the page (1-based); a new filter,
 * or any of the page's own filters set through `restarting`, goes back to the first page.
 */
export function useQueuePage<Input, Output, Acting>(
  call: {
    query: (input: Input) => UseQueryOptions<Output, ApiError, Output, QueryKey>;
    endpointKey: QueryKey;
  },
  inputOf: (filter: QueueFilter, page: number, pageSize: number) => Input,
) {
  const table = useTableState({ pageSize: QUEUE_PAGE_SIZE });
  const [filter, setFilter] = useState<QueueFilter>({});
  const [acting, setActing] = useState<Acting | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { queue, refresh } = useQueue(call, inputOf(filter, table.page, QUEUE_PAGE_SIZE));
  const { restart } = table;
  // Opens an action on a row; the last action's notice goes, since it was about another row.
  // Stable, so a page's memoised columns may use it.
  const act = useCallback((next: Acting) => {
    setNotice(null);
    setActing(next);
  }, []);
  const applyFilter = useCallback(
    (next: QueueFilter) => {
      setFilter(next);
      restart();
    },
    [restart],
  );
  return {
    queue,
    refresh,
    table,
    applyFilter,
    /** A setter of the page's own filter that also goes back to the first page. */
    restarting:
      <Value>(set: (value: Value) => void) =>
      (value: Value) => {
        set(value);
        restart();
      },
    notice,
    acting,
    act,
    stopActing: () => setActing(null),
    /** An action went through: say so, and ask for the list again (its row has moved on). */
    done: (message: string) => {
      setNotice(message);
      void refresh();
    },
  };
}

export type QueuePageState<Output, Acting> = ReturnType<
  typeof useQueuePage<unknown, Output, Acting>
>;
