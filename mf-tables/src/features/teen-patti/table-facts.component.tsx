import { formatMoney, useTranslation } from '@site/shared';
import type { TeenPattiTable } from '@site/contracts';
import { TEEN_PATTI_NAMESPACE } from './i18n/teen-patti-translations';

/** A table's rules at a glance: boot, stake cap, the house's rake and the turn's time. */
export function TableFacts({
  table,
  currencySymbol,
}: {
  table: TeenPattiTable;
  currencySymbol: string;
}) {
  const { t, i18n } = useTranslation(TEEN_PATTI_NAMESPACE);
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  return (
    <dl className="tp-facts" aria-label={t('table.facts')}>
      <div>
        <dt>{t('list.boot')}</dt>
        <dd>{money(table.boot)}</dd>
      </div>
      <div>
        <dt>{t('list.maxStake')}</dt>
        <dd>{money(table.maxStake)}</dd>
      </div>
      <div>
        <dt>{t('list.rake')}</dt>
        <dd>{t('list.rakeValue', { percent: table.rakeBasisPoints / 100 })}</dd>
      </div>
      <div>
        <dt>{t('list.turn')}</dt>
        <dd>{t('list.turnValue', { seconds: table.turnSeconds })}</dd>
      </div>
    </dl>
  );
}
