import type { AdminLayout, LayoutVersion } from "@vitrine/shared/schemas/admin-layouts";
import { createRef, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { SHEETS } from "../../styles/SiteStyles";
import { pagePanel } from "../pages/pages-paths";
import { createPreviewLoader } from "./component-preview";
import type { AlbumChoice } from "./component-props";
import { EditorMessages } from "./EditorMessages";
import { EditorTabs } from "./EditorTabs";
import { EditorToolbar } from "./EditorToolbar";
import type { PickableImage } from "./editor-images";
import { SheetButtons, SheetHead, type SheetId, type SideSheets, useSideSheets } from "./side-sheets";
import { type PanelRefs, useGrapes } from "./use-grapes";
import { type EditorCalls, headOf, useLayoutSession } from "./use-layout-session";
import { VersionHistory } from "./VersionHistory";

/** What the editor screen's loader gives (routes/admin/editor.tsx). */
export interface EditorScreenData {
  pageId: number;
  title: string;
  /** Whether visitors see the page (it and the pages above it « en ligne »). */
  online: boolean;
  layout: AdminLayout;
  albums: AlbumChoice[];
  /** The images the owner may pick (the asset manager). */
  images: PickableImage[];
  /** The managed site's theme variables (`:root{…}`) and whether it sells online. */
  themeCss: string;
  shop: boolean;
}

const LEAVE_WARNING = "Vos modifications ne sont pas enregistrées. Quitter l'éditeur quand même ?";

/**
 * Leaving unsaved changes is asked first: by the browser for a reload or a closed tab, by the page
 * for a link of the panel (another address). The reload it answers (« Recharger » after a conflict)
 * leaves them behind on purpose, without the question.
 */
function useLeaveWarning(dirty: boolean): () => void {
  const leaving = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = LEAVE_WARNING;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_WARNING)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return useCallback(() => {
    leaving.current = true;
    window.location.reload();
  }, []);
}

/** A side panel's attributes: on a narrow screen it is a sheet, shown when opened (side-sheets.tsx). */
const sideOf = (sheets: SideSheets, id: SheetId) => ({
  id: sheets.idOf(id),
  "data-open": sheets.open === id ? "" : undefined,
  onKeyDown: sheets.onKeyDown,
});

/**
 * The visual layout editor: blocks and layers on the left, the page in the centre at the chosen
 * width, style, settings and history on the right; a top bar to save, preview and publish. On a
 * narrow screen the page takes the width and each side panel is a sheet opened from the top bar.
 */
export function LayoutEditor({ data, calls }: { data: EditorScreenData; calls: EditorCalls }) {
  const refs = useMemo<PanelRefs>(
    () => ({
      canvas: createRef(),
      blocks: createRef(),
      layers: createRef(),
      styles: createRef(),
      traits: createRef(),
    }),
    [],
  );
  const grapes = useGrapes(refs, () => {
    const head = headOf(data.layout);
    return {
      content: { project: head.project, html: head.html, css: head.css },
      siteStyles: data.shop ? [SHEETS.site.href, SHEETS.shop.href] : [SHEETS.site.href],
      themeCss: data.themeCss,
      components: data.layout.components,
      albums: data.albums,
      images: data.images,
      loadPreview: createPreviewLoader(),
    };
  });
  const session = useLayoutSession(data.layout, calls, grapes, data.online);
  const sheets = useSideSheets();
  const [left, setLeft] = useState<"blocks" | "layers">("blocks");
  const [right, setRight] = useState<"styles" | "traits" | "history">("styles");
  const loadVersions = useCallback(() => calls.versions(), [calls]);
  const restore = useCallback(
    (version: LayoutVersion) => session.restore(version.versionId, version.createdAt),
    [session.restore],
  );

  const reload = useLeaveWarning(grapes.dirty);

  const ready = grapes.editor !== null;
  return (
    <div className="layout-editor">
      <EditorToolbar
        title={data.title}
        previewHref={`/apercu/${data.pageId}`}
        online={data.online}
        settingsHref={pagePanel(data.pageId)}
        ready={ready}
        device={grapes.device}
        canUndo={grapes.canUndo}
        canRedo={grapes.canRedo}
        dirty={grapes.dirty}
        hasDraft={session.hasDraft}
        busy={session.busy}
        onDevice={grapes.setDevice}
        onUndo={grapes.undo}
        onRedo={grapes.redo}
        onSave={session.save}
        onPublish={session.publish}
        sheets={<SheetButtons sheets={sheets} />}
      />
      <div className="layout-editor__workspace" aria-busy={!ready} data-sheet={sheets.open ?? undefined}>
        <aside className="layout-editor__side" aria-label="Blocs et calques" {...sideOf(sheets, "add")}>
          <SheetHead sheets={sheets} id="add" />
          <EditorTabs
            label="Ajouter ou parcourir"
            selected={left}
            onSelect={setLeft}
            tabs={[
              { id: "blocks", label: "Blocs", panel: <div ref={refs.blocks} className="editor-blocks" /> },
              { id: "layers", label: "Calques", panel: <div ref={refs.layers} /> },
            ]}
          />
        </aside>
        <section className="layout-editor__canvas" aria-label="Page en cours de modification">
          <EditorMessages
            alert={session.alert}
            status={session.status}
            failed={grapes.failed}
            onReload={reload}
            onDismiss={session.dismiss}
          />
          {ready ? null : <p className="editor-note layout-editor__loading">Chargement de l'éditeur…</p>}
          <div ref={refs.canvas} className="layout-editor__frame" />
        </section>
        <aside
          className="layout-editor__side layout-editor__side--right"
          aria-label="Réglages"
          {...sideOf(sheets, "settings")}
        >
          <SheetHead sheets={sheets} id="settings" />
          <EditorTabs
            label="Réglages de l'élément"
            selected={right}
            onSelect={setRight}
            tabs={[
              {
                id: "styles",
                label: "Style",
                panel: <div ref={refs.styles} />,
              },
              { id: "traits", label: "Paramètres", panel: <div ref={refs.traits} /> },
              {
                id: "history",
                label: "Historique",
                panel: (
                  <VersionHistory
                    load={loadVersions}
                    revision={session.revision}
                    disabled={!ready || session.busy !== null}
                    onRestore={restore}
                  />
                ),
              },
            ]}
          />
        </aside>
      </div>
    </div>
  );
}
