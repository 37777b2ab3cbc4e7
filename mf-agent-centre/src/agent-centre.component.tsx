import {
  api,
  CentreLayout,
  EmptyState,
  ErrorState,
  SkeletonBlocks,
  useApiQuery,
} from '@site/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CENTRE_ENTRIES,
  visibleAgentEntries,
  type AgentCentreEntry,
} from './agent-centre-entries';
import { NAMESPACE } from './i18n/translations';
import { TeamOverview } from './team-overview.component';

/** spec §2 agent centre: the entries the brand enables, team overview first. */
export function AgentCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const whitelabel = useApiQuery((signal) => api.system.whitelabel(undefined, signal), []);
  const [active, setActive] = useState<AgentCentreEntry>(
    AGENT_CENTRE_ENTRIES.some((candidate) => candidate.key === entry)
      ? (entry as AgentCentreEntry)
      : 'teamOverview',
  );
  if (whitelabel.status === 'loading')
    return <SkeletonBlocks count={4} height={60} label={t('loading')} />;
  if (whitelabel.status === 'error')
    return <ErrorState error={whitelabel.error} onRetry={whitelabel.retry} />;
  const entries = visibleAgentEntries(whitelabel.data);
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
