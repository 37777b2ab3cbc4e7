import { useTranslation } from '@site/shared';
import { addTranslations, NAMESPACE } from './i18n/translations';
import './page.css';

export { protocolVersion, sharedVersion } from '@site/shared/build-info';

void addTranslations();

/** A page the shell has never heard of: declared in src/routes.json, it ships with the remote. */
export default function PointsNewsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="outside-remote" data-testid="outside-news">
      <h1>{t('newsTitle')}</h1>
      <p>{t('newsBody')}</p>
    </section>
  );
}
