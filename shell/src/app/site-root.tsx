import { BrowserRouter } from '@site/shared/router';
import { useSystemStatus } from '../ui/brand-state';
import { RemoteAccessProvider } from '../ui/remote-slot';
import { declaredNavigation } from './federation/declared-routes';
import { preloadRemotePage } from './federation/preload-remote';
import { RemotePage } from './federation/remote-boundary';
import { MaintenancePage } from '../pages/maintenance-page';
import { RegionBlockedPage } from '../pages/region-blocked-page';
import { SiteRoutes } from './site-routes';

const REMOTE_ACCESS = {
  Slot: RemotePage,
  preload: preloadRemotePage,
  navigation: declaredNavigation,
};

/** spec §4 system status: 1 and 2 each replace the whole site with their own page. */
export function SiteRoot() {
  const status = useSystemStatus();
  if (status.status === 1) return <MaintenancePage />;
  if (status.status === 2) return <RegionBlockedPage />;
  return (
    <RemoteAccessProvider value={REMOTE_ACCESS}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </RemoteAccessProvider>
  );
}
