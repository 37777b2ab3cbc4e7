import type { AgentContract } from '@site/shared';
import type { ContractFormat } from './contract-format';

/**
 * A contract's terms as the agent reads them (spec §3): rates in %, the bet amount that counts,
 * and for a dividend its period and tiers (the tier `reached` marked).
 */
export function ContractTerms({
  contract,
  format,
  reached = null,
}: {
  contract: AgentContract;
  format: ContractFormat;
  reached?: number | null;
}) {
  const { t, money, count, percent } = format;
  const kind = contract.kind;
  return (
    <>
      <dl className="detail-list contract-terms">
        <dt>{t('terms.payer')}</dt>
        <dd>{format.payer(contract.payer)}</dd>
        {kind === 'DIVIDEND' ? (
          <>
            <dt>{t('terms.period')}</dt>
            <dd>{t(`periods.${contract.period ?? 'DAILY'}`)}</dd>
            <dt>{t('terms.topRate')}</dt>
            <dd>{percent(contract.rateBp)}</dd>
          </>
        ) : (
          <>
            <dt>{t(`terms.rate.${kind}`)}</dt>
            <dd data-testid="contract-rate">{percent(contract.rateBp)}</dd>
            {kind === 'REAL_TIME_SALARY' && (
              <>
                <dt>{t('terms.profitRate')}</dt>
                <dd>{percent(contract.profitRateBp)}</dd>
              </>
            )}
            <dt>{t(`terms.minBet.${kind}`)}</dt>
            <dd>{money(contract.minBet)}</dd>
          </>
        )}
      </dl>
      {kind === 'DIVIDEND' && (
        <div className="paged-table paged-table--stack contract-tiers">
          <div
            className="paged-table__scroll"
            role="region"
            aria-label={t('tiers.caption')}
            tabIndex={0}
          >
            <table>
              <caption className="visually-hidden">{t('tiers.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tiers.tier')}</th>
                  <th scope="col">{t('tiers.minValidBet')}</th>
                  <th scope="col">{t('tiers.minActiveMembers')}</th>
                  <th scope="col">{t('tiers.minTeamLoss')}</th>
                  <th scope="col">{t('tiers.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {contract.tiers.map((tier, index) => (
                  <tr
                    key={index}
                    className={reached === index + 1 ? 'contract-tiers__reached' : undefined}
                    aria-current={reached === index + 1 ? 'true' : undefined}
                  >
                    <th scope="row">{t('tiers.name', { n: count(index + 1) })}</th>
                    <td data-label={t('tiers.minValidBet')}>{money(tier.minValidBet)}</td>
                    <td data-label={t('tiers.minActiveMembers')}>{count(tier.minActiveMembers)}</td>
                    <td data-label={t('tiers.minTeamLoss')}>{money(tier.minTeamLoss)}</td>
                    <td data-label={t('tiers.rate')}>{percent(tier.rateBp)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  );
}
