import { ApiError, type Game } from '@site/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from '@site/shared/router';
import { launchGame } from './launch.resource';
import { gamePagePath, launchRoute } from './launch-rules';

/** API codes by which a game (or its vendor) says it is under maintenance. */
const MAINTENANCE_CODES = ['GAME_MAINTENANCE', 'VENDOR_MAINTENANCE'];

export type LaunchProblem =
  { kind: 'maintenance'; game: Game; suggestions: Game[] } | { kind: 'error'; error: ApiError };

/** The API names playable games to suggest with its GAME_MAINTENANCE answer. */
function suggestionsOf(error: ApiError): Game[] {
  const details = error.details as { suggestions?: unknown } | null;
  return Array.isArray(details?.suggestions) ? (details.suggestions as Game[]) : [];
}

/**
 * Starts a game by the spec §2 rules. The caller wraps it in the protected-action check (login
 * and a real account); the API checks both again.
 */
export function useLaunchGame(language: string) {
  const navigate = useNavigate();
  const [launching, setLaunching] = useState<string | null>(null);
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const [vendorPopup, setVendorPopup] = useState<Game | null>(null);

  const launch = useCallback(
    async (game: Game) => {
      const route = launchRoute(game);
      if (
        route.kind === 'lottery' ||
        route.kind === 'sportsbook' ||
        route.kind === 'teen-patti' ||
        route.kind === 'live-table'
      ) {
        navigate(route.path);
        return;
      }
      if (route.kind === 'vendor-popup') {
        setVendorPopup(game);
        return;
      }
      // A game marked under maintenance also asks the API: its GAME_MAINTENANCE answer names
      // the playable games to suggest instead (spec §8), which the list alone cannot know.
      setLaunching(String(game.nodeId));
      try {
        const { content } = await launchGame({
          gameCode: game.gameCode,
          vassalage: game.vassalage,
          vendor: game.vendor || game.vassalage,
          gameType: game.gameType,
          ...(game.defaultPlayType ? { playType: game.defaultPlayType } : {}),
          language,
        });
        navigate(gamePagePath(game), { state: { content, gameName: game.gameName } });
      } catch (error) {
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError('UNKNOWN', 'errors.UNKNOWN', null, String(error));
        setProblem(
          MAINTENANCE_CODES.includes(apiError.code)
            ? { kind: 'maintenance', game, suggestions: suggestionsOf(apiError) }
            : { kind: 'error', error: apiError },
        );
      } finally {
        setLaunching(null);
      }
    },
    [language, navigate],
  );

  return {
    launch,
    launching,
    problem,
    clearProblem: () => setProblem(null),
    vendorPopup,
    closeVendorPopup: () => setVendorPopup(null),
  };
}
