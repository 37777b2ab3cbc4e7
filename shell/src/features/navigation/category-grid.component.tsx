import {
  COMMON_NAMESPACE,
  EmptyState,
  ErrorState,
  type Language,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { useRemoteEnabled } from '../../ui/brand-state';
import { useRemotePreload } from '../../ui/remote-slot';
import { getGameMenus } from './game-menus.resource';
import { categoryRoute } from './nav-categories';

/** The category entry points, from the game menus (spec §7 /lgw/games/game_menus). */
export function CategoryGrid() {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const lobbyEnabled = useRemoteEnabled('lobby');
  const lotteryEnabled = useRemoteEnabled('lottery');
  const preload = useRemotePreload();
  const menus = useQuery({ ...getGameMenus.query(), enabled: lobbyEnabled });
  if (!lobbyEnabled) return null;
  if (menus.status === 'pending')
    return <SkeletonBlocks count={8} height={132} label={t('home.loadingCategories')} />;
  if (menus.status === 'error')
    return <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  const language = i18n.language as Language;
  const categories = menus.data.categories.filter(
    (category) => lotteryEnabled || categoryRoute(category.gameType)?.remote !== 'lottery',
  );
  if (categories.length === 0) return <EmptyState title={t('home.noCategories')} />;
  return (
    <ul className="category-grid" data-testid="category-grid">
      {categories.map((category) => {
        const route = categoryRoute(category.gameType);
        const hot = category.vendors.filter((vendor) => vendor.isHot === 1).length;
        return (
          <li key={category.gameType}>
            <Link
              to={route?.path ?? '/'}
              className={`category-card category-card--${category.gameType.toLowerCase()}`}
              onMouseEnter={() => route && preload(route.remote)}
              onFocus={() => route && preload(route.remote)}
            >
              <span className="category-card__name">{category.name[language]}</span>
              <span className="category-card__meta">
                {t('home.vendorCount', { count: category.vendors.length })}
                {hot > 0 && (
                  <span className="badge badge--hot">{t('home.hotCount', { count: hot })}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
