import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  /** Names the tab list for assistive tech ("Dashboard sections"). */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The content of the selected tab; only the selected panel is rendered. */
  renderPanel: (id: Id) => ReactNode;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern, with automatic activation: the tab
 * list is one stop in the tab order (roving tabindex); Left and Right arrows (wrapping),
 * Home and End move to another tab and select it; each panel is labelled by its tab. Every
 * panel element exists so that each tab's aria-controls points at something, but only the
 * selected one has content.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, renderPanel, className }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function selectAndFocus(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    selectAndFocus(moves[event.key]);
  }

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            className="tabs__panel"
            aria-labelledby={tabId(tab.id)}
            hidden={!isSelected}
            tabIndex={isSelected ? 0 : undefined}
          >
            {isSelected && renderPanel(tab.id)}
          </div>
        );
      })}
    </div>
  );
}
