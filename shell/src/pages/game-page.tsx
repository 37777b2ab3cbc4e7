import {
  ApiError,
  COMMON_NAMESPACE,
  ErrorState,
  getEventBus,
  isMember,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { launchGame } from '../features/games/game-launch.resource';

type LaunchState = { content?: string; gameName?: string } | null;

/** Asks the API for the game's address (value.content of a launch). */
type Launch = (language: string, signal: AbortSignal) => Promise<{ content: string }>;

/** The house game studio's pages (on the API's origin) follow the site's light or dark theme. */
const HOUSE_GAME_PATH = '/house/games/';

/** Only web addresses may be framed: a launch answer is never run as script. */
function frameable(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.pathname.startsWith(HOUSE_GAME_PATH))
      parsed.searchParams.set('theme', document.documentElement.dataset.theme ?? 'light');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The refusal of a game whose category has no house game yet (the API's 409). */
const COMING_SOON = 'GAME_COMING_SOON';

/**
 * The refusals that name the page an entry opens on instead (lottery games on /lottery, the
 * sportsbook's entries on /fbsports, PVP entries on /teenpatti, live tables' on /liveTable): a
 * link to such an entry's /game address lands there. Only a path of this site is followed (never
 * another origin).
 */
const PAGE_ROUTE_CODES = [
  'LOTTERY_ROUTE',
  'SPORTSBOOK_ROUTE',
  'TEEN_PATTI_ROUTE',
  'LIVE_TABLE_ROUTE',
];

function pageRouteOf(error: ApiError | null): string | null {
  if (!error || !PAGE_ROUTE_CODES.includes(error.code)) return null;
  const { route, query } = (error.details ?? {}) as { route?: unknown; query?: unknown };
  if (typeof route !== 'string' || !route.startsWith('/') || route.startsWith('//')) return null;
  const search = new URLSearchParams(
    typeof query === 'object' && query !== null ? (query as Record<string, string>) : {},
  ).toString();
  return search ? `${route}?${search}` : route;
}

/**
 * A game not open yet is news, not a failure: the page says so and points to the games that
 * play today.
 */
function ComingSoon() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className="page game-page game-page--soon" data-testid="game-page">
      <p className="site-state" role="status">
        {t('errors.GAME_COMING_SOON', { ns: COMMON_NAMESPACE })}
      </p>
      <p className="game-page__actions">
        <Link className="site-button site-button--primary" to="/rng">
          {t('gamePage.trySlots')}
        </Link>{' '}
        <Link className="site-button" to="/fish">
          {t('gamePage.tryFishing')}
        </Link>
      </p>
    </div>
  );
}

/**
 * A launched game in an iframe, under the header only (the footer is hidden by global.css).
 * `launch` is null when there is nothing to launch; `content` is an address already launched.
 */
function GameFrame({
  launch,
  content,
  title,
}: {
  launch: Launch | null;
  content?: string;
  title?: string;
}) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const session = useBusState('session');
  const loggedIn = isMember(session);
  const [url, setUrl] = useState<string | null>(() => frameable(content));
  const [error, setError] = useState<ApiError | null>(null);
  // spec §8 'Invalid URL, please contact customer service': the launch answered no web address.
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (url || invalid) return;
    if (!launch) {
      setError(new ApiError('NOT_FOUND', 'errors.NOT_FOUND', null, 'No game in the address.'));
      return;
    }
    // spec §2: every launch needs login.
    if (!loggedIn) {
      getEventBus().send('open-login', { reason: 'launch-game' });
      return;
    }
    const controller = new AbortController();
    launch(i18n.language, controller.signal).then(
      (launched) => {
        const frame = frameable(launched.content);
        if (frame) setUrl(frame);
        else setInvalid(true);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(
          failure instanceof ApiError
            ? failure
            : new ApiError('UNKNOWN', 'errors.UNKNOWN', null, String(failure)),
        );
      },
    );
    return () => controller.abort();
  }, [url, invalid, launch, loggedIn, i18n.language]);

  if (error?.code === COMING_SOON) return <ComingSoon />;
  const pageRoute = pageRouteOf(error);
  if (pageRoute) return <Navigate to={pageRoute} replace />;
  if (error || invalid)
    return (
      <div className="page game-page game-page--error" data-testid="game-page">
        {error ? (
          <ErrorState error={error} />
        ) : (
          <p className="site-state site-state--error" role="alert">
            {t('gamePage.invalidUrl')}
          </p>
        )}
        <Link className="site-button" to="/rng">
          {t('gamePage.back')}
        </Link>
      </div>
    );
  if (!url)
    return (
      <div className="page game-page" data-testid="game-page">
        {loggedIn ? (
          <SkeletonBlocks count={1} height={480} label={t('gamePage.loading')} />
        ) : (
          <p>{t('gamePage.loginFirst')}</p>
        )}
      </div>
    );
  return (
    <div className="game-page" data-testid="game-page">
      <iframe
        className="game-page__frame"
        src={url}
        title={title ?? t('gamePage.title')}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
}

/**
 * spec §2 /game (and /seamless, the same frame under the compact header): the launched game.
 * The lobby passes value.content of the launch; after a reload, or from a link (the home page's
 * hot games), the page launches from gameCode, vassalage and gameType in the address.
 */
export function GamePage() {
  const { state, search } = useLocation() as { state: LaunchState; search: string };
  const launch = useMemo<Launch | null>(() => {
    const query = new URLSearchParams(search);
    const gameCode = query.get('gameCode');
    const vassalage = query.get('vassalage');
    const gameType = query.get('gameType');
    if (!gameCode || !vassalage || !gameType) return null;
    return (language, signal) => launchGame({ gameCode, vassalage, gameType, language }, signal);
  }, [search]);
  return <GameFrame launch={launch} content={state?.content} title={state?.gameName} />;
}
