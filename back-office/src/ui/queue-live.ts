import type { OpsQueue, OpsQueueEvent } from '@site/contracts';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The console's live queues (issue 45 item 3): the API's operator stream (`GET /ops/events`)
 * says which queue of which brand changed, and the queue on screen asks for its list again.
 * This is the pure part: which list an event concerns, and how long to wait before reconnecting.
 */

/** The stream's state as the queue header shows it. */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** While the stream is down the queues still ask now and then (and once it is up, never). */
export const FALLBACK_POLL_MS = 60_000;

/** Every queue the stream names (a record, so a queue added to the contracts must be added here). */
const QUEUES: Readonly<Record<OpsQueue, true>> = {
  deposits: true,
  withdrawals: true,
  points: true,
  raffles: true,
  feedback: true,
  applications: true,
};

/** The list endpoints of the queues (their `defineCall` paths). */
const QUEUE_OF_PATH: Readonly<Record<string, OpsQueue>> = {
  '/ops/deposits': 'deposits',
  '/ops/withdrawals': 'withdrawals',
  '/ops/points/redemptions': 'points',
  '/ops/feedback': 'feedback',
  '/ops/applications': 'applications',
};

/** The queue a list call's endpoint key (`['api', method, path]`) lists, or null. */
export function queueOfEndpoint(endpointKey: QueryKey): OpsQueue | null {
  const [, method, path] = endpointKey;
  return method === 'GET' && typeof path === 'string' ? (QUEUE_OF_PATH[path] ?? null) : null;
}

/** A `queue` event's data, or null when it is not one the console knows. */
export function parseQueueEvent(data: string): OpsQueueEvent | null {
  try {
    const value = JSON.parse(data) as Partial<OpsQueueEvent> | null;
    const queue = value?.queue;
    if (
      typeof value?.merchantCode === 'string' &&
      typeof queue === 'string' &&
      Object.hasOwn(QUEUES, queue)
    )
      return { queue, merchantCode: value.merchantCode };
  } catch {
    // Not JSON: ignored.
  }
  return null;
}

/**
 * Whether an event asks the list of `queue` shown for `brand` (the filter's merchant code; none:
 * every brand of the operator) to be asked again.
 */
export function refreshesQueue(
  event: OpsQueueEvent,
  queue: OpsQueue,
  brand: string | undefined,
): boolean {
  return event.queue === queue && (!brand || brand.toUpperCase() === event.merchantCode);
}

/** The brand filter of a list call's input, if it has one. */
export const brandOf = (input: unknown): string | undefined => {
  const brand = (input as { brand?: unknown } | null)?.brand;
  return typeof brand === 'string' && brand ? brand : undefined;
};
