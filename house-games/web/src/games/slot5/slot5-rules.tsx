import { slot5 } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { SlotSymbolArt } from './slot5-symbol';

/** The paying symbols, best first, as the paytable lists them. */
const PAYING: slot5.PayingSymbol[] = ['W', 'H1', 'H2', 'H3', 'H4', 'L1', 'L2', 'L3', 'L4', 'L5'];
const RUNS = [3, 4, 5] as const;

/** One payline as a small 5×3 grid with the line drawn through it. */
function PaylineDiagram({ rows, label }: { rows: readonly number[]; label: string }) {
  return (
    <svg className="slot5-payline" viewBox="0 0 50 30" role="img" aria-label={label}>
      {rows.map((_, reel) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${reel}:${row}`}
            x={reel * 10 + 1}
            y={row * 10 + 1}
            width="8"
            height="8"
            rx="1.5"
            className={rows[reel] === row ? 'slot5-payline__on' : 'slot5-payline__off'}
          />
        )),
      )}
      <polyline
        points={rows.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
        className="slot5-payline__path"
      />
    </svg>
  );
}

/** The slot's rules: lines and line bet, wild, scatter and free spins, the paytable, the lines. */
export function Slot5Rules({ theme }: { theme: slot5.Slot5Theme }) {
  const { t } = useTranslation('slot5');
  const { t: chrome } = useTranslation();
  const { format } = useHouse();
  const { rules, symbolNames, palette } = theme;
  const nameOf = (symbol: slot5.SlotSymbol) => chrome(`symbols.${symbolNames[symbol]}`);
  const lines = format.number(slot5.LINE_COUNT);
  return (
    <div className="slot5-rules">
      <h3>{t('rulesTitle')}</h3>
      <p>{t('rules', { lines })}</p>
      <h3>{t('wildTitle')}</h3>
      <p>{t('wildRule', { wild: nameOf(slot5.WILD), scatter: nameOf(slot5.SCATTER) })}</p>
      <h3>{t('scatterTitle')}</h3>
      <p>
        {t('scatterRule', {
          scatter: nameOf(slot5.SCATTER),
          three: format.number(rules.scatterPays[0]),
          four: format.number(rules.scatterPays[1]),
          five: format.number(rules.scatterPays[2]),
          freeSpins: format.number(rules.freeSpins),
          multiplier: format.number(rules.freeSpinMultiplier),
        })}
      </p>
      <h3>{t('paytable')}</h3>
      <table className="house-paytable">
        <thead>
          <tr>
            <th scope="col">{t('symbol')}</th>
            {RUNS.map((count) => (
              <th key={count} scope="col">
                {t('ofAKind', { count: format.number(count) })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAYING.map((symbol) => (
            <tr key={symbol}>
              <th scope="row" className="slot5-rules__name">
                <SlotSymbolArt
                  name={symbolNames[symbol]}
                  palette={palette}
                  label=""
                  className="slot5-rules__symbol"
                />
                {nameOf(symbol)}
              </th>
              {rules.linePays[symbol].map((pay, run) => (
                <td key={run}>{`${format.number(pay)}×`}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('paylines', { lines })}</h3>
      <ol className="slot5-paylines">
        {slot5.PAYLINES.map((rows, line) => (
          <li key={line}>
            <PaylineDiagram rows={rows} label={t('line', { number: format.number(line + 1) })} />
            <span aria-hidden="true">{format.number(line + 1)}</span>
          </li>
        ))}
      </ol>
      <p>{t('malfunction')}</p>
    </div>
  );
}
