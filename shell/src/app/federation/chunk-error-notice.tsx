import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { chunkErrorMessageKey, isChunkLoadError } from './chunk-load-error';
import './chunk-error-notice.css';

/**
 * A chunk that failed outside a remote boundary (a lazy part of the shell, a preload) rejects
 * without a place to show it: this dialog says so in the reader's language and offers a
 * reload, which fetches the chunks again. It is the browser's own modal dialog (focus kept
 * inside, Escape closes) rather than the kit's, since the kit is loaded on demand and may be
 * the very chunk that failed.
 */
export function ChunkErrorNotice() {
  const { t } = useTranslation([SHELL_NAMESPACE, COMMON_NAMESPACE]);
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      event.preventDefault();
      setMessageKey(chunkErrorMessageKey(event.reason));
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);
  useEffect(() => {
    const element = dialog.current;
    if (messageKey && !element?.open) element?.showModal();
  }, [messageKey]);
  if (!messageKey) return null;
  return (
    <dialog
      ref={dialog}
      className="chunk-error-notice"
      role="alertdialog"
      aria-labelledby={titleId}
      data-testid="chunk-error"
      onClose={() => setMessageKey(null)}
    >
      <h2 id={titleId}>{t('chunkError.title')}</h2>
      <p>{t(messageKey)}</p>
      <form method="dialog" className="chunk-error-notice__actions">
        <button type="submit" className="site-button">
          {t('actions.close', { ns: COMMON_NAMESPACE })}
        </button>
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => window.location.reload()}
        >
          {t('chunkError.reload')}
        </button>
      </form>
    </dialog>
  );
}
