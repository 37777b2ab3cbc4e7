import { slot5 } from '@site/house-games/engines';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playRound } from '../../api/play-round.resource';
import { BetControl } from '../../chrome/bet-control';
import { useHouse } from '../../chrome/house-context';
import {
  AUTOPLAY_ROUNDS,
  playbackReducer,
  spinsOf,
  stopsAutoplay,
  winningCells,
  wonSoFar,
} from './slot5-playback';
import { SlotSymbolArt } from './slot5-symbol';
import './slot5.css';

/** Reel timing (ms): the first reel's roll, each next reel's later stop, a shown spin's pause. */
const FIRST_STOP = 650;
const NEXT_STOP = 230;
const FREE_SPIN_FIRST_STOP = 420;
const SHOW_WINS = 1500;
const SHOW_TRIGGER = 2200;
const AUTOPLAY_PAUSE = 900;
/** Symbols a rolling reel blurs past (a stretch of its strip, looped). */
const ROLLING_SYMBOLS = 6;
/** Reels share their strip layout: each shows its own part of it, so idle reels do not line up. */
const REEL_OFFSET = 7;

const stretchOf = (strip: readonly slot5.SlotSymbol[], reel: number, length: number) =>
  Array.from({ length }, (_, index) => strip[(reel * REEL_OFFSET + index) % strip.length]!);

/** A rolling reel's stretch twice over, so its animation loops without a seam. */
const rollingStretch = (strip: readonly slot5.SlotSymbol[], reel: number) => {
  const stretch = stretchOf(strip, reel, ROLLING_SYMBOLS);
  return [...stretch, ...stretch];
};

