import { isEnabled } from '@site/shared';
import { useLocation } from '@site/shared/router';
import { usePermission, useRemoteEnabled } from '../../ui/brand-state';
import { BannerCarousel } from '../../ui/banners/banner-carousel.component';
import { bannerGroupFor } from '../../ui/banners/banner-groups';

/** A route whose module the brand switched off shows the not-found page: no banner over it. */
const REMOTE_OF_GROUP: Record<string, 'lobby' | 'lottery' | 'pointsMall'> = {
  w_rng: 'lobby',
  w_live: 'lobby',
  w_fish: 'lobby',
  w_pvp: 'lobby',
  w_sports: 'lobby',
  w_esports: 'lobby',
  w_lott: 'lottery',
  w_shop: 'pointsMall',
};
const MODULE_OF_GROUP: Record<string, string> = { w_promotion: 'PROMOTIONS', w_help: 'HELP' };

/** The root layout's banner: the group of the current route (spec §2), none elsewhere. */
export function RouteBanner() {
  const { pathname } = useLocation();
  const { whitelabel } = usePermission();
  const enabled = {
    lobby: useRemoteEnabled('lobby'),
    lottery: useRemoteEnabled('lottery'),
    pointsMall: useRemoteEnabled('pointsMall'),
  };
  const group = bannerGroupFor(pathname);
  if (!group) return null;
  const remote = REMOTE_OF_GROUP[group];
  const module = MODULE_OF_GROUP[group];
  if ((remote && !enabled[remote]) || (module && !isEnabled(whitelabel, module))) return null;
  return <BannerCarousel key={group} group={group} shape={remote === 'lobby' ? 'slim' : 'full'} />;
}
