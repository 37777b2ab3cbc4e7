import { Modal } from '@site/shared/ui';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useOpsErrorText } from '../../ui/use-ops-error-text';
import { useProofImage } from './proof-image';

type ProofViewerProps = {
  fileIds: readonly string[];
  /** The image shown first. */
  startAt: number;
  member: string;
  onClose: () => void;
};

/**
 * A deposit's proof images, large: the cashier reads the amount and the transaction id off a
 * phone's screenshot, so it can be shown at its own size and turned (photos come sideways).
 */
export function ProofViewer({ fileIds, startAt, member, onClose }: ProofViewerProps) {
  const { t } = useConsoleTranslation();
  const [index, setIndex] = useState(startAt);
  const [turns, setTurns] = useState(0);
  const [actualSize, setActualSize] = useState(false);
  const id = fileIds[index]!;
  const image = useProofImage(id);
  const errorText = useOpsErrorText();
  const show = (next: number) => {
    setIndex(next);
    setTurns(0);
  };
  return (
    <Modal
      open
      title={t('proof.title', { n: index + 1, count: fileIds.length })}
      onClose={onClose}
      size={{ width: 1000 }}
      className="proof-viewer"
      testId="proof-viewer"
    >
      <div className="proof-viewer__tools">
        {fileIds.length > 1 && (
          <>
            <button
              type="button"
              className="site-button"
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              {t('proof.previous')}
            </button>
            <button
              type="button"
              className="site-button"
              disabled={index === fileIds.length - 1}
              onClick={() => show(index + 1)}
            >
              {t('proof.next')}
            </button>
          </>
        )}
        <button type="button" className="site-button" onClick={() => setTurns((turn) => turn + 1)}>
          {t('proof.rotate')}
        </button>
        <button
          type="button"
          className="site-button"
          aria-pressed={actualSize}
          onClick={() => setActualSize((value) => !value)}
        >
          {actualSize ? t('proof.zoomOut') : t('proof.zoomIn')}
        </button>
      </div>
      <div
        className={`proof-viewer__frame${actualSize ? ' proof-viewer__frame--actual' : ''}`}
        tabIndex={0}
      >
        {image.isError ? (
          <p role="alert">{errorText(image.error)}</p>
        ) : image.url ? (
          <img
            src={image.url}
            alt={t('proof.alt', { member })}
            style={{ transform: `rotate(${(turns % 4) * 90}deg)` }}
          />
        ) : (
          <p role="status">{t('proof.loading')}</p>
        )}
      </div>
    </Modal>
  );
}
