import { EmptyState, useTranslation } from '@site/shared';
import { useDeployment, usePermission } from '../ui/brand-state';
import { InstallGuide } from '../features/download/install-guide';
import { QrCode } from '../features/download/qr-code';
import { SHELL_NAMESPACE } from '../i18n/shell-translations';
import './pages.css';

const KNOWN_TYPES = ['ANDROID', 'IOS', 'IOS_LITE'];

/** spec §2 /down: one card per app of the permission's resources, with its QR code and guide. */
export function DownloadPage() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { resources, brandName } = usePermission();
  const { apiBaseUrl } = useDeployment();
  /**
   * A store address stays as it is. A path is a file the platform API makes for this brand
   * (the lite app's profile), told which site to open, since a scanned code has no referrer.
   */
  const absolute = (url: string) => {
    if (/^https?:\/\//.test(url)) return url;
    const served = new URL(apiBaseUrl.replace(/\/$/, '') + url, window.location.origin);
    served.searchParams.set('site', window.location.origin);
    return served.href;
  };
  const apps = resources.filter((resource) => KNOWN_TYPES.includes(resource.resourceType));
  return (
    <div className="page download-page" data-testid="download-page">
      <h1 className="page-heading">{t('download.title', { brand: brandName })}</h1>
      <p className="page-lead">{t('download.lead')}</p>
      {apps.length === 0 ? (
        <EmptyState title={t('download.empty')} />
      ) : (
        <ul className="download-grid">
          {apps.map((resource) => {
            const url = absolute(resource.url);
            const name = t(`download.apps.${resource.resourceType}`);
            return (
              <li
                key={resource.resourceType}
                className="card download-card"
                data-testid="download-card"
              >
                <h2 className="section-title">{name}</h2>
                <p className="form__hint">{t(`download.about.${resource.resourceType}`)}</p>
                {resource.qrCodeUrl ? (
                  <img
                    className="qr-code"
                    src={resource.qrCodeUrl}
                    alt={t('download.qrLabel', { app: name })}
                    width={168}
                    height={168}
                  />
                ) : (
                  <QrCode value={url} label={t('download.qrLabel', { app: name })} />
                )}
                <a className="site-button site-button--primary" href={url} rel="noopener">
                  {t('download.get', { app: name })}
                </a>
                <InstallGuide resourceType={resource.resourceType} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
