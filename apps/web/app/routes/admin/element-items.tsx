import { adminElementCalls } from "@vitrine/sdk/admin-elements";
import {
  data,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { loadList } from "../../features/admin/content/content-form.server";
import { listLinks } from "../../features/admin/content/content-links";
import { NEW_ITEM } from "../../features/admin/content/content-paths";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { ListFrame } from "../../features/admin/content/ListFrame";
import { apiQuery, type ListSpec, readListParams } from "../../features/admin/content/list-params";
import { ElementItemsTable } from "../../features/admin/elements/ElementItemsTable";
import { ELEMENTS_PATH } from "../../features/admin/elements/ElementTables";
import { elementPath, elementsPath } from "../../features/admin/elements/element-form";
import { requireNumericId } from "../../features/layout/numeric-id.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = listLinks;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, `${data?.list?.name ?? "Liste d'éléments"} · Administration`),
  { name: "robots", content: "noindex" },
];

const specOf = (listId: number): ListSpec<"ordre" | "titre" | "date"> => ({
  path: elementsPath(listId),
  sorts: { ordre: "order", titre: "title", date: "startsAt" },
  defaultSort: { key: "ordre", desc: false },
  descFirst: ["date"],
  filters: {},
});

/** One element list of the managed site: its elements, hidden ones too, searched, sorted and paged. */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const listId = requireNumericId(params.id);
  const api = adminElementCalls(await adminApi(context, request));
  const spec = specOf(listId);
  const query = readListParams(spec, new URL(request.url));
  const { list, refusal } = await loadList(() => api.adminElements(listId, apiQuery(spec, query)));
  const named = "list" in list ? list.list : (await api.adminElementLists()).find((l) => l.id === listId);
  if (!named) throw data(null, { status: 404 });
  return { listId, list: named, items: list.items, total: list.total, params: query, refusal };
}

export default function AdminElementItems() {
  const { listId, list, items, total, params, refusal } = useLoaderData<typeof loader>();
  const spec = specOf(listId);
  const name = list.name;
  return (
    <section className="admin-card orders content-screen" aria-labelledby="liste-titre">
      <p>
        <Link to={ELEMENTS_PATH}>← Toutes les listes</Link>
      </p>
      <div className="content-screen__head">
        <h1 id="liste-titre">{name}</h1>
        <Link to={elementPath(listId, NEW_ITEM)} className="admin-btn admin-btn--primary">
          Nouvel élément
        </Link>
      </div>
      <p>Liste « {list.route} » du site : les éléments masqués n'y paraissent pas.</p>
      <DoneMessage />
      <ListFrame
        spec={spec}
        params={params}
        total={total}
        noun={["élément", "éléments"]}
        searchLabel="Rechercher un élément"
        refusal={refusal}
      >
        {items.length > 0 ? (
          <ElementItemsTable name={name} items={items} spec={spec} params={params} />
        ) : null}
      </ListFrame>
    </section>
  );
}
