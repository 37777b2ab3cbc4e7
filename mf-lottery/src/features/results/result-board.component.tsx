import {
  formatDate,
  localizeDigits,
  type LotteryDraw,
  type LotteryResultFormat,
  useTranslation,
} from '@site/shared';
import { useEffect, useState } from 'react';
import { NAMESPACE } from '../../i18n/translations';
import { FamilyResult } from '../../ui/family-result.component';
import { isFamilyFormat } from '../../ui/family-result-rules';
import { prizesOf, verifiesCommitment } from './result-rules';

/**
 * One draw's full result, prize by prize (a fast family's: as the family shows it), with its
 * commitment checked in the browser.
 */
export function ResultBoard({ draw, format }: { draw: LotteryDraw; format: LotteryResultFormat }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [verified, setVerified] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    if (draw.numbers && draw.salt)
      void verifiesCommitment(draw.salt, draw.numbers, draw.commitment).then(
        (ok) => live && setVerified(ok),
      );
    return () => {
      live = false;
    };
  }, [draw]);
  if (!draw.numbers) return null;
  const digits = (value: string) => localizeDigits(value, i18n.language);
  return (
    <figure className="lottery-board" data-testid="lottery-board">
      <figcaption>
        {t('board.caption', {
          period: digits(draw.period),
          time: formatDate(draw.drawAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </figcaption>
      {isFamilyFormat(format) ? (
        <FamilyResult format={format} numbers={draw.numbers} />
      ) : (
        <table>
          <tbody>
            {prizesOf(format, draw.numbers).map(({ prize, numbers }) => (
              <tr
                key={prize}
                className={prize === 'special' ? 'lottery-board__special' : undefined}
              >
                <th scope="row">
                  {t(`prizes.${prize}`)}
                  <span className="visually-hidden">: </span>
                </th>
                <td>
                  {/* A list, and a hidden comma between numbers: read (and copied) as separate
                    numbers, not one run of digits (issue 40 item 16). */}
                  <ul className="lottery-board__numbers">
                    {numbers.map((value, index) => (
                      <li key={index} className="lottery-board__number">
                        {index > 0 && <span className="visually-hidden">, </span>}
                        {digits(value)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="card__meta lottery-board__proof">
        {verified === null
          ? t('board.checking')
          : t(verified ? 'board.verified' : 'board.notVerified')}{' '}
        <code title={t('board.commitment')}>{draw.commitment.slice(0, 16)}…</code>
      </p>
    </figure>
  );
}
