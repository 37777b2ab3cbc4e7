import { defineCall } from '@site/shared';
import type { SportsEventDetail } from '@site/contracts';

/** One event with all its markets. */
export const getEvent = (eventId: string) =>
  defineCall<void, SportsEventDetail>({
    module: 'sportsbook',
    method: 'GET',
    path: `/sportsbook/events/${encodeURIComponent(eventId)}`,
    needsToken: false,
  });
