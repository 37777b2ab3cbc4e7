import { defineCall } from '@site/shared';
import type { SettingChange } from './brand-settings';

/** PUT /ops/brands/:code/time-zone: the brand's IANA zone and the reason (audited). */
export const changeBrandTimeZone = (merchantCode: string, timeZone: string, reason: string) =>
  defineCall<{ timeZone: string; reason: string }, SettingChange<string>>({
    module: 'ops',
    method: 'PUT',
    path: `/ops/brands/${encodeURIComponent(merchantCode)}/time-zone`,
    needsToken: true,
  })({ timeZone, reason });
