import { zonedInstant, zonedIso } from "@vitrine/shared/calendar-days";
import type { ElementUpdateBody } from "@vitrine/shared/schemas/admin-elements";
import { ELEMENTS_PATH } from "./ElementTables";

/** The addresses of a list's elements in the panel, and how the element form's fields become a body. */

export const elementsPath = (listId: number | string) => `${ELEMENTS_PATH}/${listId}`;
export const elementPath = (listId: number | string, id: number | string) =>
  `${ELEMENTS_PATH}/${listId}/${id}`;

const ZONE = "Europe/Paris";

/** An instant as a `datetime-local` field shows it, Paris time ("2030-05-01T10:00"); "" for none. */
export function parisLocal(iso: string | null): string {
  return iso ? zonedIso(Date.parse(iso), ZONE).slice(0, 16) : "";
}

/** A `datetime-local` value typed in Paris time, as ISO 8601; anything else is sent as typed (the API refuses it). */
export function parisIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local);
  return match ? zonedIso(zonedInstant(match[1]!, match[2]!, ZONE), ZONE) : local;
}

/** « Surface : 40 m² » lines as facts; a line without « : » is refused by the API (empty value). */
export function factsOf(lines: string): Array<{ label: string; value: string }> {
  return lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(":");
      return at < 0
        ? { label: line, value: "" }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

export const factsText = (facts: Array<{ label: string; value: string }>) =>
  facts.map((fact) => `${fact.label} : ${fact.value}`).join("\n");

/** A number field: null when empty, else the number typed (NaN is sent as text for the API to refuse). */
const numberOrNull = (value: string): number | null => {
  if (value.trim() === "") return null;
  const n = Number(value.replace(",", "."));
  return Number.isFinite(n) ? n : (value as unknown as number);
};

export const ELEMENT_TEXT_FIELDS = [
  "title",
  "slug",
  "summary",
  "body",
  "category",
  "location",
  "tags",
  "linkUrl",
  "linkLabel",
  "facts",
  "albumId",
  "startsAt",
  "endsAt",
  "capacity",
  "order",
] as const;

/** The body the form's values make (`checked`: the checkboxes ticked; `imageMediaId` as read). */
export function elementBody(
  values: Record<(typeof ELEMENT_TEXT_FIELDS)[number], string>,
  checked: { isActive: boolean; registrationOpen: boolean },
  imageMediaId: number | null | undefined,
): ElementUpdateBody {
  const order = numberOrNull(values.order);
  return {
    title: values.title,
    slug: values.slug,
    summary: values.summary || null,
    body: values.body || null,
    category: values.category,
    location: values.location,
    tags: values.tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    linkUrl: values.linkUrl || null,
    linkLabel: values.linkLabel,
    facts: factsOf(values.facts),
    albumId: numberOrNull(values.albumId),
    startsAt: values.startsAt ? parisIso(values.startsAt) : null,
    endsAt: values.endsAt ? parisIso(values.endsAt) : null,
    capacity: numberOrNull(values.capacity),
    ...(order === null ? {} : { order }),
    isActive: checked.isActive,
    registrationOpen: checked.registrationOpen,
    ...(imageMediaId === undefined ? {} : { imageMediaId }),
  };
}
