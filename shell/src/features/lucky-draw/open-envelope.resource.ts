import { defineCall, type EnvelopeOpenResult } from '@site/shared';

/** Spends one envelope ticket during the rain: the amount is drawn and recorded on the server. */
export const openEnvelope = defineCall<void, EnvelopeOpenResult>({
  module: 'member',
  method: 'POST',
  path: '/wps/member/lucky-draw/envelope',
  needsToken: true,
});
