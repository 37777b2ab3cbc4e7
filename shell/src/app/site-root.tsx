import { BrowserRouter } from 'react-router-dom';
import { useSystemStatus } from '../ui/brand-state';
import { MaintenancePage } from '../pages/maintenance-page';
import { RegionBlockedPage } from '../pages/region-blocked-page';
import { SiteRoutes } from './site-routes';

/** spec §4 system status: 1 and 2 each replace the whole site with their own page. */
export function SiteRoot() {
  const status = useSystemStatus();
  if (status.status === 1) return <MaintenancePage />;
  if (status.status === 2) return <RegionBlockedPage />;
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
