import type { OpsEventTicket } from '@site/contracts';
import { defineCall } from '@site/shared';

/** POST /ops/events/ticket: a one-minute single-use ticket for the queues' event stream. */
export const liveTicket = defineCall<void, OpsEventTicket>({
  module: 'ops',
  method: 'POST',
  path: '/ops/events/ticket',
  needsToken: true,
});
