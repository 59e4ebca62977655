import { isApiError } from "@vitrine/sdk/client";
import type { LayoutHashCheck, LayoutPublished, LayoutSaved } from "@vitrine/shared/schemas/admin-layouts";

/**
 * Saving and publishing a layout without ever overwriting another editor's work: the stored head
 * is checked against what this editor loaded (hash/check), and the save names the hash it started
 * from (baseHash), which the API refuses with a 409 when someone saved meanwhile.
 */
export interface SaveCalls {
  checkHash(html: string): Promise<LayoutHashCheck>;
  saveDraft(fields: DraftFields, preview: Blob | null): Promise<LayoutSaved>;
  publish(baseHash: string): Promise<LayoutPublished>;
}

export interface DraftFields {
  html: string;
  css: string;
  project: string;
  baseHash: string;
}

/** What this editor started from: the stored HTML it loaded (as the API gave it) and its hash. */
export interface LayoutBase {
  html: string;
  hash: string;
}

export type SaveOutcome =
  | { kind: "saved"; base: LayoutBase; saved: LayoutSaved }
  | { kind: "conflict" }
  | { kind: "error"; message: string };

export type PublishOutcome =
  | { kind: "published"; published: LayoutPublished }
  | { kind: "conflict" }
  | { kind: "error"; message: string };

export const CONFLICT_MESSAGE =
  "Quelqu'un d'autre a enregistré cette page depuis que vous l'avez ouverte. Vos changements n'ont pas été enregistrés, pour ne pas effacer les siens : rechargez l'éditeur pour repartir de la dernière version.";

const FAILED_MESSAGE = "L'enregistrement a échoué. Vérifiez votre connexion puis réessayez.";

function failure(error: unknown): { kind: "conflict" } | { kind: "error"; message: string } {
  if (isApiError(error) && error.status === 409) return { kind: "conflict" };
  if (isApiError(error)) return { kind: "error", message: error.message };
  return { kind: "error", message: FAILED_MESSAGE };
}

export async function saveDraft(
  calls: SaveCalls,
  base: LayoutBase,
  layout: { html: string; css: string; project: unknown },
  preview: Blob | null,
): Promise<SaveOutcome> {
  try {
    const check = await calls.checkHash(base.html);
    if (check.changed) return { kind: "conflict" };
    const saved = await calls.saveDraft(
      { html: layout.html, css: layout.css, project: JSON.stringify(layout.project), baseHash: base.hash },
      preview,
    );
    // The stored head is now this HTML (sanitized by the API): the next save starts from it.
    return { kind: "saved", base: { html: layout.html, hash: saved.hash }, saved };
  } catch (error) {
    return failure(error);
  }
}

export async function publishDraft(calls: SaveCalls, base: LayoutBase): Promise<PublishOutcome> {
  try {
    const check = await calls.checkHash(base.html);
    if (check.changed) return { kind: "conflict" };
    return { kind: "published", published: await calls.publish(base.hash) };
  } catch (error) {
    return failure(error);
  }
}
