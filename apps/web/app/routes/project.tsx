import { faPhone } from "@fortawesome/free-solid-svg-icons";
import { isApiError } from "@vitrine/sdk/client";
import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { Album } from "@vitrine/shared/schemas/content";
import {
  type AppLoadContext,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { AlbumGallery } from "../features/content/Album";
import { ContentImage } from "../features/content/ContentImage";
import { orNotFound, requireCanonical } from "../features/content/detail.server";
import { formatDate, isoDay } from "../features/content/format";
import { ProjectGrid } from "../features/content/ProjectCard";
import { PROJECTS_PATH, projectPath, withQuery } from "../features/content/paths";
import { cardProject, categoryLabels, PROJECTS_ROUTE } from "../features/content/projects";
import { projectsOf } from "../features/content/projects.server";
import { Icon } from "../features/icons/Icon";
import { telHref } from "../features/layout/ContactLines";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage } from "../features/layout/site-pages";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf, useRootData } from "../root-data";

/** /les-realisations/{slug?}/{id}: one completed project, its fact sheet and its album. */
export async function loader({ context, params, request }: LoaderFunctionArgs<AppLoadContext>) {
  const { api } = context;
  const id = requireNumericId(params.id);
  const project = await orNotFound(api.element(PROJECTS_ROUTE, id));
  requireCanonical(request, projectPath(project));
  const [album, services, related] = await Promise.all([
    project.albumId
      ? api.album(project.albumId).catch((error: unknown): Album | null => {
          if (isApiError(error) && error.status < 500) return null;
          throw error;
        })
      : null,
    api.services({ nbItem: PAGE_SIZE.full }),
    project.category ? projectsOf(api, { category: project.category, nbItem: 4 }) : null,
  ]);
  return {
    project,
    album,
    categories: categoryLabels(services.services),
    related: (related?.items ?? [])
      .filter((p) => p.id !== project.id)
      .slice(0, 3)
      .map(cardProject),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  if (!data) return [];
  const { project } = data;
  const tags = pageMeta(root?.info.name, project.title, project.summary);
  if (project.image && root)
    tags.push({ property: "og:image", content: `${root.origin}${project.image.url}` });
  return tags;
};

export default function ProjectPage() {
  const { project, album, categories, related } = useLoaderData<typeof loader>();
  const { values, pages } = useRootData();
  const category = project.category ? categories[project.category] : undefined;
  const projectsPage = findPage(pages, "realisations");
  const path = projectPath(project);
  const hasAlbum = Boolean(album && album.images.length + album.videos.length > 0);

  return (
    <PageLayout
      title={project.title}
      intro={project.summary}
      ariane={[
        { name: projectsPage?.menuTitle ?? "Réalisations", path: PROJECTS_PATH },
        { name: project.title, path },
      ]}
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          {hasAlbum && album ? (
            <section className="detail-section" aria-labelledby="projet-photos">
              <h2 id="projet-photos">Le chantier en photos</h2>
              <p className="detail-section__hint">Touchez ou cliquez une photo pour l'agrandir.</p>
              <AlbumGallery album={album} mosaic priorityFirst label={`Photos : ${project.title}`} />
            </section>
          ) : project.image ? (
            <figure className="detail-figure">
              <ContentImage image={project.image} priority />
            </figure>
          ) : null}
          {project.body ? (
            <section className="detail-section" aria-labelledby="projet-recit">
              <h2 id="projet-recit">Le projet</h2>
              <div className="prose" dangerouslySetInnerHTML={{ __html: project.body }} />
            </section>
          ) : null}
        </div>

        <aside className="detail-layout__aside">
          <section className="card detail-facts" aria-labelledby="projet-fiche">
            <h2 id="projet-fiche">Fiche du chantier</h2>
            <dl className="facts">
              {category ? (
                <div>
                  <dt>Type de travaux</dt>
                  <dd>
                    <Link to={withQuery(PROJECTS_PATH, { categorie: project.category })}>{category}</Link>
                  </dd>
                </div>
              ) : null}
              {project.location ? (
                <div>
                  <dt>Commune</dt>
                  <dd>{project.location}</dd>
                </div>
              ) : null}
              {project.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
              <div>
                <dt>Publié le</dt>
                <dd>
                  <time dateTime={isoDay(project.publishedAt)}>{formatDate(project.publishedAt)}</time>
                </dd>
              </div>
            </dl>
          </section>
          <section className="card detail-cta" aria-labelledby="projet-devis">
            <h2 id="projet-devis">Un projet similaire&nbsp;?</h2>
            <p>
              Parlons-en&nbsp;: la visite et le devis sont gratuits, et vous recevez notre proposition sous
              48&nbsp;h.
            </p>
            <div className="detail-cta__actions">
              <Link className="btn btn--accent" to="/demande-devis">
                Demander un devis gratuit
              </Link>
              {values.COMPANY_PHONE ? (
                <a className="btn btn--ghost" href={telHref(values.COMPANY_PHONE)}>
                  <Icon icon={faPhone} /> {values.COMPANY_PHONE}
                </a>
              ) : null}
            </div>
          </section>
        </aside>
      </div>

      {related.length > 0 ? (
        <section className="related" aria-labelledby="projet-autres">
          <div className="related__head">
            <h2 id="projet-autres">
              {category ? `Autres chantiers : ${category.toLowerCase()}` : "Autres chantiers"}
            </h2>
            <Link to={withQuery(PROJECTS_PATH, { categorie: project.category })} className="related__more">
              Voir toutes ces réalisations
            </Link>
          </div>
          <ProjectGrid projects={related} categories={categories} />
        </section>
      ) : null}
    </PageLayout>
  );
}
