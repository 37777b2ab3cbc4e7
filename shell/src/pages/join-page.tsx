import { useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { usePermission } from '../ui/brand-state';
import { JoinBenefits } from '../features/join/join-benefits';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { CustomerServiceButton } from '../features/chat/customer-service-button';
import './pages.css';

/** spec §2 /join: the agent programme (spec §1 salaries and dividend), register, or talk to us. */
export function JoinPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  return (
    <div className="page join-page" data-testid="join-page">
      <h1 className="page-heading">{t('join.title', { brand: permission.brandName })}</h1>
      <p className="page-lead">{t('join.lead')}</p>
      <JoinBenefits />
      <section className="card join-steps" aria-labelledby="join-steps-title">
        <h2 id="join-steps-title" className="section-title">
          {t('join.stepsTitle')}
        </h2>
        <ol>
          <li>{t('join.steps.register')}</li>
          <li>{t('join.steps.contact')}</li>
          <li>{t('join.steps.share')}</li>
          <li>{t('join.steps.earn')}</li>
        </ol>
        <div className="join-steps__actions">
          <Link className="site-button site-button--primary" to="/register">
            {t('join.register')}
          </Link>
          <CustomerServiceButton />
        </div>
      </section>
    </div>
  );
}
