import { randomInt } from "node:crypto";
import type { User } from "@vitrine/shared/schemas/account";

/**
 * Members' pages as templates (decision 031). A page that depends on the visitor only through the
 * member's profile (the header's name, the forms' prefilled fields) is rendered once per site
 * version, address, path and profile shape with stand-in values, and each member then gets it with
 * their own values written in: no React render, no loader, one session lookup.
 *
 * The stand-ins are random per process (no page text can hold them by chance) and contain a
 * non-ASCII letter, so that a page which transforms a value instead of printing it (initials,
 * capitals, URL encoding) is caught: such a page renders differently with two sets of stand-ins,
 * and is never made a template (`memberTemplateOf`).
 */

/** The profile's fields that vary from member to member, written into the template. */
const TEXT_FIELDS = ["email", "phone", "firstname", "lastname", "birthdate"] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Field = TextField | "id";

/** Stand-ins of one render: a text per field and a number for the id. */
export interface StandIns {
  text: Record<TextField, string>;
  id: number;
}

const randomWord = (letters: string, length: number) =>
  Array.from({ length }, () => letters[randomInt(letters.length)]).join("");

/** Two sets of stand-ins that share no character at any position, of different lengths. */
function standIns(letters: string, accent: string, length: number, firstDigit: number): StandIns {
  const text = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, `${randomWord(letters, length)}${accent}${randomWord(letters, 4)}`]),
  ) as Record<TextField, string>;
  // 15 digits: a safe integer, written the same in HTML and in JSON.
  return { text, id: Number(`${firstDigit}${randomWord(String(firstDigit), 14)}`) };
}

export const STAND_INS: readonly [StandIns, StandIns] = [
  standIns("abcdefghijklm", "é", 12, 7),
  standIns("nopqrstuvwxyz", "è", 15, 8),
];

/**
 * What of a profile changes the page beyond its values: which fields are empty (a form prefills
 * only what is known) and the role (the administrators' link). One template per shape.
 */
export function profileShape(user: User): string {
  const filled = TEXT_FIELDS.map((field) => (user[field] ? "1" : "0")).join("");
  return `${user.role}:${filled}`;
}

/** The profile the template is rendered with: the member's shape, the stand-ins' values. */
export function standInProfile(user: User, standIn: StandIns): User {
  const profile: User = { ...user, id: standIn.id };
  for (const field of TEXT_FIELDS) {
    if (user[field]) profile[field] = standIn.text[field];
  }
  return profile;
}

/** A page cut at each stand-in, and how each value is written there. */
export interface MemberTemplate {
  status: number;
  headers: [string, string][];
  nonce: string;
  parts: Buffer[];
  slots: { field: Field; inScript: boolean }[];
}

/** Written in HTML text or attribute, as React escapes them. */
const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
const escapeHtmlText = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Written in React Router's data script: a string in JSON, itself a JSON string, HTML-safe. */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  "<": "\\u003c",
  ">": "\\u003e",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeInDataScript = (value: string) =>
  JSON.stringify(JSON.stringify(value).slice(1, -1))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);

const DATA_SCRIPT = "window.__reactRouterContext.streamController.enqueue(";

/**
 * Cuts a page rendered with `standIn` at each of its values. Null when a value stands where its
 * writing is unknown: in a style, or in a script other than React Router's data.
 */
export function cutAtStandIns(
  page: Omit<MemberTemplate, "parts" | "slots">,
  body: Buffer,
  standIn: StandIns,
): MemberTemplate | null {
  const html = body.toString("utf8");
  const byValue = new Map<string, Field>(TEXT_FIELDS.map((field) => [standIn.text[field], field]));
  byValue.set(String(standIn.id), "id");
  const pattern = new RegExp([...byValue.keys()].join("|"), "g");
  const parts: Buffer[] = [];
  const slots: MemberTemplate["slots"] = [];
  let copied = 0;
  for (const match of html.matchAll(pattern)) {
    const at = match.index;
    const scriptStart = html.lastIndexOf("<script", at);
    const inScript = scriptStart > html.lastIndexOf("</script>", at);
    if (inScript && !html.slice(html.indexOf(">", scriptStart) + 1, at).startsWith(DATA_SCRIPT)) return null;
    if (html.lastIndexOf("<style", at) > html.lastIndexOf("</style>", at)) return null;
    parts.push(Buffer.from(html.slice(copied, at)));
    slots.push({ field: byValue.get(match[0]) as Field, inScript });
    copied = at + match[0].length;
  }
  parts.push(Buffer.from(html.slice(copied)));
  return { ...page, parts, slots };
}

/** The page of one member: the template with their values written in. */
export function fillTemplate(template: MemberTemplate, user: User): Buffer {
  const pieces: Buffer[] = [template.parts[0] as Buffer];
  template.slots.forEach(({ field, inScript }, index) => {
    const value = String(user[field] ?? "");
    pieces.push(
      Buffer.from(field === "id" ? value : inScript ? escapeInDataScript(value) : escapeHtmlText(value)),
      template.parts[index + 1] as Buffer,
    );
  });
  return Buffer.concat(pieces);
}

/**
 * The template of two renders of the same page with the two sets of stand-ins, when both give the
 * member the very same bytes; null when they differ (a value transformed, or anything else that
 * changes from one render to the next).
 */
export function memberTemplateOf(
  renders: readonly [Buffer, Buffer],
  page: Omit<MemberTemplate, "parts" | "slots">,
  user: User,
): MemberTemplate | null {
  const first = cutAtStandIns(page, renders[0], STAND_INS[0]);
  const second = cutAtStandIns(page, renders[1], STAND_INS[1]);
  if (!first || !second) return null;
  return fillTemplate(first, user).equals(fillTemplate(second, user)) ? first : null;
}

/** Memory a template takes, for the page cache's bound. */
export const templateSize = (template: MemberTemplate) =>
  template.parts.reduce((total, part) => total + part.length, 0);
