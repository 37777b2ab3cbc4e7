import {
  EmptyState,
  ErrorState,
  FIXED_CONFIG,
  getEventBus,
  isMember,
  type LotteryCard,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Tabs } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CARD_REFRESH_MS, POPULAR_COUNT, PRIZE_MODES } from '../../config/lottery-config';
import { NAMESPACE } from '../../i18n/translations';
import { readFavourites, toggleFavourite } from './favourites';
import { GameCard } from './game-card.component';
import { getGameMenu, getPopularLotteries, getRecentGames } from './game-menu.resource';

type TabId = 'popular' | 'favourites' | 'recent' | (typeof PRIZE_MODES)[number];

type GameMenuProps = {
  vendor?: string | null;
  /** The lobby launch's lottoPrizeMode (spec §7): the prize mode's menu opens first. */
  prizeMode?: string | null;
  currentGameCode?: string | null;
  onOpenGame: (game: LotteryCard) => void;
};

/**
 * The lobby view: popular games (20), the game menu by prize mode, the member's recent games,
 * and their favourites (kept in this browser under their username).
 */
export function GameMenu({ vendor, prizeMode, currentGameCode, onOpenGame }: GameMenuProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const username = isMember(session) ? session.account : null;
  const [tab, setTab] = useState<TabId>(
    () => PRIZE_MODES.find((mode) => mode === prizeMode) ?? 'popular',
  );
  const [favourites, setFavourites] = useState<number[]>(() =>
    username ? readFavourites(localStorage, username) : [],
  );
  const [favouritesOf, setFavouritesOf] = useState(username);
  if (favouritesOf !== username) {
    setFavouritesOf(username);
    setFavourites(username ? readFavourites(localStorage, username) : []);
  }

  const popular = useQuery({
    ...getPopularLotteries.query({
      count: POPULAR_COUNT,
      device: FIXED_CONFIG.device,
      language: i18n.language,
      ...(vendor ? { vendor } : {}),
    }),
    enabled: tab === 'popular' || tab === 'favourites',
    refetchInterval: CARD_REFRESH_MS,
  });
  const mode = PRIZE_MODES.find((prizeMode) => prizeMode === tab);
  const menu = useQuery({
    ...getGameMenu.query({ device: FIXED_CONFIG.device, ...(mode ? { prizeMode: mode } : {}) }),
    enabled: Boolean(mode) || tab === 'favourites',
    refetchInterval: CARD_REFRESH_MS,
  });
  const recent = useQuery({ ...getRecentGames.query(), enabled: tab === 'recent' && !!username });

  const onStar = (game: LotteryCard) => {
    if (!username) {
      getEventBus().send('open-login', { reason: 'lottery-favourite' });
      return;
    }
    setFavourites(toggleFavourite(localStorage, username, game.gameId));
  };

  const source = tab === 'popular' ? popular : tab === 'recent' ? recent : menu;
  const games =
    tab === 'favourites'
      ? dedupe([...(menu.data?.list ?? []), ...(popular.data?.list ?? [])]).filter((game) =>
          favourites.includes(game.gameId),
        )
      : (source.data?.list ?? []);
  const tabs = [
    { id: 'popular' as const, label: t('tabs.popular') },
    { id: 'favourites' as const, label: t('tabs.favourites'), badge: favourites.length },
    ...(username ? [{ id: 'recent' as const, label: t('tabs.recent') }] : []),
    ...PRIZE_MODES.map((id) => ({ id, label: t(`modes.${id}`) })),
  ];

  return (
    <Tabs label={t('prizeModes')} tabs={tabs} active={tab} onChange={setTab}>
      {source.status === 'pending' && source.fetchStatus !== 'idle' ? (
        <SkeletonBlocks count={8} height={150} label={t('loading')} />
      ) : source.status === 'error' ? (
        <ErrorState error={source.error} onRetry={() => void source.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState title={t(tab === 'favourites' ? 'favourites.empty' : 'empty')} />
      ) : (
        <ul className="card-grid" aria-label={t(`tabs.${mode ? 'menu' : tab}`)}>
          {games.map((game) => (
            <GameCard
              key={game.gameCode}
              game={game}
              favourite={favourites.includes(game.gameId)}
              current={game.gameCode === currentGameCode}
              onToggleFavourite={() => onStar(game)}
              onOpen={() => onOpenGame(game)}
            />
          ))}
        </ul>
      )}
    </Tabs>
  );
}

const dedupe = (games: LotteryCard[]) =>
  games.filter((game, index) => games.findIndex((other) => other.gameId === game.gameId) === index);
