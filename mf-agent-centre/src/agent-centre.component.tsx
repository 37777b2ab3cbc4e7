import {
  CentreLayout,
  EmptyState,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useState } from 'react';
import {
  AGENT_CENTRE_ENTRIES,
  visibleAgentEntries,
  type AgentCentreEntry,
} from './agent-centre-entries';
import { NAMESPACE } from './i18n/translations';
import { TeamOverview } from './features/team/team-overview.component';

/** spec §2 agent centre: the entries the brand enables, team overview first. */
export function AgentCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  // The whitelabel tree the shell loaded at start-up.
  const brand = useBusState('brand');
  const [active, setActive] = useState<AgentCentreEntry>(
    AGENT_CENTRE_ENTRIES.some((candidate) => candidate.key === entry)
      ? (entry as AgentCentreEntry)
      : 'teamOverview',
  );
  if (!brand) return <SkeletonBlocks count={4} height={60} label={t('loading')} />;
  const entries = visibleAgentEntries(brand.whitelabel);
  // An entry the brand switched off (e.g. asked for through the bus) falls back to team overview.
  const shown = entries.some(({ key }) => key === active) ? active : 'teamOverview';
  return (
    <CentreLayout
      label={t('title')}
      active={shown}
      onSelect={(key) => setActive(key as AgentCentreEntry)}
      entries={entries.map(({ key }) => ({ key, label: t(`entries.${key}`) }))}
    >
      {shown === 'teamOverview' ? (
        <TeamOverview />
      ) : (
        <EmptyState title={t('comingTitle')} body={t('comingBody')} />
      )}
    </CentreLayout>
  );
}
