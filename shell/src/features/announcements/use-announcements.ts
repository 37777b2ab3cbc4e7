import { useBusState, useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { announcementsInput, executionFor, getAnnouncements } from './announcements.resource';
import { isFirstLogin } from './announcement-state';

/** The announcements of the current audience (spec §4), in the reader's language. */
export function useAnnouncements() {
  // A language change re-renders the reader, and the language is part of the cache key.
  useTranslation();
  const session = useBusState('session');
  const execution = executionFor(session.status === 'member', isFirstLogin());
  const query = useQuery({
    ...getAnnouncements.query(announcementsInput(execution)),
    select: (page) => page.list,
  });
  return { ...query, execution };
}
