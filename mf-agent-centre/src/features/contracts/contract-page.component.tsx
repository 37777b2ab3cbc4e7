import { ErrorState, SkeletonBlocks, type ContractKind } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractFormat } from './contract-format';
import { ContractPayouts } from './contract-payouts.component';
import { getContracts } from './contracts.resource';
import { GivenContracts } from './given-contracts.component';
import { addContractsTranslations } from './i18n/contracts-translations';
import { MyContract } from './my-contract.component';
import { OfferForm } from './offer-form.component';
import './contracts.css';

addContractsTranslations();

/**
 * One contract entry of the agent centre (spec §1–§4): the contract my upline offered me or
 * gave me, my payouts, and the contracts I offer my direct sub-agents within my own.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const format = useContractFormat(kind);
  const { t } = format;
  const queryClient = useQueryClient();
  const view = useQuery(getContracts.query({ kind }));
  const [page, setPage] = useState(1);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getContracts.endpointKey });

  if (view.status === 'pending')
    return <SkeletonBlocks count={3} height={120} label={t('loading')} />;
  if (view.status === 'error')
    return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const own = view.data.mine.find((contract) => contract.state === 'ACCEPTED');
  return (
    <div className="contract-page" data-testid={`contract-page-${kind}`}>
      <p className="contract-page__intro">{t(`intro.${kind}`)}</p>
      <MyContract kind={kind} view={view.data} format={format} onChanged={refresh} />
      <ContractPayouts
        kind={kind}
        settlements={view.data.settlements}
        format={format}
        page={page}
        onPageChange={setPage}
      />
      <section className="contract-card" aria-labelledby="contract-offer-title">
        <h3 id="contract-offer-title" className="section-title">
          {t('offer.title')}
        </h3>
        {own ? (
          <OfferForm
            kind={kind}
            own={own}
            downlineAgents={view.data.downlineAgents}
            format={format}
            onOffered={refresh}
          />
        ) : (
          <p className="contract-card__note">{t('offer.needOwn')}</p>
        )}
        <h4 className="contract-card__subtitle">{t('given.title')}</h4>
        <GivenContracts given={view.data.given} format={format} onChanged={refresh} />
      </section>
    </div>
  );
}
