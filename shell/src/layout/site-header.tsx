import { changeLanguage, COMMON_NAMESPACE, SUPPORTED_LANGUAGES, type Language } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { NAV_ENTRIES } from '../app/site-paths';
import { usePermission, useRemoteEnabled } from '../features/brand/brand-state';
import { preloadRemotePage } from '../federation/preload-remote';
import type { RemoteKey } from '../federation/remote-modules';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { AccountStrip } from './account-strip';
import { ThemeSwitch } from './theme-switch';

function NavItem({
  path,
  labelKey,
  remote,
}: {
  path: string;
  labelKey: string;
  remote: RemoteKey | null;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const preload = remote ? () => preloadRemotePage(remote) : undefined;
  return (
    <li>
      <NavLink
        to={path}
        end={path === '/'}
        className="site-nav__link"
        onMouseEnter={preload}
        onFocus={preload}
      >
        {t(labelKey)}
      </NavLink>
    </li>
  );
}

/** A nav entry of a remote the brand switched off does not appear at all. */
function RemoteNavItem(props: { path: string; labelKey: string; remote: RemoteKey }) {
  return useRemoteEnabled(props.remote) ? <NavItem {...props} /> : null;
}

export function SiteHeader({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const permission = usePermission();
  return (
    <header className="site-header">
      <div className="site-header__top">
        <NavLink to="/" className="site-brand" aria-label={permission.brandName}>
          <span className="site-brand__mark" aria-hidden="true">
            {permission.brandName.charAt(0)}
          </span>
          <span className="site-brand__name">{permission.brandName}</span>
        </NavLink>
        <div className="site-header__tools">
          <label className="visually-hidden" htmlFor="language-select">
            {t('header.language')}
          </label>
          <select
            id="language-select"
            className="site-select"
            value={i18n.language}
            onChange={(event) => void changeLanguage(event.target.value as Language)}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`header.languages.${language}`)}
              </option>
            ))}
          </select>
          <ThemeSwitch />
          <AccountStrip />
        </div>
      </div>
      {!compact && (
        <nav className="site-nav" aria-label={t('header.mainNavigation')}>
          <ul>
            {NAV_ENTRIES.map((entry) =>
              entry.remote ? (
                <RemoteNavItem
                  key={entry.path}
                  path={entry.path}
                  labelKey={entry.labelKey}
                  remote={entry.remote}
                />
              ) : (
                <NavItem key={entry.path} {...entry} />
              ),
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
