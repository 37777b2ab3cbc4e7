import {
  CentreLayout,
  EmptyState,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Suspense, useEffect, useState } from 'react';
import { NAMESPACE } from './i18n/translations';
import { MEMBER_CENTRE_ENTRIES, unreadBadge, type MemberCentrePage } from './member-centre-entries';
import { MEMBER_CENTRE_PAGES } from './member-centre-pages';

const isPage = (value: unknown): value is MemberCentrePage =>
  MEMBER_CENTRE_ENTRIES.some((entry) => entry.page === value);

/** spec §2 member personal centre: left menu, content area; the shell provides the frame. */
export function MemberCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const unread = useBusState('unread');
  const [active, setActive] = useState<MemberCentrePage>(isPage(entry) ? entry : 'securityCenter');
  // The header can ask for another entry while the centre is already open.
  useEffect(() => {
    if (isPage(entry)) setActive(entry);
  }, [entry]);
  const Page = MEMBER_CENTRE_PAGES[active];
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
      {Page ? (
        <Suspense fallback={<SkeletonBlocks count={4} height={40} label={t('loading')} />}>
          <Page key={active} onNavigate={setActive} />
        </Suspense>
      ) : (
        <EmptyState title={t('comingTitle')} body={t('comingBody')} />
      )}
    </CentreLayout>
  );
}
