import { adminContentCalls } from "@vitrine/sdk/admin-content";
import {
  type ActionFunctionArgs,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { FormMessage } from "../../features/account/fields";
import { formText } from "../../features/account/session.server";
import { adminApi } from "../../features/admin/admin-api.server";
import { loadList, submit, unknownForm } from "../../features/admin/content/content-form.server";
import { listLinks } from "../../features/admin/content/content-links";
import { NEW_ITEM, NEWS_PATH, newsPath, withDone } from "../../features/admin/content/content-paths";
import { DoneMessage } from "../../features/admin/content/DoneMessage";
import { ListFrame } from "../../features/admin/content/ListFrame";
import { apiQuery, type ListSpec, listHref, readListParams } from "../../features/admin/content/list-params";
import { NewsTable } from "../../features/admin/content/NewsTable";
import type { FormResult } from "../../features/forms/form-result";
import { postedForm } from "../../features/forms/posted-form.server";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";

export const links: LinksFunction = listLinks;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Actualités · Administration"),
  { name: "robots", content: "noindex" },
];

const SPEC: ListSpec<"date" | "titre"> = {
  path: NEWS_PATH,
  sorts: { date: "publishedAt", titre: "title" },
  defaultSort: { key: "date", desc: true },
  descFirst: ["date"],
  filters: {},
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const params = readListParams(SPEC, new URL(request.url));
  const { list, refusal } = await loadList(() => api.adminNews(apiQuery(SPEC, params)));
  return { ...list, params, refusal };
}

/** « Mettre en avant » (the one promoted before is not any more) and « Retirer ». */
export async function action({ context, request }: ActionFunctionArgs) {
  const api = adminContentCalls(await adminApi(context, request));
  const form = await postedForm(request);
  const intent = formText(form, "intent");
  if (intent !== "promote" && intent !== "unpromote") return unknownForm();
  const id = Number(formText(form, "id"));
  const back = listHref(SPEC, readListParams(SPEC, new URL(request.url)));
  return submit(
    "promote",
    {},
    () => api.promoteNews(id, intent === "promote"),
    () => withDone(back, intent === "promote" ? "avant" : "enregistre"),
  );
}

export default function AdminNews() {
  const { items, total, params, refusal } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <section className="admin-card orders content-screen" aria-labelledby="actualites-titre">
      <div className="content-screen__head">
        <h1 id="actualites-titre">Actualités</h1>
        <Link to={newsPath(NEW_ITEM)} className="admin-btn admin-btn--primary">
          Écrire une actualité
        </Link>
      </div>
      <p>Une seule actualité est mise en avant à la fois : en choisir une retire la précédente.</p>
      <DoneMessage />
      {result?.status === "error" ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <ListFrame
        spec={SPEC}
        params={params}
        total={total}
        noun={["actualité", "actualités"]}
        searchLabel="Rechercher une actualité"
        refusal={refusal}
      >
        {items.length > 0 ? <NewsTable items={items} spec={SPEC} params={params} /> : null}
      </ListFrame>
    </section>
  );
}
