import { adminContentCalls } from "@vitrine/sdk/admin-content";
import {
  type ActionFunctionArgs,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { loadList, submit, unknownForm } from "../../features/admin/content/content-form.server";
import { listLinks } from "../../features/admin/content/content-links";
import { NEW_ITEM, SERVICES_PATH, servicePath, withDone } from "../../features/admin/content/content-paths";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { ListFrame } from "../../features/admin/content/ListFrame";
import { apiQuery, type ListSpec, listHref, readListParams } from "../../features/admin/content/list-params";
import { ServicesTable } from "../../features/admin/content/ServicesTable";
import { postedForm } from "../../features/forms/posted-form.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = listLinks;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Services · Administration"),
  { name: "robots", content: "noindex" },
];

const SPEC: ListSpec<"ordre" | "titre"> = {
  path: SERVICES_PATH,
  sorts: { ordre: "order", titre: "title" },
  defaultSort: { key: "ordre", desc: false },
  filters: {},
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const params = readListParams(SPEC, new URL(request.url));
  const { list, refusal } = await loadList(() => api.adminServices(apiQuery(SPEC, params)));
  return { ...list, params, refusal };
}

/** « Monter » and « Descendre »: the whole order is sent again, the service swapped with its neighbour. */
export async function action({ context, request }: ActionFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  if (formText(form, "intent") !== "move") return unknownForm();
  const id = Number(formText(form, "id"));
  const step = formText(form, "direction") === "up" ? -1 : 1;
  return submit(
    "move",
    {},
    async () => {
      const { items } = await api.adminServices({ nbItem: 100, orderBy: "order:asc" });
      const ids = items.map((service) => service.id);
      const at = ids.indexOf(id);
      const to = at + step;
      if (at >= 0 && to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      return api.reorderServices(ids);
    },
    () => withDone(listHref(SPEC, readListParams(SPEC, new URL(request.url))), "ordre"),
  );
}

export default function AdminServices() {
  const { items, total, params, refusal } = useLoaderData<typeof loader>();
  return (
    <section className="admin-card orders content-screen" aria-labelledby="services-titre">
      <div className="content-screen__head">
        <h1 id="services-titre">Services</h1>
        <Link to={servicePath(NEW_ITEM)} className="admin-btn admin-btn--primary">
          Ajouter un service
        </Link>
      </div>
      <DoneMessage />
      <ListFrame
        spec={SPEC}
        params={params}
        total={total}
        noun={["service", "services"]}
        searchLabel="Rechercher un service"
        refusal={refusal}
      >
        {items.length > 0 ? <ServicesTable items={items} spec={SPEC} params={params} total={total} /> : null}
      </ListFrame>
    </section>
  );
}
