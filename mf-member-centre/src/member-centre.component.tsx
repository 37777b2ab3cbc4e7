import {
  CentreLayout,
  EmptyState,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Suspense, useEffect, useState } from 'react';
import { NAMESPACE } from './i18n/translations';
import {
  MEMBER_CENTRE_ENTRIES,
  unreadBadge,
  visibleMemberEntries,
  type MemberCentrePage,
} from './member-centre-entries';
import { MEMBER_CENTRE_PAGES } from './member-centre-pages';

const isPage = (value: unknown): value is MemberCentrePage =>
  MEMBER_CENTRE_ENTRIES.some((entry) => entry.page === value);

/** spec §2 member personal centre: left menu, content area; the shell provides the frame. */
export function MemberCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const unread = useBusState('unread');
  // The whitelabel tree the shell loaded at start-up: flag-dependent entries follow it.
  const brand = useBusState('brand');
  const [active, setActive] = useState<MemberCentrePage>(isPage(entry) ? entry : 'securityCenter');
  // The header can ask for another entry while the centre is already open.
  useEffect(() => {
    if (isPage(entry)) setActive(entry);
  }, [entry]);
  const entries = visibleMemberEntries(brand?.whitelabel ?? null);
  // An entry the brand switched off (asked for through the bus) falls back to My account.
  const shown = entries.some(({ page }) => page === active) ? active : 'securityCenter';
  const Page = MEMBER_CENTRE_PAGES[shown];
  return (
    <CentreLayout
      label={t('in_personal_center')}
      active={shown}
      onSelect={(page) => isPage(page) && setActive(page)}
      entries={entries.map(({ labelKey, page }) => ({
        key: page,
        label: t(labelKey),
        badge: unreadBadge(page, unread),
      }))}
    >
      {Page ? (
        <Suspense fallback={<SkeletonBlocks count={4} height={40} label={t('loading')} />}>
          <Page key={shown} onNavigate={setActive} />
        </Suspense>
      ) : (
        <EmptyState title={t('comingTitle')} body={t('comingBody')} />
      )}
    </CentreLayout>
  );
}
