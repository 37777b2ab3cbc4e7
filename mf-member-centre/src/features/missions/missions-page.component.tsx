import {
  ApiError,
  formatMoney,
  getEventBus,
  isTrialAccount,
  useBusState,
  useTranslation,
  type ClaimMissionResult,
  type Mission,
} from '@site/shared';
import { Tabs, useFailureMessage } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRefreshOnBalanceChange } from '../../ui/use-refresh-on-balance-change';
import { claimMission } from './claim-mission.resource';
import { addMissionsTranslations, NAMESPACE } from './i18n/missions-translations';
import { MissionLeaderboardPanel } from './mission-leaderboard.component';
import { getMissionSummary } from './mission-summary.resource';
import { MissionsPanel, type ClaimInput } from './missions-panel.component';
import './missions.css';

addMissionsTranslations();

type Tab = 'daily' | 'weekly' | 'leaderboard';
type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The claim's refusals this page words itself; anything else takes the shared text. */
const OWN_ERRORS = [
  'MISSION_NOT_COMPLETE',
  'MISSION_PERIOD_OVER',
  'MISSION_ALREADY_CLAIMED',
  'MISSION_NOT_FOUND',
  'BONUS_ZALO_REQUIRED',
  'BONUS_WHATSAPP_REQUIRED',
];

/**
 * spec §2 missionLeaderboard: today's and this week's missions from the brand's configuration,
 * each with its progress counted by the API from settled rounds and credited deposits, a claim
 * that pays once, and the leaderboard of the day or the week with the member's own rank. The
 * list follows play live: a settled round moves the balance and the pushed mission badge, and
 * either asks the API again.
 */
export default function MissionsPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const session = useBusState('session');
  const unread = useBusState('unread');
  const { sumBalance, currencySymbol } = useBusState('balance');
  const trial = isTrialAccount(session);
  const summary = useQuery(getMissionSummary.query());
  const [tab, setTab] = useState<Tab>('daily');
  const [notice, setNotice] = useState<Notice>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: getMissionSummary.endpointKey });

  useRefreshOnBalanceChange(sumBalance, getMissionSummary.endpointKey);
  // A mission completed by a round or a deposit changes the pushed badge: ask again.
  const seen = useRef(unread.missions);
  useEffect(() => {
    if (seen.current === unread.missions) return;
    seen.current = unread.missions;
    void queryClient.invalidateQueries({ queryKey: getMissionSummary.endpointKey });
  }, [unread.missions, queryClient]);

  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const claim = useMutation({
    mutationFn: ({ mission, periodKey }: ClaimInput) =>
      claimMission({ missionId: mission.id, periodKey }),
    onSuccess: (result: ClaimMissionResult) => {
      const bus = getEventBus();
      seen.current = result.claimable;
      bus.setState('unread', { ...bus.current('unread'), missions: result.claimable });
      bus.send('refresh-balance');
      setNotice({
        tone: 'success',
        text: t(result.payout === 'BONUS' ? 'claimedBonus' : 'claimedCash', {
          amount: money(result.amount),
        }),
      });
      void reload();
    },
    onError: (cause) => {
      setNotice({
        tone: 'error',
        text:
          cause instanceof ApiError && OWN_ERRORS.includes(String(cause.code))
            ? t(`errors.${cause.code}`)
            : failure(cause),
      });
      void reload();
    },
  });

  const onClaim = (input: ClaimInput) => {
    setNotice(null);
    if (trial) {
      getEventBus().send('open-true-account-warning', { reason: 'missions' });
      return;
    }
    claim.mutate(input);
  };

  const claimableOf = (missions: Mission[] | undefined) =>
    missions?.filter((mission) => mission.state === 'claim').length ?? 0;
  const tabs = [
    { id: 'daily', label: t('daily'), badge: claimableOf(summary.data?.daily.missions) },
    { id: 'weekly', label: t('weekly'), badge: claimableOf(summary.data?.weekly.missions) },
    { id: 'leaderboard', label: t('leaderboard') },
  ] as const;

  return (
    <div className="missions-page" data-testid="missions-page" lang={i18n.language}>
      <h3 className="section-title">{t('title')}</h3>
      {trial && (
        <p className="records-note" role="note">
          {t('trialNote')}
        </p>
      )}
      <div aria-live="polite" className="missions-notice-area" data-testid="missions-notice">
        {notice && (
          <p
            className={`missions-notice missions-notice--${notice.tone}`}
            role={notice.tone === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </div>
      <Tabs label={t('tabs')} tabs={tabs} active={tab} onChange={setTab}>
        {tab === 'leaderboard' ? (
          <MissionLeaderboardPanel />
        ) : (
          <MissionsPanel
            query={summary}
            period={tab === 'daily' ? 'DAILY' : 'WEEKLY'}
            money={money}
            claiming={claim.isPending}
            onClaim={onClaim}
          />
        )}
      </Tabs>
    </div>
  );
}
