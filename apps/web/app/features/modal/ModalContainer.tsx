import { faXmark } from "@fortawesome/free-solid-svg-icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { listen, type ModalEvent } from "../events";
import { Icon } from "../icons/Icon";

const OPENED_KEY = "opened-popups";
const popupKey = (id: string | number) => `popup-${id}`;

/** Popup ids already opened during this visit. */
function recordOpened(id: string | number) {
  const opened = new Set<string>(JSON.parse(sessionStorage.getItem(OPENED_KEY) ?? "[]"));
  opened.add(String(id));
  sessionStorage.setItem(OPENED_KEY, JSON.stringify([...opened]));
}

export function wasOpenedThisVisit(id: string | number): boolean {
  try {
    return (JSON.parse(sessionStorage.getItem(OPENED_KEY) ?? "[]") as string[]).includes(String(id));
  } catch {
    return false;
  }
}

/** True when a popup closed earlier is still within its hide duration. */
export function isPopupHidden(id: string | number, hideDurationDays: number): boolean {
  const stamp = Number(localStorage.getItem(popupKey(id)));
  return Number.isFinite(stamp) && stamp > 0 && Date.now() - stamp < hideDurationDays * 86_400_000;
}

/** The modal container: opened by a root event, closed by Escape, the backdrop or its button. */
export function ModalContainer() {
  const [modal, setModal] = useState<ModalEvent | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => listen("vitrine:modal", setModal), []);

  useEffect(() => {
    const element = dialog.current;
    if (!modal || !element) return;
    element.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [modal]);

  const close = useCallback(() => {
    if (!modal) return;
    recordOpened(modal.id);
    if (!modal.showOnEveryReload) localStorage.setItem(popupKey(modal.id), String(Date.now()));
    dialog.current?.close();
    setModal(null);
  }, [modal]);

  if (!modal) return null;
  return (
    <dialog
      ref={dialog}
      className={`modal${modal.darkBackground === false ? " modal--light" : ""}`}
      style={modal.style}
      aria-label={modal.title ?? "Information"}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <div className="modal__body">
        <button type="button" className="modal__close" onClick={close} aria-label="Fermer">
          <Icon icon={faXmark} />
        </button>
        {modal.title ? <h2 className="modal__title">{modal.title}</h2> : null}
        <div dangerouslySetInnerHTML={{ __html: modal.content }} />
      </div>
    </dialog>
  );
}
