import { createContext, useContext, useSyncExternalStore } from 'react';
import type { QueueLiveConnection } from './queue-live-connection';
import type { LiveState } from './queue-live';

/** The console's stream (app/live/queue-live-provider); none: the queues only poll. */
export const QueueLiveContext = createContext<QueueLiveConnection | null>(null);

const noStream = () => () => undefined;

/** The console's stream and its state ('reconnecting' without one: the queues poll). */
export function useQueueLive(): { connection: QueueLiveConnection | null; state: LiveState } {
  const connection = useContext(QueueLiveContext);
  const state = useSyncExternalStore(
    connection ? (listener) => connection.onState(listener) : noStream,
    () => connection?.state ?? 'reconnecting',
  );
  return { connection, state };
}
