import { pick } from "@vitrine/shared/pick";
import type { Element, Service } from "@vitrine/shared/schemas/content";

/** Element list of the completed projects (docs/decisions/006-content-module.md). */
export { PROJECTS_ROUTE } from "@vitrine/shared/site-paths";

/** A project's category is the slug of a service: its label is the service's title. */
export type CategoryLabels = Record<string, string>;

export function categoryLabels(services: Service[]): CategoryLabels {
  return Object.fromEntries(services.map((service) => [service.slug, service.title]));
}

const CARD_FIELDS = ["id", "slug", "title", "summary", "category", "location", "image"] as const;

/**
 * What a project's card shows (ProjectCard): pages that list projects send this much of each, not
 * its text and fact sheet (three projects on the home page: 5.4 KB of page data, 1.7 KB so).
 */
export type CardProject = Pick<Element, (typeof CARD_FIELDS)[number]>;

export const cardProject = (project: Element): CardProject => pick(project, CARD_FIELDS);

/** A list of elements with its projects as their cards show them. */
export const cardProjects = <List extends { items: Element[] }>({ items, ...list }: List) => ({
  ...list,
  items: items.map(cardProject),
});

/** The towns of a list of projects, in French alphabetical order. */
export function townsOf(projects: Pick<Element, "location">[]): string[] {
  const towns = new Set(projects.map((p) => p.location).filter((town): town is string => Boolean(town)));
  return [...towns].sort((a, b) => a.localeCompare(b, "fr"));
}
