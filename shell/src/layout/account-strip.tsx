import {
  COMMON_NAMESPACE,
  formatMoney,
  getEventBus,
  isAgentAccount,
  refreshBalance,
  useBusState,
} from '@site/shared';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteEnabled } from '../features/brand/brand-state';
import { useFlag } from '../features/session/account-flags';
import {
  changePasswordAtom,
  logoutConfirmOpenAtom,
  registerModalOpenAtom,
} from '../features/session/session-ui-state';
import { useProtectedAction } from '../features/session/use-protected-action';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

/** The login strip for visitors, the logged-in strip for members (spec §2 header). */
export function AccountStrip() {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const session = useBusState('session');
  const balance = useBusState('balance');
  const [menuOpen, setMenuOpen] = useState(false);
  const agentCentreEnabled = useRemoteEnabled('agentCentre');
  const memberCentreEnabled = useRemoteEnabled('memberCentre');
  const registerEnabled = useFlag('DIRECT_REGISTER');
  const openRegister = useSetAtom(registerModalOpenAtom);
  const openLogoutConfirm = useSetAtom(logoutConfirmOpenAtom);
  const setChangePassword = useSetAtom(changePasswordAtom);
  // A trial account gets the true-account warning instead (the API refuses it too).
  const protect = useProtectedAction();
  const bus = getEventBus();

  if (session.status === 'guest') {
    return (
      <div className="account-strip">
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => bus.send('open-login', { reason: 'header' })}
        >
          {t('actions.login', { ns: COMMON_NAMESPACE })}
        </button>
        {registerEnabled && (
          <button type="button" className="site-button" onClick={() => openRegister(true)}>
            {t('register.open')}
          </button>
        )}
      </div>
    );
  }

  const openMenuItem = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };
  return (
    <div className="account-strip">
      <button
        type="button"
        className="account-strip__balance"
        onClick={() => void refreshBalance()}
        aria-label={t('header.refreshBalance')}
      >
        <span data-testid="header-balance">
          {balance.sumBalance === null
            ? t('money.updating', { ns: COMMON_NAMESPACE })
            : formatMoney(balance.sumBalance, balance.currencySymbol, i18n.language)}
        </span>
      </button>
      <div className="account-menu">
        <button
          type="button"
          className="account-menu__trigger"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={t('header.accountMenu', { name: session.nickname })}
          data-testid="account-menu-trigger"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className="account-menu__avatar" aria-hidden="true">
            {session.nickname.charAt(0).toUpperCase()}
          </span>
          <span className="account-menu__name" data-testid="header-nickname">
            {session.nickname}
          </span>
        </button>
        {menuOpen && (
          <ul className="account-menu__list" role="menu">
            {memberCentreEnabled && (
              <li role="none">
                <button
                  role="menuitem"
                  type="button"
                  onClick={openMenuItem(() => bus.send('open-member-centre', {}))}
                >
                  {t('centres.member')}
                </button>
              </li>
            )}
            {agentCentreEnabled && isAgentAccount(session) && (
              <li role="none">
                <button
                  role="menuitem"
                  type="button"
                  onClick={openMenuItem(() => bus.send('open-agent-centre', {}))}
                >
                  {t('centres.agent')}
                </button>
              </li>
            )}
            <li role="none">
              <button
                role="menuitem"
                type="button"
                onClick={openMenuItem(() =>
                  protect(() => setChangePassword({ open: true, forced: false })),
                )}
              >
                {t('changePassword.title')}
              </button>
            </li>
            <li role="none">
              <button
                role="menuitem"
                type="button"
                onClick={openMenuItem(() => openLogoutConfirm(true))}
              >
                {t('actions.logout', { ns: COMMON_NAMESPACE })}
              </button>
            </li>
          </ul>
        )}
      </div>
    </div>
  );
}
