import { faLocationDot } from "@fortawesome/free-solid-svg-icons";
import { Link } from "react-router";
import { Icon } from "../icons/Icon";
import { ContentImage } from "./ContentImage";
import { projectPath } from "./paths";
import type { CardProject, CategoryLabels } from "./projects";

/** Card of a completed project: its photo, service, town and summary; the whole card is a link. */
export function ProjectCard({
  project,
  categories,
  headingLevel = 3,
}: {
  project: CardProject;
  categories: CategoryLabels;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const category = project.category ? (categories[project.category] ?? null) : null;
  return (
    <article className="card content-card project-card">
      {project.image ? (
        <div className="card__media">
          <ContentImage image={project.image} />
        </div>
      ) : null}
      <div className="card__body">
        {category || project.location ? (
          <p className="content-card__meta">
            {category ? <span className="badge badge--soft">{category}</span> : null}
            {project.location ? (
              <span className="content-card__place">
                <Icon icon={faLocationDot} /> {project.location}
              </span>
            ) : null}
          </p>
        ) : null}
        <Heading className="content-card__title">
          <Link className="card__link" to={projectPath(project)}>
            {project.title}
          </Link>
        </Heading>
        {project.summary ? <p>{project.summary}</p> : null}
        <p className="card__more" aria-hidden="true">
          Voir le chantier
        </p>
      </div>
    </article>
  );
}

/** Grid of project cards (3 columns on wide screens). */
export function ProjectGrid({
  projects,
  categories,
  headingLevel,
}: {
  projects: CardProject[];
  categories: CategoryLabels;
  headingLevel?: 2 | 3;
}) {
  return (
    <div className="grid grid--3 content-grid">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} categories={categories} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
