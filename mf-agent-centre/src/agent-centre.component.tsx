import {
  CentreLayout,
  EmptyState,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Suspense, useEffect, useState } from 'react';
import {
  AGENT_CENTRE_ENTRIES,
  visibleAgentEntries,
  type AgentCentreEntry,
} from './agent-centre-entries';
import { AGENT_CENTRE_PAGES } from './agent-centre-pages';
import { NAMESPACE } from './i18n/translations';

const isEntry = (value: unknown): value is AgentCentreEntry =>
  AGENT_CENTRE_ENTRIES.some((candidate) => candidate.key === value);

/** spec §2 agent centre: the entries the brand enables, team overview first. */
export function AgentCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  // The whitelabel tree the shell loaded at start-up.
  const brand = useBusState('brand');
  const [active, setActive] = useState<AgentCentreEntry>(isEntry(entry) ? entry : 'teamOverview');
  // The header can ask for another entry while the centre is already open.
  useEffect(() => {
    if (isEntry(entry)) setActive(entry);
  }, [entry]);
  if (!brand) return <SkeletonBlocks count={4} height={60} label={t('loading')} />;
  const entries = visibleAgentEntries(brand.whitelabel);
  // An entry the brand switched off (e.g. asked for through the bus) falls back to team overview.
  const shown = entries.some(({ key }) => key === active) ? active : 'teamOverview';
  const Page = AGENT_CENTRE_PAGES[shown];
  return (
    <CentreLayout
      label={t('title')}
      active={shown}
      onSelect={(key) => isEntry(key) && setActive(key)}
      entries={entries.map(({ key }) => ({ key, label: t(`entries.${key}`) }))}
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
