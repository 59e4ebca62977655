/** Logs in as the seeded administrator of a site (credentials file of the server's DATA_DIR). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import type { RunningServer } from "./server";

export function adminCredentials(server: RunningServer, email: string): { email: string; password: string } {
  const text = readFileSync(join(server.dataDir, "initial-credentials.txt"), "utf8");
  const match = new RegExp(`identifiant : ${email.replace(/\./g, "\\.")}\\n\\s*mot de passe : (\\S+)`).exec(
    text,
  );
  if (!match?.[1]) throw new Error(`No credentials for ${email}`);
  return { email, password: match[1] };
}

/** Changes a site parameter through the admin API, as the site's administrator. */
export async function setParameter(
  server: RunningServer,
  siteId: number,
  email: string,
  type: string,
  value: string | null,
) {
  const call = await adminApi(server, siteId, email);
  await call("PUT", `/admin/parameter/${type}`, { value });
}

/** Signs a browser in as a site's administrator: the session cookie the login page would set. */
export async function signInAsAdmin(
  server: RunningServer,
  context: BrowserContext,
  host: string,
  siteId: number,
  email: string,
): Promise<void> {
  // Node resolves no *.localhost name: the API is asked on localhost, the site named by idSite.
  const login = await fetch(server.url("localhost", "/api/login"), {
    method: "POST",
    headers: { "content-type": "application/json", idSite: String(siteId) },
    body: JSON.stringify(adminCredentials(server, email)),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const url = server.url(host, "");
  await context.addCookies([{ name: "token", value: data.token, url, httpOnly: true, sameSite: "Lax" }]);
}

/** A call to the API as a site's administrator, through the server's own /api. */
export type AdminCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** Logs in as a site's administrator; answers a caller of the API (the idSite header names the site). */
export async function adminApi(server: RunningServer, siteId: number, email: string): Promise<AdminCall> {
  const origin = server.url("localhost", "");
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", idSite: String(siteId) },
    body: JSON.stringify(adminCredentials(server, email)),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { idSite: String(siteId), authorization: `Bearer ${data.token}` };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const json = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${origin}/api${path}`, {
      method,
      headers: json ? { ...headers, "content-type": "application/json" } : headers,
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    const envelope = (await response.json()) as { success: boolean; data: T; message: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
    return envelope.data;
  };
}

/** Creates a content page outside the menu; answers its id and path. */
export const createContentPage = (call: AdminCall, title: string) =>
  call<{ id: number; path: string }>("POST", "/admin/page", {
    title,
    showInMenu: false,
    cms: { isCmsPage: true, route: null },
  });

/** Publishes a page's layout as the layout editor does: a preview saved, then published. */
export async function publishLayout(call: AdminCall, pageId: number, html: string, css = "") {
  const layout = await call<{ id: number; published: { hash: string } }>(
    "GET",
    `/admin/page/${pageId}/layout`,
  );
  const form = new FormData();
  form.append("html", html);
  form.append("css", css);
  form.append("project", "{}");
  form.append("baseHash", layout.published.hash);
  const base = `/admin/page/${pageId}/layout/${layout.id}`;
  const saved = await call<{ hash: string }>("PUT", `${base}/preview`, form);
  await call("POST", `${base}/publish`, { baseHash: saved.hash });
}
