import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { createContext, useContext } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { chunkErrorMessageKey, isChunkLoadError } from './chunk-load-error';
import { IncompatibleRemoteError } from './plugins';

/** How the fallback in a remote's place loads it again (the boundary around it provides it). */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** What shows where a remote could not be loaded, was refused or threw: a notice and a retry. */
export function RemoteFallback({ error }: { error: unknown }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const retry = useContext(RemoteRetryContext);
  const incompatible =
    error instanceof IncompatibleRemoteError ||
    (error instanceof Error && error.cause instanceof IncompatibleRemoteError);
  return (
    <section className="remote-fallback" role="alert" data-testid="remote-fallback">
      <div className="remote-fallback__icon" aria-hidden="true">
        ⚠
      </div>
      <h2>{t(incompatible ? 'remote.incompatibleTitle' : 'remote.unavailableTitle')}</h2>
      <p>{t(incompatible ? 'remote.incompatibleBody' : 'remote.unavailableBody')}</p>
      {isChunkLoadError(error) && (
        <p data-testid="chunk-error-reason">
          {t(chunkErrorMessageKey(error), { ns: SHELL_NAMESPACE })}
        </p>
      )}
      <button type="button" className="site-button site-button--primary" onClick={retry}>
        {t('actions.retry')}
      </button>
    </section>
  );
}

/** The fallback as a module's component, for the runtime's fallback plugin. */
export const fallbackComponentFor = (error: unknown) =>
  function RemoteLoadFallback() {
    return <RemoteFallback error={error} />;
  };
