import {
  callsUnder,
  EmptyState,
  ErrorState,
  formatDate,
  formatMoney,
  getEventBus,
  isMember,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { ConfirmDialog, Tabs, useApiErrorText } from '@site/shared/ui';
import type { CashOutOffer, SportsBet } from '@site/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SPORTSBOOK_CONFIG } from '../../config/sportsbook-config';
import { NAMESPACE } from '../../i18n/translations';
import { signedLineText } from '../../ui/market-text';
import type { OddsFormat } from '../../ui/odds-format/odds-format';
import { oddsText } from '../../ui/odds-format/odds-text';
import { cashOut, getCashOutOffer, getMyBets } from './my-bets.resource';

type Status = 'open' | 'settled';

/**
 * A PENDING bet is decided when its in-play delay ends: the list asks again then (the live
 * `orders` topic also moves it, when the member's stream is up).
 */
function useAskAgainAt(bets: readonly SportsBet[] | undefined, refetch: () => void) {
  useEffect(() => {
    const next = (bets ?? [])
      .filter((bet) => bet.state === 'PENDING' && bet.acceptAt)
      .map((bet) => Date.parse(bet.acceptAt!))
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(refetch, Math.max(next - Date.now(), 0) + 500);
    return () => clearTimeout(timer);
  }, [bets, refetch]);
}

function BetCard({
  bet,
  format,
  onCashOut,
}: {
  bet: SportsBet;
  format: OddsFormat;
  onCashOut: (bet: SportsBet) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const { currencySymbol } = useBusState('balance');
  const money = (amount: number) => formatMoney(amount, currencySymbol, language);
  const settled = bet.state !== 'OPEN' && bet.state !== 'PENDING';
  return (
    <li className="sb-bet" data-bet-id={bet.betId} data-state={bet.state}>
      <div className="sb-bet__head">
        <strong>{t(`bets.kind.${bet.kind}`, { count: bet.legs.length })}</strong>
        <span className={`sb-badge sb-badge--${bet.state.toLowerCase()}`}>
          {t(`bets.state.${bet.state}`)}
        </span>
      </div>
      <ul className="sb-bet__legs">
        {bet.legs.map((leg) => (
          <li key={leg.selectionId}>
            <span>
              {t(`markets.${leg.marketType}`, { defaultValue: leg.marketType })} ·{' '}
              {t(`selectionCodes.${leg.selectionCode}`, { defaultValue: leg.selectionCode })}
              {leg.line !== null && ` ${signedLineText(leg.line, language)}`}
            </span>
            <span>
              {oddsText(leg.oddsMilli, format, language)}
              {leg.result !== 'OPEN' && ` · ${t(`bets.leg.${leg.result}`)}`}
            </span>
          </li>
        ))}
      </ul>
      <dl className="sb-bet__money">
        <dt>{t('bets.stake')}</dt>
        <dd>{money(bet.stake)}</dd>
        <dt>{settled ? t('bets.paid') : t('bets.potential')}</dt>
        <dd>{money(settled ? bet.paidReturn : bet.potentialReturn)}</dd>
      </dl>
      <p className="sb-muted">
        <time dateTime={bet.createdAt}>
          {formatDate(bet.createdAt, language, {
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
        {bet.refusal && ` · ${t(`errors.${bet.refusal}`, { defaultValue: t('bets.refused') })}`}
      </p>
      {bet.state === 'OPEN' && (
        <button type="button" className="site-button" onClick={() => onCashOut(bet)}>
          {t('bets.cashOut')}
        </button>
      )}
    </li>
  );
}

/** The member's open and settled bets, following their states live; cash-out with a confirmation. */
export function MyBets({ format }: { format: OddsFormat }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const { currencySymbol } = useBusState('balance');
  const errorText = useApiErrorText(NAMESPACE);
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('open');
  const [offer, setOffer] = useState<{ bet: SportsBet; offer: CashOutOffer } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const member = isMember(session);
  const bets = useQuery({
    ...getMyBets.query({ status, pageNo: 1, pageSize: SPORTSBOOK_CONFIG.betsPageSize }),
    enabled: member,
  });
  useAskAgainAt(bets.data?.list, () => void bets.refetch());

  const askOffer = async (bet: SportsBet) => {
    setProblem(null);
    try {
      const answer = await getCashOutOffer(bet.betId);
      if (answer.value === null || answer.quote === null) setProblem(t('bets.noOffer'));
      else setOffer({ bet, offer: answer });
    } catch (failure) {
      setProblem(errorText(failure));
    }
  };
  const takeOffer = async () => {
    if (!offer?.offer.quote || offer.offer.value === null) return;
    try {
      await cashOut(offer.bet.betId, { value: offer.offer.value, quote: offer.offer.quote });
      getEventBus().send('refresh-balance');
    } catch (failure) {
      setProblem(errorText(failure));
    } finally {
      setOffer(null);
      void queryClient.invalidateQueries({ predicate: callsUnder('/sportsbook/bets').predicate });
    }
  };

  return (
    <section className="sb-my-bets" aria-label={t('bets.title')}>
      <h2>{t('bets.title')}</h2>
      {!member ? (
        <p className="sb-muted">{t('bets.logIn')}</p>
      ) : (
        <Tabs
          label={t('bets.title')}
          tabs={[
            { id: 'open', label: t('bets.open') },
            { id: 'settled', label: t('bets.settled') },
          ]}
          active={status}
          onChange={setStatus}
        >
          {problem && (
            <p className="sb-slip__error" role="alert">
              {problem}
            </p>
          )}
          {bets.isPending ? (
            <SkeletonBlocks count={2} height={100} label={t('bets.loading')} />
          ) : bets.isError ? (
            <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />
          ) : bets.data.list.length === 0 ? (
            <EmptyState title={t(status === 'open' ? 'bets.noOpen' : 'bets.noSettled')} />
          ) : (
            <ul className="sb-bets">
              {bets.data.list.map((bet) => (
                <BetCard
                  key={bet.betId}
                  bet={bet}
                  format={format}
                  onCashOut={(b) => void askOffer(b)}
                />
              ))}
            </ul>
          )}
        </Tabs>
      )}
      <ConfirmDialog
        open={offer !== null}
        title={t('bets.cashOutTitle')}
        onConfirm={takeOffer}
        onCancel={() => setOffer(null)}
        confirmLabel={t('bets.cashOutConfirm')}
        testId="cash-out-dialog"
      >
        {offer &&
          t('bets.cashOutQuestion', {
            amount: formatMoney(offer.offer.value ?? 0, currencySymbol, i18n.language),
            stake: formatMoney(offer.bet.stake, currencySymbol, i18n.language),
          })}
      </ConfirmDialog>
    </section>
  );
}
