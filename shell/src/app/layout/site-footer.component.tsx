import { getEventBus, type Language, numberFormat, useTranslation } from '@site/shared';
import type { ReactNode } from 'react';
import { Link } from '@site/shared/router';
import { usePermission } from '../../ui/brand-state';
import { configuredSocialLinks } from '../../ui/social/social-links';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import {
  CERTIFICATIONS,
  DEFAULT_REGULATORS,
  KNOWN_REGULATORS,
  PAYMENT_METHODS,
} from './site-footer-content';
import { VendorLogoCarousel } from '../../features/navigation/vendor-logo-carousel.component';
import './site-footer.css';

const localized = (value: unknown, language: Language): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && language in value) {
    const text = (value as Record<string, unknown>)[language];
    return typeof text === 'string' ? text : null;
  }
  return null;
};

const FOOTER_LINKS = [
  { to: '/noticePage', key: 'notices' },
  { to: '/help', key: 'help' },
  { to: '/down', key: 'download' },
  { to: '/join', key: 'join' },
] as const;

function FooterSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * spec §1 footer: vendor logos, licence statement, payment methods, certifications,
 * community links, the three regulators, the 18+ notice and the copyright year.
 */
export function SiteFooter() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const { brandName, settings, customerService } = usePermission();
  const language = i18n.language as Language;
  const number = numberFormat(language, { useGrouping: false });
  const regulators = (
    Array.isArray(settings.regulators) ? (settings.regulators as string[]) : [...DEFAULT_REGULATORS]
  ).filter((code) => KNOWN_REGULATORS.includes(code));
  const licence =
    localized(settings.licence, language) ?? t('footer.licence', { brand: brandName });
  const community = configuredSocialLinks(customerService.links);

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <VendorLogoCarousel />
        <div className="site-footer__columns">
          <FooterSection id="footer-payments" title={t('footer.paymentsTitle')}>
            <ul className="chip-list">
              {PAYMENT_METHODS.map((method) => (
                <li key={method} className="chip">
                  {t(`footer.payments.${method}`)}
                </li>
              ))}
            </ul>
          </FooterSection>
          <FooterSection id="footer-certifications" title={t('footer.certificationsTitle')}>
            <ul className="chip-list">
              {CERTIFICATIONS.map((name) => (
                <li key={name} className="chip chip--outline">
                  {t(`footer.certifications.${name}`)}
                </li>
              ))}
            </ul>
          </FooterSection>
          {community.length > 0 && (
            <FooterSection id="footer-community" title={t('footer.communityTitle')}>
              <ul className="chip-list">
                {community.map(({ channel, url }) => (
                  <li key={channel}>
                    <a
                      className="chip chip--link"
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t(`sideBar.${channel}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </FooterSection>
          )}
          <FooterSection id="footer-links" title={t('footer.linksTitle')}>
            <ul className="site-footer__links">
              {FOOTER_LINKS.map(({ to, key }) => (
                <li key={key}>
                  <Link to={to}>{t(`footer.links.${key}`)}</Link>
                </li>
              ))}
              <li>
                {/* The member's limits and breaks live in the member centre (a guest logs in first). */}
                <button
                  type="button"
                  className="link-button site-footer__link-button"
                  onClick={() =>
                    getEventBus().send('open-member-centre', { entry: 'responsibleGaming' })
                  }
                >
                  {t('footer.links.responsibleGaming')}
                </button>
              </li>
            </ul>
          </FooterSection>
        </div>
        <section className="site-footer__regulators" aria-labelledby="footer-regulators">
          <h2 id="footer-regulators" className="site-footer__heading">
            {t('footer.regulatorsTitle')}
          </h2>
          <ul className="chip-list chip-list--center">
            {regulators.map((code) => (
              <li key={code} className="regulator">
                <span className="regulator__code" aria-hidden="true">
                  {code}
                </span>
                <span className="regulator__name">{t(`footer.regulatorNames.${code}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="site-footer__licence">{licence}</p>
        <p className="site-footer__age" data-testid="footer-age">
          <span className="badge badge--age">{number.format(settings.ageLimit)}+</span>{' '}
          {t('footer.age', { age: settings.ageLimit })}
        </p>
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: settings.copyrightYear, brand: brandName })}
        </p>
      </div>
    </footer>
  );
}
