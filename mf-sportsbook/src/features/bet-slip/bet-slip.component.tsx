import {
  ApiError,
  callsUnder,
  formatMoney,
  getEventBus,
  isMember,
  useBusState,
  useTranslation,
} from '@site/shared';
import { AmountInput, useApiErrorText } from '@site/shared/ui';
import type { SportsBet } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { SPORTSBOOK_CONFIG } from '../../config/sportsbook-config';
import { NAMESPACE } from '../../i18n/translations';
import type { OddsFormat } from '../../ui/odds-format/odds-format';
import { oddsText } from '../../ui/odds-format/odds-text';
import { placeSlip } from './place-slip.resource';
import { slipRequest } from './slip-request';
import {
  canPlace,
  multipleOddsMilli,
  multipleProblem,
  mustReviewPrices,
  slipBets,
  slipTotals,
  type OddsChangePolicy,
  type SlipAction,
  type SlipState,
} from './slip-rules';

type PriceChange = { selectionId: string; oddsMilli: number; priceVersion: number };

/** The prices a SPORTS_ODDS_CHANGED refusal names (none for any other failure). */
function changedPrices(failure: unknown): PriceChange[] {
  if (!(failure instanceof ApiError) || failure.code !== 'SPORTS_ODDS_CHANGED') return [];
  const changes = (failure.details as { changes?: unknown } | null)?.changes;
  return Array.isArray(changes) ? (changes as PriceChange[]) : [];
}

type BetSlipProps = { state: SlipState; dispatch: Dispatch<SlipAction>; format: OddsFormat };

const POLICIES: readonly OddsChangePolicy[] = ['NONE', 'HIGHER', 'ANY'];
const { minorPerMajor } = SPORTSBOOK_CONFIG;
const toMinor = (major: number | null) => (major === null ? 0 : Math.round(major * minorPerMajor));
const toMajor = (minor: number | undefined) => (minor ? minor / minorPerMajor : null);

/**
 * The bet slip: a side column on a desktop, a bottom sheet on a phone (its bar shows the count
 * and opens it). Singles get a stake each; two or more selections on different events make a
 * multiple. Placing sends the prices the player saw, with the odds-change choice; the API's
 * refusal is shown in the player's words, and the slip stays as it was to try again.
 */
