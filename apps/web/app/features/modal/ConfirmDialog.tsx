import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";

interface ConfirmDialogProps {
  title: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  /** Where « Annuler » and Escape lead: the address without the question. */
  cancelTo: string;
  /** The form whose button confirms (its own intent and fields). */
  confirm: ReactNode;
}

/**
 * A question before an action that cannot be taken back lightly (a deletion). Its address asks for
 * it (`?supprimer=1`), so it works without JavaScript: the server renders it open in the page; once
 * the scripts run it becomes modal (focus kept inside, the page behind inert). « Annuler » comes
 * first and takes the focus.
 */
export function ConfirmDialog({ title, children, cancelTo, confirm }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    // Rendered open by the server: reopened as a modal dialog.
    element.close();
    element.showModal();
    return () => element.close();
  }, []);
  const cancel = () => navigate(cancelTo, { preventScrollReset: true, replace: true });
  return (
    <dialog
      ref={dialog}
      open
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <div className="confirm-dialog__body">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        <div className="confirm-dialog__text">{children}</div>
        <div className="confirm-dialog__actions">
          <Link to={cancelTo} replace preventScrollReset className="admin-btn">
            Annuler
          </Link>
          {confirm}
        </div>
      </div>
    </dialog>
  );
}
