import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { accessiblePanels } from "./accessible-panels";
import type { DeviceId, Editor, EditorOptions, EditorPanels } from "./grapes-setup";

type GrapesModule = typeof import("./grapes-setup");

export interface GrapesState {
  editor: Editor | null;
  /** The editor's code (GrapesJS), loaded on this screen only. */
  grapes: GrapesModule | null;
  failed: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** Changes since the last load or save. */
  dirty: boolean;
  device: DeviceId;
}

/**
 * Starts GrapesJS in the panels once they are on the page (in the browser only: the module is
 * imported dynamically, so that its code is a chunk of its own), and follows its undo history,
 * its unsaved changes and the device shown.
 */
/**
 * Where the undo history stands: its current action. The layout is unchanged since it was saved
 * exactly when the history stands where it stood then (undoing back to it counts as unchanged).
 */
function historyMark(editor: Editor): unknown {
  const stack = editor.UndoManager.getStack() as unknown as { pointer: number; at(index: number): unknown };
  return stack.pointer >= 0 ? stack.at(stack.pointer) : null;
}

export type PanelRefs = { [K in keyof EditorPanels]: RefObject<HTMLDivElement | null> };

function panelsOf(refs: PanelRefs): EditorPanels | null {
  const entries = Object.entries(refs).map(([key, ref]) => [key, ref.current] as const);
  return entries.every(([, element]) => element)
    ? (Object.fromEntries(entries) as unknown as EditorPanels)
    : null;
}

/** Screens on which the editor starts at the mobile width. */
const OPENS_ON_MOBILE = "(max-width: 767px)";

export function useGrapes(refs: PanelRefs, options: () => Omit<EditorOptions, "panels">) {
  const [state, setState] = useState<GrapesState>({
    editor: null,
    grapes: null,
    failed: false,
    canUndo: false,
    canRedo: false,
    dirty: false,
    device: "desktop",
  });
  const optionsRef = useRef(options);
  const deviceRef = useRef<DeviceId>("desktop");
  const savedMark = useRef<unknown>(null);

  useEffect(() => {
    let editor: Editor | null = null;
    let disposed = false;
    let observer: ResizeObserver | null = null;
    let stops: (() => void)[] = [];
    // A phone or a small tablet opens the page at the mobile width: the desktop one would be
    // scaled to a third of its size there, too small to edit.
    if (window.matchMedia(OPENS_ON_MOBILE).matches) {
      deviceRef.current = "mobile";
      setState((previous) => ({ ...previous, device: "mobile" }));
    }
    import("./grapes-setup")
      .then((grapes) => {
        const targets = panelsOf(refs);
        if (disposed || !targets) return;
        const created = grapes.createLayoutEditor({ ...optionsRef.current(), panels: targets });
        editor = created;
        stops = [targets.canvas, targets.blocks, targets.layers, targets.styles, targets.traits].map(
          accessiblePanels,
        );
        const refresh = () =>
          setState((previous) => ({
            ...previous,
            canUndo: created.UndoManager.hasUndo(),
            canRedo: created.UndoManager.hasRedo(),
            dirty: historyMark(created) !== savedMark.current,
          }));
        created.on("update undo redo", refresh);
        (created.UndoManager.getStack() as unknown as { on(events: string, callback: () => void): void }).on(
          "add remove reset",
          refresh,
        );
        created.on("load", () => {
          // What loading the layout recorded is no change of the owner's: nothing to undo yet.
          created.UndoManager.clear();
          savedMark.current = historyMark(created);
          grapes.showDevice(created, deviceRef.current, targets.canvas.clientWidth);
          refresh();
        });
        observer = new ResizeObserver(() =>
          grapes.showDevice(created, deviceRef.current, targets.canvas.clientWidth),
        );
        observer.observe(targets.canvas);
        setState((previous) => ({ ...previous, editor: created, grapes }));
      })
      .catch(() => {
        if (!disposed) setState((previous) => ({ ...previous, failed: true }));
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      for (const stop of stops) stop();
      editor?.destroy();
      // GrapesJS leaves what it drew in panels outside its container.
      for (const ref of Object.values(refs)) ref.current?.replaceChildren();
    };
  }, [refs]);

  const { editor, grapes } = state;
  const setDevice = useCallback(
    (device: DeviceId) => {
      deviceRef.current = device;
      if (editor && grapes) grapes.showDevice(editor, device, refs.canvas.current?.clientWidth ?? 0);
      setState((previous) => ({ ...previous, device }));
    },
    [editor, grapes, refs],
  );
  const undo = useCallback(() => editor?.UndoManager.undo(), [editor]);
  const redo = useCallback(() => editor?.UndoManager.redo(), [editor]);
  /** After a save or a load: nothing left unsaved. */
  const markSaved = useCallback(() => {
    if (!editor) return;
    editor.clearDirtyCount();
    savedMark.current = historyMark(editor);
    setState((previous) => ({ ...previous, dirty: false }));
  }, [editor]);

  return { ...state, setDevice, undo, redo, markSaved };
}
