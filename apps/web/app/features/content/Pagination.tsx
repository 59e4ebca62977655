import { faChevronLeft, faChevronRight } from "@fortawesome/free-solid-svg-icons";
import { Link } from "react-router";
import { Icon } from "../icons/Icon";

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageWindow(current: number, last: number): Array<number | "…"> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "…"> = [];
  for (const page of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === "number" && page - previous > 1) out.push("…");
    out.push(page);
  }
  return out;
}

/** Links to the pages of a list; plain links, so they work without JavaScript. */
export function Pagination({
  page,
  total,
  perPage,
  href,
}: {
  page: number;
  total: number;
  perPage: number;
  /** Address of a page, with the list's other parameters. */
  href: (page: number) => string;
}) {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={href(page - 1)} rel="prev">
              <Icon icon={faChevronLeft} /> Précédent
            </Link>
          ) : null}
        </li>
        {pageWindow(Math.min(page, last), last).map((entry, index) =>
          entry === "…" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="pagination__page"
                to={href(entry)}
                aria-current={entry === page ? "page" : undefined}
                aria-label={`Page ${entry}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link className="pagination__step" to={href(page + 1)} rel="next">
              Suivant <Icon icon={faChevronRight} />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
