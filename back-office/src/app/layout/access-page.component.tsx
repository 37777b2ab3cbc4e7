import type { OperatorSession } from '@site/contracts';
import { Link } from '@site/shared/router';
import { useConsoleTranslation } from '../../i18n/translations';
import { pagesFor } from '../navigation';

/**
 * What the signed-in operator may do in the console today: its roles, brands, second factor and
 * the pages open to it. A support operator lands here, since no queue of this slice is theirs.
 */
export function AccessPage({ session }: { session: OperatorSession }) {
  const { t } = useConsoleTranslation();
  const { operator } = session;
  const queues = pagesFor(operator).filter((page) => page.role !== null);
  return (
    <section className="access" aria-labelledby="access-title">
      <h1 id="access-title">{t('access.title')}</h1>
      <p>{t('access.intro')}</p>
      <dl className="facts">
        <div className="facts__item">
          <dt>{t('access.roles')}</dt>
          <dd>{operator.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('access.brands')}</dt>
          <dd>{operator.brands ? operator.brands.join(', ') : t('access.allBrands')}</dd>
        </div>
        <div className="facts__item">
          <dt>{t('access.secondFactor')}</dt>
          <dd>
            {operator.secondFactor === 'verified'
              ? t('access.secondFactorVerified')
              : t('access.secondFactorNotRequired')}
          </dd>
        </div>
      </dl>
      <h2>{t('access.pages')}</h2>
      {queues.length === 0 ? (
        <p className="console-notice">{t('access.noPages')}</p>
      ) : (
        <ul className="access__pages">
          {queues.map((page) => (
            <li key={page.id}>
              <Link to={page.path}>{t(`nav.${page.id}`)}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="access__idle">{t('access.idle', { minutes: session.idleMinutes })}</p>
    </section>
  );
}
