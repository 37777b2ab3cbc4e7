import { api, type Announcement } from '@site/shared';

/** spec §9 announcement types; B is also the execution type of the visitors' popup. */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
/** One request carries the whole current list (the API caps a page at 100). */
const LIST_SIZE = 100;

/**
 * spec §4: logged-out visitors get execution B; logged-in users A, plus F on their first login.
 */
export function executionFor(loggedIn: boolean, firstLogin: boolean): string {
  if (!loggedIn) return 'B';
  return firstLogin ? 'A,F' : 'A';
}

export async function loadAnnouncements(
  execution: string,
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const page = await api.content.announcements(
    { types: ANNOUNCEMENT_TYPES, platform: 'W', execution, pageNo: 1, pageSize: LIST_SIZE },
    signal,
  );
  return page.list;
}
