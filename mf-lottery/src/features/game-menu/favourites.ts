import { LOCAL_KEYS } from '@site/shared';

/** spec §3: lottery favourites live in local storage, keyed by username, as a list of gameId. */
export const favouritesKey = (username: string) => `${LOCAL_KEYS.lotteryFavourites}:${username}`;

export function readFavourites(storage: Storage, username: string): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(favouritesKey(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Adds the game when absent, removes it when present; returns the new list. */
export function toggleFavourite(storage: Storage, username: string, gameId: number): number[] {
  const current = readFavourites(storage, username);
  const next = current.includes(gameId)
    ? current.filter((id) => id !== gameId)
    : [...current, gameId];
  storage.setItem(favouritesKey(username), JSON.stringify(next));
  return next;
}
