import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { isTimeZone, timeZoneOf } from '../brands/brandTime.js';
import {
  changeBrandSetting,
  type BrandSettingChange,
  type BrandSettingInput,
} from './brandSetting.js';

export type TimeZoneChange = BrandSettingChange<string>;

/**
 * Sets a brand's time zone (admin, audited in the same transaction). Every period a job has
 * settled keeps its key and its end, so the next period starts where the last one ended: a
 * change never settles an instant twice (brandTime.ts, salaryJobs.ts).
 */
export async function setBrandTimeZone(
  db: Kysely<Database>,
  input: BrandSettingInput & { timeZone: string },
): Promise<TimeZoneChange> {
  if (!isTimeZone(input.timeZone))
    throw errors.validation('timeZone', `"${input.timeZone}" is not an IANA time zone name`);
  return changeBrandSetting(db, {
    ...input,
    action: 'time-zone',
    key: 'timeZone',
    value: input.timeZone,
    current: timeZoneOf,
  });
}
