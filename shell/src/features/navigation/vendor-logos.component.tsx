import type { VendorCard } from '@site/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';

/** spec §9 footer vendor carousel: 10 a view, 10 px apart, moving on every 3000 ms. */
export const VENDOR_CAROUSEL = { perView: 10, spacing: 10, speedMs: 3000 } as const;

/** The moving row of vendor logos (embla with autoplay). */
export function Logos({ vendors }: { vendors: VendorCard[] }) {
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
