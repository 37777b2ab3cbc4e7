import type { ApiError } from '@site/shared';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { QUEUE_POLL_MS } from './queue-header.component';

/**
 * A queue's list (a `defineCall` list call and its input), asked again every QUEUE_POLL_MS and
 * kept on screen while the next page or filter loads; `refresh` asks for every cached page of
 * the endpoint again (after an action, or from the queue header's button).
 */
export function useQueue<Input, Output>(
  call: {
    query: (input: Input) => UseQueryOptions<Output, ApiError, Output, QueryKey>;
    endpointKey: QueryKey;
  },
  input: Input,
) {
  const queryClient = useQueryClient();
  const queue = useQuery({
    ...call.query(input),
    refetchInterval: QUEUE_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: call.endpointKey });
  return { queue, refresh };
}
