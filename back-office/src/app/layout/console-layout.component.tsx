import type { OperatorView } from '@site/contracts';
import { NavLink } from '@site/shared/router';
import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { pagesFor } from '../navigation';
import { Preferences } from './preferences.component';

type ConsoleLayoutProps = {
  operator: OperatorView;
  onSignOut: () => void;
  children: ReactNode;
};

/** The signed-in console: who is signed in and in which roles, the switches, and the pages. */
export function ConsoleLayout({ operator, onSignOut, children }: ConsoleLayoutProps) {
  const { t } = useConsoleTranslation();
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="console__header">
        <p className="console__title">{t('app.title')}</p>
        <div className="console__who">
          <span className="console__name">
            {t('header.signedInAs', { name: operator.username })}
          </span>
          <span className="console__roles" aria-label={t('header.roles')}>
            {operator.roles.map((role) => (
              <span key={role} className="role-tag">
                {t(`roles.${role}`)}
              </span>
            ))}
          </span>
        </div>
        <Preferences />
        <button type="button" className="site-button" onClick={onSignOut}>
          {t('header.signOut')}
        </button>
      </header>
      <nav className="console__nav" aria-label={t('nav.label')}>
        <ul>
          {pagesFor(operator).map((page) => (
            <li key={page.id}>
              <NavLink to={page.path}>{t(`nav.${page.id}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="console__main" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
