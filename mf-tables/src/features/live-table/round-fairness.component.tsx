import { formatNumber, useTranslation } from '@site/shared';
import type { LiveRound, LiveTable } from '@site/contracts';
import { useMemo } from 'react';
import { LIVE_TABLE_NAMESPACE } from './i18n/live-table-translations';
import { checkRound } from './round-fairness';

/**
 * Provably fair, on the page: the round now's committed hash (fixed before any bet), and the
 * last result's revealed seed checked here, in the browser, with the API's own engine.
 */
export function RoundFairness({
  table,
  round,
  lastResult,
}: {
  table: Pick<LiveTable, 'code' | 'game'>;
  round: LiveRound | null;
  lastResult: LiveRound | null;
}) {
  const { t, i18n } = useTranslation(LIVE_TABLE_NAMESPACE);
  const check = useMemo(
    () => (lastResult ? checkRound(table, lastResult) : null),
    [table, lastResult],
  );
  const verified = check !== null && check.hashMatches && check.outcomeMatches;
  return (
    <details className="lt-fair" data-testid="round-fairness">
      <summary>
        {t('fair.title')}
        {check && (
          <span className="lt-fair__badge" data-verified={verified}>
            {verified ? t('fair.verified') : t('fair.failed')}
          </span>
        )}
      </summary>
      {round && (
        <p>
          {t('fair.committed', { roundNo: formatNumber(round.roundNo, i18n.language) })}
          <code className="lt-fair__hash">{round.serverSeedHash}</code>
        </p>
      )}
      {lastResult?.serverSeed && check && (
        <>
          <p>
            {t('fair.revealed', { roundNo: formatNumber(lastResult.roundNo, i18n.language) })}
            <code className="lt-fair__hash" data-testid="revealed-seed">
              {lastResult.serverSeed}
            </code>
          </p>
          <ul>
            <li>{check.hashMatches ? t('fair.hashMatches') : t('fair.hashDiffers')}</li>
            <li>{check.outcomeMatches ? t('fair.outcomeMatches') : t('fair.outcomeDiffers')}</li>
          </ul>
          <p className="lt-muted">
            {t('fair.how', { code: table.code, roundNo: lastResult.roundNo })}
          </p>
        </>
      )}
    </details>
  );
}
