import { adminElementCalls } from "@vitrine/sdk/admin-elements";
import { isApiError } from "@vitrine/sdk/client";
import { parseId } from "@vitrine/shared/ids";
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { adminApi } from "../../features/admin/admin-api.server";
import {
  ELEMENTS_PATH,
  RegistrationsTable,
  registrationsCsvPath,
  registrationsPath,
} from "../../features/admin/elements/ElementTables";
import { ListPages, pageParam } from "../../features/admin/PlainTable";
import { plural } from "../../features/content/format";
import { postedForm } from "../../features/forms/posted-form.server";
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
  ...pageMeta(rootDataOf(matches)?.info.name, "Inscriptions · Administration"),
  { name: "robots", content: "noindex" },
];

const PER_PAGE = 50;

/** An event's registrations, newest first, 50 a page (`?page=`), with the CSV export. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id);
  const page = pageParam(request);
  const list = await readable(
    adminElementCalls(await adminApi(context, request)).registrations(id, { page, nbItem: PER_PAGE }),
  );
  return { ...list, page, pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)) };
}

/** Cancels one registration (its seats are free again). */
export async function action({ context, request, params }: ActionFunctionArgs) {
  const id = requireNumericId(params.id);
  const registration = parseId(String((await postedForm(request)).get("registration") ?? ""));
  if (registration === null)
    return data({ ok: false, message: "Cette inscription est introuvable." }, { status: 404 });
  try {
    await adminElementCalls(await adminApi(context, request)).cancelRegistration(id, registration);
    return { ok: true, message: "Inscription annulée : ses places sont de nouveau libres." };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ ok: false, message: error.message }, { status: error.status === 404 ? 404 : 400 });
  }
}

export default function AdminElementRegistrations() {
  const { element, items, total, page, pageCount } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section className="admin-card orders" aria-labelledby="inscriptions-titre">
      <p className="admin-form__back">
        <Link to={ELEMENTS_PATH}>Toutes les listes</Link>
      </p>
      <div className="admin-forms__head">
        <h1 id="inscriptions-titre">Inscriptions : {element.title}</h1>
        {total > 0 ? (
          <a href={registrationsCsvPath(element.id)} className="btn btn--ghost" download>
            Exporter en CSV
          </a>
        ) : null}
      </div>
      {reply ? <FormMessage kind={reply.ok ? "success" : "error"}>{reply.message}</FormMessage> : null}
      <p className="orders__count">
        {total === 0
          ? "Aucune inscription pour le moment."
          : `${plural(total, "inscription", "inscriptions")}`}
        {element.capacity === null
          ? ` · ${element.registeredSeats} places réservées.`
          : ` · ${element.registeredSeats} places réservées sur ${element.capacity}.`}
      </p>
      {items.length > 0 ? <RegistrationsTable items={items} /> : null}
      <ListPages
        path={registrationsPath(element.id)}
        page={page}
        pageCount={pageCount}
        label="Pages des inscriptions"
      />
    </section>
  );
}
