import { defineCall } from '@site/shared';

/** GET /ops/brands: the merchant codes of the brands the operator may act on (brands, releases). */
export const listBrands = defineCall<void, string[]>({
  module: 'ops',
  method: 'GET',
  path: '/ops/brands',
  needsToken: true,
});
