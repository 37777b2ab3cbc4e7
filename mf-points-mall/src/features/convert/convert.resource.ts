import { defineCall, type ConvertPointBody, type ConvertPointResult } from '@site/shared';

/** spec §7 passwordCheck/MCS2_convertPoint: points to wallet money at the brand's ratio. */
export const convertPoints = defineCall<ConvertPointBody, ConvertPointResult>({
  module: 'points',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  needsToken: true,
});
