import type { CrashResult, CrashRound } from '@site/contracts';
import { crash } from '@site/house-games/engines';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseApiError } from '../../api/client';
import { betOnCrash } from '../../api/crash-bet.resource';
import { cashOutOfCrash } from '../../api/crash-cash-out.resource';
import { getCrashRound } from '../../api/get-crash-round.resource';
import { BetControl } from '../../chrome/bet-control';
import { useHouse } from '../../chrome/house-context';
import { CrashGraph, type CurvePicture } from './crash-graph';
import { CrashReadout } from './crash-readout';
import { RecentCrashPoints, useRecentCrashPoints } from './recent-crash-points';
import {
  crashTableReducer,
  parseAutoCashOut,
  shownHundredths,
  toHundredths,
  type CrashTableState,
} from './crash-round';
import { useCurveTime } from './use-curve-time';
import './crash.css';

/**
 * While the curve runs the page keeps one read of the round waiting at the server, which answers
 * when the round ends by itself (crash or auto target) or after this long; then it asks again.
 * The server's longest wait (contracts' CRASH_WAIT_MAX_MS; the page imports only its types).
 */
const WAIT_MS = 10_000;
/** After a failed read, the next one waits this long, so a lost connection is not hammered. */
const RETRY_AFTER_ERROR_MS = 2_000;
/** A cash-out from this multiplier on plays the big win's cue. */
const BIG_WIN_HUNDREDTHS = 1_000;

/**
 * The crash table: a bet (with an optional auto cash-out) opens a round whose curve climbs on
 * the server's clock; the player cashes out before it crashes, or the server settles it at the
 * auto target or the crash. The crash point shows only once the server reveals it.
 */
