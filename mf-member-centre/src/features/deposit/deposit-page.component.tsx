import { EmptyState, ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { Tabs } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getDepositMethods } from './deposit-methods.resource';
import { DepositForm } from './deposit-form.component';
import { DepositLimitOffer } from './deposit-limit-offer.component';
import { DepositHistory } from './deposit-history.component';
import { DepositOrderView } from './deposit-order.component';
import { addDepositTranslations, DEPOSIT_NAMESPACE } from './i18n/deposit-translations';
import './deposit.css';

addDepositTranslations();

type Tab = 'new' | 'history';

type PageProps = { onNavigate: (page: 'responsibleGaming') => void };

/**
 * The depositv2 page: make an order (method, channel, amount, proof) and follow it, or look
 * through the history. An opened order replaces the form or the list until the member goes
 * back. Beside the form, the way to the deposit limits (an offer before the first deposit).
 */
export default function DepositPage({ onNavigate }: PageProps) {
  const { t } = useTranslation(DEPOSIT_NAMESPACE);
  const [tab, setTab] = useState<Tab>('new');
  const [opened, setOpened] = useState<string | null>(null);
  const methods = useQuery(getDepositMethods.query());

  const body = () => {
    if (methods.status === 'pending')
      return <SkeletonBlocks count={4} height={44} label={t('loading')} />;
    if (methods.status === 'error')
      return <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />;
    if (opened)
      return (
        <>
          <DepositOrderView reference={opened} methods={methods.data} />
          <button
            type="button"
            className="site-button deposit-back"
            onClick={() => setOpened(null)}
          >
            {tab === 'new' ? t('order.another') : t('order.back')}
          </button>
        </>
      );
    if (tab === 'history') return <DepositHistory methods={methods.data} onOpen={setOpened} />;
    if (methods.data.methods.length === 0)
      return <EmptyState title={t('noMethods')} body={t('noMethodsBody')} />;
    return (
      <>
        <DepositLimitOffer onSetLimit={() => onNavigate('responsibleGaming')} />
        <DepositForm methods={methods.data} onCreated={(order) => setOpened(order.reference)} />
      </>
    );
  };

  return (
    <div className="deposit-page" data-testid="deposit-page">
      <h3 className="section-title">{t('title')}</h3>
      <Tabs
        label={t('tabs.label')}
        tabs={[
          { id: 'new', label: t('tabs.new') },
          { id: 'history', label: t('tabs.history') },
        ]}
        active={tab}
        onChange={(next) => {
          setTab(next);
          setOpened(null);
        }}
      >
        {body()}
      </Tabs>
    </div>
  );
}
