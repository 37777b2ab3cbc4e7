import { defineCall, type OfferContractBody } from '@site/shared';

/** Offers a direct sub-agent a contract, within the caller's own contract of the kind. */
export const offerContract = defineCall<OfferContractBody, { id: string }>({
  module: 'agent',
  method: 'POST',
  path: '/wps/agent/contracts',
  needsToken: true,
});
