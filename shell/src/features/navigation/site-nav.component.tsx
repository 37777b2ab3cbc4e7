import { isEnabled, useTranslation } from '@site/shared';
import { Link, NavLink, useLocation, useSearchParams } from '@site/shared/router';
import { usePermission, useRemoteEnabled } from '../../ui/brand-state';
import type { RemoteKey } from '../../config/remote-modules';
import { useDeclaredNavigation, useRemotePreload } from '../../ui/remote-slot';
import { usePainted } from '../../ui/after-paint';
import { useMediaQuery } from '../../ui/use-media-query';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { activeCategoryKey, type NavCategory } from './nav-categories';
import { useNavCategories } from './use-nav-categories';

/** Hovering or focusing an entry of a remote starts fetching its page. */
function usePreloadHandlers(remote: RemoteKey | null) {
  const preload = useRemotePreload();
  if (!remote) return {};
  const warm = () => preload(remote);
  return { onMouseEnter: warm, onFocus: warm };
}

function CategoryItem({
  category,
  active,
  withMenu,
}: {
  category: NavCategory;
  active: boolean;
  /**
   * The vendor drop-down, hidden until hovered or focused, joins once the page has painted, and
   * only where a pointer can open it.
   */
  withMenu: boolean;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const label = t(category.labelKey);
  const preloadHandlers = usePreloadHandlers(category.remote);
  const hasMenu = category.vendors.length > 0;
  // Cockfight shares /sports: its entry and its "all" link name its vendor.
  const href = category.key === 'DS88' ? `${category.path}?vendor=DS88` : category.path;
  return (
    <li className={hasMenu ? 'site-nav__item site-nav__item--menu' : 'site-nav__item'}>
      <Link
        to={href}
        className={active ? 'site-nav__link active' : 'site-nav__link'}
        aria-current={active ? 'page' : undefined}
        {...preloadHandlers}
      >
        {label}
      </Link>
      {hasMenu && withMenu && (
        // Opens on hover and when focus is inside (CSS), so the keyboard reaches every vendor.
        <ul className="site-nav__menu" aria-label={t('nav.vendorsOf', { category: label })}>
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link
                to={`${category.path}?vendor=${encodeURIComponent(vendor.vassalage)}`}
                className="site-nav__vendor"
                {...preloadHandlers}
              >
                <span className="site-nav__vendor-mark" aria-hidden="true">
                  {vendor.displayName.slice(0, 2).toUpperCase()}
                </span>
                <span>{vendor.displayName}</span>
                {vendor.isHot === 1 && (
                  <svg
                    className="site-nav__hot"
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    role="img"
                    aria-label={t('nav.hot')}
                  >
                    <path
                      fill="currentColor"
                      d="M13.5 1s1 3.5-1.5 6.5S8 11 8 14a4 4 0 0 0 8 0c0-1.5-.5-2.5-1-3.5 2 1 4 3.5 4 6.5a7 7 0 0 1-14 0c0-5 4-7 5.5-10S13.5 1 13.5 1z"
                    />
                  </svg>
                )}
              </Link>
            </li>
          ))}
          <li>
            <Link to={href} className="site-nav__vendor site-nav__more">
              {t('nav.more', { category: label })}
            </Link>
          </li>
        </ul>
      )}
    </li>
  );
}

function PlainItem({ to, label, remote }: { to: string; label: string; remote?: RemoteKey }) {
  const preloadHandlers = usePreloadHandlers(remote ?? null);
  return (
    <li className="site-nav__item">
      <NavLink to={to} end={to === '/'} className="site-nav__link" {...preloadHandlers}>
        {label}
      </NavLink>
    </li>
  );
}

/** Paths the site's own entries link to, which a remote's declared entry does not repeat. */
const SITE_NAV_PATHS = new Set(['/', '/pointMall', '/down', '/promotions']);

/** Where the vendor drop-downs open: wider than the touch layout of root-layout.css. */
const MENUS_SHOWN = '(min-width: 901px)';

/**
 * spec §2 header bottom: home, one entry per game category (vendor drop-down), then the
 * points mall, app download and promotions. An entry of a module the brand switched off is
 * not rendered at all.
 */
export function SiteNav() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const { categories } = useNavCategories();
  const permission = usePermission();
  const pointsMall = useRemoteEnabled('pointsMall');
  const promotions = isEnabled(permission.whitelabel, 'PROMOTIONS');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const active = activeCategoryKey(categories, pathname, params.get('vendor'));
  const painted = usePainted();
  // Touch screens tap straight into the category and never show the drop-downs (root-layout.css):
  // a phone does not build their ~200 elements.
  const menusShown = useMediaQuery(MENUS_SHOWN);
  // Entries the remotes declare for pages of their own join after the site's own.
  const declared = useDeclaredNavigation(permission.whitelabel, painted).filter(
    (entry) =>
      !SITE_NAV_PATHS.has(entry.path) &&
      !categories.some((category) => category.path === entry.path),
  );
  return (
    <nav className="site-nav" aria-label={t('header.mainNavigation')}>
      <ul className="site-nav__list">
        <PlainItem to="/" label={t('nav.home')} />
        {categories.map((category) => (
          <CategoryItem
            key={category.key}
            category={category}
            active={category.key === active}
            withMenu={painted && menusShown}
          />
        ))}
        {pointsMall && <PlainItem to="/pointMall" label={t('nav.pointMall')} remote="pointsMall" />}
        <PlainItem to="/down" label={t('nav.download')} />
        {promotions && <PlainItem to="/promotions" label={t('nav.promotions')} />}
        {declared.map((entry) => (
          <PlainItem
            key={entry.path}
            to={entry.path}
            label={entry.label[i18n.language] ?? entry.label.bn ?? entry.path}
          />
        ))}
      </ul>
    </nav>
  );
}
