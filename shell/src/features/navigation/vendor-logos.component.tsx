import type { VendorCard } from '@site/shared';
import type { CSSProperties } from 'react';

/** spec §9 footer vendor carousel: 10 a view, 10 px apart, speed 3000 ms. */
export const VENDOR_CAROUSEL = { perView: 10, spacing: 10, speedMs: 3000 } as const;

/**
 * The moving row of vendor logos: it glides one logo's width every 3000 ms, round and round. The
 * list stands twice in the row and a CSS animation moves the row by one list's width, so the
 * second copy takes the first one's place seamlessly. The browser's compositor moves it, with no
 * script or layout on the page's main thread frame after frame (a script carousel's animation
 * frames took a phone's main thread a few percent of the time, and long tasks with them).
 * It stops while hovered or focused; with reduced motion it stands still and scrolls by hand.
 * The row takes the keyboard's focus: a keyboard user stops it that way, and with reduced motion
 * scrolls it with the arrow keys (WCAG 2.2.2, 2.1.1).
 */
export function Logos({ vendors, label }: { vendors: VendorCard[]; label: string }) {
  const row = { '--vendor-loop': `${vendors.length * VENDOR_CAROUSEL.speedMs}ms` } as CSSProperties;
  return (
    <div
      className="vendor-carousel__viewport"
      data-testid="vendor-carousel"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <ul className="vendor-carousel__track" style={row}>
        {[vendors, vendors].map((copy, copyIndex) =>
          copy.map((vendor) => (
            <li
              key={`${copyIndex}:${vendor.vassalage}`}
              className="vendor-carousel__slide"
              // the second copy is the row's loop, not more vendors: screen readers skip it
              aria-hidden={copyIndex === 1 || undefined}
            >
              <img
                className="vendor-logo"
                src={vendor.smallIcon}
                alt={copyIndex === 1 ? '' : vendor.displayName}
                title={vendor.displayName}
                width={160}
                height={64}
                loading="lazy"
                decoding="async"
              />
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
