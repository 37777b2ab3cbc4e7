import { scratch } from '@site/house-games/engines';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playRound } from '../../api/play-round.resource';
import { BetControl } from '../../chrome/bet-control';
import { useHouse } from '../../chrome/house-context';
import { SymbolArt } from '../../chrome/symbol-art';
import { scratchReducer } from './scratch-card.reducer';
import { ScratchFoil } from './scratch-foil';
import './scratch.css';

/** The scratch card table: the bet, a card bought from the server, the foil, the result. */
export function ScratchGame({ theme }: { theme: scratch.ScratchTheme }) {
  const { t } = useTranslation('scratch');
  const { t: chrome } = useTranslation();
  const house = useHouse();
  const { format } = house;
  const [betMinor, setBetMinor] = useState(theme.bet.minMinor);
  const [state, dispatch] = useReducer(scratchReducer, { phase: 'ready' });
  const symbolName = (index: number) => chrome(`symbols.${theme.symbols[index]}`);

  const buy = async () => {
    dispatch({ type: 'buy' });
    house.clearError();
    house.playSound('bet');
    try {
      const result = await playRound('scratch', betMinor / 100);
      // The stake left the wallet; the win shows when the card is scratched.
      house.setBalance(result.balance - result.win);
      house.roundPlayed(result.fair);
      dispatch({ type: 'bought', result });
    } catch (error) {
      house.showError(error);
      dispatch({ type: 'refused' });
    }
  };

  const finished = state.phase === 'finished' ? state : null;
  useEffect(() => {
    if (!finished) return;
    house.setBalance(finished.result.balance);
    house.playSound(finished.card.winMinor > 0 ? 'win' : 'lose');
    // Once per finished card: the card object changes only with a new purchase.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished?.card]);

  const card = state.phase === 'scratching' || state.phase === 'finished' ? state : null;
  const busy = state.phase === 'buying' || state.phase === 'scratching';
  const wins = (cell: number) => finished !== null && card!.card.winningCells.includes(cell);

  return (
    <div className="scratch">
      <div className="scratch-card" data-testid="scratch-card">
        <div className="house-title" aria-hidden="true">
          {house.boot.gameName}
        </div>
        <div className="scratch-grid">
          {Array.from({ length: 9 }, (_, cell) => {
            const shown = card?.shown[cell] ?? false;
            const symbol = card?.card.cells[cell];
            return (
              <button
                key={cell}
                type="button"
                className={`scratch-cell${wins(cell) ? ' scratch-cell--win' : ''}`}
                disabled={!card || shown}
                aria-label={
                  card && shown && symbol !== undefined
                    ? t('cellShown', {
                        number: format.number(cell + 1),
                        symbol: symbolName(symbol),
                      })
                    : t('cellHidden', { number: format.number(cell + 1) })
                }
                onClick={() => dispatch({ type: 'scratched', cell })}
              >
                {card && symbol !== undefined ? (
                  <SymbolArt name={theme.symbols[symbol]!} label="" className="scratch-cell__art" />
                ) : null}
              </button>
            );
          })}
          {card ? (
            <ScratchFoil
              key={card.result.roundId}
              shown={card.shown}
              colours={{ foil: '#9aa3ad', shine: '#e7ebef' }}
              onScratched={(cell) => dispatch({ type: 'scratched', cell })}
            />
          ) : (
            <div className="scratch-foil scratch-foil--idle" aria-hidden="true" />
          )}
        </div>
      </div>
      <p
        className={`house-result${finished && finished.card.winMinor > 0 ? ' house-result--win' : ''}`}
        role="status"
        data-testid="scratch-result"
      >
        {finished
          ? finished.card.prizeIndex !== null
            ? t('match', {
                symbol: symbolName(finished.card.prizeIndex),
                amount: format.moneyMinor(finished.card.winMinor),
              })
            : t('lose')
          : state.phase === 'scratching'
            ? t('hint')
            : t('ready')}
      </p>
      <div className="house-controls">
        <BetControl
          limits={theme.bet}
          valueMinor={betMinor}
          onChange={setBetMinor}
          disabled={busy}
        />
        {state.phase === 'scratching' ? (
          <button
            type="button"
            className="house-play"
            onClick={() => dispatch({ type: 'revealAll' })}
          >
            {t('revealAll')}
          </button>
        ) : (
          <button type="button" className="house-play" disabled={busy} onClick={buy}>
            {state.phase === 'buying' ? t('buying') : t('buy')}
          </button>
        )}
      </div>
    </div>
  );
}
