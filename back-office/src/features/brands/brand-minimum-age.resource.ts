import { defineCall } from '@site/shared';
import type { SettingChange } from './brand-settings';

/** PUT /ops/brands/:code/minimum-age: 18 or 21, and the reason (audited). */
export const changeBrandMinimumAge = (merchantCode: string, minimumAge: number, reason: string) =>
  defineCall<{ minimumAge: number; reason: string }, SettingChange<number>>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/brands/${encodeURIComponent(merchantCode)}/minimum-age`,
    needsToken: true,
  })({ minimumAge, reason });
