import { type ReactNode, useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";

interface ConfirmDialogProps {
  title: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  /** Where « Annuler » and Escape lead: the address without the question. */
  cancelTo: string;
  /** The form whose button confirms (its own intent and fields); none when the action cannot be taken. */
  confirm?: ReactNode;
  /** The label of the way out: « Annuler », or « Fermer » when there is nothing to confirm. */
  cancelLabel?: string;
}

/**
 * A question before an action that cannot be taken back lightly (a deletion). Its address asks for
 * it (`?supprimer=1`), so it works without JavaScript: the server renders it open in the page; once
 * the scripts run it becomes modal (focus kept inside, the page behind inert). « Annuler » comes
 * first and takes the focus.
 */
export function ConfirmDialog({
  title,
  children,
  cancelTo,
  confirm,
  cancelLabel = "Annuler",
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const way = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    // Rendered open by the server: reopened as a modal dialog.
    element.close();
    element.showModal();
    // The way out takes the focus, before any link of the text above it.
    way.current?.focus();
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
          <Link ref={way} to={cancelTo} replace preventScrollReset className="admin-btn">
            {cancelLabel}
          </Link>
          {confirm}
        </div>
      </div>
    </dialog>
  );
}
