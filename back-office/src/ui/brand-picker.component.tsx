import { Link } from '@site/shared/router';

/**
 * The operator's brands as links (`?brand=CODE`), the picked one marked as the current page:
 * the pages that show one brand's settings at a time.
 */
export function BrandPicker({
  brands,
  selected,
  label,
}: {
  brands: readonly string[] | undefined;
  selected: string | null;
  label: string;
}) {
  return (
    <nav className="brand-list" aria-label={label}>
      {brands?.map((code) => (
        <Link
          key={code}
          to={`?brand=${encodeURIComponent(code)}`}
          aria-current={code === selected ? 'page' : undefined}
        >
          {code}
        </Link>
      ))}
    </nav>
  );
}
