import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { dropMove, type FlatPage, type Projection, pageLabel } from "./tree-moves";

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
  const where = parent ? `sous « ${pageLabel(parent.node)} »` : "au premier niveau";
  return `${where}, en position ${move.position + 1}`;
}

/** The announcements, reading the drag's state of the moment. */
export function treeAnnouncements(state: () => DragState): Announcements {
  const titleOf = (id: UniqueIdentifier) =>
    pageLabel(state().items.find((item) => item.id === id)?.node ?? { menuTitle: null, title: "la page" });
  const where = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) =>
    overId === undefined ? null : landing(state(), Number(activeId), Number(overId));
  // Said again only when the landing changes: a move of a few pixels is not news.
  let lastSaid: string | null = null;
  const wouldGo = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) => {
    const place = where(activeId, overId);
    const said = place
      ? `« ${titleOf(activeId)} » irait ${place}.`
      : `« ${titleOf(activeId)} » resterait à sa place.`;
    if (said === lastSaid || (lastSaid === null && !place)) return undefined;
    lastSaid = said;
    return said;
  };
  return {
    onDragStart: ({ active }) => {
      lastSaid = null;
      return `Page « ${titleOf(active.id)} » saisie.`;
    },
    onDragOver: ({ active, over }) => wouldGo(active.id, over?.id),
    // Pushed right or left over the same page: the level changes, so does the landing.
    onDragMove: ({ active, over }) => wouldGo(active.id, over?.id),
    onDragEnd: ({ active, over }) => {
      const place = where(active.id, over?.id);
      return place
        ? `« ${titleOf(active.id)} » déposée ${place}.`
        : `« ${titleOf(active.id)} » reste à sa place.`;
    },
    onDragCancel: ({ active }) => `Déplacement annulé : « ${titleOf(active.id)} » reste à sa place.`,
  };
}
