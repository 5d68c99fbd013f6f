import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { ScrollRow } from './scroll-row';

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix for the tab and panel ids: tabs are `${idPrefix}-tab-${index}`, the panel `${idPrefix}-panel`. */
  idPrefix: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
  className?: string;
}

/** WAI-ARIA tabs with one shared panel (render <TabPanel> below); arrows, Home and End move between tabs. */
export function Tabs<T extends string>({ label, idPrefix, tabs, value, onChange, className }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusTab = (index: number) => {
    const count = tabs.length;
    const next = (index + count) % count;
    onChange(tabs[next].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusTab(moves[event.key]);
    }
  };
  // The chosen tab is scrolled into view, e.g. one picked with the keyboard past the row's edge.
  useEffect(() => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const row = listRef.current;
    const tab = row?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index];
    if (!row || !tab) return;
    // Sideways only (scrollIntoView would scroll the page too); a little of the next tab stays in sight.
    const margin = 32;
    if (tab.offsetLeft < row.scrollLeft) row.scrollLeft = Math.max(0, tab.offsetLeft - margin);
    else if (tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft + tab.offsetWidth - row.clientWidth + margin;
    }
  }, [tabs, value]);

  return (
    <div className={cn('border-b border-slate-200', className)}>
      <ScrollRow className="gap-1" rowRef={listRef} rowProps={{ role: 'tablist', 'aria-label': label }}>
        {tabs.map((tab, index) => {
          const isSelected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-h-11 shrink-0 whitespace-nowrap border-b-3 px-3 text-sm font-semibold',
                isSelected
                  ? 'border-brand-700 text-brand-700'
                  : 'border-transparent text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </ScrollRow>
    </div>
  );
}

export interface TabPanelProps<T extends string> {
  idPrefix: string;
  tabs: readonly { value: T }[];
  value: T;
  className?: string;
  children: ReactNode;
}

export function TabPanel<T extends string>({ idPrefix, tabs, value, className, children }: TabPanelProps<T>) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel`}
      aria-labelledby={`${idPrefix}-tab-${index}`}
      className={className}
    >
      {children}
    </div>
  );
}
