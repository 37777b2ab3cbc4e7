import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

/** The agent programme as spec §1 describes it: salaries by day, hour and round, and dividends. */
const BENEFITS = [
  'commission',
  'dailySalary',
  'realTimeSalary',
  'dividend',
  'team',
  'support',
] as const;

export function JoinBenefits() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <ul className="join-benefits" data-testid="join-benefits">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="card">
          <h2 className="card__title">{t(`join.benefits.${benefit}.title`)}</h2>
          <p className="card__meta">{t(`join.benefits.${benefit}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
