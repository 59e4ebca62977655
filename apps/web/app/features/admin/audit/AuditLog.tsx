import type { AuditEntry } from "@vitrine/shared/schemas/audit";
import { Form, Link } from "react-router";
import { SelectField } from "../../account/fields";
import { plural } from "../../content/format";
import { orderDateTime as dateTime } from "../../orders/OrderHistory";
import { actionLabel, diffLines, ENTITIES, type PageTitles, subjectOf } from "./audit-diff";

export const JOURNAL_PATH = "/admin/journal";

interface AuditLogProps {
  items: AuditEntry[];
  total: number;
  page: number;
  pageCount: number;
  /** The kind of things shown (`?quoi=page`); null for all. */
  entity: string | null;
  titles: PageTitles;
}

/** The address of a page of the journal, with its filter. */
function journalPage(page: number, entity: string | null): string {
  const query = new URLSearchParams();
  if (entity) query.set("quoi", entity);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${JOURNAL_PATH}?${search}` : JOURNAL_PATH;
}

/** An empty value: a dash, read « vide ». */
function Empty() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">vide</span>
    </>
  );
}

function Entry({ entry, titles }: { entry: AuditEntry; titles: PageTitles }) {
  const lines = diffLines(entry, titles);
  return (
    <li className="journal-entry">
      <p className="journal-entry__what">
        <strong>{actionLabel(entry.action)}</strong> :{" "}
        {entry.entity === "order" ? (
          <Link to={`/admin/commandes/${entry.entityId}`}>{subjectOf(entry, titles)}</Link>
        ) : (
          subjectOf(entry, titles)
        )}
      </p>
      <p className="journal-entry__who">
        Par {entry.userEmail}, le <time dateTime={entry.at}>{dateTime(entry.at)}</time>
      </p>
      {lines.length > 0 ? (
        <table className="journal-diff">
          <caption className="visually-hidden">Valeurs avant et après la modification</caption>
          <thead>
            <tr>
              <th scope="col">Champ</th>
              <th scope="col">Avant</th>
              <th scope="col">Après</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.field} className={`journal-diff__line journal-diff__line--${line.change}`}>
                <th scope="row">{line.label}</th>
                <td data-label="Avant">{line.before === "—" ? <Empty /> : <del>{line.before}</del>}</td>
                <td data-label="Après">{line.after === "—" ? <Empty /> : <ins>{line.after}</ins>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

/** The site's audit log: who changed what, when, the values before and after; newest first, by pages. */
export function AuditLog({ items, total, page, pageCount, entity, titles }: AuditLogProps) {
  return (
    <section className="admin-card journal" aria-labelledby="journal-titre">
      <h1 id="journal-titre">Journal des modifications</h1>
      <Form method="get" className="journal__filter">
        <SelectField id="journal-quoi" name="quoi" label="Modifications de" defaultValue={entity ?? ""}>
          <option value="">Tout le site</option>
          {Object.entries(ENTITIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="admin-btn">
          Afficher
        </button>
      </Form>
      <p className="journal__count">
        {total === 0
          ? "Aucune modification enregistrée."
          : `${plural(total, "modification", "modifications")}, les plus récentes d'abord.`}
      </p>
      {items.length > 0 ? (
        <ol className="journal__entries">
          {items.map((entry) => (
            <Entry key={entry.id} entry={entry} titles={titles} />
          ))}
        </ol>
      ) : total > 0 ? (
        <p>
          Cette page du journal est vide. <Link to={journalPage(1, entity)}>Revenir aux plus récentes</Link>
        </p>
      ) : null}
      {pageCount > 1 ? (
        <nav className="journal__pages" aria-label="Pages du journal">
          {page > 1 ? <Link to={journalPage(page - 1, entity)}>Plus récentes</Link> : <span />}
          <span>
            Page {page} sur {pageCount}
          </span>
          {page < pageCount ? <Link to={journalPage(page + 1, entity)}>Plus anciennes</Link> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
