import { useApiQuery, useBusState } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { executionFor, loadAnnouncements } from './announcements.resource';
import { isFirstLogin } from './announcement-state';

/** The announcements of the current audience (spec §4), in the reader's language. */
export function useAnnouncements() {
  const { i18n } = useTranslation();
  const session = useBusState('session');
  const execution = executionFor(session.status === 'member', isFirstLogin());
  const query = useApiQuery(
    (signal) => loadAnnouncements(execution, signal),
    [execution, i18n.language],
  );
  return { ...query, execution };
}
