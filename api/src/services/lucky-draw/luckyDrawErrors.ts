import { ApiError } from '../../errors.js';

/** The wheel's and the envelopes' refusals: each a code the page translates. */
export const luckyDrawErrors = {
  noTicket: () => new ApiError(409, 'LUCKY_NO_TICKET', 'You have no ticket left'),
  windowClosed: (nextStart: Date | null) =>
    new ApiError(409, 'LUCKY_WINDOW_CLOSED', 'The red envelope rain is not on now', {
      nextStart: nextStart?.toISOString() ?? null,
    }),
};
