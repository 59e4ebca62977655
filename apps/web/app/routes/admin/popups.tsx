import { adminPopupCalls } from "@vitrine/sdk/admin-popups";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { ListPages, pageParam } from "../../features/admin/PlainTable";
import { PopupsTable } from "../../features/admin/popups/PopupsTable";
import { NEW_POPUP_PATH, POPUPS_PATH } from "../../features/admin/popups/popup-form";
import { plural } from "../../features/content/format";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: formsHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Fenêtres popup · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 20;

/** The managed site's popups, newest first, 20 a page (`?page=`). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const page = pageParam(request);
  const list = await adminPopupCalls(api).adminPopups({ page, nbItem: PER_PAGE });
  return { ...list, page, pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)) };
}

export default function AdminPopups() {
  const { items, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card orders" aria-labelledby="fenetres-titre">
      <div className="admin-forms__head">
        <h1 id="fenetres-titre">Fenêtres popup</h1>
        <Link to={NEW_POPUP_PATH} className="btn btn--primary">
          Nouvelle fenêtre
        </Link>
      </div>
      <p className="orders__count">
        {total === 0 ? "Aucune fenêtre pour le moment." : `${plural(total, "fenêtre", "fenêtres")}.`}
      </p>
      {items.length > 0 ? <PopupsTable items={items} /> : null}
      <ListPages path={POPUPS_PATH} page={page} pageCount={pageCount} label="Pages des fenêtres" />
    </section>
  );
}
