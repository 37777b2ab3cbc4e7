import type { OpsHelpCentre } from '@site/contracts';
import { defineCall } from '@site/shared';

/** GET /ops/help: the brand's categories in order, with their articles, both languages. */
export const helpCentre = defineCall<{ brand: string }, OpsHelpCentre>({
  module: 'ops',
  method: 'GET',
  path: '/ops/help',
  needsToken: true,
});