/** The 5-reel video slot: the bet, the reels, a round played back spin by spin, auto-play. */
export function Slot5Game({ theme }: { theme: slot5.Slot5Theme }) {
  const { t } = useTranslation('slot5');
  const { t: chrome } = useTranslation();
  const house = useHouse();
  const { format, reducedMotion } = house;
  const [betMinor, setBetMinor] = useState(theme.bet.minMinor);
  const [state, dispatch] = useReducer(playbackReducer, { phase: 'ready' });
  /** Auto-play rounds still to start; 0 when auto-play is off. */
  const [autoLeft, setAutoLeft] = useState(0);
  const nameOf = (symbol: slot5.SlotSymbol) => chrome(`symbols.${theme.symbolNames[symbol]}`);

  const spin = useCallback(async () => {
    dispatch({ type: 'spin' });
    house.clearError();
    house.playSound('bet');
    try {
      const result = await playRound('slot5', betMinor / 100);
      house.roundPlayed(result.fair);
      dispatch({ type: 'answered', result });
    } catch (error) {
      house.showError(error);
      setAutoLeft(0);
      dispatch({ type: 'refused' });
    }
  }, [betMinor, house]);

  const playing = 'round' in state ? state : null;
  const spins = playing ? spinsOf(playing.round) : [];
  const shownSpin = playing ? spins[playing.spinIndex]! : null;
  const spinShown = playing !== null && playing.phase !== 'rolling';

  // The reels stop one by one from the left; a shown spin pauses on its wins; reduced motion
  // shows the round's end at once.
  useEffect(() => {
    if (!playing || playing.phase === 'finished') return;
    if (reducedMotion) {
      dispatch({ type: 'skip' });
      return;
    }
    if (playing.phase === 'showing') {
      const pause = playing.spinIndex === 0 ? SHOW_TRIGGER : SHOW_WINS;
      const timer = setTimeout(() => dispatch({ type: 'nextSpin' }), pause);
      return () => clearTimeout(timer);
    }
    const first = playing.spinIndex === 0 ? FIRST_STOP : FREE_SPIN_FIRST_STOP;
    const timer = setTimeout(
      () => {
        house.playSound('tick');
        dispatch({ type: 'reelStopped' });
      },
      playing.stoppedReels === 0 ? first : NEXT_STOP,
    );
    return () => clearTimeout(timer);
    // The schedule follows the playback's step only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing?.phase, playing?.spinIndex, playing?.stoppedReels, reducedMotion]);

  // The round's end: the balance after the win, its sound, and auto-play's next round or stop.
  const finished = state.phase === 'finished' ? state : null;
  useEffect(() => {
    if (!finished) return;
    house.setBalance(finished.result.balance);
    const big = stopsAutoplay(finished.round);
    house.playSound(big ? 'bigWin' : finished.round.winMinor > 0 ? 'win' : 'lose');
    if (big) setAutoLeft(0);
    // Once per finished round: the round object changes only with a new spin.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished?.round]);

  const canStart = state.phase === 'ready' || state.phase === 'finished';
  useEffect(() => {
    if (autoLeft === 0 || !canStart) return;
    const timer = setTimeout(
      () => {
        setAutoLeft((left) => left - 1);
        void spin();
      },
      state.phase === 'ready' ? 0 : AUTOPLAY_PAUSE,
    );
    return () => clearTimeout(timer);
  }, [autoLeft, canStart, spin, state.phase]);

  // Leaving the game (another tab, the app in the background) stops auto-play.
  useEffect(() => {
    const stopWhenHidden = () => document.hidden && setAutoLeft(0);
    document.addEventListener('visibilitychange', stopWhenHidden);
    return () => document.removeEventListener('visibilitychange', stopWhenHidden);
  }, []);

  const lit = spinShown && shownSpin ? winningCells(shownSpin) : new Set<string>();
  const freeSpinCount = playing?.round.freeSpins.length ?? 0;
  const onFreeSpin = playing !== null && playing.spinIndex > 0;
  const freeSpinsTotal = playing
    ? wonSoFar(playing.round, playing.spinIndex, spinShown) - playing.round.base.winMinor
    : 0;

  const status = (() => {
    if (!playing)
      return state.phase === 'requesting'
        ? t('spinning')
        : t('ready', {
            lines: format.number(slot5.LINE_COUNT),
            lineBet: format.moneyMinor(betMinor / slot5.LINE_COUNT),
          });
    if (playing.phase === 'finished')
      return playing.round.winMinor > 0
        ? t('roundWin', { amount: format.moneyMinor(playing.round.winMinor) })
        : t('noWin');
    if (playing.phase === 'rolling')
      return onFreeSpin
        ? t('freeSpin', {
            number: format.number(playing.spinIndex),
            count: format.number(freeSpinCount),
          })
        : t('spinning');
    if (playing.spinIndex === 0 && freeSpinCount > 0)
      return t('freeSpinsWon', {
        count: format.number(freeSpinCount),
        multiplier: format.number(theme.rules.freeSpinMultiplier),
      });
    return shownSpin!.winMinor > 0
      ? t('roundWin', { amount: format.moneyMinor(shownSpin!.winMinor) })
      : t('noWin');
  })();

  const reelsShown =
    shownSpin?.window ?? theme.strips.map((strip, reel) => stretchOf(strip, reel, slot5.ROWS));

  return (
    <div className="slot5">
      {onFreeSpin ? (
        <div className="slot5-free" data-testid="slot5-free-spins">
          <strong>
            {t('freeSpin', {
              number: format.number(playing.spinIndex),
              count: format.number(freeSpinCount),
            })}
          </strong>
          <span>{t('freeSpinsTotal', { amount: format.moneyMinor(freeSpinsTotal) })}</span>
        </div>
      ) : null}
      <div className={`slot5-machine${onFreeSpin ? ' slot5-machine--free' : ''}`}>
        <div className="slot5-reels" role="group" aria-label={t('reels')} data-testid="slot5-reels">
          {reelsShown.map((symbols, reel) => {
            const rolling =
              state.phase === 'requesting' ||
              (playing?.phase === 'rolling' && reel >= playing.stoppedReels);
            return (
              <div
                key={reel}
                className={`slot5-reel${rolling ? ' slot5-reel--rolling' : ' slot5-reel--stopped'}`}
                style={{ ['--reel' as string]: reel }}
                role="img"
                aria-label={
                  rolling
                    ? t('spinning')
                    : t('reel', {
                        number: format.number(reel + 1),
                        symbols: symbols.map(nameOf).join(', '),
                      })
                }
              >
                <div className="slot5-reel__strip" aria-hidden="true">
                  {(rolling ? rollingStretch(theme.strips[reel]!, reel) : symbols).map(
                    (symbol, row) => (
                      <div
                        key={row}
                        className={`slot5-cell${lit.has(`${reel}:${row}`) && !rolling ? ' slot5-cell--win' : ''}`}
                      >
                        <SlotSymbolArt
                          name={theme.symbolNames[symbol]}
                          palette={theme.palette}
                          label=""
                          className="slot5-cell__art"
                        />
                      </div>
                    ),
                  )}
                </div>
              </div>
            );
          })}
          {spinShown && shownSpin ? (
            <svg className="slot5-lines" viewBox="0 0 500 300" aria-hidden="true">
              {shownSpin.lineWins.map((win) => (
                <polyline
                  key={win.line}
                  points={slot5.PAYLINES[win.line]!.map(
                    (row, reel) => `${reel * 100 + 50},${row * 100 + 50}`,
                  ).join(' ')}
                />
              ))}
            </svg>
          ) : null}
        </div>
      </div>
      <p
        className={`house-result${spinShown && shownSpin!.winMinor > 0 ? ' house-result--win' : ''}`}
        role="status"
        data-testid="slot5-result"
      >
        {status}
      </p>
      {spinShown && shownSpin && shownSpin.winMinor > 0 ? (
        <ul className="slot5-wins" data-testid="slot5-wins">
          {shownSpin.lineWins.map((win) => (
            <li key={win.line}>
              {t('lineWin', {
                line: format.number(win.line + 1),
                count: format.number(win.count),
                symbol: nameOf(win.symbol),
                amount: format.moneyMinor(win.winMinor),
              })}
            </li>
          ))}
          {shownSpin.scatterWinMinor > 0 ? (
            <li>
              {t('scatterWin', {
                count: format.number(shownSpin.scatters),
                symbol: nameOf(slot5.SCATTER),
                amount: format.moneyMinor(shownSpin.scatterWinMinor),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="house-controls">
        <BetControl
          limits={theme.bet}
          valueMinor={betMinor}
          onChange={setBetMinor}
          disabled={!canStart || autoLeft > 0}
        />
        {playing && playing.phase !== 'finished' ? (
          <button type="button" className="house-play" onClick={() => dispatch({ type: 'skip' })}>
            {t('skip')}
          </button>
        ) : (
          <button
            type="button"
            className="house-play"
            disabled={!canStart || autoLeft > 0}
            onClick={() => void spin()}
          >
            {state.phase === 'requesting' ? t('spinning') : t('spin')}
          </button>
        )}
      </div>
      <div className="slot5-auto" role="group" aria-label={chrome('autoplay.label')}>
        {autoLeft > 0 ? (
          <button type="button" className="house-button" onClick={() => setAutoLeft(0)}>
            {chrome('autoplay.stop', { left: format.number(autoLeft) })}
          </button>
        ) : (
          <>
            <span className="slot5-auto__label">{chrome('autoplay.label')}</span>
            {AUTOPLAY_ROUNDS.map((rounds) => (
              <button
                key={rounds}
                type="button"
                className="house-button house-button--quiet slot5-auto__rounds"
                disabled={!canStart}
                aria-label={`${chrome('autoplay.label')}: ${chrome('autoplay.rounds', { count: format.number(rounds) })}`}
                onClick={() => setAutoLeft(rounds)}
              >
                {format.number(rounds)}
              </button>
            ))}
          </>
        )}
        <p className="slot5-auto__note">{chrome('autoplay.stopsOnWin')}</p>
      </div>
    </div>
  );
}
