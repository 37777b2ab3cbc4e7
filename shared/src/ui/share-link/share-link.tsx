import { COMMON_NAMESPACE, useTranslation } from '@site/shared';
import { useEffect, useId, useRef, useState } from 'react';
import './share-link.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies through the Clipboard API, or by selecting the field where it is missing (http). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): fall through to the selection.
  }
  if (!field) return false;
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

export interface ShareLinkProps {
  /** The link to share (an invitation link). */
  link: string;
  /** Its QR code: an SVG document the API drew, shown as an image so no markup enters the page. */
  qrSvg: string;
  /** The field's label, the QR image's alternative text and its caption. */
  label: string;
  qrAlt: string;
  qrCaption: string;
}

/**
 * A link to share: a read-only field with a copy button (which says in a live region whether
 * it copied) and the link's QR code, on a white ground in both themes so any camera reads it.
 * The agent's and the member's invitation links (agent centre, member centre).
 */
export function ShareLink({ link, qrSvg, label, qrAlt, qrCaption }: ShareLinkProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const linkId = useId();
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <div className="share-link">
      <div className="form__field">
        <label htmlFor={linkId}>{label}</label>
        <div className="form__row">
          <span className="form__input">
            <input
              id={linkId}
              ref={field}
              type="text"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
          </span>
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() =>
              void copyText(link, field.current).then((done) => setCopy(done ? 'copied' : 'failed'))
            }
          >
            {t('ui.shareLink.copy')}
          </button>
        </div>
        <p className="form__hint share-link__copied" aria-live="polite" role="status">
          {copy === 'copied'
            ? t('ui.shareLink.copied')
            : copy === 'failed'
              ? t('ui.shareLink.copyFailed')
              : ''}
        </p>
      </div>
      <figure className="share-link__qr">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={qrAlt}
          width={200}
          height={200}
          data-testid="share-link-qr"
        />
        <figcaption>{qrCaption}</figcaption>
      </figure>
    </div>
  );
}
