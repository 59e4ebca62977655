import type { TrashedPage } from "@vitrine/shared/schemas/admin-pages";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { useState } from "react";
import { Form, Link } from "react-router";
import { FormMessage } from "../../account/fields";
import type { FormResult } from "../../forms/form-result";
import { ConfirmDialog } from "../../modal/ConfirmDialog";
import { NewPageForm } from "./NewPageForm";
import type { TakenSlug } from "./PageFormParts";
import { PagePanel } from "./PagePanel";
import { PageTree } from "./PageTree";
import { DONE_MESSAGES, NEW_PAGE, PAGES_PATH, pagePanel, pagesView, TRASH_VIEW } from "./pages-paths";
import { TrashList } from "./TrashList";
import { flattenTree, pageLabel } from "./tree-moves";

interface PagesScreenProps {
  tree: PageNode[];
  trash: TrashedPage[];
  screens: string[];
  search: URLSearchParams;
  /** The reply of the last form posted to the screen (without JavaScript, the moves' too). */
  posted: FormResult | undefined;
  /** The reply of the last move (drag and drop or button). */
  moved: FormResult | undefined;
}

/** The screen's views: the tree with a page's properties or the new page form beside it, the trash. */
export function PagesScreen({ tree, trash, screens, search, posted, moved }: PagesScreenProps) {
  const view = pagesView(search);
  const flat = flattenTree(tree);
  const taken: TakenSlug[] = [
    ...flat.map(({ node }) => ({ id: node.id, url: node.url, title: node.title, trashed: false })),
    ...trash.map((entry) => ({ id: entry.id, url: entry.url, title: entry.title, trashed: true })),
  ];
  const open = typeof view.panel === "number" ? flat.find((item) => item.id === view.panel) : undefined;
  const parentPath = open?.parentId
    ? (flat.find((item) => item.id === open.parentId)?.node.path ?? null)
    : null;
  const purging = view.purge === null ? undefined : trash.find((entry) => entry.id === view.purge);
  // The notice of the screen: the last move, else a change it went on from, or a post no panel shows.
  const address = search.toString();
  const [last, setLast] = useState({ address, moved, moveShown: false });
  if (last.address !== address) setLast({ address, moved, moveShown: false });
  else if (last.moved !== moved) setLast({ address, moved, moveShown: Boolean(moved) });
  const notice =
    (last.moveShown ? moved : undefined) ??
    (view.done ? { status: "success" as const, message: DONE_MESSAGES[view.done] } : null) ??
    (posted && ["move", "restore", "purge", "trash"].includes(posted.form ?? "") ? posted : null);
  return (
    <div className="pages-screen">
      <div className="pages-screen__head">
        <h1>Pages du site</h1>
        <nav className="pages-screen__views" aria-label="Vues des pages">
          <Link to={PAGES_PATH} aria-current={view.trash ? undefined : "page"}>
            Arborescence
          </Link>
          <Link to={TRASH_VIEW} aria-current={view.trash ? "page" : undefined}>
            Corbeille ({trash.length})
          </Link>
        </nav>
        <Link to={NEW_PAGE} className="admin-btn admin-btn--primary" preventScrollReset>
          Nouvelle page
        </Link>
      </div>
      <div className="pages-screen__notice" aria-live="polite">
        {notice ? <FormMessage kind={notice.status}>{notice.message}</FormMessage> : null}
      </div>
      {view.trash ? (
        <section className="admin-card" aria-labelledby="corbeille-titre">
          <h2 id="corbeille-titre">Corbeille</h2>
          <TrashList trash={trash} />
        </section>
      ) : (
        <div className={`pages-screen__body${view.panel ? " pages-screen__body--panel" : ""}`}>
          <section className="admin-card pages-screen__tree" aria-labelledby="arborescence-titre">
            <h2 id="arborescence-titre">Arborescence</h2>
            <p className="pages-screen__help">
              Glissez une page par sa poignée pour la déplacer (vers la droite : sous la page du dessus), ou
              utilisez ses boutons. Le menu du site suit cet ordre.
            </p>
            <PageTree tree={tree} selectedId={open?.id ?? null} />
          </section>
          {view.panel === "new" ? (
            <NewPageForm
              pages={flat}
              taken={taken}
              screens={screens}
              result={posted?.form === "create" ? posted : undefined}
            />
          ) : open ? (
            <PagePanel
              key={open.id}
              page={open.node}
              parentPath={parentPath}
              taken={taken}
              screens={screens}
              result={posted?.form === "update" && posted.values.id === String(open.id) ? posted : undefined}
            />
          ) : view.panel ? (
            <p className="page-panel">Cette page n'est plus dans l'arborescence.</p>
          ) : null}
        </div>
      )}
      {open && view.confirmTrash ? (
        <ConfirmDialog
          title={`Supprimer « ${pageLabel(open.node)} » ?`}
          cancelTo={pagePanel(open.id)}
          confirm={<ConfirmForm intent="trash" id={open.id} label="Mettre à la corbeille" />}
        >
          <p>
            La page
            {open.node.children.length > 0 ? " et ses sous-pages quittent" : " quitte"} le site et son menu.
            Elle reste dans la corbeille, d'où vous pouvez la restaurer.
          </p>
        </ConfirmDialog>
      ) : null}
      {purging ? (
        <ConfirmDialog
          title={`Supprimer définitivement « ${purging.title} » ?`}
          cancelTo={TRASH_VIEW}
          confirm={<ConfirmForm intent="purge" id={purging.id} label="Supprimer définitivement" />}
        >
          <p>
            La page{purging.pageCount > 1 ? " et les pages supprimées avec elle" : ""}, sa mise en page et ses
            anciennes adresses seront effacées. Cette action est irréversible.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function ConfirmForm({ intent, id, label }: { intent: string; id: number; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="admin-btn admin-btn--danger">
        {label}
      </button>
    </Form>
  );
}
