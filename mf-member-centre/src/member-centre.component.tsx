import { CentreLayout, EmptyState, useBusState } from '@site/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n/translations';
import { MEMBER_CENTRE_ENTRIES, unreadBadge, type MemberCentrePage } from './member-centre-entries';
import { MyAccount } from './my-account.component';

const isPage = (value: unknown): value is MemberCentrePage =>
  MEMBER_CENTRE_ENTRIES.some((entry) => entry.page === value);

/** spec §2 member personal centre: left menu, content area; the shell provides the frame. */
export function MemberCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const unread = useBusState('unread');
  const [active, setActive] = useState<MemberCentrePage>(isPage(entry) ? entry : 'securityCenter');
  return (
    <CentreLayout
      label={t('in_personal_center')}
      active={active}
      onSelect={(page) => isPage(page) && setActive(page)}
      entries={MEMBER_CENTRE_ENTRIES.map(({ labelKey, page }) => ({
        key: page,
        label: t(labelKey),
        badge: unreadBadge(page, unread),
      }))}
    >
      {active === 'securityCenter' ? (
        <MyAccount />
      ) : (
        <EmptyState title={t('comingTitle')} body={t('comingBody')} />
      )}
    </CentreLayout>
  );
}
