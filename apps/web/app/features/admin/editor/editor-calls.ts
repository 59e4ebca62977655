import { layoutCalls } from "@vitrine/sdk/admin-layouts";
import type { ApiClient } from "@vitrine/sdk/client";
import type { EditorCalls } from "./use-layout-session";

/** The editor screen's calls for one page and its layout, through the browser's API client. */
export function editorCalls(api: ApiClient, pageId: number, layoutId: number): EditorCalls {
  const calls = layoutCalls(api);
  return {
    checkHash: (html) => calls.checkLayoutHash(pageId, layoutId, html),
    saveDraft: (fields, preview) => calls.saveLayoutDraft(pageId, layoutId, fields, preview),
    publish: (baseHash) => calls.publishLayout(pageId, layoutId, baseHash),
    versions: () => calls.layoutVersions(pageId, layoutId, { nbItem: 50 }),
    restore: (versionId) => calls.restoreLayoutVersion(pageId, layoutId, versionId),
  };
}
