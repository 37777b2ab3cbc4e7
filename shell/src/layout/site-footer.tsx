import { useTranslation } from 'react-i18next';
import { usePermission } from '../features/brand/brand-state';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';

export function SiteFooter() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const { brandName, settings } = usePermission();
  return (
    <footer className="site-footer">
      <p className="site-footer__age">
        <span className="badge badge--age">
          {new Intl.NumberFormat(i18n.language).format(settings.ageLimit)}+
        </span>{' '}
        {t('footer.age', { age: settings.ageLimit })}
      </p>
      <p>{t('footer.licence', { brand: brandName })}</p>
      <p>{t('footer.regulators')}</p>
      <p>{t('footer.copyright', { year: settings.copyrightYear, brand: brandName })}</p>
    </footer>
  );
}
