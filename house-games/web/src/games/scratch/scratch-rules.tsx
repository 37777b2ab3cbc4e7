import { scratch } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { SymbolArt } from '../../chrome/symbol-art';

/** The card's rules and its prize table: each picture, what three of it pay, and how often. */
export function ScratchRules({ theme }: { theme: scratch.ScratchTheme }) {
  const { t } = useTranslation('scratch');
  const { t: chrome } = useTranslation();
  const { format } = useHouse();
  return (
    <>
      <h3>{t('rulesTitle')}</h3>
      <p>{t('rules')}</p>
      <h3>{t('paytable')}</h3>
      <table className="house-paytable">
        <thead>
          <tr>
            <th scope="col">{t('picture')}</th>
            <th scope="col">{t('pays')}</th>
            <th scope="col">{t('odds')}</th>
          </tr>
        </thead>
        <tbody>
          {[...theme.table.entries()].reverse().map(([index, tier]) => {
            const name = theme.symbols[index]!;
            return (
              <tr key={name}>
                <td>
                  <SymbolArt
                    name={name}
                    label={chrome(`symbols.${name}`)}
                    className="scratch-rules__symbol"
                  />{' '}
                  {chrome(`symbols.${name}`)}
                </td>
                <td>{`${format.number(tier.multiplier)}×`}</td>
                <td>
                  {t('oneIn', {
                    count: format.number(
                      Math.round(scratch.CARDS_PER_TABLE / tier.weightPerMillion),
                    ),
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
