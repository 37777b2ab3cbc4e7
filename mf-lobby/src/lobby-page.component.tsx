import {
  EmptyState,
  ErrorState,
  type Game,
  isMember,
  type Language,
  SESSION_KEYS,
  SkeletonBlocks,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from '@site/shared/router';
import type { ListType } from './config/lobby-config';
import { useProtectedAction } from './features/access/use-protected-action';
import { useFavourites } from './features/favourites/use-favourites';
import { GameFilters } from './features/game-list/game-filters.component';
import { GameGrid } from './features/game-list/game-grid.component';
import type { GameListFilters } from './features/game-list/game-list-state';
import { hotGamesInput } from './features/game-list/game-list.resource';
import { useGameList } from './features/game-list/use-game-list';
import { useLaunchGame } from './features/launch/use-launch-game';
import { getGameMenus, getHotGames } from './ui/games.resource';
import { VendorTabs } from './features/vendors/vendor-tabs.component';
import { NAMESPACE } from './i18n/translations';
import './lobby.css';

// Parts that only some pages or moments need load on demand, so the first list comes sooner.
const JackpotCounter = lazy(() =>
  import('./features/jackpot/jackpot-counter.component').then((m) => ({
    default: m.JackpotCounter,
  })),
);
const WinnerBoard = lazy(() =>
  import('./features/winners/winner-board.component').then((m) => ({ default: m.WinnerBoard })),
);
const MaintenanceDialog = lazy(() =>
  import('./features/launch/maintenance-dialog.component').then((m) => ({
    default: m.MaintenanceDialog,
  })),
);
const VendorGamesPopup = lazy(() =>
  import('./features/game-list/vendor-games-popup.component').then((m) => ({
    default: m.VendorGamesPopup,
  })),
);

const NO_FILTERS: Omit<GameListFilters, 'vassalage'> = {
  listType: '',
  gameClassify: '',
  minBet: '',
  gameName: '',
};

/** A game category page (/live, /sports, /esports, /rng, /fish, /pvp), spec §2 and §4. */
export function LobbyPage({ category }: { category: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const merchantCode = sessionStorage.getItem(SESSION_KEYS.merchantCode) ?? '';
  const panelId = useId();
  const menus = useQuery(getGameMenus.query());
  const current = menus.data?.categories.find((candidate) => candidate.gameType === category);
  const vendors = current?.vendors ?? [];

  // The vendor lives in the address (?vendor=, as the header's vendor links write it), so those
  // links and the back button select it; the first vendor is the default.
  const [params, setParams] = useSearchParams();
  const requested = (params.get('vendor') ?? params.get('vassalage'))?.toUpperCase();
  const vassalage = vendors.some((vendor) => vendor.vassalage === requested)
    ? requested!
    : (vendors[0]?.vassalage ?? '');
  const [rest, setRest] = useState(NO_FILTERS);
  const filters = useMemo(() => ({ ...rest, vassalage }), [rest, vassalage]);

  const access = useProtectedAction();
  const favourites = useFavourites(access.session, category);
  const launcher = useLaunchGame(language);
  const member = isMember(access.session);
  const list = useGameList({
    category,
    filters,
    language,
    merchantCode,
    member,
    enabled: Boolean(current),
  });
  const hot = useQuery({
    ...getHotGames.query(hotGamesInput(category, vassalage, language, merchantCode)),
    select: ({ list }) => list,
    enabled: Boolean(vassalage),
  });

  const selectVendor = (next: string) => {
    if (next === vassalage) return;
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.delete('vassalage');
        query.set('vendor', next);
        return query;
      },
      { replace: true },
    );
  };
  const changeFilters = useCallback(
    (patch: Partial<GameListFilters>) => {
      const type = patch.listType as ListType | undefined;
      const apply = () => setRest((previous) => ({ ...previous, ...patch }));
      // spec §6: a visitor gets the login popup for favourites and recent games; favourites
      // also need a real account (§5), recent games (what a trial account played) do not.
      if (type === 'fav') access.guard(apply, 'favourites');
      else if (type === 'recent') access.guard(apply, 'recent-games', 'member');
      else apply();
    },
    [access],
  );
  // Free play: a trial account plays on demo money (spec §6 keeps it out of favourites only).
  const launch = (game: Game) =>
    access.guard(() => void launcher.launch(game), 'launch-game', 'member');
  const toggleFavourite = (game: Game) =>
    access.guard(() => void favourites.toggle(game), 'favourites');

  if (menus.status === 'pending')
    return <SkeletonBlocks count={14} height={200} label={t('loading')} />;
  if (menus.status === 'error')
    return <ErrorState error={menus.error} onRetry={() => void menus.refetch()} />;
  if (!current) return <EmptyState title={t('unknownCategory')} />;

  const loading = list.status === 'loading';
  const emptyKey = `empty.${filters.listType || 'all'}`;
  return (
    <div className="lobby-page" data-testid="lobby-page" data-category={category}>
      {/* The first row of games fits the first screen (1280×900, 375×812): on /rng the jackpot
          counter (spec §2) sits beside the heading and the winner board beside or below the
          games, not between the banner and the games. */}
      <header className="lobby-page__header">
        <div className="lobby-page__title">
          <h1 className="page-heading">{current.name[language] ?? current.name.en}</h1>
          <p className="card__meta">{t('vendorCount', { count: vendors.length })}</p>
        </div>
        {category === 'RNG' && (
          <Suspense fallback={<div className="lobby-page__jackpot-placeholder site-skeleton" />}>
            <JackpotCounter />
          </Suspense>
        )}
      </header>
      {vendors.length === 0 ? (
        <EmptyState title={t('noVendors')} />
      ) : (
        <div
          className={
            category === 'RNG' ? 'lobby-page__body lobby-page__body--aside' : 'lobby-page__body'
          }
        >
          <div className="lobby-page__main">
            <VendorTabs
              vendors={vendors}
              selected={vassalage}
              onSelect={selectVendor}
              panelId={panelId}
            />
            <GameFilters category={category} filters={filters} onChange={changeFilters} />
            <section
              id={panelId}
              role="tabpanel"
              aria-labelledby={`vendor-tab-${vassalage}`}
              className="lobby-page__games"
            >
              <p className="lobby-page__status" role="status" data-testid="game-list-status">
                {loading && list.games.length === 0
                  ? t('loading')
                  : list.allLoaded
                    ? t('allShown', { count: list.games.length })
                    : t('shownSoFar', { count: list.games.length })}
              </p>
              {favourites.failed && (
                <p className="lobby-page__notice" role="alert">
                  {t('favouriteFailed')}
                </p>
              )}
              {list.status === 'error' && list.error && (
                <ErrorState error={list.error} onRetry={list.retry} />
              )}
              {list.status === 'idle' && list.games.length === 0 ? (
                <EmptyState title={t(emptyKey)} body={t('emptyHint')} />
              ) : (
                <GameGrid
                  games={list.games}
                  loading={loading}
                  hasMore={list.hasMore}
                  onLoadMore={list.loadMore}
                  isFavourite={favourites.isFavourite}
                  onLaunch={launch}
                  onToggleFavourite={toggleFavourite}
                />
              )}
              {list.allLoaded && list.games.length > 0 && (
                <p className="lobby-page__end" data-testid="game-list-end">
                  {t('endOfList')}
                </p>
              )}
            </section>
          </div>
          {category === 'RNG' && (
            <aside className="lobby-page__aside">
              <Suspense fallback={<div className="lobby-page__placeholder site-skeleton" />}>
                <WinnerBoard category={category} />
              </Suspense>
            </aside>
          )}
        </div>
      )}
      {launcher.launching && (
        <p className="visually-hidden" role="status">
          {t('launching')}
        </p>
      )}
      {launcher.problem?.kind === 'error' && (
        <div className="lobby-page__notice" role="alert">
          <ErrorState error={launcher.problem.error} />
          <button type="button" className="site-button" onClick={launcher.clearProblem}>
            {t('close')}
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {launcher.problem?.kind === 'maintenance' && (
          <MaintenanceDialog
            game={launcher.problem.game}
            suggestions={
              launcher.problem.suggestions.length > 0
                ? launcher.problem.suggestions
                : (hot.data ?? [])
            }
            onPick={(game) => {
              launcher.clearProblem();
              launch(game);
            }}
            onClose={launcher.clearProblem}
          />
        )}
        {launcher.vendorPopup && (
          <VendorGamesPopup
            vendor={launcher.vendorPopup}
            category={category}
            language={language}
            merchantCode={merchantCode}
            member={member}
            onPick={(game) => {
              launcher.closeVendorPopup();
              launch(game);
            }}
            onClose={launcher.closeVendorPopup}
          />
        )}
      </Suspense>
    </div>
  );
}
