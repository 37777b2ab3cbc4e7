import type { OperatorRole, OperatorView } from '@site/contracts';
import { Link } from '@site/shared/router';
import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { homePathFor, opensPage } from '../navigation';

type RoleGateProps = {
  operator: OperatorView;
  /** The page's role, or its roles (any one opens it). */
  role: OperatorRole | readonly OperatorRole[];
  children: ReactNode;
};

/**
 * A page's route refuses an operator without its role (a typed or bookmarked address), before
 * any of its calls: the API would refuse them too, but the page should say why.
 */
export function RoleGate({ operator, role, children }: RoleGateProps) {
  const { t } = useConsoleTranslation();
  if (opensPage(operator, role)) return children;
  return (
    <section className="console-refusal" role="alert" aria-labelledby="refused-title">
      <h1 id="refused-title">{t('refused.title')}</h1>
      <p>
        {t('refused.body', {
          role: (typeof role === 'string' ? [role] : role)
            .map((one) => t(`roles.${one}`))
            .join(', '),
          roles: operator.roles.map((held) => t(`roles.${held}`)).join(', '),
        })}
      </p>
      <Link className="site-button" to={homePathFor(operator)}>
        {t('refused.back')}
      </Link>
    </section>
  );
}
