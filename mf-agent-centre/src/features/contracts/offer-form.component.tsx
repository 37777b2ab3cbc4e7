import {
  type AgentContract,
  type ContractKind,
  type DividendPeriod,
  type OfferContractBody,
} from '@site/shared';
import { FormResult, parseAmount, SelectField, TextField, useApiErrorText } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';
import type { ContractFormat } from './contract-format';
import { NAMESPACE } from './i18n/contracts-translations';
import { offerContract } from './offer-contract.resource';

const PERIODS: readonly DividendPeriod[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];
const MAX_TIERS = 10;

type TierDraft = {
  minValidBet: string;
  minActiveMembers: string;
  minTeamLoss: string;
  rate: string;
};
const emptyTier: TierDraft = { minValidBet: '', minActiveMembers: '', minTeamLoss: '', rate: '' };
/** A tier's fields in order: three thresholds (whole numbers), then its rate in %. */
const TIER_FIELDS: readonly { field: keyof TierDraft; label: string; decimal: boolean }[] = [
  { field: 'minValidBet', label: 'tiers.minValidBet', decimal: false },
  { field: 'minActiveMembers', label: 'tiers.minActiveMembers', decimal: false },
  { field: 'minTeamLoss', label: 'tiers.minTeamLoss', decimal: false },
  { field: 'rate', label: 'offer.tierRate', decimal: true },
];

/** A percentage as typed (BN or Latin digits, 2 decimals) in basis points, or null. */
function bpOf(text: string, max: number): number | null {
  const parsed = parseAmount(text);
  if (parsed.kind !== 'ok') return null;
  const bp = Math.round(parsed.value * 100);
  return bp <= max ? bp : null;
}

/** A whole number as typed (an empty field is 0), or null. */
function wholeOf(text: string): number | null {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty') return 0;
  if (parsed.kind !== 'ok' || !Number.isInteger(parsed.value)) return null;
  return parsed.value;
}

/**
 * Offers one of my direct sub-agents a contract of the kind, within my own: each rate field
 * shows my own rate as its ceiling, and the API's refusal comes back in the reader's words.
 */
export function OfferForm({
  kind,
  own,
  downlineAgents,
  format,
  onOffered,
}: {
  kind: ContractKind;
  own: AgentContract;
  downlineAgents: readonly string[];
  format: ContractFormat;
  onOffered: () => Promise<unknown>;
}) {
  const { t, percent } = format;
  const errorText = useApiErrorText(NAMESPACE);
  const [chosen, setAccount] = useState('');
  const account = downlineAgents.includes(chosen) ? chosen : (downlineAgents[0] ?? '');
  const [rate, setRate] = useState('');
  const [profitRate, setProfitRate] = useState('');
  const [minBet, setMinBet] = useState('');
  const [period, setPeriod] = useState<DividendPeriod>(own.period ?? 'WEEKLY');
  const [tiers, setTiers] = useState<TierDraft[]>([emptyTier]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ceiling = t('offer.ceiling', { max: percent(own.rateBp) });
  const rateError = t('form.rateRange', { max: percent(own.rateBp) });

  const setTier = (index: number, field: keyof TierDraft, value: string) =>
    setTiers((rows) => rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));

  /** The request, or the first thing wrong with what was typed. */
  const bodyOf = (): OfferContractBody | string => {
    if (!account) return t('offer.noAgents');
    if (kind === 'DIVIDEND') {
      const parsed = [];
      for (const tier of tiers) {
        const rateBp = bpOf(tier.rate, own.rateBp);
        if (rateBp === null) return rateError;
        const minValidBet = wholeOf(tier.minValidBet);
        const minActiveMembers = wholeOf(tier.minActiveMembers);
        const minTeamLoss = wholeOf(tier.minTeamLoss);
        if (minValidBet === null || minActiveMembers === null || minTeamLoss === null)
          return t('form.whole');
        parsed.push({ minValidBet, minActiveMembers, minTeamLoss, rateBp });
      }
      const rateBp = Math.max(...parsed.map((tier) => tier.rateBp));
      return { kind, account, rateBp, profitRateBp: 0, minBet: 0, period, tiers: parsed };
    }
    const rateBp = bpOf(rate, own.rateBp);
    if (rateBp === null) return rateError;
    const profitRateBp =
      kind === 'REAL_TIME_SALARY' ? bpOf(profitRate || '0', own.profitRateBp) : 0;
    if (profitRateBp === null) return t('form.rateRange', { max: percent(own.profitRateBp) });
    const bet = wholeOf(minBet);
    if (bet === null) return t('form.whole');
    return { kind, account, rateBp, profitRateBp, minBet: bet };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const body = bodyOf();
    if (typeof body === 'string') return setError(body);
    setError(null);
    setBusy(true);
    try {
      await offerContract(body);
      setDone(t('offer.done', { account }));
      setRate('');
      setProfitRate('');
      setMinBet('');
      setTiers([emptyTier]);
      await onOffered();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (downlineAgents.length === 0)
    return <p className="contract-card__note">{t('offer.noAgents')}</p>;

  return (
    <form
      className="form contract-offer-form"
      onSubmit={submit}
      noValidate
      data-testid="offer-form"
    >
      <SelectField
        name="account"
        label={t('offer.account')}
        value={account}
        onChange={setAccount}
        options={downlineAgents.map((name) => ({ value: name, label: name }))}
      />
      {kind === 'DIVIDEND' ? (
        <>
          <SelectField
            name="period"
            label={t('terms.period')}
            value={period}
            onChange={setPeriod}
            options={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          />
          {tiers.map((tier, index) => (
            <fieldset key={index} className="contract-tier-fields">
              <legend>{t('tiers.name', { n: format.count(index + 1) })}</legend>
              {TIER_FIELDS.map(({ field, label, decimal }) => (
                <TextField
                  key={field}
                  name={`tier-${index}-${field}`}
                  label={t(label)}
                  value={tier[field]}
                  onChange={(value) => setTier(index, field, value)}
                  inputMode={decimal ? 'decimal' : 'numeric'}
                  hint={decimal ? ceiling : null}
                  required={decimal}
                />
              ))}
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setTiers((rows) => rows.filter((_, at) => at !== index))}
                >
                  {t('offer.removeTier', { n: format.count(index + 1) })}
                </button>
              )}
            </fieldset>
          ))}
          {tiers.length < MAX_TIERS && (
            <button
              type="button"
              className="site-button"
              onClick={() => setTiers((rows) => [...rows, emptyTier])}
            >
              {t('offer.addTier')}
            </button>
          )}
        </>
      ) : (
        <>
          <TextField
            name="rate"
            label={t('offer.percent', { label: t(`terms.rate.${kind}`) })}
            value={rate}
            onChange={setRate}
            inputMode="decimal"
            hint={ceiling}
            required
          />
          {kind === 'REAL_TIME_SALARY' && (
            <TextField
              name="profitRate"
              label={t('offer.percent', { label: t('terms.profitRate') })}
              value={profitRate}
              onChange={setProfitRate}
              inputMode="decimal"
              hint={t('offer.ceiling', { max: percent(own.profitRateBp) })}
            />
          )}
          <TextField
            name="minBet"
            label={t(`terms.minBet.${kind}`)}
            value={minBet}
            onChange={setMinBet}
            inputMode="numeric"
          />
        </>
      )}
      <FormResult error={error} done={done} />
      <button
        type="submit"
        className="site-button site-button--primary site-button--block"
        disabled={busy}
      >
        {t('offer.submit')}
      </button>
    </form>
  );
}
