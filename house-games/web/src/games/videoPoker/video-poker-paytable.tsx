import { videoPoker } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { useHouse } from '../../chrome/house-context';

/**
 * The machine's 9/6 Jacks or Better table: each hand, its multiplier and what it pays at the
 * current bet (this game has no coins: every hand pays bet × its multiplier). The row that paid
 * the last hand lights up.
 */
export function VideoPokerPaytable({
  theme,
  betMinor,
  paid = null,
  className = 'house-paytable',
}: {
  theme: videoPoker.VideoPokerTheme;
  betMinor: number;
  paid?: videoPoker.HandCategory | null;
  className?: string;
}) {
  const { t } = useTranslation('videoPoker');
  const { format } = useHouse();
  return (
    <table className={className}>
      <thead>
        <tr>
          <th scope="col">{t('hand')}</th>
          <th scope="col">{t('pays')}</th>
          <th scope="col">{t('atBet', { bet: format.moneyMinor(betMinor) })}</th>
        </tr>
      </thead>
      <tbody>
        {videoPoker.HAND_CATEGORIES.map((category) => (
          <tr
            key={category}
            className={category === paid ? 'video-poker-paytable__paid' : undefined}
            aria-current={category === paid ? 'true' : undefined}
          >
            <th scope="row">{t(`categories.${category}`)}</th>
            <td>{`${format.number(theme.paytable[category])}×`}</td>
            <td>{format.moneyMinor(betMinor * theme.paytable[category])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
