import { adminSiteCalls } from "@vitrine/sdk/admin-sites";
import { pageCalls } from "@vitrine/sdk/pages";
import { parseId } from "@vitrine/shared/ids";
import type { PageNode } from "@vitrine/shared/schemas/site";
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { adminApi } from "../../features/admin/admin-api.server";
import { AuditLog } from "../../features/admin/audit/AuditLog";
import { ENTITIES } from "../../features/admin/audit/audit-diff";
import { pageMeta } from "../../features/seo/meta";
import { rootDataOf } from "../../root-data";
import journalHref from "../../styles/admin-journal.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: journalHref }];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(rootDataOf(matches)?.info.name, "Journal des modifications · Administration"),
  { name: "robots", content: "noindex" },
];

/** Entries per page of the journal. */
const PER_PAGE = 20;

function titlesOf(tree: PageNode[], titles: Record<number, string> = {}): Record<number, string> {
  for (const page of tree) {
    titles[page.id] = page.menuTitle ?? page.title;
    titlesOf(page.children, titles);
  }
  return titles;
}

/** A page of the managed site's audit log (`?page=`, `?quoi=` a kind of things), and its pages' titles. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const api = await adminApi(context, request);
  const query = new URL(request.url).searchParams;
  const page = parseId(query.get("page") ?? "") ?? 1;
  const asked = query.get("quoi") ?? "";
  const entity = asked in ENTITIES ? asked : null;
  const [log, tree] = await Promise.all([
    adminSiteCalls(api).auditLog({ page, nbItem: PER_PAGE, entity }),
    pageCalls(api).adminPages(),
  ]);
  const pageCount = Math.max(1, Math.ceil(log.total / PER_PAGE));
  return { ...log, page, pageCount, entity, titles: titlesOf(tree) };
}

export default function AdminJournal() {
  const data = useLoaderData<typeof loader>();
  return <AuditLog {...data} />;
}
