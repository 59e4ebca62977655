import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  faArrowDown,
  faArrowLeft,
  faArrowRight,
  faArrowUp,
  faGripVertical,
  type IconDefinition,
} from "@fortawesome/free-solid-svg-icons";
import { HOME_PAGE_URL } from "@vitrine/shared/page-rules";
import type { CSSProperties } from "react";
import { Link, useFetcher } from "react-router";
import { Icon } from "../../icons/Icon";
import { hasLayout, KIND_LABELS, kindOf, screenLabel } from "./page-fields";
import { confirmTrash, editorPath, pagePanel } from "./pages-paths";
import { type ButtonMove, type FlatPage, pageLabel } from "./tree-moves";

/** The fetcher every move of the tree shares: its reply is the screen's announcement. */
export const MOVE_FETCHER = "page-tree-move";

const MOVE_BUTTONS: { move: ButtonMove; label: string; icon: IconDefinition }[] = [
  { move: "up", label: "Monter", icon: faArrowUp },
  { move: "down", label: "Descendre", icon: faArrowDown },
  { move: "indent", label: "Dans la page précédente", icon: faArrowRight },
  { move: "outdent", label: "Au niveau supérieur", icon: faArrowLeft },
];

interface TreeRowProps {
  item: FlatPage;
  /** The depth shown: the projected one while the page is dragged. */
  depth: number;
  /** The title of its parent, said to screen readers. */
  parentTitle: string | null;
  moves: Record<ButtonMove, boolean>;
  selected: boolean;
}

/** What a row says of its page besides its title: its kind, hidden, offline, pinned right. */
function badgesOf(item: FlatPage): string[] {
  const page = item.node;
  const kind = kindOf(page);
  const badges: string[] = [];
  if (kind === "cms" && page.cms.route) badges.push(`Écran : ${screenLabel(page.cms.route)}`);
  else if (kind !== "layout") badges.push(KIND_LABELS[kind].label);
  if (!page.showInMenu) badges.push("Hors menu");
  if (!page.isValid) badges.push("Hors ligne");
  if (page.isFixedOnRight) badges.push("À droite");
  return badges;
}

/** One page of the tree: its handle, title, address, badges, move buttons and links. */
export function TreeRow({ item, depth, parentTitle, moves, selected }: TreeRowProps) {
  const page = item.node;
  const fetcher = useFetcher({ key: MOVE_FETCHER });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, attributes: { roleDescription: "page déplaçable" } });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    "--depth": depth,
  } as CSSProperties;
  const label = pageLabel(page);
  const named = ` « ${label} »`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={[
        "tree-row",
        depth === 0 ? "tree-row--root" : "",
        isDragging ? "tree-row--dragging" : "",
        selected ? "tree-row--selected" : "",
      ].join(" ")}
      data-page-id={page.id}
    >
      <div className="tree-row__main">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="tree-row__handle"
          {...attributes}
          {...listeners}
          aria-label={`Déplacer${named}`}
        >
          <Icon icon={faGripVertical} />
        </button>
        <div className="tree-row__text">
          <Link to={pagePanel(page.id)} className="tree-row__title" preventScrollReset>
            {label}
            {parentTitle ? <span className="visually-hidden">, sous-page de « {parentTitle} »</span> : null}
          </Link>
          <span className="tree-row__path">{page.path}</span>
          {badgesOf(item).map((badge) => (
            <span key={badge} className="tree-row__badge">
              {badge}
            </span>
          ))}
        </div>
      </div>
      <div className="tree-row__actions">
        <fetcher.Form method="post" className="tree-row__moves" preventScrollReset>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={page.id} />
          {MOVE_BUTTONS.map(({ move, label, icon }) => (
            <button
              key={move}
              type="submit"
              name="direction"
              value={move}
              className="tree-row__move"
              disabled={!moves[move]}
              title={label}
            >
              <Icon icon={icon} />
              <span className="tree-row__move-label">{label}</span>
              <span className="visually-hidden">{named}</span>
            </button>
          ))}
        </fetcher.Form>
        <span className="tree-row__links">
          <Link to={pagePanel(page.id)} className="tree-row__link" preventScrollReset>
            Modifier<span className="visually-hidden">{named}</span>
          </Link>
          {hasLayout(page) ? (
            <Link to={editorPath(page.id)} className="tree-row__link">
              Mise en page<span className="visually-hidden">{named}</span>
            </Link>
          ) : null}
          {page.url === HOME_PAGE_URL && item.parentId === null ? null : (
            <Link
              to={confirmTrash(page.id)}
              className="tree-row__link tree-row__link--danger"
              preventScrollReset
            >
              Supprimer<span className="visually-hidden">{named}</span>
            </Link>
          )}
        </span>
      </div>
    </li>
  );
}
