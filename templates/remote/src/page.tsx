import { formatNumber, isMember, useBusState, useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useActionState, version as reactVersion } from 'react';
import { addTranslations, NAMESPACE } from './i18n/translations';
import { getPointBalance } from './points.resource';
import './page.css';

/** What the shell checks before it mounts the page: the versions this remote was built against. */
export { protocolVersion, sharedVersion } from '@site/shared/build-info';

void addTranslations();

/**
 * The exposed page. It runs on the host's React (shared as a singleton) and reads what the shell
 * provides: the session from the bus, the API client, the page's query cache and i18n.
 */
export default function OutsidePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const session = useBusState('session');
  const member = isMember(session);
  const balance = useQuery({ ...getPointBalance.query(), enabled: member });
  // React 19: a form action with its state and pending flag.
  const [checks, checkAgain, checking] = useActionState(async (count: number) => {
    await balance.refetch();
    return count + 1;
  }, 0);

  return (
    <section className="outside-remote" data-testid="outside-remote">
      <h1>{t('title')}</h1>
      <p data-testid="outside-greeting">
        {t('hello', { name: member ? session.nickname : t('guest') })}
      </p>
      {!member ? (
        <p>{t('logInToSee')}</p>
      ) : balance.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : balance.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : (
        <p data-testid="outside-points" data-points={balance.data.pointBalance}>
          {t('points', { points: formatNumber(balance.data.pointBalance, i18n.language) })}
        </p>
      )}
      {member && (
        <form action={checkAgain}>
          <button type="submit" disabled={checking}>
            {t('checkAgain')}
          </button>{' '}
          <span data-testid="outside-checks">{t('checked', { count: checks })}</span>
        </form>
      )}
      <p className="outside-remote__meta">
        {t('builtBy')} React <span data-testid="react-version">{reactVersion}</span>
      </p>
    </section>
  );
}
