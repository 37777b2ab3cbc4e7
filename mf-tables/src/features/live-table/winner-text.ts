import { formatNumber, useTranslation } from '@site/shared';
import type { LiveTable } from '@site/contracts';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';

/** A round's winner as the table names it: roulette's number in the reader's digits, else the spot. */
export function useWinnerText(game: LiveTable['game']) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  return (winner: string | null) =>
    winner === null
      ? ''
      : game === 'ROULETTE'
        ? formatNumber(Number(winner), i18n.language)
        : t(`spots.${winner}`);
}
