import {
  ErrorState,
  formatMoney,
  formatNumber,
  getEventBus,
  isTrialAccount,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  type ReferralSummary,
} from '@site/shared';
import { ShareLink } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { addReferralTranslations, NAMESPACE } from './i18n/referral-translations';
import { InviteesTable } from './invitees-table.component';
import { getReferralSummary } from './referral-summary.resource';
import './referral.css';

addReferralTranslations();

/** The reward centre is where a referral reward is claimed. */
type PageProps = { onNavigate: (page: 'rewardCenter') => void };

/**
 * spec §2 invite_friends → referral (flag REFERRAL_PROMO): the member's invitation link with a
 * copy button and its QR code, the brand's rule, the counts, and the invitees with their state
 * (registered → deposited → qualified) and the reward once offered, claimed in the reward centre.
 * A trial account reads the programme and gets the true-account warning instead of a link.
 */
export default function ReferralPage({ onNavigate }: PageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const { currencySymbol } = useBusState('balance');
  const symbol = currencySymbol ?? '৳';
  // Asked afresh each time the page opens: opening it checks the invitees against the rule.
  const summary = useQuery({ ...getReferralSummary.query(), refetchOnMount: 'always' });
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, symbol, language);

  if (summary.status === 'pending')
    return <SkeletonBlocks count={3} height={110} label={t('loading')} />;
  if (summary.status === 'error')
    return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const data = summary.data;

  return (
    <div className="referral-page" data-testid="referral-page">
      <h3 className="section-title">{t('title')}</h3>
      <section className="card referral-card" aria-labelledby="referral-link-title">
        <h4 id="referral-link-title" className="referral-card__title">
          {t('shareTitle')}
        </h4>
        {data.link && data.qrSvg && data.code ? (
          <>
            <p className="referral-muted">{t('intro')}</p>
            <dl className="referral-code">
              <dt>{t('code')}</dt>
              <dd data-testid="referral-code">{data.code}</dd>
            </dl>
            <ShareLink
              link={data.link}
              qrSvg={data.qrSvg}
              label={t('link')}
              qrAlt={t('qrAlt')}
              qrCaption={t('qrCaption')}
            />
          </>
        ) : (
          <div className="records-note referral-trial" role="note">
            <p>{t('trialNote')}</p>
            {isTrialAccount(session) && (
              <button
                type="button"
                className="site-button"
                onClick={() =>
                  getEventBus().send('open-true-account-warning', { reason: 'referral' })
                }
              >
                {t('trialAction')}
              </button>
            )}
          </div>
        )}
      </section>
      <RuleCard data={data} money={money} language={language} />
      <section className="card referral-card" aria-labelledby="referral-stats-title">
        <h4 id="referral-stats-title" className="referral-card__title">
          {t('statsTitle')}
        </h4>
        <dl className="referral-stats" data-testid="referral-stats">
          {(['invited', 'deposited', 'qualified'] as const).map((key) => (
            <div key={key} className="referral-stats__item">
              <dt>{t(key)}</dt>
              <dd>{formatNumber(data[key], language)}</dd>
            </div>
          ))}
          <div className="referral-stats__item">
            <dt>{t('earned')}</dt>
            <dd>{money(data.earned)}</dd>
          </div>
        </dl>
        <p className="referral-muted">
          {t('thisMonth', {
            count: formatNumber(data.rewardedThisMonth, language),
            max: formatNumber(data.rule.maxRewardsPerMonth, language),
          })}
        </p>
      </section>
      <InviteesTable
        rule={data.rule}
        money={money}
        onOpenRewards={() => onNavigate('rewardCenter')}
      />
    </div>
  );
}

function RuleCard({
  data,
  money,
  language,
}: {
  data: ReferralSummary;
  money: (amount: number) => string;
  language: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { rule } = data;
  return (
    <section className="card referral-card" aria-labelledby="referral-rule-title">
      <h4 id="referral-rule-title" className="referral-card__title">
        {t('ruleTitle')}
      </h4>
      <ol className="referral-rule" data-testid="referral-rule">
        <li>{t('ruleDeposit', { amount: money(rule.minFirstDeposit) })}</li>
        <li>
          {t('ruleBet', {
            amount: money(rule.minValidBet),
            days: formatNumber(rule.validBetDays, language),
          })}
        </li>
        <li>
          {t('ruleReward', {
            amount: money(rule.reward),
            max: formatNumber(rule.maxRewardsPerMonth, language),
          })}{' '}
          {rule.payout === 'BONUS'
            ? t('ruleRewardBonus', {
                multiple: formatNumber(rule.turnoverMultiple, language),
              })
            : t('ruleRewardCash')}
        </li>
      </ol>
    </section>
  );
}
