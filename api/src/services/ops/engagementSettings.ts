import type { EngagementSettings } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import type { Brand } from '../brands/brandRepository.js';
import { loadBrand } from '../brands/brandRepository.js';
import { timeZoneOf } from '../brands/brandTime.js';
import { luckyDrawConfigOf } from '../lucky-draw/luckyDrawConfig.js';
import { missionsConfigOf } from '../missions/missionsConfig.js';
import { retiredMissionIds, rewardedMissionIds } from '../missions/retiredMissions.js';
import { raffleConfigFor } from '../promotions/raffles.js';
import { DEFAULT_RAFFLES } from '../promotions/raffleSchedule.js';
import { rebateConfigOf } from '../rebate/rebateConfig.js';

/** Every raffle the brand names or has by default, switched off ones too, by promotion code. */
function rafflesOfBrand(brand: Pick<Brand, 'config'>): EngagementSettings['raffles'] {
  const codes = new Set([
    ...Object.keys(DEFAULT_RAFFLES),
    ...Object.keys(brand.config.raffles ?? {}),
  ]);
  return [...codes].sort().map((code) => {
    const { timeZone: _zone, ...raffle } = raffleConfigFor(brand, code)!;
    return { code, ...raffle };
  });
}

/**
 * The brand's missions, wheel and envelopes, raffles and rebate rates as its site uses them:
 * its own values over the defaults, which is what the console shows and changes.
 */
export async function engagementSettings(
  db: Kysely<Database>,
  brandId: string,
): Promise<EngagementSettings> {
  const brand = await loadBrand(db, brandId);
  if (!brand) throw errors.brandNotFound();
  const missions = missionsConfigOf(brand);
  const { timeZone: _zone, ...luckyDraw } = luckyDrawConfigOf(brand);
  return {
    merchantCode: brand.merchantCode,
    currencySymbol: brand.config.currencySymbol,
    timeZone: timeZoneOf(brand.config),
    missions: {
      list: missions.list,
      leaderboardSize: missions.leaderboardSize,
      retiredIds: retiredMissionIds(await rewardedMissionIds(db, brandId), missions.list),
    },
    luckyDraw,
    raffles: rafflesOfBrand(brand),
    rebate: rebateConfigOf(brand),
  };
}
