import { useSearchParams } from '@site/shared/router';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useConsoleTranslation } from '../i18n/translations';
import { BrandPicker } from './brand-picker.component';
import { listBrands } from './brands.resource';
import { LoadFailure } from './load-failure.component';

type BrandPageProps = {
  /** The page's id: its heading is `${name}-title`. */
  name: string;
  title: string;
  intro?: string;
  className?: string;
  /** The page's content for the brand picked, started afresh for each brand. */
  children: (brand: string) => ReactNode;
};

/**
 * A page that works on one of the operator's brands at a time: its title, the brands as links
 * (`?brand=CODE`, the first until another is picked), and the picked brand's content, keyed by
 * the brand so that a switch leaves nothing of the last brand's (a page, a form, a notice).
 */
export function BrandPage({ name, title, intro, className = 'queue', children }: BrandPageProps) {
  const { t } = useConsoleTranslation();
  const [params] = useSearchParams();
  const brands = useQuery(listBrands.query());
  const brand = params.get('brand') ?? brands.data?.[0] ?? null;
  return (
    <section className={className} aria-labelledby={`${name}-title`}>
      <header className="queue__header">
        <h1 id={`${name}-title`}>{title}</h1>
        {intro && <p className="content-muted">{intro}</p>}
      </header>
      <BrandPicker brands={brands.data} selected={brand} label={t('brands.list')} />
      {brands.isError && <LoadFailure onRetry={() => void brands.refetch()} />}
      {brands.isPending && (
        <div className="site-skeleton content-toolbar__skeleton" aria-hidden="true" />
      )}
      {brands.data?.length === 0 && <p className="console-notice">{t('brands.noBrands')}</p>}
      {brand && <div key={brand}>{children(brand)}</div>}
    </section>
  );
}
