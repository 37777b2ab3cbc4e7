import { formatBadgeCount, useTranslation } from '@site/shared';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<Id extends string> = { id: Id; label: string; badge?: number };

type TabsProps<Id extends string> = {
  /** The tab list's name for assistive technology. */
  label: string;
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** The active tab's panel. */
  children?: ReactNode;
};

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrows (and Home/End) move and
 * select, the panel is named by its tab. Badges above zero show a count (99+ at most).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: TabsProps<Id>) {
  const { i18n } = useTranslation();
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!;
    onChange(next.id);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(next.id))}`)?.focus();
  };

  return (
    <div className="kit-tabs">
      <div className="kit-tabs__list" role="tablist" aria-label={label} ref={list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={tab.id === active ? panelId : undefined}
            tabIndex={tab.id === active ? 0 : -1}
            className="kit-tabs__tab"
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.badge !== undefined && tab.badge > 0 && (
              <span className="badge badge--hot">{formatBadgeCount(tab.badge, i18n.language)}</span>
            )}
          </button>
        ))}
      </div>
      {children !== undefined && (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} tabIndex={0}>
          {children}
        </div>
      )}
    </div>
  );
}
