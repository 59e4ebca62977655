import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface EditorTab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface EditorTabsProps<Id extends string> {
  label: string;
  tabs: EditorTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

/**
 * A side panel's tabs (ARIA tabs: arrow keys move between them). Every panel stays in the page,
 * hidden when not chosen, for GrapesJS draws into them once.
 */
export function EditorTabs<Id extends string>({ label, tabs, selected, onSelect }: EditorTabsProps<Id>) {
  const prefix = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className="editor-tabs">
      <div className="editor-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${prefix}-${tab.id}-tab`}
            className="editor-tabs__tab"
            aria-selected={selected === tab.id}
            aria-controls={`${prefix}-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-${tab.id}`}
          aria-labelledby={`${prefix}-${tab.id}-tab`}
          className="editor-tabs__panel"
          hidden={selected !== tab.id}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
