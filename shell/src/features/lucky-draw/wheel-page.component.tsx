import {
  ErrorState,
  formatMoney,
  getEventBus,
  isMember,
  isTrialAccount,
  refreshBalance,
  SkeletonBlocks,
  useBusState,
  useTranslation,
  type WheelSpin,
} from '@site/shared';
import { useApiErrorText } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../ui/brand-state';
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
import { PrizeWheel } from './prize-wheel';
import { spinWheel } from './spin-wheel.resource';
import { restingRotation, spinTarget } from './wheel-geometry';
import { getWheelSpins } from './wheel-spins.resource';
import './lucky-draw.css';

addLuckyDrawTranslations();

/** The prize of a spin in words ("৳10.00 cash", "No prize"). */
function usePrizeText(symbol: string) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (spin: Pick<WheelSpin, 'amount' | 'payout'>) => {
    const amount = formatMoney(spin.amount, symbol, i18n.language);
    if (spin.amount <= 0) return t('wheel.prizeNone');
    return spin.payout === 'BONUS'
      ? t('wheel.prizeBonus', { amount })
      : t('wheel.prizeCash', { amount });
  };
}

/** spec §4 "prize wheel": a ticket spins the wheel; the server draws and records the prize. */
export function WheelPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  return (
    <LuckyPage testId="wheel-page" title={t('wheel.title')} lead={t('wheel.lead')}>
      {isMember(session) ? (
        <MemberWheel trial={isTrialAccount(session)} />
      ) : (
        <LoginPrompt reason="wheel" />
      )}
    </LuckyPage>
  );
}

function MemberWheel({ trial }: { trial: boolean }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { settings } = usePermission();
  const symbol = settings.currencySymbol;
  const queryClient = useQueryClient();
  const failure = useApiErrorText(NAMESPACE);
  const prizeText = usePrizeText(symbol);
  const state = useQuery(getLuckyDrawState.query());
  const spins = useQuery(getWheelSpins.query());
  // The spin being shown: none yet (the last one from the history rests the wheel), or the
  // one just drawn while the wheel turns to it and after.
  const [current, setCurrent] = useState<{ spin: WheelSpin; rotation: number } | null>(null);
  const [spinning, setSpinning] = useState(false);
  // What to say: the spin's result (worded at render, so a language switch follows) or a refusal.
  const [message, setMessage] = useState<{ spin: WheelSpin } | { error: string } | null>(null);

  if (state.status === 'pending' || spins.status === 'pending')
    return <SkeletonBlocks count={2} height={260} label={t('loading')} />;
  if (state.status === 'error')
    return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  if (spins.status === 'error')
    return <ErrorState error={spins.error} onRetry={() => void spins.refetch()} />;

  const wheel = state.data.wheel;
  const last = spins.data.list[0] ?? null;
  const sameWheel =
    last !== null && JSON.stringify(last.segments) === JSON.stringify(wheel.segments);
  const segments = current?.spin.segments ?? wheel.segments;
  const rotation =
    current?.rotation ??
    (sameWheel && last ? restingRotation(last.segment, last.segments.length) : 0);
  const shownResult = current && !spinning ? current.spin : !current && sameWheel ? last : null;

  const resultText = (spin: WheelSpin) =>
    spin.amount <= 0
      ? t('wheel.tryAgain')
      : spin.payout === 'BONUS'
        ? t('wheel.wonBonus', {
            amount: formatMoney(spin.amount, symbol, i18n.language),
            turnover: spin.turnover,
          })
        : t('wheel.won', { amount: formatMoney(spin.amount, symbol, i18n.language) });

  const spin = async () => {
    if (trial) {
      getEventBus().send('open-true-account-warning', { reason: 'wheel' });
      return;
    }
    setMessage(null);
    setSpinning(true);
    try {
      const result = await spinWheel();
      setCurrent({
        spin: result.spin,
        rotation: spinTarget(rotation, result.spin.segment, result.spin.segments.length),
      });
    } catch (error) {
      setSpinning(false);
      setMessage({ error: failure(error) });
      void queryClient.invalidateQueries({ queryKey: getLuckyDrawState.endpointKey });
    }
  };

  const stopped = () => {
    setSpinning(false);
    if (current) setMessage({ spin: current.spin });
    void refreshBalance();
    void queryClient.invalidateQueries({ queryKey: getLuckyDrawState.endpointKey });
    void queryClient.invalidateQueries({ queryKey: getWheelSpins.endpointKey });
  };

  return (
    <div className="lucky-layout">
      <section className="card lucky-card lucky-stage" aria-labelledby="wheel-stage-title">
        <h2 id="wheel-stage-title" className="visually-hidden">
          {t('wheel.title')}
        </h2>
        <TicketCount count={wheel.tickets} />
        {trial && <TrialNote />}
        <PrizeWheel
          segments={segments}
          rotation={rotation}
          animate={spinning && current !== null}
          symbol={symbol}
          onStopped={stopped}
        />
        <button
          type="button"
          className="site-button site-button--primary lucky-action"
          onClick={() => void spin()}
          disabled={spinning || (!trial && wheel.tickets <= 0)}
          aria-describedby="wheel-result"
          data-testid="wheel-spin"
        >
          {spinning
            ? t('wheel.spinning')
            : wheel.tickets > 0 || trial
              ? t('wheel.spin')
              : t('wheel.noTicket')}
        </button>
        <div
          id="wheel-result"
          role="status"
          aria-live="polite"
          className="lucky-result"
          data-testid="wheel-result"
        >
          {message && 'error' in message ? (
            <p className="lucky-result__text lucky-result__text--error">{message.error}</p>
          ) : message ? (
            <p
              className={`lucky-result__text lucky-result__text--${message.spin.amount > 0 ? 'win' : 'none'}`}
            >
              {resultText(message.spin)}
            </p>
          ) : (
            shownResult && (
              <p className="lucky-result__text">
                {t('wheel.last', { result: prizeText(shownResult) })}
              </p>
            )
          )}
        </div>
      </section>
      <div className="lucky-side">
        <TicketRules rules={wheel.rules} symbol={symbol} />
        <LuckyHistory
          testId="wheel-history"
          title={t('wheel.history')}
          empty={t('wheel.empty')}
          rows={spins.data.list
            // The spin still turning is not told before the wheel stops.
            .filter((row) => !(spinning && row.id === current?.spin.id))
            .map((row) => ({
              id: row.id,
              at: row.createdAt,
              prize: prizeText(row),
              reward: row.reward,
            }))}
        />
      </div>
    </div>
  );
}