export function BetSlip({ state, dispatch, format }: BetSlipProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const session = useBusState('session');
  const { currencySymbol } = useBusState('balance');
  const errorText = useApiErrorText(NAMESPACE);
  const queryClient = useQueryClient();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState<SportsBet[] | null>(null);
  // One key per slip as the player sent it: a retry after a lost answer reuses it (the API
  // answers the first placement again), any change of the slip makes a new one.
  const slipKey = useRef<string | null>(null);
  useEffect(() => {
    slipKey.current = null;
  }, [state]);

  const place = useMutation({
    mutationFn: (key: string) => placeSlip({ ...slipRequest(state, key) }),
    onSuccess: (answer) => {
      setPlaced(answer.bets);
      dispatch({ type: 'clear' });
      getEventBus().send('refresh-balance');
      void queryClient.invalidateQueries({ predicate: callsUnder('/sportsbook/bets').predicate });
    },
    // A refusal that names the prices now shows them on the slip, for the player to accept.
    onError: (failure) => {
      for (const change of changedPrices(failure))
        dispatch({
          type: 'price',
          selectionId: change.selectionId,
          oddsMilli: change.oddsMilli,
          priceVersion: change.priceVersion,
        });
    },
  });

  const money = (minor: number) => formatMoney(minor / minorPerMajor, currencySymbol, language);
  const bets = slipBets(state);
  const totals = slipTotals(bets);
  const problem = multipleProblem(state.selections);
  const review = mustReviewPrices(state);
  const count = state.selections.length;

  const submit = () => {
    if (!isMember(session)) {
      getEventBus().send('open-login', { reason: 'sportsbook-bet' });
      return;
    }
    setPlaced(null);
    slipKey.current ??= crypto.randomUUID();
    place.mutate(slipKey.current);
  };

  return (
    <aside className="sb-slip" data-open={open} aria-label={t('slip.title')}>
      <button
        type="button"
        className="sb-slip__bar"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <span>{t('slip.barTitle', { count })}</span>
        {totals.stake > 0 && (
          <span>{t('slip.barReturn', { amount: money(totals.potentialReturn) })}</span>
        )}
      </button>
      <div className="sb-slip__body" id={bodyId}>
        <div className="sb-slip__head">
          <h2>{t('slip.title')}</h2>
          {count > 0 && (
            <button type="button" className="sb-link" onClick={() => dispatch({ type: 'clear' })}>
              {t('slip.clear')}
            </button>
          )}
        </div>
        {placed && (
          <div className="sb-slip__placed" role="status">
            <p>{t('slip.placed', { count: placed.length })}</p>
            {placed.some((bet) => bet.state === 'PENDING') && <p>{t('slip.pendingNote')}</p>}
          </div>
        )}
        {count === 0 ? (
          !placed && <p className="sb-muted">{t('slip.empty')}</p>
        ) : (
          <>
            <ul className="sb-slip__lines">
              {state.selections.map((selection) => (
                <li key={selection.selectionId} className="sb-slip__line">
                  <div className="sb-slip__what">
                    <strong>{selection.label}</strong>
                    <span className="sb-muted">{selection.marketLabel}</span>
                    <span className="sb-muted">{selection.eventLabel}</span>
                  </div>
                  <div className="sb-slip__price">
                    {selection.previousOddsMilli !== null && (
                      <s
                        aria-label={t('slip.wasPrice', {
                          price: oddsText(selection.previousOddsMilli, format, language),
                        })}
                      >
                        {oddsText(selection.previousOddsMilli, format, language)}
                      </s>
                    )}
                    <strong
                      className={
                        selection.previousOddsMilli === null
                          ? undefined
                          : selection.oddsMilli > selection.previousOddsMilli
                            ? 'sb-moved--up'
                            : 'sb-moved--down'
                      }
                    >
                      {oddsText(selection.oddsMilli, format, language)}
                    </strong>
                    <button
                      type="button"
                      className="sb-slip__remove"
                      aria-label={t('slip.remove', { label: selection.label })}
                      onClick={() =>
                        dispatch({ type: 'remove', selectionId: selection.selectionId })
                      }
                    >
                      ×
                    </button>
                  </div>
                  {selection.suspended && (
                    <p className="sb-slip__warning" role="status">
                      {t('slip.suspended')}
                    </p>
                  )}
                  <AmountInput
                    name={`stake-${selection.selectionId}`}
                    label={t('slip.stakeSingle')}
                    value={toMajor(state.singleStakes[selection.selectionId])}
                    onChange={(value) =>
                      dispatch({
                        type: 'set-single-stake',
                        selectionId: selection.selectionId,
                        stake: toMinor(value),
                      })
                    }
                    currencySymbol={currencySymbol}
                    min={0.01}
                  />
                </li>
              ))}
            </ul>
            {count > 1 && (
              <div className="sb-slip__multiple">
                <h3>{t('slip.multiple', { count })}</h3>
                {problem === 'SAME_EVENT' ? (
                  <p className="sb-muted">{t('slip.sameEvent')}</p>
                ) : (
                  <>
                    <p className="sb-muted">
                      {t('slip.multipleOdds', {
                        price: oddsText(multipleOddsMilli(state.selections), 'decimal', language),
                      })}
                    </p>
                    <AmountInput
                      name="stake-multiple"
                      label={t('slip.stakeMultiple')}
                      value={toMajor(state.multipleStake)}
                      onChange={(value) =>
                        dispatch({ type: 'set-multiple-stake', stake: toMinor(value) })
                      }
                      currencySymbol={currencySymbol}
                      min={0.01}
                    />
                  </>
                )}
              </div>
            )}
            <label className="sb-slip__policy">
              <span>{t('slip.policy')}</span>
              <select
                value={state.oddsChangePolicy}
                onChange={(event) =>
                  dispatch({ type: 'set-policy', policy: event.target.value as OddsChangePolicy })
                }
              >
                {POLICIES.map((policy) => (
                  <option key={policy} value={policy}>
                    {t(`policy.${policy}`)}
                  </option>
                ))}
              </select>
            </label>
            <dl className="sb-slip__totals">
              <dt>{t('slip.totalStake')}</dt>
              <dd>{money(totals.stake)}</dd>
              <dt>{t('slip.potentialReturn')}</dt>
              <dd>{money(totals.potentialReturn)}</dd>
            </dl>
            {place.isError && (
              <p className="sb-slip__error" role="alert">
                {errorText(place.error)}
              </p>
            )}
            {review ? (
              <button
                type="button"
                className="site-button site-button--primary sb-slip__place"
                onClick={() => dispatch({ type: 'accept-prices' })}
              >
                {t('slip.acceptPrices')}
              </button>
            ) : (
              <button
                type="button"
                className="site-button site-button--primary sb-slip__place"
                disabled={!canPlace(state) || place.isPending}
                aria-busy={place.isPending || undefined}
                onClick={submit}
              >
                {place.isPending
                  ? t('slip.placing')
                  : t('slip.place', { amount: money(totals.stake) })}
              </button>
            )}
          </>
        )}
      </div>
    </aside>
  );
}
