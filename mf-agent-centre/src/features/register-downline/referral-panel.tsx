import { COMMON_NAMESPACE, ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from './i18n/register-downline-translations';
import { getReferralLink } from './referral-link.resource';

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

/**
 * The agent's referral link: who registers through it joins as the agent's direct downline.
 * The QR code is the API's SVG (made with `qrcode` on the server), shown as an image so no
 * markup of it enters the page.
 */
export function ReferralPanel() {
  const { t } = useTranslation([NAMESPACE, COMMON_NAMESPACE]);
  const referral = useQuery(getReferralLink.query());
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const linkId = useId();
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <section aria-labelledby={titleId} className="register-downline__panel">
      <h3 className="section-title" id={titleId}>
        {t('referralTitle')}
      </h3>
      {referral.status === 'pending' && (
        <SkeletonBlocks count={2} height={48} label={t('referralLoading')} />
      )}
      {referral.status === 'error' && (
        <ErrorState error={referral.error} onRetry={() => void referral.refetch()} />
      )}
      {referral.data && (
        <div className="referral" data-testid="referral-link">
          <p className="register-downline__intro">{t('referralIntro')}</p>
          <dl className="detail-list">
            <dt>{t('affiliateCode')}</dt>
            <dd data-testid="affiliate-code">{referral.data.affiliateCode}</dd>
          </dl>
          <div className="form__field">
            <label htmlFor={linkId}>{t('link')}</label>
            <div className="form__row">
              <span className="form__input">
                <input
                  id={linkId}
                  ref={field}
                  type="text"
                  readOnly
                  value={referral.data.link}
                  onFocus={(event) => event.target.select()}
                />
              </span>
              <button
                type="button"
                className="site-button site-button--primary"
                onClick={() =>
                  void copyText(referral.data.link, field.current).then((done) =>
                    setCopy(done ? 'copied' : 'failed'),
                  )
                }
              >
                {t('copy')}
              </button>
            </div>
            <p className="form__hint referral__copied" aria-live="polite" role="status">
              {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
            </p>
          </div>
          <figure className="referral__qr">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(referral.data.qrSvg)}`}
              alt={t('qrAlt')}
              width={200}
              height={200}
              data-testid="referral-qr"
            />
            <figcaption>{t('qrCaption')}</figcaption>
          </figure>
        </div>
      )}
    </section>
  );
}
