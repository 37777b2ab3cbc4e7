import { EmptyState, type AgentContract } from '@site/shared';
import { ConfirmDialog, FormResult, StatusBadge, useApiErrorText } from '@site/shared/ui';
import { useState } from 'react';
import type { ContractFormat } from './contract-format';
import { NAMESPACE } from './i18n/contracts-translations';
import { terminateContract } from './terminate-contract.resource';

/** The contracts I gave my sub-agents, their states, and ending one (or withdrawing an offer). */
export function GivenContracts({
  given,
  format,
  onChanged,
}: {
  given: readonly AgentContract[];
  format: ContractFormat;
  onChanged: () => Promise<unknown>;
}) {
  const { t, percent } = format;
  const errorText = useApiErrorText(NAMESPACE);
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const [error, setError] = useState<string | null>(null);

  const end = async () => {
    if (!ending) return;
    try {
      await terminateContract(ending.id);
      setError(null);
      await onChanged();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setEnding(null);
    }
  };

  if (given.length === 0) return <EmptyState title={t('given.empty')} />;
  return (
    <>
      <ul className="contract-given" aria-label={t('given.title')} data-testid="given-contracts">
        {given.map((contract) => (
          <li key={contract.id} className="contract-given__item">
            <div>
              <p className="contract-given__agent">{contract.agent}</p>
              <p className="contract-card__note">
                {contract.kind === 'DIVIDEND'
                  ? t('given.dividendTerms', {
                      period: t(`periods.${contract.period ?? 'DAILY'}`),
                      tiers: format.count(contract.tiers.length),
                      rate: percent(contract.rateBp),
                    })
                  : t('given.salaryTerms', {
                      rate: percent(contract.rateBp),
                      minBet: format.money(contract.minBet),
                    })}
              </p>
            </div>
            <div className="contract-actions">
              <StatusBadge tone={contract.state === 'ACCEPTED' ? 'success' : 'info'}>
                {t(`states.${contract.state}`)}
              </StatusBadge>
              {contract.terminationRequested && (
                <StatusBadge tone="warning">{t('states.TERMINATION_REQUESTED')}</StatusBadge>
              )}
              <button type="button" className="site-button" onClick={() => setEnding(contract)}>
                {t(contract.state === 'OFFERED' ? 'buttons.withdraw' : 'buttons.end')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <FormResult error={error} />
      <ConfirmDialog
        open={ending !== null}
        title={t(ending?.state === 'OFFERED' ? 'confirm.withdraw.title' : 'confirm.end.title')}
        confirmLabel={t(ending?.state === 'OFFERED' ? 'buttons.withdraw' : 'buttons.end')}
        tone="danger"
        onCancel={() => setEnding(null)}
        onConfirm={end}
        testId="given-confirm"
      >
        {ending &&
          t(ending.state === 'OFFERED' ? 'confirm.withdraw.body' : 'confirm.end.body', {
            account: ending.agent,
          })}
      </ConfirmDialog>
    </>
  );
}
