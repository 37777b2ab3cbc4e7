import { changeLanguage, COMMON_NAMESPACE, type Language, useTranslation } from '@site/shared';
import { NavLink } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { SiteNav } from '../../features/navigation/site-nav.component';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { AccountStrip } from '../../features/session/account-strip';
import { ThemeSwitch } from '../../ui/theme-switch';
import { offeredLanguages } from '../brand-languages';

/**
 * spec §2 header: brand, language drop-down, theme switch and the login or logged-in strip on
 * top; the navigation below (left out on the compact header of game pages).
 */
export function SiteHeader({ compact }: { compact: boolean }) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const permission = usePermission();
  const languages = offeredLanguages(permission.settings.languages);
  return (
    <header className={compact ? 'site-header site-header--compact' : 'site-header'}>
      <div className="site-header__top">
        <NavLink to="/" className="site-brand">
          <span className="site-brand__mark" aria-hidden="true">
            {permission.brandName.charAt(0)}
          </span>
          <span className="site-brand__name">{permission.brandName}</span>
        </NavLink>
        <div className="site-header__tools">
          {/* Only the brand's languages (its console setting); none to pick from one. */}
          {languages.length > 1 && (
            <>
              <label className="visually-hidden" htmlFor="language-select">
                {t('header.language')}
              </label>
              <select
                id="language-select"
                className="site-select"
                value={i18n.language}
                onChange={(event) => void changeLanguage(event.target.value as Language)}
              >
                {languages.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {t(`header.languages.${language}`)}
                  </option>
                ))}
              </select>
            </>
          )}
          <ThemeSwitch />
        </div>
        {/* The account strip (login form or balance and menu) fits here in both states. */}
        <div className="site-header__account" data-testid="header-account">
          <AccountStrip />
        </div>
      </div>
      {!compact && <SiteNav />}
    </header>
  );
}
