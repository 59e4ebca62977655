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
  const origin = server.url("localhost", "");
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", idSite: String(siteId) },
    body: JSON.stringify(adminCredentials(server, email)),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await fetch(`${origin}/api/admin/parameter/${type}`, {
    method: "PUT",
    headers: {
      "content-type": "application/json",
      idSite: String(siteId),
      authorization: `Bearer ${data.token}`,
    },
    body: JSON.stringify({ value }),
  });
  if (!response.ok)
    throw new Error(`PUT /admin/parameter/${type}: ${response.status} ${await response.text()}`);
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
