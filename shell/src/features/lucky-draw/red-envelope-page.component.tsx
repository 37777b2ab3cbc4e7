import {
  ErrorState,
  formatMoney,
  formatNumber,
  getEventBus,
  isMember,
  isTrialAccount,
  refreshBalance,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  type EnvelopeOpening,
  type LuckyDrawState,
} from '@site/shared';
import { useApiErrorText } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePermission } from '../../ui/brand-state';
import { getEnvelopeOpenings } from './envelope-openings.resource';
import { addLuckyDrawTranslations, NAMESPACE } from './i18n/lucky-draw-translations';
import { getLuckyDrawState } from './lucky-draw-state.resource';
import {
  LoginPrompt,
  LuckyHistory,
  LuckyPage,
  TicketCount,
  TicketRules,
  TrialNote,
} from './lucky-draw-parts';
import { openEnvelope } from './open-envelope.resource';
import { clock, countdown, localDigits } from './wheel-geometry';
import './lucky-draw.css';

addLuckyDrawTranslations();

/** spec §4 "red envelope": during the rain a ticket opens one envelope drawn on the server. */
export function RedEnvelopePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const { settings } = usePermission();
  const state = useQuery({ ...getLuckyDrawState.query(), enabled: isMember(session) });
  const envelope = state.data?.envelope;
  const money = (amount: number) => formatMoney(amount, settings.currencySymbol, i18n.language);
  return (
    <LuckyPage
      testId="red-envelope-page"
      title={t('envelope.title')}
      lead={t('envelope.lead', {
        min: envelope ? money(envelope.min) : '…',
        max: envelope ? money(envelope.max) : '…',
      })}
    >
      {!isMember(session) ? (
        <LoginPrompt reason="red-envelope" />
      ) : state.status === 'pending' ? (
        <SkeletonBlocks count={2} height={260} label={t('loading')} />
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <MemberEnvelopes
          data={state.data}
          fetchedAt={state.dataUpdatedAt}
          trial={isTrialAccount(session)}
        />
      )}
    </LuckyPage>
  );
}

/** Now on the page's clock, each second (the countdown). */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function MemberEnvelopes({
  data,
  fetchedAt,
  trial,
}: {
  data: LuckyDrawState;
  fetchedAt: number;
  trial: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { settings } = usePermission();
  const symbol = settings.currencySymbol;
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, symbol, language);
  const queryClient = useQueryClient();
  const failure = useApiErrorText(NAMESPACE);
  const openings = useQuery(getEnvelopeOpenings.query());
  const [opened, setOpened] = useState<EnvelopeOpening | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = useNow();
  const { envelope } = data;
  const rain = envelope.open ?? envelope.next;
  const left = rain
    ? countdown(envelope.open ? rain.end : rain.start, data.serverTime, fetchedAt, now)
    : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getLuckyDrawState.endpointKey });
  // The rain starts or ends: ask the server again, it decides.
  useEffect(() => {
    if (left === 0) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0]);

  const open = async () => {
    if (trial) {
      getEventBus().send('open-true-account-warning', { reason: 'red-envelope' });
      return;
    }
    setBusy(true);
    setError(null);
    setOpened(null);
    try {
      const result = await openEnvelope();
      setOpened(result.opening);
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: getEnvelopeOpenings.endpointKey });
    } catch (failed) {
      setError(failure(failed));
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  const raining = envelope.open !== null;
  return (
    <div className="lucky-layout">
      <section
        className={
          raining ? 'card lucky-card lucky-stage lucky-rain' : 'card lucky-card lucky-stage'
        }
        aria-labelledby="envelope-stage-title"
      >
        <h2 id="envelope-stage-title" className="visually-hidden">
          {t('envelope.title')}
        </h2>
        {raining && (
          <div className="lucky-rain__drops" aria-hidden="true">
            {Array.from({ length: 9 }, (_, index) => (
              <span key={index} className="lucky-rain__drop" />
            ))}
          </div>
        )}
        <TicketCount count={envelope.tickets} />
        {trial && <TrialNote />}
        <p className="lucky-window" role="timer" aria-live="off" data-testid="envelope-window">
          {left === null
            ? t('envelope.noRain')
            : raining
              ? t('envelope.rainOn', { time: localDigits(clock(left), language) })
              : t('envelope.rainOff', { time: localDigits(clock(left), language) })}
        </p>
        <div
          className={opened ? 'lucky-envelope lucky-envelope--open' : 'lucky-envelope'}
          aria-hidden="true"
        >
          <span className="lucky-envelope__card">{opened ? money(opened.amount) : ''}</span>
          <span className="lucky-envelope__body" />
          <span className="lucky-envelope__flap" />
          <span className="lucky-envelope__seal">★</span>
        </div>
        <button
          type="button"
          className="site-button site-button--primary lucky-action"
          onClick={() => void open()}
          disabled={busy || (!trial && (!raining || envelope.tickets <= 0))}
          data-testid="envelope-open"
        >
          {busy ? t('envelope.opening') : raining ? t('envelope.open') : t('envelope.waitForRain')}
        </button>
        <div
          role="status"
          aria-live="polite"
          className="lucky-result"
          data-testid="envelope-result"
        >
          {opened && (
            <p className="lucky-result__text lucky-result__text--win">
              {t('envelope.got', { amount: money(opened.amount) })}
            </p>
          )}
          {error && <p className="lucky-result__text lucky-result__text--error">{error}</p>}
        </div>
        {envelope.times.length > 0 && (
          <p className="lucky-muted">
            {t('envelope.schedule', {
              times: localDigits([...envelope.times].sort().join(', '), language),
              minutes: formatNumber(envelope.durationMinutes, language),
            })}
          </p>
        )}
      </section>
      <div className="lucky-side">
        <TicketRules rules={envelope.rules} symbol={symbol} />
        {openings.status === 'error' ? (
          <ErrorState error={openings.error} onRetry={() => void openings.refetch()} />
        ) : openings.status === 'pending' ? (
          <SkeletonBlocks count={1} height={120} label={t('loading')} />
        ) : (
          <LuckyHistory
            testId="envelope-history"
            title={t('envelope.history')}
            empty={t('envelope.empty')}
            rows={openings.data.list.map((row) => ({
              id: row.id,
              at: row.createdAt,
              prize: money(row.amount),
              reward: row.reward,
            }))}
          />
        )}
      </div>
    </div>
  );
}
