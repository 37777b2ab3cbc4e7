import { formatNumber, useTranslation } from '@site/shared';
import type { LiveRound, LiveTable } from '@site/contracts';
import { baccarat, cockfight, dragonTiger } from '@site/house-games/engines';
import { BetSpot, type SpotAmounts } from './bet-spot.component';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { RouletteBoard } from './roulette-board.component';

export interface BoardProps {
  table: Pick<LiveTable, 'game'>;
  round: LiveRound | null;
  amountsOf: (spot: string) => SpotAmounts;
  money: (minor: number) => string;
  disabled: boolean;
  onLay: (spot: string) => void;
}

const SPOTS_OF = {
  BACCARAT: baccarat.SPOTS,
  DRAGON_TIGER: dragonTiger.SPOTS,
  COCKFIGHT: cockfight.SPOTS,
} as const;

/** The spots of a table: roulette's layout, or the card games' and the cockfight's boxes. */
export function BetBoard(props: BoardProps) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const { table, round } = props;
  if (table.game === 'ROULETTE') return <RouletteBoard {...props} />;
  const odds = table.game === 'COCKFIGHT' ? (round?.posted as Record<string, number> | null) : null;
  const pays = (spot: string) => {
    const milli = odds?.[`${spot.toLowerCase()}Milli`];
    return milli !== undefined
      ? t('board.odds', {
          odds: formatNumber(milli / 1000, i18n.language, { minimumFractionDigits: 2 }),
        })
      : t(`pays.${table.game}.${spot}`);
  };
  return (
    <div
      className={`lt-board lt-board--${table.game.toLowerCase()}`}
      role="group"
      aria-label={t('board.label')}
    >
      {SPOTS_OF[table.game].map((spot) => (
        <BetSpot
          key={spot}
          spot={spot}
          label={t(`spots.${spot}`)}
          pays={pays(spot)}
          amounts={props.amountsOf(spot)}
          money={props.money}
          disabled={props.disabled}
          onLay={props.onLay}
          className={`lt-spot--${spot.toLowerCase()}`}
        />
      ))}
    </div>
  );
}
