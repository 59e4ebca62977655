import { adminFormCalls } from "@vitrine/sdk/admin-forms";
import {
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { formPath, submissionsCsvPath, submissionsPath } from "../../features/admin/forms/form-paths";
import { SubmissionsTable } from "../../features/admin/forms/SubmissionsTable";
import { ListPages, pageParam } from "../../features/admin/PlainTable";
import { plural } from "../../features/content/format";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { readable } from "../../features/orders/order.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import formsHref from "../../styles/admin-forms.css?url";
import ordersHref from "../../styles/admin-orders.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: formsHref },
];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Demandes reçues · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 20;

/** A form's submissions, newest first, 20 a page (`?page=`), with the CSV export. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const calls = adminFormCalls(await adminApi(context, request));
  const page = pageParam(request);
  const [form, list] = await Promise.all([
    readable(calls.adminForm(id)),
    readable(calls.formSubmissions(id, { page, nbItem: PER_PAGE })),
  ]);
  return { form, ...list, page, pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)) };
}

export default function AdminFormSubmissions() {
  const { form, items, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card orders" aria-labelledby="demandes-titre">
      <p className="admin-form__back">
        <Link to={formPath(form.id)}>Modifier le formulaire</Link>
      </p>
      <div className="admin-forms__head">
        <h1 id="demandes-titre">Demandes reçues : {form.name}</h1>
        {total > 0 ? (
          <a href={submissionsCsvPath(form.id)} className="btn btn--ghost" download>
            Exporter en CSV
          </a>
        ) : null}
      </div>
      <p className="orders__count">
        {total === 0 ? "Aucune demande reçue pour le moment." : `${plural(total, "demande", "demandes")}.`}
      </p>
      {items.length > 0 ? <SubmissionsTable formId={form.id} fields={form.fields} items={items} /> : null}
      <ListPages
        path={submissionsPath(form.id)}
        page={page}
        pageCount={pageCount}
        label="Pages des demandes"
      />
    </section>
  );
}
