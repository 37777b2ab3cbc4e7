import {
  EmptyState,
  ErrorState,
  formatNumber,
  SkeletonBlocks,
  useTranslation,
  type ApiError,
  type Mission,
  type MissionPeriod,
  type MissionSummary,
} from '@site/shared';
import { StatusBadge, type StatusTone } from '@site/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NAMESPACE } from './i18n/missions-translations';
import { timeLeft } from './time-left';

const STATE_TONES: Record<Mission['state'], StatusTone> = {
  process: 'neutral',
  claim: 'warning',
  claimed: 'success',
};

const MONEY_KINDS: ReadonlySet<Mission['kind']> = new Set(['VALID_BET', 'DEPOSIT_TOTAL']);

/** The clock the "resets in" line counts from, moved every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The mission a claim is for and the period the member saw it in. */
export type ClaimInput = { mission: Mission; periodKey: string };

type Props = {
  query: UseQueryResult<MissionSummary, ApiError>;
  period: MissionPeriod;
  money: (amount: number) => string;
  claiming: boolean;
  onClaim: (input: ClaimInput) => void;
};

/** One period's missions: when it resets, and a card per mission with its progress bar. */
export function MissionsPanel({ query, period, money, claiming, onClaim }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'bn';
  const now = useNow();

  if (query.status === 'pending')
    return <SkeletonBlocks count={3} height={150} label={t('loading')} />;
  if (query.status === 'error')
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const view = period === 'DAILY' ? query.data.daily : query.data.weekly;
  const number = (value: number) => formatNumber(value, i18n.language);
  const left = timeLeft(Date.parse(view.end) - now);
  const leftText = [
    left.days > 0 && t('days', { n: number(left.days) }),
    (left.days > 0 || left.hours > 0) && t('hours', { n: number(left.hours) }),
    left.days === 0 && t('minutes', { n: number(left.minutes) }),
  ]
    .filter(Boolean)
    .join(' ');
  const amountOf = (mission: Mission, value: number) =>
    MONEY_KINDS.has(mission.kind) ? money(value) : number(value);

  return (
    <section className="missions-panel" aria-label={t(period === 'DAILY' ? 'daily' : 'weekly')}>
      <p className="missions-period" data-testid="missions-period">
        <span className="missions-period__left">{t('endsIn', { time: leftText })}</span>
        <span className="missions-period__zone">
          {t('timeZone', { zone: query.data.timeZone })}
        </span>
      </p>
      {view.missions.length === 0 ? (
        <EmptyState
          title={t(period === 'DAILY' ? 'emptyDaily' : 'emptyWeekly')}
          body={t('emptyBody')}
        />
      ) : (
        <ul className="mission-list">
          {view.missions.map((mission) => {
            const title = mission.title[language];
            const labelId = `mission-${mission.id}-title`;
            const percent =
              mission.target > 0 ? Math.min(100, (mission.progress / mission.target) * 100) : 0;
            const progressText = t('progressOf', {
              done: amountOf(mission, mission.progress),
              target: amountOf(mission, mission.target),
            });
            return (
              <li
                key={mission.id}
                className={`mission-card mission-card--${mission.state}`}
                data-testid={`mission-${mission.id}`}
              >
                <div className="mission-card__head">
                  <span id={labelId} className="mission-card__title">
                    {title}
                  </span>
                  <StatusBadge tone={STATE_TONES[mission.state]}>
                    {t(`states.${mission.state}`)}
                  </StatusBadge>
                </div>
                <div
                  className="mission-card__bar"
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={mission.target}
                  aria-valuenow={mission.progress}
                  aria-valuetext={progressText}
                >
                  <span style={{ width: `${percent}%` }} />
                </div>
                <p className="mission-card__progress">
                  <span>{t(`kinds.${mission.kind}`)}</span>
                  <span data-testid={`mission-${mission.id}-progress`}>{progressText}</span>
                </p>
                <div className="mission-card__foot">
                  <span className="mission-card__reward">
                    {mission.payout === 'BONUS'
                      ? t('rewardBonus', {
                          amount: money(mission.reward),
                          multiple: number(mission.turnoverMultiple),
                        })
                      : t('rewardCash', { amount: money(mission.reward) })}
                  </span>
                  {mission.state === 'claim' && (
                    <button
                      type="button"
                      className="site-button site-button--primary mission-card__claim"
                      disabled={claiming}
                      aria-label={t('claimLabel', { title, amount: money(mission.reward) })}
                      onClick={() => onClaim({ mission, periodKey: view.periodKey })}
                    >
                      {t('claim')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
