import {
  EmptyState,
  type AgentContract,
  type ContractKind,
  type ContractsView,
} from '@site/shared';
import { ConfirmDialog, FormResult, StatusBadge, useApiErrorText } from '@site/shared/ui';
import { useState } from 'react';
import { answerContract } from './answer-contract.resource';
import type { ContractFormat } from './contract-format';
import { ContractTerms } from './contract-terms.component';
import { NAMESPACE } from './i18n/contracts-translations';

type Answer = 'accept' | 'reject' | 'requestTermination';

/**
 * What my upline gave me: its offer to accept or reject, my current contract (with a request to
 * end it) and, for a dividend, where the running period stands and the tier it reaches.
 */
export function MyContract({
  kind,
  view,
  format,
  onChanged,
}: {
  kind: ContractKind;
  view: ContractsView;
  format: ContractFormat;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = format;
  const errorText = useApiErrorText(NAMESPACE);
  const [asking, setAsking] = useState<{ contract: AgentContract; answer: Answer } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const offer = view.mine.find((contract) => contract.state === 'OFFERED');
  const current = view.mine.find((contract) => contract.state === 'ACCEPTED');

  const answer = async () => {
    if (!asking) return;
    try {
      await answerContract(asking.contract.id, { answer: asking.answer });
      setError(null);
      setDone(t(`answered.${asking.answer}`));
      await onChanged();
    } catch (failure) {
      setDone(null);
      setError(errorText(failure));
    } finally {
      setAsking(null);
    }
  };

  return (
    <section
      className="contract-card"
      aria-labelledby="my-contract-title"
      data-testid="my-contract"
    >
      <h3 id="my-contract-title" className="section-title">
        {t('mine.title')}
      </h3>
      {!offer && !current && (
        <EmptyState title={t(`mine.empty.${kind}`)} body={t('mine.emptyBody')} />
      )}
      {offer && (
        <article className="contract-offer" data-testid="contract-offer">
          <p className="contract-card__lead">
            <StatusBadge tone="info">{t('states.OFFERED')}</StatusBadge>{' '}
            {t('mine.offered', {
              payer: format.payer(offer.payer),
              when: format.when(offer.createdAt),
            })}
          </p>
          <ContractTerms contract={offer} format={format} />
          {current && <p className="contract-card__note">{t('mine.replaces')}</p>}
          <div className="contract-actions">
            <button
              type="button"
              className="site-button site-button--primary"
              onClick={() => setAsking({ contract: offer, answer: 'accept' })}
            >
              {t('buttons.accept')}
            </button>
            <button
              type="button"
              className="site-button"
              onClick={() => setAsking({ contract: offer, answer: 'reject' })}
            >
              {t('buttons.reject')}
            </button>
          </div>
        </article>
      )}
      {current && (
        <article className="contract-current" data-testid="contract-current">
          <p className="contract-card__lead">
            <StatusBadge tone="success">{t('states.ACCEPTED')}</StatusBadge>{' '}
            {t('mine.since', { when: format.when(current.acceptedAt ?? current.createdAt) })}
          </p>
          <ContractTerms contract={current} format={format} reached={view.progress?.tier ?? null} />
          {view.progress && (
            <dl className="detail-list contract-progress" data-testid="contract-progress">
              <dt>{t('progress.period')}</dt>
              <dd>{format.period(view.progress.periodStart, view.progress.periodEnd)}</dd>
              <dt>{t('progress.validBet')}</dt>
              <dd>{format.money(view.progress.validBet)}</dd>
              <dt>{t('progress.activeMembers')}</dt>
              <dd>{format.count(view.progress.activeMembers)}</dd>
              <dt>{t('progress.teamLoss')}</dt>
              <dd>{format.money(view.progress.teamLoss)}</dd>
              <dt>{t('progress.tier')}</dt>
              <dd data-testid="current-tier">
                {view.progress.tier === null
                  ? t('progress.noTier')
                  : t('tiers.name', { n: format.count(view.progress.tier) })}
              </dd>
            </dl>
          )}
          {current.terminationRequested ? (
            <p className="contract-card__note" role="status">
              <StatusBadge tone="warning">{t('states.TERMINATION_REQUESTED')}</StatusBadge>{' '}
              {t('mine.terminationWaiting')}
            </p>
          ) : (
            <div className="contract-actions">
              <button
                type="button"
                className="site-button"
                onClick={() => setAsking({ contract: current, answer: 'requestTermination' })}
              >
                {t('buttons.requestTermination')}
              </button>
            </div>
          )}
        </article>
      )}
      <FormResult error={error} done={done} />
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking.answer}.title`) : ''}
        confirmLabel={asking ? t(`confirm.${asking.answer}.confirm`) : ''}
        tone={asking?.answer === 'accept' ? 'info' : 'danger'}
        onCancel={() => setAsking(null)}
        onConfirm={answer}
        testId="contract-confirm"
      >
        {asking &&
          t(`confirm.${asking.answer}.body`, {
            payer: format.payer(asking.contract.payer),
            kind: t(`kinds.${asking.contract.kind}`),
          })}
      </ConfirmDialog>
    </section>
  );
}
