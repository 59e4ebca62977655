import { CONFLICT_MESSAGE } from "./save-flow";
import type { EditorAlert } from "./use-layout-session";

interface EditorMessagesProps {
  alert: EditorAlert | null;
  status: string;
  /** The editor's code could not load. */
  failed: boolean;
  /** Opens the page's stored layout again, the changes left behind. */
  onReload: () => void;
  /** Closes a failure's message. */
  onDismiss: () => void;
}

/**
 * The editor's messages over the canvas: a conflict or a failure in an alert region (a conflict
 * with « Recharger »), what was done in a status region. Both regions stay in the page, empty.
 */
export function EditorMessages({ alert, status, failed, onReload, onDismiss }: EditorMessagesProps) {
  return (
    <div className="layout-editor__messages">
      <div role="alert" className="layout-editor__alert">
        {alert?.kind === "conflict" ? (
          <p className="editor-message editor-message--error">
            <span>{CONFLICT_MESSAGE}</span>
            <button type="button" className="admin-btn" onClick={onReload}>
              Recharger
            </button>
          </p>
        ) : alert ? (
          <p className="editor-message editor-message--error">
            <span>{alert.message}</span>
            <button type="button" className="admin-btn" onClick={onDismiss}>
              Fermer<span className="visually-hidden"> le message</span>
            </button>
          </p>
        ) : failed ? (
          <p className="editor-message editor-message--error">
            L'éditeur n'a pas pu se charger. Vérifiez votre connexion puis rechargez la page.
          </p>
        ) : null}
      </div>
      <p role="status" className="layout-editor__status">
        {status}
      </p>
    </div>
  );
}
