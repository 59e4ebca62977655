import type { PageNode } from "@vitrine/shared/schemas/site";
import type { Services } from "../composition";
import type { Db } from "../db/client";
import type { TestApi } from "./api";
import { createMember } from "./factories/account";

/** A new administrator of the site and a session of theirs: the bearer token of the admin calls. */
export async function adminToken(
  services: Services,
  db: Db,
  siteId: number,
  role: "ADMIN" | "SUPER_ADMIN" = "ADMIN",
) {
  const admin = await createMember(db, siteId, { role });
  return { token: await services.accounts.sessions.createSession(siteId, admin.id), email: admin.email };
}

/** The admin calls of the page tree, as `token` on `site`; each answers the status and the envelope. */
export function pageAdminCalls(api: TestApi, token: string, site = 1) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    api.call({
      method,
      url,
      site,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    tree: () => call("GET", "/admin/page"),
    create: (body: Record<string, unknown>) => call("POST", "/admin/page", body),
    update: (id: number, body: Record<string, unknown>) => call("PUT", `/admin/page/${id}`, body),
    move: (id: number, idParent: number | null, position: number) =>
      call("PUT", `/admin/page/${id}/move`, { idParent, position }),
    trash: (id: number) => call("DELETE", `/admin/page/${id}`),
    trashList: () => call("GET", "/admin/page/trash"),
    restore: (id: number) => call("POST", `/admin/page/${id}/restore`),
    purge: (id: number) => call("DELETE", `/admin/page/${id}/purge`),
    /** GET /redirect, the public call the site makes for an unknown path. */
    redirect: (path: string) =>
      api.call({ method: "GET", url: `/redirect?path=${encodeURIComponent(path)}`, site }),
    /** The public tree (GET /page), as visitors' menus read it. */
    publicTree: () => api.call({ method: "GET", url: "/page", site }),
  };
}

/** Every node of a tree, parents first. */
export function flatten(tree: PageNode[]): PageNode[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The node of a page in a tree; undefined when the tree does not hold it. */
export const nodeOf = (tree: PageNode[], id: number) => flatten(tree).find((node) => node.id === id);
