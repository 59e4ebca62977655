import type { Element, Service } from "@vitrine/shared/schemas/content";

/** Element list of the completed projects (docs/decisions/006-content-module.md). */
export { PROJECTS_ROUTE } from "@vitrine/shared/site-paths";

/** A project's category is the slug of a service: its label is the service's title. */
export type CategoryLabels = Record<string, string>;

export function categoryLabels(services: Service[]): CategoryLabels {
  return Object.fromEntries(services.map((service) => [service.slug, service.title]));
}

/** The towns of a list of projects, in French alphabetical order. */
export function townsOf(projects: Element[]): string[] {
  const towns = new Set(projects.map((p) => p.location).filter((town): town is string => Boolean(town)));
  return [...towns].sort((a, b) => a.localeCompare(b, "fr"));
}
