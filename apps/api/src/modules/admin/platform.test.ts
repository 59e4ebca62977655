import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { SiteService } from "../site/service";
import { PLATFORM_REFUSED } from "./platform.routes";

/** The platform's calls: sites made from a template, served at their host names, suspended. */

let api: TestApi;
let platform: { token: string; email: string };
let admin: { token: string; email: string };
const SITE = MINIMAL_SITES.building.id;
let made = 0;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  platform = await adminToken(api.services, api.database.db, SITE, "SUPER_ADMIN");
  admin = await adminToken(api.services, api.database.db, SITE);
});

afterAll(async () => {
  await api.close();
});

const as = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object, site = SITE) =>
  api.call({
    method,
    url,
    site,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

function newSite(template: string, overrides: Record<string, unknown> = {}) {
  made += 1;
  const slug = `nouveau-site-${made}-${Date.now()}`;
  return {
    template,
    name: `Nouveau site ${made}`,
    isWinemaker: template === "WINE_ESTATE",
    isECommerce: template === "WINE_ESTATE",
    isBuilding: template === "BUILDING",
    devHosts: [`${slug}.localhost`],
    prodHosts: [`www.${slug}.fr`],
    adminEmail: `admin@${slug}.fr`,
    ...overrides,
  };
}

const create = (body: object) => as(platform.token, "POST", "/admin/platform/site", body);

describe("POST /admin/platform/site", () => {
  it("creates a site from the wine estate's template, served at its host name, with its shop and its administrator", async () => {
    const body = newSite("WINE_ESTATE", { name: "Domaine des Pins" });
    const reply = await create(body);
    expect(reply.status).toBe(201);
    const { site, admin: account } = reply.body.data;
    expect(site).toMatchObject({
      name: "Domaine des Pins",
      isWinemaker: true,
      isECommerce: true,
      devHosts: body.devHosts,
      prodHosts: body.prodHosts,
      suspendedAt: null,
      admins: 1,
    });
    expect(account.email).toBe(body.adminEmail);
    expect(account.password.length).toBeGreaterThanOrEqual(16);

    // The host table knows it at once; the site answers its public calls with the template's content.
    expect(await api.services.sites.siteIdForHost(body.devHosts[0]!)).toBe(site.id);
    expect(await api.services.sites.siteIdForHost(body.prodHosts[0]!)).toBe(site.id);
    const home = await api.call({ method: "GET", url: "/page/accueil", site: site.id });
    expect(home.status).toBe(200);
    expect(home.body.data.layout.tree).toBeTruthy();
    expect(JSON.stringify(home.body.data.layout)).toContain(`/media/${site.id}/`);
    expect(JSON.stringify(home.body.data.layout)).not.toContain("/media/2/");
    const products = await api.call({ method: "GET", url: "/product", site: site.id });
    expect(products.status).toBe(200);
    expect(products.body.data.total ?? products.body.data.length).toBeGreaterThan(0);
    expect(existsSync(join(api.config.mediaDir, String(site.id), "hero-vineyard.svg"))).toBe(true);

    // Its administrator signs in on it, and on it only.
    const login = await api.call({
      method: "POST",
      url: "/login",
      site: site.id,
      payload: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(200);
    const elsewhere = await api.call({
      method: "POST",
      url: "/login",
      site: SITE,
      payload: { email: account.email, password: account.password },
    });
    expect(elsewhere.status).toBe(401);
    const tree = await as(login.body.data.token, "GET", "/admin/page", undefined, site.id);
    expect(tree.status).toBe(200);

    // Audited on the new site.
    const journal = await as(platform.token, "GET", `/admin/platform/audit?idSite=${site.id}`);
    expect(journal.body.data.items[0]).toMatchObject({
      idSite: site.id,
      action: "site.create",
      userEmail: platform.email,
      after: { name: "Domaine des Pins", template: "WINE_ESTATE", adminEmail: body.adminEmail },
    });
  });

  it("creates a site from the building company's template and a blank one", async () => {
    const building = await create(newSite("BUILDING"));
    expect(building.status).toBe(201);
    const buildingPages = await api.call({ method: "GET", url: "/page", site: building.body.data.site.id });
    expect(buildingPages.body.data.length).toBeGreaterThan(3);
    const services = await api.call({ method: "GET", url: "/service", site: building.body.data.site.id });
    expect(services.status).toBe(200);

    const blank = await create(newSite("BLANK", { name: "Atelier <Céramique>" }));
    expect(blank.status).toBe(201);
    const id = blank.body.data.site.id;
    const pages = await api.call({ method: "GET", url: "/page", site: id });
    expect(pages.body.data.map((page: { url: string }) => page.url)).toEqual(["accueil"]);
    const home = await api.call({ method: "GET", url: "/page/accueil", site: id });
    // The name is the title's text, never markup.
    const title = home.body.data.layout.tree[0].children[0].children[0];
    expect(title).toEqual({ tag: "h1", attrs: {}, children: ["Atelier <Céramique>"] });
    const parameters = await api.call({ method: "GET", url: "/parameter", site: id });
    expect(parameters.body.data).toContainEqual(
      expect.objectContaining({ type: "COMPANY_NAME", value: "Atelier <Céramique>" }),
    );
  });

  it("refuses a host name another site uses (409, French) and leaves nothing behind", async () => {
    const before = (await as(platform.token, "GET", "/admin/platform/site")).body.data.length;
    const taken = await create(newSite("BLANK", { prodHosts: ["WWW.domaine-essai.fr"] }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      "Le nom d'hôte « www.domaine-essai.fr » est déjà utilisé par le site « Domaine d'essai ».",
    );
    expect(taken.body.data.errors).toEqual({ prodHosts: taken.body.message });
    const twice = await create(newSite("BLANK", { devHosts: ["a.localhost"], prodHosts: ["a.localhost"] }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Le nom d'hôte « a.localhost » est indiqué deux fois.");
    expect((await as(platform.token, "GET", "/admin/platform/site")).body.data.length).toBe(before);
  });

  it("refuses a malformed host name, a missing one, a bad e-mail or template (400, French)", async () => {
    for (const host of [
      "https://www.exemple.fr",
      "exemple",
      "exemple.fr:3000",
      "ex ample.fr",
      "-x.fr",
      "192.168.0.1",
      "a..fr",
    ]) {
      const reply = await create(newSite("BLANK", { prodHosts: [host] }));
      expect([host, reply.status]).toEqual([host, 400]);
      expect(JSON.stringify(reply.body.data.errors)).toContain("Nom d'hôte invalide");
    }
    const none = await create(newSite("BLANK", { devHosts: [], prodHosts: [] }));
    expect(none.status).toBe(400);
    expect(none.body.data.errors).toEqual({ prodHosts: "Indiquez au moins un nom d'hôte." });
    const email = await create(newSite("BLANK", { adminEmail: "pas-une-adresse" }));
    expect(email.status).toBe(400);
    expect(email.body.data.errors).toEqual({ adminEmail: "Cette adresse e-mail n'est pas valide." });
    const template = await create(newSite("CHATEAU"));
    expect(template.status).toBe(400);
    expect(template.body.data.errors).toEqual({ template: "Choisissez un modèle de site." });
  });

  it("is refused to a site's ADMIN (403, French)", async () => {
    for (const [method, url] of [
      ["GET", "/admin/platform/site"],
      ["POST", "/admin/platform/site"],
      ["POST", "/admin/platform/site/2/suspend"],
      ["GET", "/admin/platform/user"],
      ["PUT", "/admin/platform/user/1/role"],
      ["GET", "/admin/platform/audit"],
    ] as const) {
      const reply = await as(admin.token, method, url, method === "GET" ? undefined : newSite("BLANK"));
      expect([url, reply.status, reply.body.message]).toEqual([url, 403, PLATFORM_REFUSED]);
    }
  });
});

describe("a suspended site", () => {
  it("answers 503 to its visitors and its administrators until it is put back online; the platform still manages it", async () => {
    const created = await create(newSite("BLANK"));
    const { site, admin: account } = created.body.data;
    const login = await api.call({
      method: "POST",
      url: "/login",
      site: site.id,
      payload: { email: account.email, password: account.password },
    });
    const suspended = await as(platform.token, "POST", `/admin/platform/site/${site.id}/suspend`);
    expect(suspended.status).toBe(200);
    expect(suspended.body.data.suspendedAt).not.toBeNull();
    expect(await api.services.sites.isSuspended(site.id)).toBe(true);

    const page = await api.call({ method: "GET", url: "/page", site: site.id });
    expect(page.status).toBe(503);
    expect(page.body.message).toBe("Ce site est suspendu.");
    const adminCall = await as(login.body.data.token, "GET", "/admin/page", undefined, site.id);
    expect(adminCall.status).toBe(503);
    expect((await as(platform.token, "GET", "/admin/page", undefined, site.id)).status).toBe(200);

    const back = await as(platform.token, "POST", `/admin/platform/site/${site.id}/reactivate`);
    expect(back.body.data.suspendedAt).toBeNull();
    expect((await api.call({ method: "GET", url: "/page", site: site.id })).status).toBe(200);
    const journal = await as(platform.token, "GET", `/admin/platform/audit?idSite=${site.id}&entity=site`);
    expect(journal.body.data.items.map((entry: { action: string }) => entry.action)).toEqual([
      "site.reactivate",
      "site.suspend",
      "site.create",
    ]);
  });

  it("cannot be the platform administrator's own site; an unknown site is 404", async () => {
    const own = await as(platform.token, "POST", `/admin/platform/site/${SITE}/suspend`);
    expect(own.status).toBe(409);
    expect(own.body.message).toBe("Vous ne pouvez pas suspendre le site de votre propre compte.");
    const unknown = await as(platform.token, "POST", "/admin/platform/site/999999/suspend");
    expect(unknown.status).toBe(404);
  });
});

describe("another instance on the same database", () => {
  it("serves a new site's host names and sees its suspension through the content versions (decision 017)", async () => {
    const other = new SiteService(api.database.db, api.config.mediaDir, 0);
    const body = newSite("BLANK");
    expect(await other.siteIdForHost(body.devHosts[0]!)).toBeNull();
    const { site } = (await create(body)).body.data;
    expect(await other.siteIdForHost(body.devHosts[0]!)).toBe(site.id);
    expect(await other.isSuspended(site.id)).toBe(false);
    await as(platform.token, "POST", `/admin/platform/site/${site.id}/suspend`);
    expect(await other.isSuspended(site.id)).toBe(true);
  });
});

describe("PUT /admin/platform/site/:id", () => {
  it("changes the name, flags and host names; the old host name no longer serves the site", async () => {
    const { site } = (await create(newSite("BLANK"))).body.data;
    const reply = await as(platform.token, "PUT", `/admin/platform/site/${site.id}`, {
      name: "Atelier renommé",
      isWinemaker: false,
      isECommerce: true,
      isBuilding: false,
      devHosts: site.devHosts,
      prodHosts: ["atelier-renomme.fr"],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      name: "Atelier renommé",
      isECommerce: true,
      prodHosts: ["atelier-renomme.fr"],
    });
    expect(await api.services.sites.siteIdForHost("atelier-renomme.fr")).toBe(site.id);
    expect(await api.services.sites.siteIdForHost(site.prodHosts[0])).toBeNull();
    const clash = await as(platform.token, "PUT", `/admin/platform/site/${site.id}`, {
      ...reply.body.data,
      devHosts: ["batiment-essai.localhost"],
    });
    expect(clash.status).toBe(409);
  });
});

describe("the accounts of every site", () => {
  it("lists and searches them across sites, with their site", async () => {
    const member = await createMember(api.database.db, MINIMAL_SITES.shop.id, {
      email: "recherche-plateforme@example.fr",
      lastname: "Trouvable",
    });
    const reply = await as(platform.token, "GET", "/admin/platform/user?search=Trouvable");
    expect(reply.status).toBe(200);
    expect(reply.body.data.items).toEqual([
      expect.objectContaining({
        id: member.id,
        idSite: MINIMAL_SITES.shop.id,
        siteName: "Domaine d'essai",
        role: "CUSTOMER",
      }),
    ]);
    const admins = await as(
      platform.token,
      "GET",
      `/admin/platform/user?idSite=${MINIMAL_SITES.shop.id}&role=ADMIN`,
    );
    expect(admins.body.data.items.map((user: { email: string }) => user.email)).toContain(
      MINIMAL_SITES.shop.adminEmail,
    );
    const bad = await as(platform.token, "GET", "/admin/platform/user?color=red");
    expect(bad.status).toBe(400);
  });

  it("changes a role, audited; refuses one's own, the platform's and a site's last administrator", async () => {
    const { site } = (await create(newSite("BLANK"))).body.data;
    const list = await as(platform.token, "GET", `/admin/platform/user?idSite=${site.id}`);
    const onlyAdmin = list.body.data.items[0];
    const last = await as(platform.token, "PUT", `/admin/platform/user/${onlyAdmin.id}/role`, {
      role: "CUSTOMER",
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toContain("C'est le dernier administrateur du site");

    const member = await createMember(api.database.db, site.id);
    const promoted = await as(platform.token, "PUT", `/admin/platform/user/${member.id}/role`, {
      role: "ADMIN",
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role).toBe("ADMIN");
    const demoted = await as(platform.token, "PUT", `/admin/platform/user/${onlyAdmin.id}/role`, {
      role: "CUSTOMER",
    });
    expect(demoted.status).toBe(200);
    const journal = await as(platform.token, "GET", `/admin/platform/audit?idSite=${site.id}&entity=user`);
    expect(journal.body.data.items[0]).toMatchObject({
      action: "user.role",
      before: { role: "ADMIN" },
      after: { role: "CUSTOMER" },
    });

    const me = (
      await as(
        platform.token,
        "GET",
        `/admin/platform/user?role=SUPER_ADMIN&search=${encodeURIComponent(platform.email)}`,
      )
    ).body.data.items[0];
    const self = await as(platform.token, "PUT", `/admin/platform/user/${me.id}/role`, { role: "CUSTOMER" });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("Vous ne pouvez pas changer votre propre rôle.");
    const other = await createMember(api.database.db, SITE, { role: "SUPER_ADMIN" });
    const platformRole = await as(platform.token, "PUT", `/admin/platform/user/${other.id}/role`, {
      role: "ADMIN",
    });
    expect(platformRole.status).toBe(409);
    const badRole = await as(platform.token, "PUT", `/admin/platform/user/${member.id}/role`, {
      role: "SUPER_ADMIN",
    });
    expect(badRole.status).toBe(400);
    expect(badRole.body.data.errors).toEqual({ role: "Choisissez le rôle Membre ou Administrateur." });
  });
});
