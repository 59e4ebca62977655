import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { AppLoadContext, MetaFunction } from "react-router";
import { Form, Link, type LoaderFunctionArgs, useLoaderData, useSubmit } from "react-router";
import { pageParam } from "../features/content/detail.server";
import { FilterSelect } from "../features/content/FilterSelect";
import { plural } from "../features/content/format";
import { Pagination } from "../features/content/Pagination";
import { ProjectGrid } from "../features/content/ProjectCard";
import { PROJECTS_PATH, withQuery } from "../features/content/paths";
import { cardProjects, categoryLabels, townsOf } from "../features/content/projects";
import { projectsOf } from "../features/content/projects.server";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, pageHeading, routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root-data";

/**
 * /realisations: the completed projects, filtered by type of work (the service) and town with a
 * plain GET form, 24 per page (spec section 9). Only values that match a project are offered; any
 * other value in the address is ignored.
 */
export async function loader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  const { api } = context;
  const url = new URL(request.url);
  const page = pageParam(url);
  const [all, services] = await Promise.all([
    projectsOf(api, { nbItem: PAGE_SIZE.full }),
    api.services({ nbItem: PAGE_SIZE.full }),
  ]);
  const categories = categoryLabels(services.services);
  const categoryOptions = services.services
    .filter((service) => all.items.some((project) => project.category === service.slug))
    .map((service) => ({ value: service.slug, label: service.title }));
  const towns = townsOf(all.items);
  const wantedCategory = url.searchParams.get("categorie") ?? "";
  const wantedTown = url.searchParams.get("commune") ?? "";
  const filters = {
    categorie: categoryOptions.some((o) => o.value === wantedCategory) ? wantedCategory : "",
    commune: towns.includes(wantedTown) ? wantedTown : "",
  };
  const list = await projectsOf(api, {
    page,
    nbItem: PAGE_SIZE.element,
    category: filters.categorie,
    location: filters.commune,
  });
  return {
    list: cardProjects(list),
    page,
    perPage: PAGE_SIZE.element,
    categories,
    categoryOptions,
    towns,
    filters,
  };
}

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "realisations", "Nos réalisations", "Découvrez les chantiers que nous avons réalisés.");

export default function ProjectsPage() {
  const { list, page, perPage, categories, categoryOptions, towns, filters } = useLoaderData<typeof loader>();
  const { pages } = useRootData();
  const submit = useSubmit();
  const sitePage = findPage(pages, "realisations");
  const crumb = sitePage?.menuTitle ?? "Nos réalisations";
  const filtered = Boolean(filters.categorie || filters.commune);
  const href = (target: number) => withQuery(PROJECTS_PATH, { ...filters, page: target });

  return (
    <PageLayout
      title={pageHeading(sitePage, "Nos réalisations")}
      intro={sitePage?.metaDescription}
      ariane={[{ name: crumb, path: PROJECTS_PATH }]}
    >
      <Form
        method="get"
        className="filters"
        role="search"
        aria-label="Filtrer les réalisations"
        // With JavaScript, a new choice applies at once; without it, the button does.
        onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      >
        <FilterSelect
          name="categorie"
          label="Type de travaux"
          value={filters.categorie}
          options={categoryOptions}
          allLabel="Tous les travaux"
        />
        <FilterSelect
          name="commune"
          label="Commune"
          value={filters.commune}
          options={towns.map((town) => ({ value: town, label: town }))}
          allLabel="Toutes les communes"
        />
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            Filtrer
          </button>
          {filtered ? (
            <Link className="filters__reset" to={PROJECTS_PATH} preventScrollReset>
              Effacer les filtres
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="list-count" role="status">
        {filtered
          ? `${plural(list.total, "réalisation correspond", "réalisations correspondent")} à votre recherche`
          : plural(list.total, "réalisation", "réalisations")}
      </p>

      {list.items.length > 0 ? (
        <ProjectGrid projects={list.items} categories={categories} headingLevel={2} />
      ) : (
        <div className="empty-state">
          <p>
            {list.total > 0
              ? "Cette page de la liste est vide."
              : filtered
                ? "Aucune réalisation ne correspond à ces critères pour le moment."
                : "Aucune réalisation n'est publiée pour le moment."}
          </p>
          {filtered || list.total > 0 ? (
            <p>
              <Link to={PROJECTS_PATH}>Voir toutes nos réalisations</Link>
            </p>
          ) : null}
        </div>
      )}

      <Pagination page={page} total={list.total} perPage={perPage} href={href} />

      <aside className="content-cta">
        <div>
          <p className="content-cta__title">Votre maison pourrait être notre prochain chantier</p>
          <p>Visite et devis gratuits, réponse sous 48&nbsp;h.</p>
        </div>
        <Link className="btn btn--accent" to="/demande-devis">
          Demander un devis gratuit
        </Link>
      </aside>
    </PageLayout>
  );
}
