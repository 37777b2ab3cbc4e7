import { crash } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';

/** Seconds the curve takes to reach these multipliers, shown in the rules. */
const TIMED = [200, 1_000] as const;

/** How the curve grows, what each target returns, the cap, auto cash-out, and disconnects. */
export function CrashRules({ theme }: { theme: crash.CrashTheme }) {
  const { t } = useTranslation('crash');
  const { format } = useHouse();
  const seconds = (hundredths: number) => format.number(crash.msToReach(hundredths) / 1000, 1);
  return (
    <>
      <h3>{t('rulesTitle')}</h3>
      <p>{t('rulesPlay')}</p>
      <p>
        {t('rulesCurve', {
          two: format.multiplier(TIMED[0]),
          twoSeconds: seconds(TIMED[0]),
          ten: format.multiplier(TIMED[1]),
          tenSeconds: seconds(TIMED[1]),
        })}
      </p>
      <p>
        {t('rulesRtp', {
          rtp: format.percent(theme.targetRtp),
          example: format.multiplier(200),
          chance: format.percent(crash.chanceToReach(theme, 200)),
        })}
      </p>
      <table className="house-paytable">
        <thead>
          <tr>
            <th scope="col">{t('target')}</th>
            <th scope="col">{t('chance')}</th>
            <th scope="col">{t('return')}</th>
          </tr>
        </thead>
        <tbody>
          {crash.crashPaytable(theme).map((row) => (
            <tr key={row.cashOutHundredths}>
              <td>{format.multiplier(row.cashOutHundredths)}</td>
              <td>{format.percent(row.chance)}</td>
              <td>{format.percent(row.returnToPlayer)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('rulesCap', { cap: format.multiplier(theme.maxCrashPointHundredths) })}</p>
      <h3>{t('autoCashOut')}</h3>
      <p>
        {t('rulesAuto', {
          min: format.multiplier(crash.MIN_CASH_OUT_HUNDREDTHS),
          max: format.multiplier(theme.maxCrashPointHundredths),
        })}
      </p>
      <h3>{t('disconnectTitle')}</h3>
      <p>{t('rulesDisconnect')}</p>
    </>
  );
}
