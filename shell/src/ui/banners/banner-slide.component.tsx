import type { Banner } from '@site/shared';
import { useTranslation } from '@site/shared';
import { Link } from '@site/shared/router';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  return (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      width={1920}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // the first banner is the page's largest paint
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

/** spec §2: a banner with a linkage type is clickable and opens its link. */
export function BannerSlide({ banner, index }: { banner: Banner; index: number }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const image = <BannerImage banner={banner} eager={index === 0} />;
  let content = image;
  if (banner.linkageType && banner.link) {
    content =
      banner.linkageType === 'URL' ? (
        <a
          href={banner.link}
          target="_blank"
          rel="noopener noreferrer"
          className="banner__link"
          aria-label={t('banner.openExternal', { title: banner.title })}
        >
          {image}
        </a>
      ) : (
        <Link to={banner.link} className="banner__link">
          {image}
        </Link>
      );
  }
  return (
    <div
      className="banner__slide"
      role="group"
      aria-roledescription={t('banner.slide')}
      aria-label={banner.title}
      data-testid="banner-slide"
      data-group={banner.groupName}
      data-banner-id={banner.bannerId}
    >
      {content}
    </div>
  );
}
