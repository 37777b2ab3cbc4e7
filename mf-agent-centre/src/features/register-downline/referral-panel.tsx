import { COMMON_NAMESPACE, ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { ShareLink } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { NAMESPACE } from './i18n/register-downline-translations';
import { getReferralLink } from './referral-link.resource';

/**
 * The agent's referral link: who registers through it joins as the agent's direct downline.
 * The QR code is the API's SVG (made with `qrcode` on the server).
 */
export function ReferralPanel() {
  const { t } = useTranslation([NAMESPACE, COMMON_NAMESPACE]);
  const referral = useQuery(getReferralLink.query());
  const titleId = useId();

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
          <ShareLink
            link={referral.data.link}
            qrSvg={referral.data.qrSvg}
            label={t('link')}
            qrAlt={t('qrAlt')}
            qrCaption={t('qrCaption')}
          />
        </div>
      )}
    </section>
  );
}
