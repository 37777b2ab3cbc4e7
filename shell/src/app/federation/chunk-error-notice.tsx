import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/modal/modal';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { chunkErrorMessageKey, isChunkLoadError } from './chunk-load-error';

/**
 * A chunk that failed outside a remote boundary (a lazy part of the shell, a preload) rejects
 * without a place to show it: this dialog says so in the reader's language and offers a
 * reload, which fetches the chunks again.
 */
export function ChunkErrorNotice() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [messageKey, setMessageKey] = useState<string | null>(null);
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      event.preventDefault();
      setMessageKey(chunkErrorMessageKey(event.reason));
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  return (
    <Dialog
      open={messageKey !== null}
      title={t('chunkError.title')}
      tone="warning"
      onClose={() => setMessageKey(null)}
      testId="chunk-error"
      actions={
        <button type="button" className="site-button" onClick={() => window.location.reload()}>
          {t('chunkError.reload')}
        </button>
      }
    >
      {messageKey && t(messageKey)}
    </Dialog>
  );
}
