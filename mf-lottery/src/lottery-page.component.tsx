import {
  FIXED_CONFIG,
  isMember,
  type Language,
  type LotteryCard,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Link, useLocation, useNavigate, useSearchParams } from '@site/shared/router';
import { Tabs } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_VN_GAME, LOBBY_LAUNCH } from './config/lottery-config';
import { BettingPanel } from './features/betting/betting-panel.component';
import { MyBets } from './features/betting/my-bets.component';
import { GameMenu } from './features/game-menu/game-menu.component';
import { getGameMenu } from './features/game-menu/game-menu.resource';
import { ResultsPanel } from './features/results/results-panel.component';
import { NAMESPACE } from './i18n/translations';
import './lottery.css';

type LotteryPageProps = {
  pageType: string;
  gameCode?: string | null;
  vendor?: string | null;
  playType?: string | null;
};

/** A back link only to a path of this site (never another origin: no open redirect). */
export function safeBackUrl(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : fallback;
}

/** One house game played: its betting screen, its results and the member's bets on it. */
function GameView({ game, playType }: { game: LotteryCard; playType?: string | null }) {
  const session = useBusState('session');
  return (
    <div className="lottery-game-view">
      <BettingPanel key={game.gameCode} gameCode={game.gameCode} initialBetType={playType} />
      <ResultsPanel
        key={`r-${game.gameCode}`}
        gameCode={game.gameCode}
        format={game.resultFormat ?? 'NORTH'}
      />
      {isMember(session) && <MyBets key={`b-${game.gameCode}`} gameCode={game.gameCode} />}
    </div>
  );
}

/**
 * /lottery: the lobby view (popular, favourites, recent, the menu by prize mode) or, with
 * gameCode (spec §2) and lottoView=betting (spec §7 lobby launch), a game's betting view with
 * a way back to backUrl. /vnlottery: the Vietnamese house games by region, each with its
 * results and betting.
 */
export function LotteryPage({ pageType, gameCode, vendor, playType }: LotteryPageProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const vn = pageType === 'vnlottery';
  // /vnlottery: the regions' draws; /lottery: every house game, the fast families' too.
  const menu = useQuery(
    getGameMenu.query({ device: FIXED_CONFIG.device, ...(vn ? { prizeMode: 'Lott' } : {}) }),
  );
  const houseGames = (menu.data?.list ?? []).filter((game) =>
    vn
      ? game.resultFormat === 'NORTH' || game.resultFormat === 'SOUTH'
      : game.resultFormat !== null,
  );
  const lobbyView = search.get('lottoView') === 'lobby';
  // The lobby launch names the game as lottoGameCode (spec §7), a route as gameCode (spec §2).
  const wanted = gameCode ?? search.get('lottoGameCode') ?? (vn ? DEFAULT_VN_GAME : null);
  const current = houseGames.find((game) => game.gameCode === wanted) ?? null;
  const here = `/${pageType}`;

  const open = (game: LotteryCard) => {
    const back = `${location.pathname}${location.search}`;
    // The spec §7 lobby launch: the area and mode are the house's, the view is the betting one.
    const query = new URLSearchParams({
      gameCode: game.gameCode,
      lottoArea: LOBBY_LAUNCH.lottoArea,
      launchMode: LOBBY_LAUNCH.launchMode,
      lottoPrizeMode: game.prizeMode,
      lottoGameCode: game.gameCode,
      lottoView: 'betting',
      device: FIXED_CONFIG.device,
      language: i18n.language,
      backUrl: back,
    });
    navigate(`${here}?${query.toString()}`);
  };

  return (
    <div className="lottery-page" data-testid="lottery-page" data-page-type={pageType}>
      <h1 className="page-heading">{t(vn ? 'vnTitle' : 'title')}</h1>
      {vendor && (
        <p className="card__meta" data-testid="lottery-vendor">
          {t('vendorFilter', { vendor })} <Link to={here}>{t('allVendors')}</Link>
        </p>
      )}
      {vn ? (
        <Tabs
          label={t('regions')}
          tabs={houseGames.map((game) => ({
            id: game.gameCode,
            label: game.gameName[i18n.language as Language] ?? game.gameName.en,
          }))}
          active={current?.gameCode ?? ''}
          onChange={(code) => navigate(`${here}?gameCode=${encodeURIComponent(code)}`)}
        >
          {current && <GameView game={current} playType={playType} />}
        </Tabs>
      ) : current && !lobbyView ? (
        <>
          <Link
            className="back-link"
            to={safeBackUrl(search.get('backUrl'), here)}
            data-testid="lottery-back"
          >
            {t('back')}
          </Link>
          <GameView game={current} playType={playType} />
        </>
      ) : (
        <GameMenu
          vendor={vendor}
          prizeMode={search.get('lottoPrizeMode')}
          currentGameCode={gameCode}
          onOpenGame={open}
        />
      )}
    </div>
  );
}
