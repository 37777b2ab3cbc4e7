import {
  COMMON_NAMESPACE,
  EyeIcon,
  formatBadgeCount,
  formatMoney,
  getEventBus,
  isAgentAccount,
  refreshBalance,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useRemoteEnabled } from '../../ui/brand-state';
import { useFlag } from './account-flags';
import {
  changePasswordAtom,
  logoutConfirmOpenAtom,
  registerModalOpenAtom,
} from './session-ui-state';
import { useAccountExtras } from './use-account-extras';
import { useProtectedAction } from './use-protected-action';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

/** spec §2 drop-down: personal-centre pages in the order of the spec (manual rebate by flag). */
const CENTRE_ENTRIES = [
  { entry: 'withdraw', label: 'header.menu.withdraw' },
  { entry: 'transactionHistory', label: 'header.menu.accountRecord' },
  { entry: 'personalHistoryCopy', label: 'header.menu.bettingRecord' },
  { entry: 'manualRebate', label: 'header.menu.manualRebate' },
] as const;

/** The personal centre's deposit page (spec §2 in_increase_deposit → depositv2). */
const DEPOSIT_ENTRY = 'depositv2';

/** The login strip for visitors, the logged-in strip for members (spec §2 header). */
export function AccountStrip() {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const session = useBusState('session');
  const balance = useBusState('balance');
  const [menuOpen, setMenuOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const { avatarUrl, waiting } = useAccountExtras();
  const manualRebate = useFlag('MANUAL_REBATE');
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
  // spec §2 drop-down entries that open a page of the personal centre (spec §2 entry keys).
  const openCentre = (entry: string) => protect(() => bus.send('open-member-centre', { entry }));
  const centreEntry = (entry: string) => openMenuItem(() => openCentre(entry));
  const onRefresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    void refreshBalance()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  };
  const money =
    balance.sumBalance === null
      ? t('money.updating', { ns: COMMON_NAMESPACE })
      : formatMoney(balance.sumBalance, balance.currencySymbol, i18n.language);
  return (
    <div className="account-strip">
      {memberCentreEnabled && (
        <button
          type="button"
          className="site-button site-button--primary account-strip__deposit"
          data-testid="header-deposit"
          onClick={() => openCentre(DEPOSIT_ENTRY)}
        >
          {t('header.deposit')}
        </button>
      )}
      <div className="account-strip__wallet">
        <button
          type="button"
          className="account-strip__balance"
          onClick={onRefresh}
          aria-busy={refreshing || undefined}
          aria-label={t('header.refreshBalanceOf', { amount: hidden ? '***' : money })}
        >
          <span data-testid="header-balance" className={refreshing ? 'is-refreshing' : undefined}>
            {hidden ? '***' : money}
          </span>
        </button>
        <button
          type="button"
          className="account-strip__eye"
          aria-pressed={hidden}
          aria-label={t('header.hideBalance')}
          title={t(hidden ? 'header.showBalance' : 'header.hideBalance')}
          data-testid="balance-eye"
          onClick={() => setHidden((value) => !value)}
        >
          <EyeIcon crossed={hidden} />
        </button>
      </div>
      <div className="account-menu">
        <button
          type="button"
          className="account-menu__trigger"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={
            waiting > 0
              ? t('header.accountMenuUnclaimed', { name: session.nickname, count: waiting })
              : t('header.accountMenu', { name: session.nickname })
          }
          data-testid="account-menu-trigger"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className="account-menu__avatar" aria-hidden="true">
            {avatarUrl ? (
              <img src={avatarUrl} alt="" width={32} height={32} data-testid="header-avatar" />
            ) : (
              session.nickname.charAt(0).toUpperCase()
            )}
            {waiting > 0 && (
              <span className="account-menu__badge" data-testid="header-unclaimed">
                {formatBadgeCount(waiting, i18n.language)}
              </span>
            )}
          </span>
          <span className="account-menu__name" data-testid="header-nickname">
            {session.nickname}
          </span>
        </button>
        {menuOpen && (
          <ul className="account-menu__list" role="menu">
            {memberCentreEnabled && (
              <li role="none">
                <button role="menuitem" type="button" onClick={centreEntry(DEPOSIT_ENTRY)}>
                  {t('header.deposit')}
                </button>
              </li>
            )}
            {memberCentreEnabled && (
              <li role="none">
                <button
                  role="menuitem"
                  type="button"
                  onClick={openMenuItem(() => protect(() => bus.send('open-member-centre', {})))}
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
            {memberCentreEnabled &&
              CENTRE_ENTRIES.filter((item) => item.entry !== 'manualRebate' || manualRebate).map(
                (item) => (
                  <li role="none" key={item.entry}>
                    <button role="menuitem" type="button" onClick={centreEntry(item.entry)}>
                      {t(item.label)}
                    </button>
                  </li>
                ),
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