export function CrashGame({ theme }: { theme: crash.CrashTheme }) {
  const { t } = useTranslation('crash');
  const house = useHouse();
  const { format } = house;
  const autoId = useId();
  const [betMinor, setBetMinor] = useState(theme.bet.minMinor);
  const [autoText, setAutoText] = useState('');
  const [state, dispatch] = useReducer(crashTableReducer, { phase: 'ready', last: null });
  const { points: recentPoints, add: addCrashPoint } = useRecentCrashPoints();
  const settledRounds = useRef(new Set<string>());
  const onTable = state.phase === 'running' || state.phase === 'cashingOut' ? state : null;
  const elapsedMs = useCurveTime(onTable?.clock ?? null, house.reducedMotion);
  const auto = parseAutoCashOut(autoText, theme.maxCrashPointHundredths);

  const answered = useCallback(
    (result: CrashResult) => {
      house.setBalance(result.balance);
      if (result.status === 'OPEN') {
        dispatch({ type: 'running', round: result, answeredAt: Date.now() });
        return;
      }
      if (settledRounds.current.has(result.roundId)) return;
      settledRounds.current.add(result.roundId);
      dispatch({ type: 'settled', round: result });
      house.roundPlayed(result.fair);
      addCrashPoint(toHundredths(result.crashPoint!));
      const cashedOut = result.cashedOutAt === null ? null : toHundredths(result.cashedOutAt);
      house.playSound(
        cashedOut === null ? 'lose' : cashedOut >= BIG_WIN_HUNDREDTHS ? 'bigWin' : 'win',
      );
    },
    [house, addCrashPoint],
  );

  // A round still running when the page was (re)loaded: resume it on a fresh clock reading.
  useEffect(() => {
    const open = house.game.openRound;
    if (open?.kind === 'crash') getCrashRound(open.roundId).then(answered, house.showError);
    // Once, for the round the page was loaded with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const roundId = onTable?.round.roundId ?? null;
  const curveStarted = elapsedMs !== null && elapsedMs >= 0;
  const { showError } = house;
  useEffect(() => {
    if (roundId === null || !curveStarted) return;
    const left = new AbortController();
    const follow = async () => {
      while (!left.signal.aborted) {
        try {
          const round = await getCrashRound(roundId, { waitMs: WAIT_MS, signal: left.signal });
          if (left.signal.aborted) return;
          answered(round);
          if (round.status !== 'OPEN') return;
        } catch (error) {
          if (left.signal.aborted) return;
          showError(error);
          await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_ERROR_MS));
        }
      }
    };
    void follow();
    return () => left.abort();
  }, [roundId, curveStarted, answered, showError]);

  const placeBet = async () => {
    if (!auto.ok) return;
    dispatch({ type: 'bet' });
    house.clearError();
    house.playSound('bet');
    try {
      const autoCashOut = auto.hundredths === null ? null : auto.hundredths / 100;
      const result = await betOnCrash(betMinor / 100, autoCashOut);
      house.roundPlayed(result.fair);
      answered(result);
    } catch (error) {
      dispatch({ type: 'refused' });
      house.showError(error);
      const running = runningRoundOf(error);
      if (running) getCrashRound(running).then(answered, house.showError);
    }
  };

  const cashOut = async () => {
    if (state.phase !== 'running') return;
    dispatch({ type: 'cashOut' });
    house.clearError();
    try {
      answered(await cashOutOfCrash(state.round.roundId, state.round.step));
    } catch (error) {
      // The round ended first (the crash or the auto target): its answer is the settled round.
      if (error instanceof HouseApiError && error.code === 'ROUND_CLOSED' && error.value) {
        answered(error.value as CrashResult);
        return;
      }
      dispatch({ type: 'cashOutRefused' });
      house.showError(error);
    }
  };

  const shown = onTable && elapsedMs !== null ? shownHundredths(onTable.round, elapsedMs) : 100;
  const inLeadIn = onTable !== null && (elapsedMs === null || elapsedMs < 0);
  const last = 'last' in state ? state.last : null;
  const stakeMinor = onTable ? Math.round(onTable.round.bet * 100) : betMinor;
  const busy = state.phase === 'betting' || onTable !== null;

  return (
    <div className="crash" data-scene={theme.scene}>
      <RecentCrashPoints points={recentPoints} />
      <div className="crash-stage">
        {house.reducedMotion ? null : (
          <CrashGraph picture={pictureOf(state, elapsedMs)} formatMultiplier={format.multiplier} />
        )}
        <CrashReadout
          leadInLeftMs={inLeadIn ? Math.max(0, -(elapsedMs ?? 0)) : null}
          shownHundredths={shown}
          ended={state.phase === 'over' ? state.last : null}
        />
      </div>
      <p
        className={`house-result${last?.win ? ' house-result--win' : ''}`}
        role="status"
        data-testid="crash-result"
      >
        {statusText(t, format, state, inLeadIn, last)}
      </p>
      <div className="house-controls">
        <BetControl
          limits={theme.bet}
          valueMinor={betMinor}
          onChange={setBetMinor}
          disabled={busy}
        />
        <div className="crash-auto">
          <label htmlFor={autoId}>{t('autoCashOut')}</label>
          <input
            id={autoId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('autoPlaceholder', { example: format.multiplier(200) })}
            value={autoText}
            disabled={busy}
            aria-invalid={!auto.ok}
            aria-describedby={auto.ok ? undefined : `${autoId}-error`}
            onChange={(event) => setAutoText(event.target.value)}
          />
          {auto.ok ? null : (
            <small id={`${autoId}-error`} className="crash-auto__error">
              {t(auto.reason === 'format' ? 'autoFormat' : 'autoRange', {
                min: format.multiplier(crash.MIN_CASH_OUT_HUNDREDTHS),
                max: format.multiplier(theme.maxCrashPointHundredths),
              })}
            </small>
          )}
        </div>
        {onTable ? (
          <button
            type="button"
            className="house-play crash-cash-out"
            disabled={state.phase !== 'running' || shown < crash.MIN_CASH_OUT_HUNDREDTHS}
            onClick={cashOut}
          >
            {t('cashOut', { amount: format.moneyMinor(Math.floor((stakeMinor * shown) / 100)) })}
          </button>
        ) : (
          <button
            type="button"
            className="house-play"
            disabled={state.phase === 'betting' || !auto.ok}
            onClick={placeBet}
          >
            {state.phase === 'betting' ? t('placing') : t('placeBet')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The running round a bet was refused for (CRASH_ROUND_RUNNING names it), to resume it. */
function runningRoundOf(error: unknown): string | null {
  if (!(error instanceof HouseApiError) || error.code !== 'CRASH_ROUND_RUNNING') return null;
  const value = error.value as { roundId?: unknown } | null;
  return typeof value?.roundId === 'string' ? value.roundId : null;
}

function pictureOf(state: CrashTableState, elapsedMs: number | null): CurvePicture {
  if (state.phase === 'over') {
    const { crashPoint, cashedOutAt } = state.last;
    return {
      elapsedMs: crash.msToReach(toHundredths(crashPoint!)),
      crashed: true,
      cashedOutAtHundredths: cashedOutAt === null ? null : toHundredths(cashedOutAt),
    };
  }
  return { elapsedMs: elapsedMs ?? 0, crashed: false, cashedOutAtHundredths: null };
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The announced line: what the table is doing, and how the last round ended. */
function statusText(
  t: Translate,
  format: ReturnType<typeof useHouse>['format'],
  state: CrashTableState,
  inLeadIn: boolean,
  last: CrashRound | null,
): string {
  switch (state.phase) {
    case 'betting':
      return t('placing');
    case 'cashingOut':
      return t('cashingOut');
    case 'running':
      if (inLeadIn) return t('starting');
      return state.round.autoCashOut === null
        ? t('flying')
        : t('flyingAuto', { multiplier: format.multiplier(toHundredths(state.round.autoCashOut)) });
    case 'ready':
    case 'over':
      if (!last) return t('ready');
      return last.cashedOutAt === null
        ? t('crashed', { multiplier: format.multiplier(toHundredths(last.crashPoint!)) })
        : t('cashedOut', {
            multiplier: format.multiplier(toHundredths(last.cashedOutAt)),
            amount: format.money(last.win ?? 0),
            crashPoint: format.multiplier(toHundredths(last.crashPoint!)),
          });
  }
}
