import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  changeBrandSetting,
  type BrandSettingChange,
  type BrandSettingInput,
} from './brandSetting.js';

/**
 * Sets the brand's minimum age, 18 or 21 (issue 44 item 4; admin, audited): the one rule the
 * registration's age tick, the footer and the profile's birthday follow (`config.ageLimit`).
 */
export const setBrandMinimumAge = (
  db: Kysely<Database>,
  input: BrandSettingInput & { minimumAge: 18 | 21 },
): Promise<BrandSettingChange<number>> =>
  changeBrandSetting(db, {
    ...input,
    action: 'minimum-age',
    key: 'ageLimit',
    value: input.minimumAge,
    current: (config) => config.ageLimit,
  });
