import { Route, Routes, useLocation } from '@site/shared/router';
import { useRemoteEnabled } from '../ui/brand-state';
import { RemotePage } from './federation/remote-boundary';
import { DeclaredRoute } from './federation/declared-route';
import type { RemoteKey } from '../config/remote-modules';
import { RootLayout } from './layout/root-layout';
import { CONTENT_ROUTES } from './content-routes';
import { HomePage } from '../pages/home-page';
import { LoginPage } from '../pages/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RegisterPage } from '../pages/register-page';
import { AccessGuard } from './access-guard';
import { GAME_CATEGORY_PATHS, LOTTERY_PATHS } from './site-paths';

/** A route served by a remote; when the brand switched the module off, it does not exist. */
function RemoteRoute({ remote, props }: { remote: RemoteKey; props?: Record<string, unknown> }) {
  const enabled = useRemoteEnabled(remote);
  return enabled ? <RemotePage remote={remote} props={props} /> : <NotFoundPage />;
}

function GameCategoryRoute() {
  const { pathname } = useLocation();
  // spec §2: the {games} route parameter, upper-cased, selects the game category.
  return <RemoteRoute remote="lobby" props={{ category: pathname.slice(1).toUpperCase() }} />;
}

function LotteryRoute() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  return (
    <RemoteRoute
      remote="lottery"
      props={{
        pageType: pathname.slice(1),
        gameCode: query.get('gameCode'),
        vendor: query.get('vendor'),
        playType: query.get('playType'),
      }}
    />
  );
}

export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<AccessGuard />}>
          {['/', '/index', '/index.html', '/home'].map((path) => (
            <Route key={path} path={path} element={<HomePage />} />
          ))}
          <Route path="/login" element={<LoginPage />} />
          {['/register', '/register.html'].map((path) => (
            <Route key={path} path={path} element={<RegisterPage />} />
          ))}
          {GAME_CATEGORY_PATHS.map((path) => (
            <Route key={path} path={path} element={<GameCategoryRoute />} />
          ))}
          {LOTTERY_PATHS.map((path) => (
            <Route key={path} path={path} element={<LotteryRoute />} />
          ))}
          <Route path="/pointMall" element={<RemoteRoute remote="pointsMall" />} />
          {CONTENT_ROUTES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<DeclaredRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
