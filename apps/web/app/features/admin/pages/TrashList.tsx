import type { TrashedPage } from "@vitrine/shared/schemas/admin-pages";
import { Form, Link } from "react-router";
import { plural } from "../../content/format";
import { orderDateTime as dateTime } from "../../orders/OrderHistory";
import { confirmPurge } from "./pages-paths";

/** Where a restore puts a page back, in words. */
const restoredUnder = (entry: TrashedPage) =>
  entry.parentTitle ? `sous « ${entry.parentTitle} »` : "au premier niveau";

/** The pages in the trash, newest first: each restored or deleted for good with its sub-pages. */
export function TrashList({ trash }: { trash: TrashedPage[] }) {
  if (trash.length === 0) {
    return <p className="trash-list__empty">La corbeille est vide.</p>;
  }
  return (
    <ul className="trash-list">
      {trash.map((entry) => (
        <li key={entry.id} className="trash-list__entry">
          <div className="trash-list__text">
            <p className="trash-list__title">{entry.title}</p>
            <p className="trash-list__meta">
              Supprimée le <time dateTime={entry.deletedAt}>{dateTime(entry.deletedAt)}</time>
              {entry.pageCount > 1 ? `, avec ${plural(entry.pageCount - 1, "sous-page", "sous-pages")}` : ""}.
              Adresse « {entry.url} » ; une restauration la remet {restoredUnder(entry)}.
            </p>
          </div>
          <div className="trash-list__actions">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="restore" />
              <input type="hidden" name="id" value={entry.id} />
              <button type="submit" className="admin-btn admin-btn--primary">
                Restaurer<span className="visually-hidden"> « {entry.title} »</span>
              </button>
            </Form>
            <Link to={confirmPurge(entry.id)} className="admin-btn admin-btn--danger" preventScrollReset>
              Supprimer définitivement<span className="visually-hidden"> « {entry.title} »</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
