import { faPlus, faSliders, faXmark } from "@fortawesome/free-solid-svg-icons";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../icons/Icon";

/**
 * On a narrow screen (below 960 px, admin-editor-phone.css) the side panels leave the canvas the
 * width: each is a sheet under the canvas, opened and closed by its button in the toolbar (a
 * disclosure: aria-expanded, aria-controls). Opening one moves the focus into it, closes the other;
 * Escape or « Fermer » closes it and gives the focus back to its button. On a wide screen the
 * buttons are not shown and both panels stay beside the canvas.
 */
export type SheetId = "add" | "settings";

/** Each sheet's button: its visible label, the rest of its name (read, not shown), its icon. */
const SHEETS: { id: SheetId; label: string; more: string; icon: typeof faPlus }[] = [
  { id: "add", label: "Blocs", more: " et calques", icon: faPlus },
  { id: "settings", label: "Réglages", more: "", icon: faSliders },
];

export function useSideSheets() {
  const [open, setOpen] = useState<SheetId | null>(null);
  const prefix = useId();
  const buttons = useRef<Partial<Record<SheetId, HTMLButtonElement | null>>>({});
  const moveFocus = useRef<SheetId | "button" | null>(null);
  const last = useRef<SheetId | null>(null);
  const idOf = useCallback((id: SheetId) => `${prefix}-${id}`, [prefix]);

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === "button" && last.current) buttons.current[last.current]?.focus();
    else if (target && target === open) {
      // The sheet's chosen tab: where its keyboard use starts.
      document
        .getElementById(idOf(target))
        ?.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')
        ?.focus();
    }
  }, [open, idOf]);

  const toggle = useCallback(
    (id: SheetId) => {
      last.current = id;
      const next = open === id ? null : id;
      moveFocus.current = next;
      setOpen(next);
    },
    [open],
  );
  const close = useCallback(() => {
    moveFocus.current = "button";
    setOpen(null);
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "Escape" || open === null) return;
      event.preventDefault();
      close();
    },
    [open, close],
  );
  return { open, idOf, buttons, toggle, close, onKeyDown };
}

export type SideSheets = ReturnType<typeof useSideSheets>;

/** The sheets' buttons, in the toolbar (shown on a narrow screen only). */
export function SheetButtons({ sheets }: { sheets: SideSheets }) {
  return (
    <fieldset className="editor-bar__group editor-bar__sheets">
      <legend className="visually-hidden">Panneaux</legend>
      {SHEETS.map((sheet) => (
        <button
          key={sheet.id}
          ref={(element) => {
            sheets.buttons.current[sheet.id] = element;
          }}
          type="button"
          className="admin-btn"
          aria-expanded={sheets.open === sheet.id}
          aria-controls={sheets.idOf(sheet.id)}
          onClick={() => sheets.toggle(sheet.id)}
          onKeyDown={sheets.onKeyDown}
        >
          <Icon icon={sheet.icon} /> {sheet.label}
          {sheet.more ? <span className="visually-hidden">{sheet.more}</span> : null}
        </button>
      ))}
    </fieldset>
  );
}

/** A sheet's title and its « Fermer » button (shown on a narrow screen only). */
export function SheetHead({ sheets, id }: { sheets: SideSheets; id: SheetId }) {
  const sheet = SHEETS.find((each) => each.id === id);
  const title = sheet ? sheet.label + sheet.more : "";
  return (
    <div className="editor-sheet__head">
      <h2 className="editor-sheet__title">{title}</h2>
      <button type="button" className="admin-btn editor-btn--small" onClick={sheets.close}>
        <Icon icon={faXmark} /> Fermer<span className="visually-hidden"> le panneau {title}</span>
      </button>
    </div>
  );
}
