import type { ApiError } from '@site/shared';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { brandOf, FALLBACK_POLL_MS, queueOfEndpoint, refreshesQueue } from './queue-live';
import { useQueueLive } from './queue-live-context';

/**
 * A queue's list (a `defineCall` list call and its input), kept on screen while the next page or
 * filter loads. It is asked again when the console's stream says the queue changed for a brand
 * it shows; while the stream is down, every FALLBACK_POLL_MS. `refresh` asks for every cached
 * page of the endpoint again (after an action, or from the queue header's button).
 */
export function useQueue<Input, Output>(
  call: {
    query: (input: Input) => UseQueryOptions<Output, ApiError, Output, QueryKey>;
    endpointKey: QueryKey;
  },
  input: Input,
) {
  const queryClient = useQueryClient();
  const live = useQueueLive();
  const name = queueOfEndpoint(call.endpointKey);
  const queue = useQuery({
    ...call.query(input),
    refetchInterval: live.state === 'live' && name ? false : FALLBACK_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const { endpointKey } = call;
  const brand = brandOf(input);
  useEffect(() => {
    if (!live.connection || !name) return;
    const again = () => void queryClient.invalidateQueries({ queryKey: endpointKey });
    return live.connection.subscribe({
      onEvent: (event) => {
        if (refreshesQueue(event, name, brand)) again();
      },
      onResync: again,
    });
  }, [live.connection, name, brand, queryClient, endpointKey]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: call.endpointKey });
  return { queue, refresh };
}
