import type { OpsHelpOrder } from '@site/contracts';
import { defineCall } from '@site/shared';

/** PUT /ops/help/categories/order: the brand's whole new order, with the reason (audited). */
export const orderHelpCategories = defineCall<OpsHelpOrder, { id: string }>({
  module: 'ops',
  method: 'PUT',
  path: '/ops/help/categories/order',
  needsToken: true,
});
