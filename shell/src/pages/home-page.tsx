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
import { usePermission, useRemoteEnabled } from '../features/brand/brand-state';
import { preloadRemotePage } from '../federation/preload-remote';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

const CATEGORY_PATHS: Record<string, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

function CategoryGrid() {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const lobbyEnabled = useRemoteEnabled('lobby');
  const menus = useApiQuery((signal) => api.games.menus(undefined, signal), [], lobbyEnabled);
  if (!lobbyEnabled) return null;
  if (menus.status === 'loading')
    return <SkeletonBlocks count={8} height={132} label={t('home.loadingCategories')} />;
  if (menus.status === 'error') return <ErrorState error={menus.error} onRetry={menus.retry} />;
  if (menus.data.categories.length === 0) return <EmptyState title={t('home.noCategories')} />;
  const language = i18n.language as Language;
  return (
    <ul className="category-grid" data-testid="category-grid">
      {menus.data.categories.map((category) => {
        const path = CATEGORY_PATHS[category.gameType] ?? '/';
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

export function HomePage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  return (
    <div className="page home-page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('home.welcome', { brand: permission.brandName })}</h1>
        <p>{t('home.tagline')}</p>
        <ul className="hero__points">
          {(['fastPayments', 'encryption', 'choice', 'support'] as const).map((point) => (
            <li key={point}>{t(`home.points.${point}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="categories-title">
        <h2 id="categories-title" className="section-title">
          {t('home.categories')}
        </h2>
        <CategoryGrid />
      </section>
    </div>
  );
}
