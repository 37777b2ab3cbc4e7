import type { VendorCard } from '@site/shared';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { NAMESPACE } from '../../i18n/translations';

/** Vendor tabs (spec §2): arrows scroll the strip when there are more than 7 vendors (§9). */
export function VendorTabs({
  vendors,
  selected,
  onSelect,
  panelId,
}: {
  vendors: VendorCard[];
  selected: string;
  onSelect: (vassalage: string) => void;
  panelId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const strip = useRef<HTMLDivElement>(null);
  const withArrows = vendors.length > LOBBY_CONFIG.vendorArrowsAbove;
  const scrollBy = (direction: -1 | 1) =>
    strip.current?.scrollBy({
      left: direction * strip.current.clientWidth * 0.8,
      behavior: 'smooth',
    });

  // Tabs pattern: arrow keys move between vendors, Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: vendors.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = vendors[(next + vendors.length) % vendors.length]!;
    onSelect(target.vassalage);
    strip.current
      ?.querySelector<HTMLButtonElement>(`[data-vassalage="${target.vassalage}"]`)
      ?.focus();
  };

  return (
    <div className={`vendor-tabs${withArrows ? ' vendor-tabs--arrows' : ''}`}>
      {withArrows && (
        <button
          type="button"
          className="vendor-tabs__arrow"
          aria-label={t('vendorsPrevious')}
          onClick={() => scrollBy(-1)}
        >
          ‹
        </button>
      )}
      <div ref={strip} className="vendor-tabs__strip" role="tablist" aria-label={t('vendors')}>
        {vendors.map((vendor, index) => {
          const active = vendor.vassalage === selected;
          return (
            <button
              key={vendor.vassalage}
              type="button"
              role="tab"
              id={`vendor-tab-${vendor.vassalage}`}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              data-vassalage={vendor.vassalage}
              className="vendor-tabs__tab"
              onClick={() => onSelect(vendor.vassalage)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {vendor.smallIcon ? (
                // The logo's emblem sits at its left edge: the tab shows that square of it.
                <img
                  className="vendor-tabs__logo vendor-tabs__logo--image"
                  src={vendor.smallIcon}
                  alt=""
                  width={32}
                  height={32}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="vendor-tabs__logo" aria-hidden="true">
                  {vendor.displayName.slice(0, 2).toUpperCase()}
                </span>
              )}
              <span>{vendor.displayName}</span>
              {vendor.isHot === 1 && <span className="badge badge--hot">{t('hot')}</span>}
            </button>
          );
        })}
      </div>
      {withArrows && (
        <button
          type="button"
          className="vendor-tabs__arrow"
          aria-label={t('vendorsNext')}
          onClick={() => scrollBy(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}
