import { useTranslation } from '@site/shared';
import { useState, type ReactNode } from 'react';
import { NAMESPACE } from '../i18n/translations';
import './tables.css';

export type FairnessCheck = { verified: boolean; detail?: ReactNode };

type FairnessPanelProps = {
  /** The commitment published before the round or deal. */
  committedHash: string;
  /** The seed, once the round is over (null before). */
  revealedSeed: string | null;
  /** The round's other inputs, by name (client seed, nonce, …). */
  facts?: ReadonlyArray<{ label: string; value: string }>;
  /** Recomputes the round in the browser from the revealed seed. */
  check?: () => Promise<FairnessCheck>;
};

/**
 * Provably fair, for the games at a table: the hash committed before the round, the seed
 * revealed after it, and a check that recomputes the round here with the engine the server
 * played it with. The answer is said politely in the panel's live region.
 */
export function FairnessPanel({
  committedHash,
  revealedSeed,
  facts = [],
  check,
}: FairnessPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const [result, setResult] = useState<FairnessCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const verify = async (run: () => Promise<FairnessCheck>) => {
    setChecking(true);
    try {
      setResult(await run());
    } catch {
      setResult({ verified: false });
    } finally {
      setChecking(false);
    }
  };
  return (
    <section
      className="tables-fair"
      data-testid="tables-fairness"
      aria-labelledby="tables-fair-title"
    >
      <h2 id="tables-fair-title">{t('fairness.title')}</h2>
      <dl className="tables-fair__facts">
        <dt>{t('fairness.committedHash')}</dt>
        <dd className="tables-mono" data-testid="tables-fair-hash">
          {committedHash}
        </dd>
        <dt>{t('fairness.revealedSeed')}</dt>
        <dd className="tables-mono" data-testid="tables-fair-seed">
          {revealedSeed ?? t('fairness.seedAfter')}
        </dd>
        {facts.map((fact) => (
          <div key={fact.label} className="tables-fair__fact">
            <dt>{fact.label}</dt>
            <dd className="tables-mono">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {revealedSeed && check && (
        <button
          type="button"
          className="site-button"
          data-testid="tables-fair-verify"
          disabled={checking}
          onClick={() => void verify(check)}
        >
          {t('fairness.verify')}
        </button>
      )}
      <div aria-live="polite" data-testid="tables-fair-result">
        {result && (
          <>
            <p className={result.verified ? 'tables-fair__ok' : 'tables-fair__bad'}>
              {result.verified ? t('fairness.verified') : t('fairness.mismatch')}
            </p>
            {result.detail}
          </>
        )}
      </div>
    </section>
  );
}
