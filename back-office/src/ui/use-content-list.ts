import type { ApiError } from '@site/shared';
import { useTableState } from '@site/shared/ui';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * The state of a content page's list (banners, announcements, promotions): the list call at the
 * page the table is on, kept on screen while the next loads, and the notice of the last change.
 * `inputOf` builds the call's input from the page (1-based).
 */
export function useContentList<Input, Output>(
  call: {
    query: (input: Input) => UseQueryOptions<Output, ApiError, Output, QueryKey>;
    endpointKey: QueryKey;
  },
  inputOf: (page: number, pageSize: number) => Input,
  pageSize: number,
) {
  const queryClient = useQueryClient();
  const table = useTableState({ pageSize });
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    ...call.query(inputOf(table.page, pageSize)),
    placeholderData: keepPreviousData,
  });
  // Stable, so a page's memoised columns may use it.
  const clearNotice = useCallback(() => setNotice(null), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: call.endpointKey });
  return {
    list,
    table,
    refresh,
    notice,
    /** Something else starts (an edit, an action): the last change's notice goes. */
    clearNotice,
    /** A change was saved: say so, and ask for the list again. */
    done: (message: string) => {
      setNotice(message);
      void refresh();
    },
  };
}
