import type { Game } from '@site/shared';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@site/shared';
import { LOBBY_CONFIG } from '../../config/lobby-config';
import { NAMESPACE } from '../../i18n/translations';
import { GameCard } from './game-card.component';
import { useThrottledCallback } from './use-throttle';

const { minWidth, textHeight, gap } = LOBBY_CONFIG.card;

/** Columns and card width for a container width: cards never go below their minimum width. */
export function gridGeometry(width: number) {
  const columns = Math.max(2, Math.floor((width + gap) / (minWidth + gap)));
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return { columns, cardWidth, rowHeight: Math.round(cardWidth + textHeight + gap) };
}

function useContainerWidth(element: React.RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(1200);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0) setWidth(node.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

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
 * The game grid, virtualised on the window scroll: only the rows near the viewport exist in
 * the page, so a vendor with thousands of games stays light. Rows have a fixed height and
 * skeleton rows hold the place of a page in flight, so nothing shifts when it arrives.
 */
export function GameGrid(props: GameGridProps) {
  const { games, loading, hasMore, onLoadMore } = props;
  const { t } = useTranslation(NAMESPACE);
  const container = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(container);
  const { columns, cardWidth, rowHeight } = gridGeometry(width);
  const dataRows = Math.ceil(games.length / columns);
  const skeletonRows = loading ? Math.ceil(LOBBY_CONFIG.pageSize / columns) : 0;
  const rowCount = dataRows + skeletonRows;

  // Where the grid starts in the page. What sits above it (jackpot, winner board, notices) can
  // change height after the grid mounts, so the page's size changes re-measure it.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const node = container.current;
    if (!node) return;
    const measure = () => {
      const top = Math.round(node.getBoundingClientRect().top + window.scrollY);
      setScrollMargin((previous) => (previous === top ? previous : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  const loadMore = useThrottledCallback(onLoadMore, LOBBY_CONFIG.scrollThrottleMs);
  // spec §4/§9 infinite scroll: near the last loaded row, ask for the next page.
  useEffect(() => {
    if (hasMore && lastRow >= dataRows - 2) loadMore();
  }, [hasMore, lastRow, dataRows, loadMore]);

  return (
    <div ref={container} className="game-grid" data-testid="game-grid" data-columns={columns}>
      <div
        role="list"
        aria-label={t('gameList')}
        aria-busy={loading}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {rows.map((row) => {
          const first = row.index * columns;
          const cells =
            row.index < dataRows
              ? games.slice(first, first + columns)
              : Array.from({ length: columns }, () => null);
          return (
            <div
              key={row.key}
              className="game-grid__row"
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
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
