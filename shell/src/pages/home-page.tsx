import {
  api,
  COMMON_NAMESPACE,
  EmptyState,
  ErrorState,
  SkeletonBlocks,
  useApiQuery,
  type Language,
} from '@site/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission, useRemoteEnabled } from '../ui/brand-state';
import { NoticeBar } from '../features/announcements/notice-bar.component';
import { categoryPath } from '../features/home/hot-games.resource';
import { HotGamesStrip } from '../features/home/hot-games-strip.component';
import { WinnerBoard } from '../features/home/winner-board.component';
import { preloadRemotePage } from '../app/federation/preload-remote';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import '../features/home/home.css';

/** The category entry points, from the game menus (spec §7 /lgw/games/game_menus). */
function CategoryGrid() {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const lobbyEnabled = useRemoteEnabled('lobby');
  const lotteryEnabled = useRemoteEnabled('lottery');
  const menus = useApiQuery((signal) => api.games.menus(undefined, signal), [], lobbyEnabled);
  if (!lobbyEnabled) return null;
  if (menus.status === 'loading')
    return <SkeletonBlocks count={8} height={132} label={t('home.loadingCategories')} />;
  if (menus.status === 'error') return <ErrorState error={menus.error} onRetry={menus.retry} />;
  const language = i18n.language as Language;
  const categories = menus.data.categories.filter(
    (category) => lotteryEnabled || categoryPath(category.gameType) !== '/lottery',
  );
  if (categories.length === 0) return <EmptyState title={t('home.noCategories')} />;
  return (
    <ul className="category-grid" data-testid="category-grid">
      {categories.map((category) => {
        const path = categoryPath(category.gameType);
        const remote = path === '/lottery' ? 'lottery' : 'lobby';
        const hot = category.vendors.filter((vendor) => vendor.isHot === 1).length;
        return (
          <li key={category.gameType}>
            <Link
              to={path}
              className={`category-card category-card--${category.gameType.toLowerCase()}`}
              onMouseEnter={() => preloadRemotePage(remote)}
              onFocus={() => preloadRemotePage(remote)}
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

/**
 * spec §2 home (the banner comes from the root layout): notice bar, welcome and the §1
 * marketing points, hot games, category entry points and the winner board.
 */
export function HomePage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  return (
    <div className="page home-page">
      <NoticeBar />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.welcome', { brand: permission.brandName })}</h1>
        <p>{t('home.tagline')}</p>
        <ul className="hero__points">
          {(['fastPayments', 'encryption', 'choice', 'apps', 'support'] as const).map((point) => (
            <li key={point}>{t(`home.points.${point}`)}</li>
          ))}
        </ul>
      </section>
      <HotGamesStrip />
      <div className="home-columns">
        <section aria-labelledby="categories-title" className="home-section">
          <h2 id="categories-title" className="section-title">
            {t('home.categories')}
          </h2>
          <CategoryGrid />
        </section>
        <WinnerBoard />
      </div>
    </div>
  );
}
