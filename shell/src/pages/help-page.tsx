import { useTranslation } from '@site/shared';
import { usePermission } from '../ui/brand-state';
import { FeedbackForm } from '../features/feedback/feedback-form';
import { wordLimitsOf } from '../features/feedback/word-count';
import { HelpCentre } from '../features/help/help-centre';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import { CustomerServiceButton } from '../features/chat/customer-service-button';
import { SafeHtml } from '../ui/safe-html';
import './pages.css';

/** spec §2 /help and /helpmc (the game lists' help link): the help centre, then feedback. */
export function HelpPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const permission = usePermission();
  return (
    <div className="page help-page" data-testid="help-page">
      <h1 className="page-heading">{t('help.title')}</h1>
      <p className="page-lead">{t('help.lead')}</p>
      <HelpCentre renderHtml={(html) => <SafeHtml className="rich-text" html={html} />} />
      <div className="help-page__more">
        <section className="card" aria-labelledby="feedback-title" id="feedback">
          <h2 id="feedback-title" className="section-title">
            {t('feedback.title')}
          </h2>
          <p className="form__hint">{t('feedback.lead')}</p>
          <FeedbackForm limits={wordLimitsOf(permission.settings)} />
        </section>
        <section className="card help-page__contact" aria-labelledby="contact-title">
          <h2 id="contact-title" className="section-title">
            {t('help.contactTitle')}
          </h2>
          <p>{t('help.contactBody')}</p>
          <CustomerServiceButton />
        </section>
      </div>
    </div>
  );
}
