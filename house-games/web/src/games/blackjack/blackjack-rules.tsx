import { blackjack } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';
import { payoutRatio } from './blackjack.view';

const { BLACKJACK_RULES: RULES, PAYOUTS } = blackjack;

/** The table's rules and payouts, as the engine plays them. */
export function BlackjackRules({ theme }: { theme: blackjack.BlackjackTheme }) {
  const { t } = useTranslation('blackjack');
  const { format } = useHouse();
  const ratio = (returned: number) =>
    payoutRatio(returned - 1)
      .split(':')
      .map((part) => format.number(Number(part)))
      .join(':');
  return (
    <>
      <h3>{t('rulesTitle')}</h3>
      <p>{t('rules')}</p>
      <ul>
        <li>{t('ruleDecks', { decks: format.number(theme.decks) })}</li>
        <li>{RULES.dealerStandsOnSoft17 ? t('ruleStandsSoft17') : t('ruleHitsSoft17')}</li>
        <li>{t('rulePeek')}</li>
        <li>{t('ruleDouble')}</li>
        <li>{t('ruleSplit')}</li>
        {RULES.splitAcesTakeOneCardEach ? <li>{t('ruleSplitAces')}</li> : null}
        {RULES.twentyOneAfterSplitIsBlackjack ? null : <li>{t('ruleSplitTwentyOne')}</li>}
        <li>
          {t('ruleInsurance', {
            share: format.percent(RULES.insuranceShare),
            ratio: ratio(PAYOUTS.insurance),
          })}
        </li>
      </ul>
      <h3>{t('paytable')}</h3>
      <table className="house-paytable">
        <thead>
          <tr>
            <th scope="col">{t('hand')}</th>
            <th scope="col">{t('pays')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('outcomes.blackjack')}</th>
            <td>{ratio(PAYOUTS.blackjack)}</td>
          </tr>
          <tr>
            <th scope="row">{t('outcomes.win')}</th>
            <td>{ratio(PAYOUTS.win)}</td>
          </tr>
          <tr>
            <th scope="row">{t('outcomes.push')}</th>
            <td>{t('stakeBack')}</td>
          </tr>
          <tr>
            <th scope="row">{t('insurance')}</th>
            <td>{ratio(PAYOUTS.insurance)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
