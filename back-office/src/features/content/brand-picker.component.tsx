import { SelectField } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../i18n/translations';
import { listBrands } from '../../ui/brands.resource';

/** The operator's brands, to pick the one whose content the page edits; null while loading. */
export function useContentBrands(): {
  brands: string[] | null;
  failed: boolean;
  retry: () => void;
} {
  const brands = useQuery(listBrands.query());
  return {
    brands: brands.data ?? null,
    failed: brands.isError,
    retry: () => void brands.refetch(),
  };
}

export function BrandPicker({
  brands,
  value,
  onChange,
}: {
  brands: readonly string[];
  value: string;
  onChange: (brand: string) => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <div className="content-toolbar__brand">
      <SelectField
        name="brand"
        label={t('queue.brand')}
        value={value}
        onChange={onChange}
        options={brands.map((code) => ({ value: code, label: code }))}
      />
    </div>
  );
}
