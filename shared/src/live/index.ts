export { startLiveEvents, type LiveEventsOptions } from './live-events';
export {
  openEventStream,
  readJson,
  STREAM_BACKOFF,
  type EventSourceLike,
  type EventStreamOptions,
} from './event-stream';
export { getLiveTicket } from './live-ticket.resource';
export { useEventStream, type UseEventStreamOptions } from './use-event-stream';
