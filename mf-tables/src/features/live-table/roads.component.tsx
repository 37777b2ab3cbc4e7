import { useTranslation } from '@site/shared';
import type { LiveTableState } from '@site/contracts';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';

type Roads = NonNullable<LiveTableState['roads']>;
const ROWS = 6;

/**
 * Baccarat's scoreboards, as the API draws them from the table's history: the bead road (one
 * cell per coup, columns of six) and the big road (a column per streak, ties counted on the
 * cell, a long streak turning right along the bottom).
 */
export function BaccaratRoads({ roads }: { roads: Roads }) {
  const { t } = useTranslation(LIVE_TABLE_NAMESPACE);
  const bigColumns = Math.max(0, ...roads.big.map((cell) => cell.column + 1));
  return (
    <section className="lt-roads" aria-label={t('roads.title')}>
      <div>
        <h3>{t('roads.bead')}</h3>
        <div
          className="lt-road lt-road--bead"
          role="img"
          aria-label={t('roads.beadSummary', { count: roads.bead.flat().length })}
        >
          {roads.bead.map((column, x) =>
            column.map((winner, y) => (
              <span
                key={`${x}:${y}`}
                className={`lt-bead lt-bead--${winner.toLowerCase()}`}
                style={{ gridColumn: x + 1, gridRow: y + 1 }}
              >
                {t(`roads.mark.${winner}`)}
              </span>
            )),
          )}
        </div>
      </div>
      <div>
        <h3>{t('roads.big')}</h3>
        <div
          className="lt-road lt-road--big"
          style={{
            gridTemplateColumns: `repeat(${Math.max(bigColumns, 12)}, var(--lt-road-cell))`,
            gridTemplateRows: `repeat(${ROWS}, var(--lt-road-cell))`,
          }}
          role="img"
          aria-label={t('roads.bigSummary', { count: roads.big.length })}
        >
          {roads.big.map((cell, index) => (
            <span
              key={index}
              className={`lt-ring lt-ring--${cell.winner.toLowerCase()}`}
              style={{ gridColumn: cell.column + 1, gridRow: cell.row + 1 }}
            >
              {cell.ties > 0 && <span className="lt-ring__tie">{cell.ties}</span>}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
