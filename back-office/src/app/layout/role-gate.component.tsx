import type { OperatorRole, OperatorView } from '@site/contracts';
import { Link } from '@site/shared/router';
import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { holdsRole } from '../session/operator-session';
import { homePathFor } from '../navigation';

type RoleGateProps = { operator: OperatorView; role: OperatorRole; children: ReactNode };

/**
 * A page's route refuses an operator without its role (a typed or bookmarked address), before
 * any of its calls: the API would refuse them too, but the page should say why.
 */
export function RoleGate({ operator, role, children }: RoleGateProps) {
  const { t } = useConsoleTranslation();
  if (holdsRole(operator, role)) return children;
  return (
    <section className="console-refusal" role="alert" aria-labelledby="refused-title">
      <h1 id="refused-title">{t('refused.title')}</h1>
      <p>
        {t('refused.body', {
          role: t(`roles.${role}`),
          roles: operator.roles.map((held) => t(`roles.${held}`)).join(', '),
        })}
      </p>
      <Link className="site-button" to={homePathFor(operator)}>
        {t('refused.back')}
      </Link>
    </section>
  );
}
