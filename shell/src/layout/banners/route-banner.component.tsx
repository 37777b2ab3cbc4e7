import { useLocation } from 'react-router-dom';
import { BannerCarousel } from './banner-carousel.component';
import { bannerGroupFor } from './banner-groups';

/** The root layout's banner: the group of the current route (spec §2), none elsewhere. */
export function RouteBanner() {
  const { pathname } = useLocation();
  const group = bannerGroupFor(pathname);
  return group ? <BannerCarousel key={group} group={group} /> : null;
}
