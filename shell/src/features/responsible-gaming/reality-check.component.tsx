import {
  getProtectionOverview,
  COMMON_NAMESPACE,
  durationText,
  formatMoney,
  getEventBus,
  isMember,
  isTrialAccount,
  signOut,
  useBusState,
  useTranslation,
  type PlaySession,
} from '@site/shared';
import { useNavigate } from '@site/shared/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { Modal } from '../../ui/on-demand-kit';
import { nextSessionEvent } from './session-schedule';

/** The member centre's betting record, where "See history" leads. */
const HISTORY_ENTRY = 'personalHistoryCopy';

/** The dialog's figures: how long the session has lasted and the money won less staked. */
function RealityCheckDialog({
  session,
  onContinue,
}: {
  session: PlaySession;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const commonT = i18n.getFixedT(i18n.language, COMMON_NAMESPACE);
  const { currencySymbol } = useBusState('balance');
  const navigate = useNavigate();
  const messageId = useId();
  // To the nearest minute: the dialog opens on the interval, not a few milliseconds short of it.
  const playedMinutes = Math.round((Date.now() - Date.parse(session.startedAt)) / 60_000);

  const seeHistory = () => {
    onContinue();
    getEventBus().send('open-member-centre', { entry: HISTORY_ENTRY });
  };
  const logOut = async () => {
    onContinue();
    // signOut ends the session locally whatever the server answers.
    await signOut().catch(() => undefined);
    navigate('/');
  };

  return (
    <Modal
      open
      title={t('protection.realityCheck.title')}
      onClose={onContinue}
      closeOnBackdrop={false}
      showClose={false}
      role="alertdialog"
      describedBy={messageId}
      testId="reality-check"
    >
      <div id={messageId} className="dialog__message dialog__message--info">
        <p>
          {t('protection.realityCheck.played', {
            duration: durationText(playedMinutes, commonT, i18n.language),
          })}
        </p>
        <p>
          {t('protection.realityCheck.net', {
            amount: formatMoney(session.netPosition, currencySymbol, i18n.language),
          })}
        </p>
      </div>
      <div className="modal__actions modal__actions--split">
        <button type="button" className="site-button" onClick={seeHistory}>
          {t('protection.realityCheck.history')}
        </button>
        <button type="button" className="site-button" onClick={() => void logOut()}>
          {t('actions.logout', { ns: COMMON_NAMESPACE })}
        </button>
        <button type="button" className="site-button site-button--primary" onClick={onContinue}>
          {t('protection.realityCheck.continue')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * One login's clock: at each reality check the dialog opens with the figures read again, and
 * when the session limit comes the API is asked, which ends the session (SESSION_LIMIT_REACHED).
 */
function SessionClock() {
  // A brand or API without player protection answers a refusal: then there is no clock.
  const overview = useQuery({ ...getProtectionOverview.query(), retry: false });
  const { refetch } = overview;
  const session = overview.data?.session ?? null;
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!session || checking) return;
    const next = nextSessionEvent(session, Date.now());
    if (!Number.isFinite(next.at)) return;
    const timer = setTimeout(() => {
      if (next.kind === 'reality-check') setChecking(true);
      void refetch();
    }, next.at - Date.now());
    return () => clearTimeout(timer);
  }, [session, checking, refetch]);

  return checking && session ? (
    <RealityCheckDialog session={session} onContinue={() => setChecking(false)} />
  ) : null;
}

/**
 * The reality check (issue 44, RTS 13) over every page, the game frame included, for a
 * logged-in member (a trial account plays no real money); a new login starts a new clock.
 */
export function RealityCheck() {
  const session = useBusState('session');
  if (!isMember(session) || isTrialAccount(session)) return null;
  return <SessionClock key={session.token} />;
}
