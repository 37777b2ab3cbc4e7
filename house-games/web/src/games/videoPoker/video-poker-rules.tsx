import { videoPoker } from '@site/house-games/engines';
import { useTranslation } from 'react-i18next';
import { VideoPokerPaytable } from './video-poker-paytable';

/** How Jacks or Better plays, and its paytable at the smallest bet. */
export function VideoPokerRules({ theme }: { theme: videoPoker.VideoPokerTheme }) {
  const { t } = useTranslation('videoPoker');
  return (
    <>
      <h3>{t('rulesTitle')}</h3>
      <p>{t('rules')}</p>
      <h3>{t('paytable')}</h3>
      <p>{t('paytableNote')}</p>
      <VideoPokerPaytable theme={theme} betMinor={theme.bet.minMinor} />
    </>
  );
}
