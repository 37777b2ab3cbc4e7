import type { ContractKind, DividendPeriod } from '@site/contracts';
import { formatNumber } from '@site/shared';
import { SelectField, TextField } from '@site/shared/ui';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import {
  emptyOffer,
  emptyTier,
  MAX_TIERS,
  OFFER_KINDS,
  OFFER_PERIODS,
  offerBodyOf,
  offerFieldsOf,
  type OfferDraft,
  type OfferErrors,
  type TierDraft,
} from './agent-offer';
import { termsText } from './agent-detail.component';
import { offerPlatformContract, type AgentRef } from './agents.resource';

type OfferDialogProps = {
  agent: AgentRef;
  onDone: (kind: ContractKind) => Promise<void> | void;
  onClose: () => void;
};

/**
 * The platform's contract for a top agent (finance): the kind and its terms, what the offer says
 * in one sentence as it is typed, and the reason for the audit trail. The agent then finds the
 * offer in its agent centre and accepts or rejects it.
 */
export function OfferDialog({ agent, onDone, onClose }: OfferDialogProps) {
  const { t, i18n } = useConsoleTranslation();
  const [draft, setDraft] = useState<OfferDraft>(emptyOffer);
  const [errors, setErrors] = useState<OfferErrors>({});
  const fields = offerFieldsOf(draft.kind);
  const change = (patch: Partial<OfferDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const changeTier = (index: number, patch: Partial<TierDraft>) =>
    change({ tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)) });
  const errorText = (field: string) => {
    const error = errors[field];
    return error ? t(`agents.offer.errors.${error}`) : null;
  };
  const made = offerBodyOf(draft);
  const summary = made.body
    ? t('agents.offer.summary', {
        account: agent.account,
        brand: agent.merchantCode,
        kind: t(`agents.contractKinds.${made.body.kind}`),
        terms: termsText(
          {
            ...made.body,
            period: made.body.period ?? null,
            tiers: made.body.tiers ?? [],
          },
          t,
          i18n.language,
        ),
      })
    : t('agents.offer.intro', { account: agent.account, brand: agent.merchantCode });

  return (
    <ReasonDialog
      open
      title={t('agents.offer.title', { account: agent.account })}
      confirmLabel={t('agents.offer.confirm')}
      field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
      validate={() => {
        const checked = offerBodyOf(draft);
        setErrors(checked.errors ?? {});
        return checked.errors ? t('agents.offer.invalid') : null;
      }}
      onConfirm={async (reason) => {
        const checked = offerBodyOf(draft);
        if (!checked.body) return;
        await offerPlatformContract({
          ...checked.body,
          brand: agent.merchantCode,
          account: agent.account,
          reason,
        });
        await onDone(checked.body.kind);
      }}
      onClose={onClose}
      testId="agent-offer-dialog"
      fields={
        <div className="agent-offer">
          <SelectField<ContractKind>
            name="kind"
            label={t('agents.offer.kind')}
            value={draft.kind}
            onChange={(kind) => change({ kind })}
            options={OFFER_KINDS.map((kind) => ({
              value: kind,
              label: t(`agents.contractKinds.${kind}`),
            }))}
            hint={t(`agents.offer.kindHints.${draft.kind}`)}
          />
          {fields.rate && (
            <TextField
              name="rate"
              label={t('agents.offer.rate')}
              inputMode="decimal"
              value={draft.rate}
              onChange={(rate) => change({ rate })}
              hint={t(
                draft.kind === 'REAL_TIME_SALARY'
                  ? 'agents.offer.lossRateHint'
                  : 'agents.offer.rateHint',
              )}
              error={errorText('rate')}
              maxLength={6}
            />
          )}
          {fields.profitRate && (
            <TextField
              name="profitRate"
              label={t('agents.offer.profitRate')}
              inputMode="decimal"
              value={draft.profitRate}
              onChange={(profitRate) => change({ profitRate })}
              hint={t('agents.offer.profitRateHint')}
              error={errorText('profitRate')}
              maxLength={6}
            />
          )}
          {fields.minBet && (
            <TextField
              name="minBet"
              label={t('agents.offer.minBet')}
              inputMode="numeric"
              value={draft.minBet}
              onChange={(minBet) => change({ minBet })}
              hint={t(
                draft.kind === 'REAL_TIME_SALARY'
                  ? 'agents.offer.minStakeHint'
                  : 'agents.offer.minBetHint',
              )}
              error={errorText('minBet')}
              maxLength={9}
            />
          )}
          {fields.dividend && (
            <>
              <SelectField<DividendPeriod>
                name="period"
                label={t('agents.offer.period')}
                value={draft.period}
                onChange={(period) => change({ period })}
                options={OFFER_PERIODS.map((period) => ({
                  value: period,
                  label: t(`agents.periods.${period}`),
                }))}
              />
              {draft.tiers.map((tier, index) => (
                <fieldset key={index} className="agent-offer__tier">
                  <legend>
                    {t('agents.offer.tier', { tier: formatNumber(index + 1, i18n.language) })}
                  </legend>
                  {(['minValidBet', 'minActiveMembers', 'minTeamLoss', 'rate'] as const).map(
                    (field) => (
                      <TextField
                        key={field}
                        name={`tiers.${index}.${field}`}
                        label={t(`agents.offer.tierFields.${field}`)}
                        inputMode={field === 'rate' ? 'decimal' : 'numeric'}
                        value={tier[field]}
                        onChange={(value) => changeTier(index, { [field]: value })}
                        error={errorText(`tiers.${index}.${field}`)}
                        maxLength={9}
                      />
                    ),
                  )}
                  {draft.tiers.length > 1 && (
                    <button
                      type="button"
                      className="site-button console-button--small"
                      onClick={() => change({ tiers: draft.tiers.filter((_, at) => at !== index) })}
                    >
                      {t('agents.offer.removeTier')}
                    </button>
                  )}
                </fieldset>
              ))}
              {draft.tiers.length < MAX_TIERS && (
                <button
                  type="button"
                  className="site-button console-button--small"
                  onClick={() => change({ tiers: [...draft.tiers, emptyTier()] })}
                >
                  {t('agents.offer.addTier')}
                </button>
              )}
            </>
          )}
        </div>
      }
    >
      <span data-testid="agent-offer-summary">{summary}</span>
    </ReasonDialog>
  );
}
