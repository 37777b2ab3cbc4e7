import {
  getProtectionOverview,
  ErrorState,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { Tabs } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefreshOnBalanceChange } from '../../ui/use-refresh-on-balance-change';
import {
  addResponsibleGamingTranslations,
  RESPONSIBLE_GAMING_NAMESPACE,
} from './i18n/responsible-gaming-translations';
import { MoneyLimits } from './money-limits.component';
import { TakeABreak } from './take-a-break.component';
import { TimeSettings } from './time-settings.component';
import './responsible-gaming.css';

addResponsibleGamingTranslations();

const SECTIONS = ['limits', 'time', 'break'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The responsibleGaming page (issue 44): deposit, loss and wager limits with what was used and
 * when they reset, the session limit and the reality check, a time-out or a self-exclusion.
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const [section, setSection] = useState<Section>('limits');
  const { sumBalance } = useBusState('balance');
  // What the limits used follows the ledger: read again on each visit, and while the page is
  // open whenever the wallet moves (a deposit credited, a bet settled).
  const overview = useQuery({ ...getProtectionOverview.query(), refetchOnMount: 'always' });
  useRefreshOnBalanceChange(sumBalance, getProtectionOverview.endpointKey);

  let body;
  if (section === 'break') body = <TakeABreak />;
  else if (overview.status === 'pending')
    body = <SkeletonBlocks count={3} height={120} label={t('loading')} />;
  else if (overview.status === 'error')
    body = <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  else if (section === 'limits') body = <MoneyLimits limits={overview.data.limits} />;
  else body = <TimeSettings overview={overview.data} />;

  return (
    <div className="responsible-gaming" data-testid="responsible-gaming">
      <h3 className="section-title">{t('title')}</h3>
      <p className="responsible-gaming__intro">{t('intro')}</p>
      <Tabs
        label={t('sections.label')}
        tabs={SECTIONS.map((id) => ({ id, label: t(`sections.${id}`) }))}
        active={section}
        onChange={setSection}
      >
        {body}
      </Tabs>
    </div>
  );
}
