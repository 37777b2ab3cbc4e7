import { defineCall, type EnvelopeOpeningList } from '@site/shared';

/** The member's red envelopes opened, newest first. */
export const getEnvelopeOpenings = defineCall<void, EnvelopeOpeningList>({
  module: 'member',
  method: 'GET',
  path: '/wps/member/lucky-draw/envelopes',
  needsToken: true,
});
