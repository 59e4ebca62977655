import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { dropMove, type FlatPage, type Projection } from "./tree-moves";

/** The French words of the drag and drop for screen readers (dnd-kit's accessibility options). */

export const TREE_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "Pour déplacer cette page au clavier, appuyez sur Espace pour la saisir, sur les flèches haut et bas pour la déplacer, puis sur Espace pour la déposer, ou sur Échap pour annuler. Les boutons Monter, Descendre, Dans la page précédente et Au niveau supérieur la déplacent aussi.",
};

/** What the drag knows at each moment: the pages shown and where the dragged one would land. */
export interface DragState {
  items: FlatPage[];
  projection: Projection | null;
}

/** Where the dragged page would go, in words: « sous « Services », en position 2 ». */
function landing(state: DragState, activeId: number, overId: number): string | null {
  const { items, projection } = state;
  if (!projection) return null;
  const move = dropMove(items, activeId, overId, projection);
  if (!move) return null;
  const parent = items.find((item) => item.id === move.idParent);
  const where = parent ? `sous « ${parent.node.title} »` : "au premier niveau";
  return `${where}, en position ${move.position + 1}`;
}

/** The announcements, reading the drag's state of the moment. */
export function treeAnnouncements(state: () => DragState): Announcements {
  const titleOf = (id: UniqueIdentifier) =>
    state().items.find((item) => item.id === id)?.node.title ?? "la page";
  const where = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    overId === undefined ? null : landing(state(), Number(activeId), Number(overId));
  return {
    onDragStart: ({ active }) => `Page « ${titleOf(active.id)} » saisie.`,
    onDragOver: ({ active, over }) => {
      const place = where(active.id, over?.id);
      return place
        ? `« ${titleOf(active.id)} » irait ${place}.`
        : `« ${titleOf(active.id)} » resterait à sa place.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = where(active.id, over?.id);
      return place
        ? `« ${titleOf(active.id)} » déposée ${place}.`
        : `« ${titleOf(active.id)} » reste à sa place.`;
    },
    onDragCancel: ({ active }) => `Déplacement annulé : « ${titleOf(active.id)} » reste à sa place.`,
  };
}
