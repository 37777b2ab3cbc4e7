import {
  ApiError,
  EmptyState,
  ErrorState,
  formatMoney,
  getEventBus,
  isTrialAccount,
  type MemberReward,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { ConfirmDialog, StatusBadge, useFailureMessage, type StatusTone } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '@site/shared/ui';
import { claimReward } from './claim-reward.resource';
import { addTranslations, NAMESPACE } from './i18n/reward-centre-translations';
import './reward-centre.css';
import { getRewards } from './rewards.resource';

addTranslations();

const STATE_TONES: Record<MemberReward['state'], StatusTone> = {
  claim: 'warning',
  claimed: 'success',
  close: 'neutral',
};

/** The claim's refusals this page words itself; anything else takes the shared text. */
const OWN_ERRORS = ['REWARD_EXPIRED', 'BONUS_ZALO_REQUIRED', 'BONUS_WHATSAPP_REQUIRED'];

/**
 * spec §2 rewardCenter: every reward offered to the member (promotions, missions, VIP level-ups,
 * red envelopes, the wheel, raffles, referrals, operator grants) with its spec §4 state. Claiming
 * asks first, pays once on the server (cash, or a bonus with a turnover requirement), and the
 * centre's badge, the header's count and the balance follow at once.
 */
export default function RewardCentrePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const session = useBusState('session');
  const unread = useBusState('unread');
  const { currencySymbol } = useBusState('balance');
  const trial = isTrialAccount(session);
  const rewards = useQuery(getRewards.query());
  const [asking, setAsking] = useState<MemberReward | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const number = new Intl.NumberFormat(i18n.language === 'bn' ? 'bn-BD' : 'en-GB');
  const reload = () => queryClient.invalidateQueries({ queryKey: getRewards.endpointKey });

  // A reward granted while the page is open changes the pushed count: reload the list.
  const seen = useRef(unread.rewards);
  useEffect(() => {
    if (seen.current === unread.rewards) return;
    seen.current = unread.rewards;
    void queryClient.invalidateQueries({ queryKey: getRewards.endpointKey });
  }, [unread.rewards, queryClient]);

  const errorText = (cause: unknown) =>
    cause instanceof ApiError && OWN_ERRORS.includes(String(cause.code))
      ? t(`errors.${cause.code}`)
      : failure(cause);

  const claim = useMutation({
    mutationFn: (reward: MemberReward) => claimReward({ id: reward.id }),
    onSuccess: (result) => {
      const bus = getEventBus();
      seen.current = result.unclaimed;
      bus.setState('unread', { ...bus.current('unread'), rewards: result.unclaimed });
      bus.send('refresh-balance');
      setNotice({
        tone: 'success',
        text: t(result.reward.payout === 'BONUS' ? 'claimedBonus' : 'claimedCash', {
          amount: money(result.reward.amount),
        }),
      });
      void reload();
    },
    onError: (cause) => {
      setNotice({ tone: 'error', text: errorText(cause) });
      void reload();
    },
  });

  const ask = (reward: MemberReward) => {
    setNotice(null);
    if (trial) {
      getEventBus().send('open-true-account-warning', { reason: 'reward-centre' });
      return;
    }
    setAsking(reward);
  };

  const list = rewards.data?.list ?? [];
  const open = list.filter((reward) => reward.state === 'claim');
  const done = list.filter((reward) => reward.state !== 'claim');

  const card = (reward: MemberReward) => (
    <li key={reward.id} className="reward-card" data-testid={`reward-${reward.id}`}>
      <div className="reward-card__head">
        <span className="reward-card__source">{t(`sources.${reward.source}`)}</span>
        <StatusBadge tone={STATE_TONES[reward.state]}>{t(`states.${reward.state}`)}</StatusBadge>
      </div>
      <p className="reward-card__title">{reward.title}</p>
      <p className="reward-card__amount">{money(reward.amount)}</p>
      <p className="reward-card__meta">
        {reward.payout === 'BONUS'
          ? t('bonusTerms', { multiple: number.format(reward.turnoverMultiple) })
          : t('cashTerms')}
      </p>
      <p className="reward-card__meta">
        {reward.state === 'claimed' && reward.claimedAt !== null
          ? t('claimedOn', {
              date: formatDateTime(new Date(reward.claimedAt).toISOString(), i18n.language),
            })
          : reward.expiresAt !== null
            ? t(reward.state === 'close' ? 'expiredOn' : 'expiresOn', {
                date: formatDateTime(new Date(reward.expiresAt).toISOString(), i18n.language),
              })
            : t('noExpiry')}
      </p>
      {reward.state === 'claim' && (
        <button
          type="button"
          className="site-button site-button--primary reward-card__claim"
          onClick={() => ask(reward)}
          disabled={claim.isPending}
          aria-label={t('claimLabel', { title: reward.title, amount: money(reward.amount) })}
        >
          {t('claim')}
        </button>
      )}
    </li>
  );

  return (
    <div data-testid="reward-centre-page" className="reward-centre">
      <h3 className="section-title">
        {t('title')}
        {rewards.data && (
          <span className="reward-centre__count" data-testid="reward-unclaimed">
            {t('unclaimed', { count: rewards.data.unclaimed })}
          </span>
        )}
      </h3>
      {trial && (
        <p className="records-note" role="note">
          {t('trialNote')}
        </p>
      )}
      <div aria-live="polite" data-testid="reward-notice">
        {notice && (
          <p
            className={`reward-centre__notice reward-centre__notice--${notice.tone}`}
            role={notice.tone === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </div>
      {rewards.status === 'pending' && (
        <SkeletonBlocks count={3} height={120} label={t('loading')} />
      )}
      {rewards.status === 'error' && (
        <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />
      )}
      {rewards.data && list.length === 0 && (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      )}
      {open.length > 0 && (
        <section aria-labelledby="rewards-open-title">
          <h4 id="rewards-open-title" className="section-title">
            {t('openTitle')}
          </h4>
          <ul className="reward-list" data-testid="rewards-open">
            {open.map(card)}
          </ul>
        </section>
      )}
      {rewards.data && list.length > 0 && open.length === 0 && (
        <p className="records-note">{t('nothingToClaim')}</p>
      )}
      {done.length > 0 && (
        <section aria-labelledby="rewards-done-title">
          <h4 id="rewards-done-title" className="section-title section-title--spaced">
            {t('doneTitle')}
          </h4>
          <ul className="reward-list reward-list--done" data-testid="rewards-done">
            {done.map(card)}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle')}
        confirmLabel={t('claim')}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (!asking) return;
          const reward = asking;
          try {
            await claim.mutateAsync(reward);
          } catch {
            // Shown in the notice.
          } finally {
            setAsking(null);
          }
        }}
        testId="reward-confirm"
      >
        {asking &&
          t(asking.payout === 'BONUS' ? 'confirmBonus' : 'confirmCash', {
            amount: money(asking.amount),
            multiple: number.format(asking.turnoverMultiple),
            turnover: money(asking.amount * asking.turnoverMultiple),
          })}
      </ConfirmDialog>
    </div>
  );
}
