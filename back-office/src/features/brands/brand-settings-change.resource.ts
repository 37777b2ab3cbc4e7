import { defineCall } from '@site/shared';
import type { BrandPatch, BrandSettingsView } from './brand-settings';

/** PATCH /ops/brands/:code/settings: the change and its reason (audited); the new state back. */
export const changeBrandSettings = (merchantCode: string, patch: BrandPatch, reason: string) =>
  defineCall<{ patch: BrandPatch; reason: string }, BrandSettingsView>({
    module: 'ops',
    method: 'PATCH',
    path: `/ops/brands/${encodeURIComponent(merchantCode)}/settings`,
    needsToken: true,
  })({ patch, reason });
