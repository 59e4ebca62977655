import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormMessage } from "../../account/fields";
import { plural } from "../../content/format";
import { type ListParams, type ListSpec, listHref, PER_PAGE } from "./list-params";

interface ListFrameProps {
  spec: ListSpec;
  params: ListParams;
  total: number;
  /** « service », « services »… */
  noun: [string, string];
  searchLabel: string;
  /** The list's own filters, shown beside the search field (selects named as the address). */
  filters?: ReactNode;
  refusal: { message: string; errors: Record<string, string> } | null;
  children: ReactNode;
}

/**
 * What every content list has around its table: the search and filter form (a GET form: the
 * address is the list's state), the count, the API's refusal of a filter, the pages.
 */
export function ListFrame({
  spec,
  params,
  total,
  noun,
  searchLabel,
  filters,
  refusal,
  children,
}: ListFrameProps) {
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const filtered = Boolean(params.search || Object.values(params.filters).some(Boolean));
  const searchError = refusal?.errors.search;
  return (
    <>
      <Form method="get" className="content-filters" role="search" aria-label={`Rechercher des ${noun[1]}`}>
        <div className={`field${searchError ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor="recherche">
            {searchLabel}
          </label>
          <input
            id="recherche"
            name="recherche"
            type="search"
            className="field__input"
            defaultValue={params.search}
            aria-invalid={searchError ? true : undefined}
          />
        </div>
        {filters}
        {params.sort.key !== spec.defaultSort.key || params.sort.desc !== spec.defaultSort.desc ? (
          <input type="hidden" name="tri" value={`${params.sort.key}-${params.sort.desc ? "desc" : "asc"}`} />
        ) : null}
        <button type="submit" className="admin-btn">
          Filtrer
        </button>
      </Form>
      {refusal ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
      <p className="orders__count" aria-live="polite">
        {total === 0
          ? filtered
            ? `Aucun élément ne correspond à ces critères.`
            : "Rien pour le moment."
          : `${plural(total, noun[0], noun[1])}${filtered ? " correspondant aux critères" : ""}.`}
      </p>
      {children}
      {pageCount > 1 ? (
        <nav className="orders__pages" aria-label={`Pages des ${noun[1]}`}>
          {params.page > 1 ? (
            <Link to={listHref(spec, params, { page: params.page - 1 })}>Page précédente</Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {params.page} sur {pageCount}
          </span>
          {params.page < pageCount ? (
            <Link to={listHref(spec, params, { page: params.page + 1 })}>Page suivante</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
