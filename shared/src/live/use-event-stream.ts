import { useEffect, useRef } from 'react';
import { openEventStream } from './event-stream';
import { getLiveTicket } from './live-ticket.resource';

export interface UseEventStreamOptions {
  /** The stream needs the member's single-use live ticket (`POST /wps/live/ticket`). */
  ticketed?: boolean;
  /** The query parameter the server reads the last event id from. */
  resumeParam?: string;
  /** The connection dropped or could not be made (it is tried again after a pause). */
  onDown?: () => void;
}

/**
 * Follows a push stream while the component shows it (`url` null: not now, e.g. a visitor).
 * Each event goes to the latest handler of its name; which events are followed is fixed by the
 * handlers' names, so a page may pass new functions at every render.
 */
export function useEventStream(
  url: string | null,
  on: Record<string, (data: string) => void>,
  { ticketed = false, resumeParam, onDown }: UseEventStreamOptions = {},
): void {
  const latest = useRef({ on, onDown });
  latest.current = { on, onDown };
  const events = Object.keys(on).sort().join(' ');
  useEffect(() => {
    if (!url) return;
    const handlers = Object.fromEntries(
      events
        .split(' ')
        .filter(Boolean)
        .map((event) => [event, (data: string) => latest.current.on[event]?.(data)]),
    );
    return openEventStream({
      url,
      on: handlers,
      resumeParam,
      onDown: () => latest.current.onDown?.(),
      getTicket: ticketed ? async () => (await getLiveTicket()).ticket : undefined,
    });
  }, [url, events, ticketed, resumeParam]);
}
