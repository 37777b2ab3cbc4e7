import { api, SESSION_KEYS, type GameCategory } from '@site/shared';

/**
 * spec §7: GCSGAME_gameVendor's value.data.lanes is cached in session storage (key gameVendor),
 * so the header, the home page and later page views of the tab share one request.
 */
export async function loadGameLanes(
  merchantCode: string,
  signal?: AbortSignal,
): Promise<GameCategory[]> {
  const cached = readCachedLanes();
  if (cached) return cached;
  let lanes: GameCategory[];
  try {
    lanes = (await api.content.gameVendor({ merchantCode }, signal)).data.lanes;
  } catch (error) {
    if (signal?.aborted) throw error;
    // The game menus carry the same lanes; an API without the relay call still fills the header.
    lanes = (await api.games.menus(undefined, signal)).categories;
  }
  sessionStorage.setItem(SESSION_KEYS.gameVendor, JSON.stringify(lanes));
  return lanes;
}

function readCachedLanes(): GameCategory[] | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.gameVendor);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as GameCategory[]) : null;
  } catch {
    return null;
  }
}
