import { defineCall, type CustomerServiceLinks } from '@site/shared';

export const getCustomerService = defineCall<void, CustomerServiceLinks>({
  module: 'content',
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerService',
  needsToken: false,
});
