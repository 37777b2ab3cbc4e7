import { api, CentreLayout, EmptyState, ErrorState, isEnabled, SkeletonBlocks, useApiQuery } from '@site/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_CENTRE_ENTRIES, type AgentCentreEntry } from './agent-centre-entries';
import { NAMESPACE } from './i18n/translations';
import { TeamOverview } from './team-overview.component';

/** spec §2 agent centre: the entries the brand enables, team overview first. */
export function AgentCentre({ entry }: { entry?: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const whitelabel = useApiQuery((signal) => api.system.whitelabel(undefined, signal), []);
  const [active, setActive] = useState<AgentCentreEntry>(
    AGENT_CENTRE_ENTRIES.some((candidate) => candidate.key === entry) ? (entry as AgentCentreEntry) : 'teamOverview',
  );
  if (whitelabel.status === 'loading') return <SkeletonBlocks count={4} height={60} label={t('loading')} />;
  if (whitelabel.status === 'error') return <ErrorState error={whitelabel.error} onRetry={whitelabel.retry} />;
  const entries = AGENT_CENTRE_ENTRIES.filter(({ flag }) => flag === null || isEnabled(whitelabel.data, flag));
  return (
    <CentreLayout
      label={t('title')}
      active={active}
      onSelect={(key) => setActive(key as AgentCentreEntry)}
      entries={entries.map(({ key }) => ({ key, label: t(`entries.${key}`) }))}
    >
      {active === 'teamOverview' ? <TeamOverview /> : <EmptyState title={t('comingTitle')} body={t('comingBody')} />}
    </CentreLayout>
  );
}
