import type { VendorCard } from '@site/shared';
import { useQuery } from '@tanstack/react-query';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { useTranslation } from '@site/shared';
import { usePermission, useRemoteEnabled } from '../../ui/brand-state';
import { gameLanesKey, loadGameLanes } from './game-lanes.resource';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

/** spec §9 footer vendor carousel: 10 a view, 10 px apart, moving on every 3000 ms. */
export const VENDOR_CAROUSEL = { perView: 10, spacing: 10, speedMs: 3000 } as const;

function uniqueVendors(lanes: { vendors: VendorCard[] }[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const lane of lanes)
    for (const vendor of lane.vendors)
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  return [...seen.values()];
}

function Logos({ vendors }: { vendors: VendorCard[] }) {
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: VENDOR_CAROUSEL.speedMs,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
      }),
    ],
    [],
  );
  const [viewport] = useEmblaCarousel({ loop: true, align: 'start', dragFree: false }, plugins);
  return (
    <div className="vendor-carousel__viewport" ref={viewport}>
      <ul className="vendor-carousel__track">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage} className="vendor-carousel__slide">
            <img
              className="vendor-logo"
              src={vendor.smallIcon}
              alt={vendor.displayName}
              title={vendor.displayName}
              width={160}
              height={64}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer's game-vendor logos, from the same cached lanes as the header. */
export function VendorLogoCarousel() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  const lobby = useRemoteEnabled('lobby');
  const lanes = useQuery({
    queryKey: gameLanesKey(permission.merchantCode),
    queryFn: ({ signal }) => loadGameLanes(permission.merchantCode, signal),
    enabled: lobby,
  });
  if (!lobby || lanes.status === 'error') return null;
  return (
    <section className="vendor-carousel" aria-label={t('footer.vendors')}>
      {lanes.status === 'pending' ? (
        <div className="vendor-carousel__viewport site-skeleton" />
      ) : (
        <Logos vendors={uniqueVendors(lanes.data)} />
      )}
    </section>
  );
}
