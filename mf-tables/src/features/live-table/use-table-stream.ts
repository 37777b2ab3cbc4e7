import type { LiveTableState } from '@site/contracts';
import { readJson, useEventStream } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { getTableState, tablePath } from './table-state.resource';

/**
 * The table's push (`GET /live/tables/:code/stream`, server-sent events), read from the page's
 * origin, whose server passes `/live/` on to the API. Every message is the table's whole state
 * (the round now with its deadlines, the last results, the totals, the roads), so a page that
 * reconnects resumes from the first message: it replaces the cached answer of the table's state
 * (whose update time, with the state's `serverTime`, sets the countdown's clock).
 */
export function useTableStream(tableCode: string) {
  const queryClient = useQueryClient();
  useEventStream(`${tablePath(tableCode)}/stream`, {
    state: (data) => {
      const state = readJson<LiveTableState>(data);
      if (state) queryClient.setQueryData(getTableState(tableCode).query().queryKey, state);
    },
  });
}
