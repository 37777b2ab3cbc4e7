import {
  formatMoney,
  formatNumber,
  getEventBus,
  useTranslation,
  type LuckyTicketRules,
  type RewardState,
} from '@site/shared';
import { formatDateTime } from '@site/shared/ui';
import type { ReactNode } from 'react';
import { NAMESPACE } from './i18n/lucky-draw-translations';

/** The page's frame: heading, lead and, for a visitor, the way in. */
export function LuckyPage({
  testId,
  title,
  lead,
  children,
}: {
  testId: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="page lucky-page" data-testid={testId}>
      <h1 className="page-heading">{title}</h1>
      <p className="page-lead">{lead}</p>
      {children}
    </div>
  );
}

export function LoginPrompt({ reason }: { reason: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="card lucky-card">
      <p>{t('login')}</p>
      <button
        type="button"
        className="site-button site-button--primary"
        onClick={() => getEventBus().send('open-login', { reason })}
      >
        {t('loginButton')}
      </button>
    </section>
  );
}

export function TrialNote() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="lucky-trial" role="note" data-testid="lucky-trial-note">
      {t('trialNote')}
    </p>
  );
}

export function TicketCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <p className="lucky-tickets" data-testid="lucky-tickets">
      <span className="lucky-tickets__label">{t('ticketsLabel')}</span>
      <span className="lucky-tickets__count">
        {t('tickets', { count, n: formatNumber(count, i18n.language) })}
      </span>
    </p>
  );
}

/** What earns tickets, from the brand's rules. */
export function TicketRules({ rules, symbol }: { rules: LuckyTicketRules; symbol: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, symbol, language);
  const number = (value: number) => formatNumber(value, language);
  const lines = [
    rules.depositMin !== null && t('rules.deposit', { amount: money(rules.depositMin) }),
    rules.validBetPerTicket !== null &&
      rules.maxBetTicketsPerDay > 0 &&
      t('rules.validBet', {
        amount: money(rules.validBetPerTicket),
        max: number(rules.maxBetTicketsPerDay),
      }),
    ...rules.vipLevels.map(({ level, tickets }) =>
      t('rules.vip', { level: number(level), count: tickets, n: number(tickets) }),
    ),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <section className="card lucky-card" aria-labelledby="lucky-rules-title">
      <h2 id="lucky-rules-title" className="lucky-card__title">
        {t('rules.title')}
      </h2>
      {lines.length > 0 ? (
        <ul className="lucky-rules">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="lucky-muted">{t('rules.none')}</p>
      )}
    </section>
  );
}

export interface HistoryRow {
  id: string;
  at: string;
  prize: string;
  reward: { state: RewardState } | null;
}

/** The member's last spins or envelopes: when, what, and where the prize went. */
export function LuckyHistory({
  title,
  empty,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  rows: HistoryRow[];
  testId: string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <section className="card lucky-card" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className="lucky-card__title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="lucky-muted">{empty}</p>
      ) : (
        <ol className="lucky-history">
          {rows.map((row) => (
            <li key={row.id} className="lucky-history__row">
              <span className="lucky-history__prize">{row.prize}</span>
              <span className="lucky-muted">
                <time dateTime={row.at}>{formatDateTime(row.at, i18n.language)}</time>
                {row.reward && <> · {t(`reward.${row.reward.state}`)}</>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
