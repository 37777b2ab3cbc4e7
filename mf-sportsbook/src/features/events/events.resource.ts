import { defineCall } from '@site/shared';
import type { SportsEventsPage, SportsEventsQuery } from '@site/contracts';

/** One page of events, by sport or line, live or upcoming. */
export const getEvents = defineCall<Partial<SportsEventsQuery>, SportsEventsPage>({
  module: 'sportsbook',
  method: 'GET',
  path: '/sportsbook/events',
  needsToken: false,
});
