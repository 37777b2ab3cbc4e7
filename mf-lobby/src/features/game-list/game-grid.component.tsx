import type { Game } from '@site/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { NAMESPACE } from '../../i18n/translations';
import { GameCard } from './game-card.component';
import type { RowRange } from './row-virtualizer.component';
import { useThrottledCallback } from './use-throttle';
import { useGridPlacement } from './use-grid-placement';

// The virtualiser is most of the grid's weight and a short list never needs it: it loads once the
// list outgrows the first screen, which shows meanwhile from the top (the lobby's first view,
// tooling/size-report.mjs).
const RowVirtualizer = lazy(() =>
  import('./row-virtualizer.component').then((m) => ({ default: m.RowVirtualizer })),
);

const { minWidth, textHeight, gap } = LOBBY_CONFIG.card;
/** Rows rendered beyond the viewport, above and below. */
const OVERSCAN = 3;

/** Columns and card width for a container width: cards never go below their minimum width. */
export function gridGeometry(width: number) {
  const columns = Math.max(2, Math.floor((width + gap) / (minWidth + gap)));
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, cardWidth, rowHeight: Math.round(cardWidth + textHeight + gap) };
}

/**
 * How many rows the first screen shows from the top of the list, with the overscan below, as the
 * virtualiser counts them: `heightInView` is how far the first screen reaches below the grid's top.
 */
export const firstScreenRows = (rowHeight: number, heightInView: number) =>
  Math.ceil(Math.max(0, heightInView) / Math.max(1, rowHeight)) + OVERSCAN;

export type GameGridProps = {
  games: Game[];
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  isFavourite: (game: Game) => boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
};

/**
 * The game grid, virtualised on the window scroll once it is longer than the first screen: only
 * the rows near the viewport exist in the page, so a vendor with thousands of games stays light.
 * Rows have a fixed height and skeleton rows hold the place of a page in flight, so nothing
 * shifts when it arrives.
 */
export function GameGrid(props: GameGridProps) {
  const { games, loading, hasMore, onLoadMore } = props;
  const { t } = useTranslation(NAMESPACE);
  const container = useRef<HTMLDivElement>(null);
  const { placement, lastScrollY } = useGridPlacement(container);
  const { columns, cardWidth, rowHeight } = gridGeometry(placement?.width ?? 0);
  const dataRows = placement ? Math.ceil(games.length / columns) : 0;
  const skeletonRows = placement && loading ? Math.ceil(LOBBY_CONFIG.pageSize / columns) : 0;
  const rowCount = dataRows + skeletonRows;
  // Where the grid starts in the page: what sits above it (jackpot, winner board, notices) can
  // change height after the grid mounts, which the placement follows.
  const scrollMargin = placement?.top ?? 0;
  const viewportHeight = placement?.viewportHeight ?? 0;

  // Measured from the top of the page, not from where it is scrolled: whether the list needs the
  // virtualiser is the list's matter, so scrolling alone never swaps it in or out.
  const firstScreen = firstScreenRows(rowHeight, viewportHeight - scrollMargin);
  const virtual = rowCount > firstScreen;
  const [range, setRange] = useState<RowRange | null>(null);
  const first = virtual && range ? Math.min(range.first, rowCount - 1) : 0;
  const lastRow =
    virtual && range ? Math.min(range.last, rowCount - 1) : Math.min(rowCount, firstScreen) - 1;
  const rows = Array.from({ length: Math.max(0, lastRow - first + 1) }, (_, i) => first + i);
  const loadMore = useThrottledCallback(onLoadMore, LOBBY_CONFIG.scrollThrottleMs);
  // spec §4/§9 infinite scroll: near the last loaded row, ask for the next page.
  const measured = placement !== null;
  useEffect(() => {
    if (measured && hasMore && lastRow >= dataRows - 2) loadMore();
  }, [measured, hasMore, lastRow, dataRows, loadMore]);

  return (
    <div ref={container} className="game-grid" data-testid="game-grid" data-columns={columns}>
      {virtual && (
        <Suspense fallback={null}>
          <RowVirtualizer
            rowCount={rowCount}
            rowHeight={rowHeight}
            scrollMargin={scrollMargin}
            initialScrollY={lastScrollY}
            viewportHeight={viewportHeight}
            overscan={OVERSCAN}
            onRange={setRange}
          />
        </Suspense>
      )}
      <div
        role="list"
        aria-label={t('gameList')}
        aria-busy={loading}
        style={{ height: rowCount * rowHeight, position: 'relative' }}
      >
        {rows.map((row) => {
          const firstGame = row * columns;
          const cells =
            row < dataRows
              ? games.slice(firstGame, firstGame + columns)
              : Array.from({ length: columns }, () => null);
          return (
            <div
              key={row}
              className="game-grid__row"
              style={{
                transform: `translateY(${row * rowHeight}px)`,
                height: rowHeight - gap,
                gridTemplateColumns: `repeat(${columns}, ${cardWidth}px)`,
              }}
            >
              {cells.map((game, index) =>
                game ? (
                  <div role="listitem" key={String(game.nodeId)}>
                    <GameCard
                      game={game}
                      favourite={props.isFavourite(game)}
                      onLaunch={props.onLaunch}
                      onToggleFavourite={props.onToggleFavourite}
                    />
                  </div>
                ) : (
                  <div
                    key={`skeleton-${index}`}
                    className="game-card game-card--skeleton"
                    aria-hidden="true"
                  >
                    <span className="game-card__picture site-skeleton" />
                    <span className="game-card__name site-skeleton" />
                  </div>
                ),
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
