import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { MOVE_FETCHER, TreeRow } from "./TreeRow";
import { type DragState, TREE_INSTRUCTIONS, treeAnnouncements } from "./tree-announcements";
import {
  applyMove,
  dropMove,
  flattenTree,
  pageLabel,
  possibleMoves,
  projectDrop,
  withoutDescendants,
} from "./tree-moves";

/** Pixels of a level of the tree: dragging a page this far right puts it one level deeper. */
export const INDENT_PX = 28;

interface Drag {
  activeId: number;
  overId: number;
  offsetX: number;
}

/**
 * The page tree: drag and drop with the mouse, the finger or the keyboard (dnd-kit; Space, the
 * arrows, Space), announced in French, and each row's move buttons. A drop posts the move to the
 * screen's action (the same as the buttons'); the tree shows the page in its new place meanwhile.
 */
export function PageTree({ tree, selectedId }: { tree: PageNode[]; selectedId: number | null }) {
  const fetcher = useFetcher({ key: MOVE_FETCHER });
  const [drag, setDrag] = useState<Drag | null>(null);
  const [sent, setSent] = useState<PageNode[] | null>(null);
  // While a drop is on its way, the tree as it will be; the answer (or a refusal) replaces it.
  const shownTree = fetcher.state !== "idle" && sent ? sent : tree;
  const flat = useMemo(() => flattenTree(shownTree), [shownTree]);
  const items = drag ? withoutDescendants(flat, drag.activeId) : flat;
  const projection = drag
    ? projectDrop(items, drag.activeId, drag.overId, Math.round(drag.offsetX / INDENT_PX))
    : null;
  const state = useRef<DragState>({ items, projection });
  state.current = { items, projection };
  const announcements = useMemo(() => treeAnnouncements(() => state.current), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titles = useMemo(() => new Map(flat.map((item) => [item.id, pageLabel(item.node)])), [flat]);

  const start = ({ active }: DragStartEvent) =>
    setDrag({ activeId: Number(active.id), overId: Number(active.id), offsetX: 0 });
  const moveBy = ({ delta }: DragMoveEvent) =>
    setDrag((current) => (current ? { ...current, offsetX: delta.x } : current));
  const over = ({ over: target }: DragOverEvent) =>
    setDrag((current) => (current && target ? { ...current, overId: Number(target.id) } : current));
  const end = ({ active, over: target }: DragEndEvent) => {
    setDrag(null);
    if (!target || !projection) return;
    const move = dropMove(items, Number(active.id), Number(target.id), projection);
    if (!move) return;
    setSent(applyMove(shownTree, Number(active.id), move));
    fetcher.submit(
      { intent: "move", id: String(active.id), idParent: move.idParent ?? "", position: move.position },
      { method: "post", preventScrollReset: true },
    );
  };

  return (
    <DndContext
      id="arborescence-pages"
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: TREE_INSTRUCTIONS }}
      onDragStart={start}
      onDragMove={moveBy}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setDrag(null)}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul className="page-tree" aria-label="Arborescence des pages">
          {items.map((item) => (
            <TreeRow
              key={item.id}
              item={item}
              depth={item.id === drag?.activeId && projection ? projection.depth : item.depth}
              parentTitle={item.parentId === null ? null : (titles.get(item.parentId) ?? null)}
              moves={possibleMoves(shownTree, item.id)}
              selected={item.id === selectedId}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
