import { formatNumber, useTranslation } from '@site/shared';
import { roulette } from '@site/house-games/engines';
import type { CSSProperties } from 'react';
import type { BoardProps } from './bet-board.component';
import { BetSpot } from './bet-spot.component';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';

/** The layout's column of a number (1 bottom row … 3 top row), as the engine counts it. */
const columnOf = (n: number) => ((n - 1) % 3) + 1;
const NUMBERS = Array.from({ length: 36 }, (_, index) => index + 1);

/**
 * Where an inside bet sits on a number, as chips sit on a real layout: between it and the next
 * street's number (`next`), between it and the number beside it in its street (`beside`), on the
 * corner of those four, on its street's outer edge (`street`) and on the line between two streets
 * (`line`), or between it and zero (`zero`). The layout's CSS places each kind on the wide
 * (horizontal) layout and on the phone's (vertical) one.
 */
function insideBetsAt(n: number): Array<{ spot: string; edge: string }> {
  const bets: Array<{ spot: string; edge: string }> = [];
  const column = columnOf(n);
  if (n <= 33) bets.push({ spot: `SPLIT:${n}-${n + 3}`, edge: 'next' });
  if (column !== 3) bets.push({ spot: `SPLIT:${n}-${n + 1}`, edge: 'beside' });
  if (column !== 3 && n <= 32) bets.push({ spot: `CORNER:${n}`, edge: 'corner' });
  if (column === 1) bets.push({ spot: `STREET:${n}`, edge: 'street' });
  if (column === 1 && n <= 31) bets.push({ spot: `SIX_LINE:${n}`, edge: 'line' });
  if (n <= 3) bets.push({ spot: `SPLIT:0-${n}`, edge: 'zero' });
  return bets;
}

/**
 * A number's place on both layouts: wide, three rows of twelve streets (3 on top); on a phone,
 * twelve rows of three (1 2 3 first, under zero), after the streets' rail.
 */
const placeOf = (n: number) => {
  const street = Math.floor((n - 1) / 3);
  return {
    '--lt-wide-row': 4 - columnOf(n),
    '--lt-wide-column': 2 + street,
    '--lt-phone-row': 2 + street,
    '--lt-phone-column': 1 + columnOf(n),
  } as CSSProperties;
};

const OUTSIDE_ROWS = [
  ['DOZEN:1', 'DOZEN:2', 'DOZEN:3'],
  ['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'],
] as const;

/**
 * European roulette's layout: zero, the numbers in three rows of twelve (3 on top, as the table
 * is seen from the player's side), the columns' "2 to 1", the dozens and the even chances.
 * Splits, corners, streets and six lines are the small targets on the numbers' edges. On a phone
 * the same spots stand upright (zero on top, three columns of twelve rows, the columns' bets at
 * the bottom, then the dozens and the even chances), every target at least 32 px square; the
 * CSS alone changes the layout, so both offer the same bets in the same order.
 */
export function RouletteBoard({ round, amountsOf, money, disabled, onLay }: BoardProps) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const number = (n: number) => formatNumber(n, i18n.language);
  const nameOf = (spot: string) => {
    const covered = roulette.coverage(spot);
    if (!covered) return spot;
    return t(`roulette.${covered.betType}`, { numbers: covered.numbers.map(number).join(', ') });
  };
  const spotProps = (spot: string) => ({
    spot,
    amounts: amountsOf(spot),
    money,
    disabled,
    onLay,
    label: nameOf(spot),
  });
  const winning = round?.state === 'RESULT' || round?.state === 'SETTLED' ? round.winner : null;
  return (
    <div className="lt-roulette-scroll">
      <div className="lt-roulette" role="group" aria-label={t('board.label')}>
        <BetSpot
          {...spotProps('STRAIGHT:0')}
          pays={t('pays.ROULETTE.STRAIGHT')}
          className="lt-num lt-num--green lt-num--zero"
        >
          <span className="lt-num__text" data-won={winning === '0'}>
            {number(0)}
          </span>
        </BetSpot>
        {NUMBERS.map((n) => (
          <div key={n} className="lt-num-cell" style={placeOf(n)}>
            <BetSpot
              {...spotProps(`STRAIGHT:${n}`)}
              pays={t('pays.ROULETTE.STRAIGHT')}
              className={`lt-num lt-num--${roulette.colourOf(n).toLowerCase()}`}
            >
              <span className="lt-num__text" data-won={winning === String(n)}>
                {number(n)}
              </span>
            </BetSpot>
            {insideBetsAt(n).map(({ spot, edge }) => (
              <BetSpot key={spot} {...spotProps(spot)} className={`lt-hot lt-hot--${edge}`}>
                <span />
              </BetSpot>
            ))}
          </div>
        ))}
        {[3, 2, 1].map((column) => (
          <BetSpot
            key={column}
            {...spotProps(`COLUMN:${column}`)}
            label={t('roulette.outside.COLUMN', { n: number(column) })}
            pays={t('pays.ROULETTE.COLUMN')}
            className={`lt-outside lt-outside--column lt-outside--column-${column}`}
          >
            <span>{t('roulette.twoToOne')}</span>
          </BetSpot>
        ))}
        {OUTSIDE_ROWS.flat().map((spot) => (
          <BetSpot
            key={spot}
            {...spotProps(spot)}
            label={t(`roulette.outside.${spot.replace(':', '_')}`)}
            pays={t(`pays.ROULETTE.${roulette.coverage(spot)!.betType}`)}
            className={`lt-outside lt-outside--${spot.startsWith('DOZEN') ? 'dozen' : 'chance'} lt-outside--${spot.toLowerCase().replace(':', '-')}`}
          />
        ))}
      </div>
    </div>
  );
}
