import { useApiQuery } from '@site/shared';
import { useMemo } from 'react';
import { usePermission, useRemoteEnabled } from '../../ui/brand-state';
import { loadGameLanes } from './game-lanes.resource';
import {
  buildNavCategories,
  COCKFIGHT_VASSALAGES,
  configuredList,
  ESPORTS_VASSALAGES,
  type NavCategory,
} from './nav-categories';

/**
 * The game categories of the header, from the cached lanes. Until they arrive (or when they
 * fail) the default categories show without drop-downs; a category whose module is off
 * (lobby or lottery) is left out.
 */
export function useNavCategories(): { categories: NavCategory[]; loaded: boolean } {
  const permission = usePermission();
  const lobby = useRemoteEnabled('lobby');
  const lottery = useRemoteEnabled('lottery');
  const lanes = useApiQuery(
    (signal) => loadGameLanes(permission.merchantCode, signal),
    [permission.merchantCode],
    lobby || lottery,
  );
  const { esportsVassalages, cockfightVassalages } = permission.settings;
  const categories = useMemo(
    () =>
      buildNavCategories(lanes.status === 'success' ? lanes.data : null, {
        esports: configuredList(esportsVassalages, ESPORTS_VASSALAGES),
        cockfight: configuredList(cockfightVassalages, COCKFIGHT_VASSALAGES),
      }).filter((category) => (category.remote === 'lottery' ? lottery : lobby)),
    [lanes.status, lanes.data, esportsVassalages, cockfightVassalages, lobby, lottery],
  );
  return { categories, loaded: lanes.status === 'success' };
}
