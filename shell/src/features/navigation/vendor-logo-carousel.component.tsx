import type { VendorCard } from '@site/shared';
import { useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { usePermission, useRemoteEnabled } from '../../ui/brand-state';
import { gameLanesKey, loadGameLanes } from './game-lanes.resource';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { Logos } from './vendor-logos.component';

function uniqueVendors(lanes: { vendors: VendorCard[] }[]): VendorCard[] {
  const seen = new Map<string, VendorCard>();
  for (const lane of lanes)
    for (const vendor of lane.vendors)
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  return [...seen.values()];
}

const LogosPending = () => <div className="vendor-carousel__viewport site-skeleton" />;

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
    <div className="vendor-carousel">
      {lanes.status === 'pending' ? (
        <LogosPending />
      ) : (
        <Logos vendors={uniqueVendors(lanes.data)} label={t('footer.vendors')} />
      )}
    </div>
  );
}
