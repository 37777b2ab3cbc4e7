import type { ReactNode } from 'react';
import { formatBadgeCount, useTranslation } from '../i18n';

export type CentreEntry = { key: string; label: string; badge?: number };

/**
 * spec §2 member and agent centres: a left menu and a content area; the active entry is
 * highlighted and badges show when above zero.
 */
export function CentreLayout({
  entries,
  active,
  onSelect,
  label,
  children,
}: {
  entries: CentreEntry[];
  active: string;
  onSelect: (key: string) => void;
  label: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="centre-layout">
      <nav className="centre-layout__menu" aria-label={label}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <button
                type="button"
                className="centre-layout__entry"
                aria-current={entry.key === active ? 'page' : undefined}
                onClick={() => onSelect(entry.key)}
              >
                <span>{entry.label}</span>
                {entry.badge !== undefined && entry.badge > 0 && (
                  <span className="badge badge--hot">
                    {formatBadgeCount(entry.badge, i18n.language)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="centre-layout__content">{children}</section>
    </div>
  );
}
