import type { BlogFolder, BlogList } from "@vitrine/shared/schemas/content";
import { Link } from "react-router";
import { BlogGrid } from "./BlogCard";
import { plural } from "./format";
import { Pagination } from "./Pagination";
import { BLOG_PATH, folderPath, withQuery } from "./paths";

function Count({ value }: { value: number }) {
  return (
    <span className="chip__count">
      {value}
      <span className="visually-hidden"> {value > 1 ? "articles" : "article"}</span>
    </span>
  );
}

/**
 * The blog's folders as chips (the current one marked, its parent too when in a subfolder), then
 * the subfolders of the current folder.
 */
export function FolderNav({
  root,
  folder,
  activeTopId,
}: {
  root: BlogFolder;
  folder: BlogFolder;
  /** The top-level folder the current folder belongs to (itself at the top). */
  activeTopId: number | null;
}) {
  const isRoot = folder.id === null;
  return (
    <nav className="folder-nav" aria-label="Dossiers du blog">
      <ul className="chips">
        <li>
          <Link className="chip" to={BLOG_PATH} aria-current={isRoot ? "page" : undefined}>
            Tous les articles <Count value={root.articleCount} />
          </Link>
        </li>
        {root.children.map((child) => (
          <li key={child.id}>
            <Link
              className={`chip${child.id === activeTopId ? " chip--active" : ""}`}
              to={folderPath(child)}
              aria-current={child.id === folder.id ? "page" : undefined}
            >
              {child.name} <Count value={child.articleCount} />
            </Link>
          </li>
        ))}
      </ul>
      {!isRoot && folder.children.length > 0 ? (
        <div className="folder-nav__sub">
          <p className="folder-nav__label">Dans ce dossier&nbsp;:</p>
          <ul className="chips">
            {folder.children.map((child) => (
              <li key={child.id}>
                <Link className="chip chip--soft" to={folderPath(child)}>
                  {child.name} <Count value={child.articleCount} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}

/** The articles of a folder (or of the whole blog), 12 per page. */
export function BlogListing({
  list,
  page,
  perPage,
  basePath,
}: {
  list: BlogList;
  page: number;
  perPage: number;
  basePath: string;
}) {
  return (
    <>
      <p className="list-count">{plural(list.total, "article", "articles")}</p>
      {list.blogs.length > 0 ? (
        <BlogGrid articles={list.blogs} headingLevel={2} />
      ) : (
        <div className="empty-state">
          <p>
            {list.total > 0
              ? "Cette page de la liste est vide."
              : "Aucun article n'est publié dans ce dossier pour le moment."}
          </p>
          <p>
            <Link to={BLOG_PATH}>Voir tous nos conseils</Link>
          </p>
        </div>
      )}
      <Pagination
        page={page}
        total={list.total}
        perPage={perPage}
        href={(target) => withQuery(basePath, { page: target })}
      />
    </>
  );
}
