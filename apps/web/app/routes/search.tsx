import {
  type AppLoadContext,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { ContentImage } from "../features/content/ContentImage";
import { pageParam } from "../features/content/detail.server";
import { plural } from "../features/content/format";
import { Pagination } from "../features/content/Pagination";
import { PageLayout } from "../features/layout/PageLayout";
import { KIND_LABELS, SEARCH_PATH, searchHref } from "../features/search/paths";
import { SearchBox } from "../features/search/SearchBox";
import { searchPage } from "../features/search/search.server";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

/**
 * /recherche?q=: the site search (SHOW_SEARCHBAR), a plain GET form and its results, best first,
 * 20 a page; works without JavaScript. Not indexed: results pages are no content of their own.
 */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url);
  return searchPage(context.api, url.searchParams.get("q") ?? "", pageParam(url));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, data?.q.trim() ? `Recherche : ${data.q.trim()}` : "Recherche"),
  { name: "robots", content: "noindex" },
];

export default function SearchPage() {
  const { q, page, perPage, result, error } = useLoaderData<typeof loader>();
  const asked = q.trim();
  return (
    <PageLayout title="Rechercher sur le site" ariane={[{ name: "Recherche", path: SEARCH_PATH }]}>
      <SearchBox defaultValue={q} className="search-box--page" label="Que cherchez-vous ?" />
      {error ? (
        <p className="search-results__message" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <section className="search-results" aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="search-results__count">
            {result.total
              ? `${plural(result.total, "résultat", "résultats")} pour « ${asked} »`
              : `Aucun résultat pour « ${asked} »`}
          </h2>
          {result.total === 0 ? (
            <p className="search-results__message">
              Essayez d'autres mots, moins de mots, ou parcourez le <Link to="/">site depuis l'accueil</Link>.
            </p>
          ) : (
            <ol className="search-results__list">
              {result.items.map((hit) => (
                <li key={`${hit.kind}-${hit.id}`} className="search-result">
                  {hit.image ? (
                    // The title says what the picture shows: it is decorative here.
                    <ContentImage
                      image={{ ...hit.image, alt: "" }}
                      className="search-result__image"
                      sizes="96px"
                    />
                  ) : null}
                  <div className="search-result__body">
                    <p className="search-result__kind">{KIND_LABELS[hit.kind]}</p>
                    <h3 className="search-result__title">
                      {hit.path === null ? (
                        hit.title
                      ) : hit.path.startsWith("/") ? (
                        <Link to={hit.path}>{hit.title}</Link>
                      ) : (
                        <a href={hit.path} rel="noopener">
                          {hit.title}
                        </a>
                      )}
                    </h3>
                    {hit.excerpt ? <p className="search-result__excerpt">{hit.excerpt}</p> : null}
                  </div>
                </li>
              ))}
            </ol>
          )}
          <Pagination page={page} total={result.total} perPage={perPage} href={(n) => searchHref(asked, n)} />
        </section>
      ) : null}
    </PageLayout>
  );
}
