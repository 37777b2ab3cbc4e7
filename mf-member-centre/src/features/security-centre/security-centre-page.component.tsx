import { ErrorState, type SecurityOverview, SkeletonBlocks, useTranslation } from '@site/shared';
import { Tabs } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountSummary } from './account-summary';
import { AuthenticatorSection } from './authenticator-section';
import { BindingsSection } from './bindings-section';
import { DevicesSection } from './devices-section';
import { addSecurityTranslations, SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { PasswordSection } from './password-section';
import { PaymentPasswordSection } from './payment-password-section';
import { ProfileSection } from './profile-section';
import { getSecurityOverview } from './security-overview.resource';
import './security-centre.css';

addSecurityTranslations();

const SECTIONS = [
  'profile',
  'password',
  'paymentPassword',
  'bindings',
  'authenticator',
  'devices',
] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The securityCenter page (spec §2 in_my_account, §3, §4): who the member is, then the
 * profile, passwords, bindings, authenticator and devices, one tab at a time.
 */
export default function SecurityCentrePage() {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const [section, setSection] = useState<Section>('profile');
  const queryClient = useQueryClient();
  const overview = useQuery(getSecurityOverview.query());
  const onSaved = (next: SecurityOverview) =>
    queryClient.setQueryData(getSecurityOverview.query().queryKey, next);

  const needsOverview =
    section === 'profile' || section === 'bindings' || section === 'authenticator';
  let body;
  if (!needsOverview) {
    body =
      section === 'password' ? (
        <PasswordSection />
      ) : section === 'paymentPassword' ? (
        <PaymentPasswordSection />
      ) : (
        <DevicesSection />
      );
  } else if (overview.status === 'pending') {
    body = <SkeletonBlocks count={4} height={40} label={t('loading')} />;
  } else if (overview.status === 'error') {
    body = <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  } else if (section === 'profile') {
    body = <ProfileSection overview={overview.data} onSaved={onSaved} />;
  } else if (section === 'bindings') {
    body = <BindingsSection overview={overview.data} onSaved={onSaved} />;
  } else {
    body = <AuthenticatorSection overview={overview.data} onSaved={onSaved} />;
  }

  return (
    <div className="security-centre" data-testid="security-centre">
      <h3 className="section-title">{t('title')}</h3>
      <AccountSummary />
      <Tabs
        label={t('title')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`sections.${id}`) }))}
        active={section}
        onChange={setSection}
      >
        {body}
      </Tabs>
    </div>
  );
}
