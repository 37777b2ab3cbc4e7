import { isMember, isTrialAccount, type Game, type SessionState } from '@site/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addFavourite, getFavouriteIds, removeFavourite } from './favourites.resource';

const key = (game: Pick<Game, 'nodeId'>) => String(game.nodeId);

/**
 * The member's favourite games (spec §4): toggled by the add or remove call according to
 * membership. A heart shows the member's own change first, else the list's isFavorite mark,
 * else the favourites the API listed; it changes at once and goes back if the API refuses.
 */
export function useFavourites(session: SessionState, category: string) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const canHave = isMember(session) && !isTrialAccount(session);
  const token = isMember(session) ? session.token : null;
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const current = useRef({ ids, overrides });
  current.current = { ids, overrides };

  useEffect(() => {
    setIds(new Set());
    setOverrides(new Map());
    if (!canHave) return;
    const controller = new AbortController();
    getFavouriteIds({ gameType: category }, controller.signal).then(
      ({ list }) => setIds(new Set(list.map((entry) => String(entry.nodeId)))),
      () => undefined, // hearts stay empty; the fav list itself shows the error
    );
    return () => controller.abort();
  }, [canHave, token, category]);

  const toggle = useCallback(async (game: Game) => {
    const id = key(game);
    const { ids: known, overrides: own } = current.current;
    const wasFavourite = own.get(id) ?? (game.isFavorite === 1 || known.has(id));
    const flip = (on: boolean) => setOverrides((previous) => new Map(previous).set(id, on));
    flip(!wasFavourite);
    setFailed(false);
    const input = {
      nodeId: game.nodeId,
      vendor: game.vendor || game.vassalage,
      gameType: game.gameType,
    };
    try {
      if (wasFavourite) await removeFavourite(input);
      else await addFavourite(input);
    } catch {
      flip(wasFavourite);
      setFailed(true);
    }
  }, []);

  return {
    isFavourite: useCallback(
      (game: Game) => {
        const own = overrides.get(key(game));
        return own ?? (game.isFavorite === 1 || ids.has(key(game)));
      },
      [ids, overrides],
    ),
    toggle,
    failed,
    dismissFailure: () => setFailed(false),
  };
}
