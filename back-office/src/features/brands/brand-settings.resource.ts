import { defineCall } from '@site/shared';
import type { BrandSettingsView } from './brand-settings';

/** GET /ops/brands/:code/settings: the brand's stored config and module tree (admin). */
export const brandSettings = (merchantCode: string) =>
  defineCall<void, BrandSettingsView>({
    module: 'ops',
    method: 'GET',
    path: `/ops/brands/${encodeURIComponent(merchantCode)}/settings`,
    needsToken: true,
  });
