import { SESSION_KEYS } from '@site/shared';
import { atom } from 'jotai';

/** The popup: closed, or open at one announcement of the current list. */
export const announcementPopupAtom = atom<{ open: boolean; id: number | null }>({
  open: false,
  id: null,
});

/** spec §4: F announcements on the first login; the shared sign-in keeps the API's answer. */
export const isFirstLogin = () => sessionStorage.getItem(SESSION_KEYS.firstTimeLogin) === '1';

/**
 * spec §3/§4 index_notice: the popup is shown only if not marked closed in session storage.
 * The mark lists the audiences (executions) whose popup was closed, separated by '|', so a
 * visitor who closed theirs still gets the members' popup after logging in.
 */
export function isPopupClosed(execution: string): boolean {
  const mark = sessionStorage.getItem(SESSION_KEYS.indexNotice);
  return mark !== null && mark.split('|').includes(execution);
}

export function markPopupClosed(execution: string): void {
  if (isPopupClosed(execution)) return;
  const mark = sessionStorage.getItem(SESSION_KEYS.indexNotice);
  sessionStorage.setItem(SESSION_KEYS.indexNotice, mark ? `${mark}|${execution}` : execution);
}
