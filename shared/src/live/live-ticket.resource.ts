import { defineCall } from '../api/client';

/**
 * A single-use ticket for one push stream (`POST /wps/live/ticket`): a browser's EventSource
 * sends no header, so it trades the member's token for a ticket before each connection.
 */
export const getLiveTicket = defineCall<void, { ticket: string; expiresInSeconds: number }>({
  module: 'live',
  method: 'POST',
  path: '/wps/live/ticket',
  needsToken: true,
});
