import type { AdminLayout, LayoutDraft, LayoutVersionList } from "@vitrine/shared/schemas/admin-layouts";
import { useCallback, useRef, useState } from "react";
import { orderDateTime } from "../../orders/OrderHistory";
import { sampleImages } from "./editor-images";
import { canvasSnapshot } from "./preview-image";
import { type LayoutBase, publishDraft, type SaveCalls, saveDraft } from "./save-flow";
import type { useGrapes } from "./use-grapes";

/** The calls of the editor screen, bound to the page and its layout (editor-calls.ts). */
export interface EditorCalls extends SaveCalls {
  versions(): Promise<LayoutVersionList>;
  /** A new draft copied from the version. */
  restore(versionId: number): Promise<LayoutDraft>;
}

export type EditorAlert = { kind: "conflict" } | { kind: "error"; message: string };
export type Busy = "save" | "publish" | "restore" | null;

/** What the editor opens: the newest draft, else the published layout. */
export const headOf = (layout: AdminLayout) => layout.draft ?? layout.published;

const PUBLISHED = "Page publiée : vos visiteurs voient maintenant cette version.";
const PUBLISHED_OFFLINE =
  "Mise en page publiée, mais la page est hors ligne : vos visiteurs ne la verront qu'une fois « Page en ligne » cochée dans ses réglages (« Mettre en ligne »).";

const RESTORE_CONFIRM =
  "Vos changements non enregistrés seront remplacés par cette version. Voulez-vous continuer ?";

/**
 * The page's layout as stored and what this editor does with it: save a draft (with its preview
 * image), publish, restore a version; a conflict or a failure goes to the alert region, never
 * lost, and a stored layout is never overwritten behind another editor's back.
 */
export function useLayoutSession(
  layout: AdminLayout,
  calls: EditorCalls,
  grapes: ReturnType<typeof useGrapes>,
  /** Whether visitors see the page: a publication of an offline page says they do not yet. */
  online: boolean,
) {
  const base = useRef<LayoutBase>({ html: headOf(layout).html, hash: headOf(layout).hash });
  const [hasDraft, setHasDraft] = useState(layout.draft !== null);
  const [busy, setBusy] = useState<Busy>(null);
  const [alert, setAlert] = useState<EditorAlert | null>(null);
  const [status, setStatus] = useState("");
  /** Changes each time the stored versions change, for the history to read them again. */
  const [revision, setRevision] = useState(0);
  const { editor, grapes: module, markSaved } = grapes;

  const run = useCallback(async (what: Exclude<Busy, null>, task: () => Promise<void>) => {
    setBusy(what);
    setAlert(null);
    setStatus("");
    try {
      await task();
    } catch {
      setAlert({ kind: "error", message: "L'opération a échoué. Vérifiez votre connexion puis réessayez." });
    } finally {
      setBusy(null);
    }
  }, []);

  /** Saves the draft; true once saved. */
  const storeDraft = useCallback(async (): Promise<boolean> => {
    if (!editor || !module) return false;
    const content = module.layoutOf(editor);
    const image = await canvasSnapshot(editor.Canvas.getDocument());
    const outcome = await saveDraft(calls, base.current, content, image);
    if (outcome.kind !== "saved") {
      setAlert(outcome.kind === "conflict" ? outcome : { kind: "error", message: outcome.message });
      return false;
    }
    base.current = outcome.base;
    setHasDraft(true);
    markSaved();
    setRevision((n) => n + 1);
    return true;
  }, [editor, module, calls, markSaved]);

  const save = useCallback(
    () =>
      run("save", async () => {
        if (await storeDraft())
          setStatus(`Brouillon enregistré le ${orderDateTime(new Date().toISOString())}.`);
      }),
    [run, storeDraft],
  );

  const publish = useCallback(
    () =>
      run("publish", async () => {
        // The sample images are pointed at before anything is saved (the API refuses them too).
        const samples = editor ? sampleImages(editor) : null;
        if (samples) {
          setAlert({ kind: "error", message: samples.message });
          editor?.select(samples.first);
          samples.first.getEl()?.scrollIntoView({ block: "center" });
          return;
        }
        if (grapes.dirty && !(await storeDraft())) return;
        if (!grapes.dirty && !hasDraft) {
          setStatus("Rien à publier : la page en ligne est déjà celle-ci.");
          return;
        }
        const outcome = await publishDraft(calls, base.current);
        if (outcome.kind !== "published") {
          setAlert(outcome.kind === "conflict" ? outcome : { kind: "error", message: outcome.message });
          return;
        }
        base.current = { html: base.current.html, hash: outcome.published.hash };
        setHasDraft(false);
        setRevision((n) => n + 1);
        setStatus(online ? PUBLISHED : PUBLISHED_OFFLINE);
      }),
    [run, storeDraft, calls, editor, grapes.dirty, hasDraft, online],
  );

  const restore = useCallback(
    (versionId: number, createdAt: string) =>
      run("restore", async () => {
        if (!editor || !module) return;
        if (grapes.dirty && !window.confirm(RESTORE_CONFIRM)) return;
        const draft = await calls.restore(versionId);
        module.loadLayout(editor, { project: draft.project, html: draft.html, css: draft.css });
        base.current = { html: draft.html, hash: draft.hash };
        setHasDraft(true);
        markSaved();
        setRevision((n) => n + 1);
        setStatus(`La version du ${orderDateTime(createdAt)} est rétablie comme brouillon.`);
      }),
    [run, editor, module, calls, grapes.dirty, markSaved],
  );

  /** Closes a failure's message (a conflict stays until the page is reloaded). */
  const dismiss = () => setAlert((shown) => (shown?.kind === "conflict" ? shown : null));
  return { hasDraft, busy, alert, status, revision, save, publish, restore, dismiss };
}
