import { defineCall, type Announcement } from '@site/shared';

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

export const getAnnouncements = defineCall<
  { types: string; platform: 'W'; execution?: string; pageNo?: number; pageSize?: number },
  { list: Announcement[]; total: number; totalPages: number }
>({
  module: 'content',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  needsToken: false,
});

/** The whole current list of one audience. */
export const announcementsInput = (execution: string) => ({
  types: ANNOUNCEMENT_TYPES,
  platform: 'W' as const,
  execution,
  pageNo: 1,
  pageSize: LIST_SIZE,
});
