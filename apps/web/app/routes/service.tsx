import { faArrowRight, faPhone } from "@fortawesome/free-solid-svg-icons";
import { PAGE_SIZE } from "@vitrine/shared/constants";
import {
  type AppLoadContext,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { ContentImage } from "../features/content/ContentImage";
import { orNotFound, requireCanonical } from "../features/content/detail.server";
import { ProjectGrid } from "../features/content/ProjectCard";
import { PROJECTS_PATH, servicePath, withQuery } from "../features/content/paths";
import { cardProjects, categoryLabels } from "../features/content/projects";
import { projectsOf } from "../features/content/projects.server";
import { Icon } from "../features/icons/Icon";
import { telHref } from "../features/layout/ContactLines";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf, useRootData } from "../root-data";

/** /services/{slug?}/{id}: one service (GET /service/{id}) and the projects of that kind. */
export async function loader({ context, params, request }: LoaderFunctionArgs<AppLoadContext>) {
  const { api } = context;
  const id = requireNumericId(params.id);
  const service = await orNotFound(api.service(id));
  requireCanonical(request, servicePath(service));
  const [projects, services] = await Promise.all([
    projectsOf(api, { category: service.slug, nbItem: 3 }),
    api.services({ nbItem: PAGE_SIZE.full }),
  ]);
  return { service, projects: cardProjects(projects), categories: categoryLabels(services.services) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  if (!data) return [];
  const tags = pageMeta(root?.info.name, data.service.title, data.service.summary);
  if (data.service.image && root) {
    tags.push({ property: "og:image", content: `${root.origin}${data.service.image.url}` });
  }
  return tags;
};

export default function ServicePage() {
  const { service, projects, categories } = useLoaderData<typeof loader>();
  const { values } = useRootData();
  return (
    <PageLayout
      title={service.title}
      intro={service.summary}
      ariane={[{ name: service.title, path: servicePath(service) }]}
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          {service.image ? (
            <figure className="detail-figure">
              <ContentImage image={service.image} priority />
            </figure>
          ) : null}
          <section className="detail-section" aria-labelledby="service-presentation">
            <h2 id="service-presentation">Notre savoir-faire</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: service.body }} />
          </section>
        </div>
        <aside className="detail-layout__aside">
          <section className="card detail-cta" aria-labelledby="service-devis">
            <h2 id="service-devis">Parlons de votre projet</h2>
            <p>Visite et devis gratuits, réponse sous 48&nbsp;h, aides financières étudiées avec vous.</p>
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
          {service.page ? (
            <p className="detail-more">
              <Link to={service.page.path}>
                Tout savoir sur notre offre « {service.page.title} » <Icon icon={faArrowRight} />
              </Link>
            </p>
          ) : null}
        </aside>
      </div>

      {projects.items.length > 0 ? (
        <section className="related" aria-labelledby="service-realisations">
          <div className="related__head">
            <h2 id="service-realisations">Nos réalisations en {service.title.toLowerCase()}</h2>
            {projects.total > projects.items.length ? (
              <Link className="related__more" to={withQuery(PROJECTS_PATH, { categorie: service.slug })}>
                Voir les {projects.total} réalisations
              </Link>
            ) : null}
          </div>
          <ProjectGrid projects={projects.items} categories={categories} />
        </section>
      ) : null}
    </PageLayout>
  );
}
