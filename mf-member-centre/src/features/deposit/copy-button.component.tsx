import { useTranslation } from '@site/shared';
import { useEffect, useState } from 'react';
import { DEPOSIT_NAMESPACE } from './i18n/deposit-translations';

/**
 * Copies a value the member pastes into their payment app (the reference, an account
 * number), and says so in a live region.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation(DEPOSIT_NAMESPACE);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <button
        type="button"
        className="site-button deposit-copy"
        aria-label={t('copy', { what })}
        onClick={() =>
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t('copyShort')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('copied', { what }) : ''}
      </span>
    </>
  );
}
