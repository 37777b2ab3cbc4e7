import { defineCall, type SetRealityCheckBody } from '@site/shared';

/** Sets the reality check's interval; null follows the brand's default. */
export const setRealityCheck = defineCall<SetRealityCheckBody, unknown>({
  module: 'member',
  method: 'PUT',
  path: '/wps/member/protection/reality-check',
  needsToken: true,
});
