import { adminFormCalls } from "@vitrine/sdk/admin-forms";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { FormsTable } from "../../features/admin/forms/FormsTable";
import { FORMS_PATH, NEW_FORM_PATH } from "../../features/admin/forms/form-paths";
import { ListPages, pageParam } from "../../features/admin/PlainTable";
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
  ...pageMeta(rootDataOf(matches)?.info.name, "Formulaires · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 20;

/** The managed site's forms by name, 20 a page (`?page=`). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const page = pageParam(request);
  const list = await adminFormCalls(api).adminForms({ page, nbItem: PER_PAGE, orderBy: "name" });
  return { ...list, page, pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)) };
}

export default function AdminForms() {
  const { items, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card orders" aria-labelledby="formulaires-titre">
      <div className="admin-forms__head">
        <h1 id="formulaires-titre">Formulaires</h1>
        <Link to={NEW_FORM_PATH} className="btn btn--primary">
          Nouveau formulaire
        </Link>
      </div>
      <p className="orders__count">
        {total === 0 ? "Aucun formulaire pour le moment." : `${plural(total, "formulaire", "formulaires")}.`}
      </p>
      {items.length > 0 ? <FormsTable items={items} /> : null}
      <ListPages path={FORMS_PATH} page={page} pageCount={pageCount} label="Pages des formulaires" />
    </section>
  );
}
