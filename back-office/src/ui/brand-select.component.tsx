import { SelectField } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleTranslation } from '../i18n/translations';
import { listBrands } from './brands.resource';

/**
 * The brand a content page works on: one of the operator's brands (GET /ops/brands), the
 * first until another is picked.
 */
export function BrandSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (brand: string) => void;
}) {
  const { t } = useConsoleTranslation();
  const brands = useQuery(listBrands.query());
  const first = brands.data?.[0];
  useEffect(() => {
    if (value === null && first) onChange(first);
  }, [value, first, onChange]);
  return (
    <SelectField
      name="brand"
      label={t('content.brand')}
      value={value ?? ''}
      onChange={onChange}
      options={(brands.data ?? []).map((code) => ({ value: code, label: code }))}
      error={brands.isError ? t('common.loadFailed') : null}
    />
  );
}
