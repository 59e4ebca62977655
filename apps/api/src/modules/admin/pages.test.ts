import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, flatten, nodeOf, pageAdminCalls } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPage } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";

/** The admin page tree: the whole tree, creating a page and changing its fields, and the address rules. */

let api: TestApi;
let pagesOf: ReturnType<typeof pageAdminCalls>;
let shopPages: ReturnType<typeof pageAdminCalls>;
let adminEmail: string;
const SITE = MINIMAL_SITES.building.id;
const SHOP = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const admin = await adminToken(api.services, api.database.db, SITE);
  adminEmail = admin.email;
  pagesOf = pageAdminCalls(api, admin.token, SITE);
  shopPages = pageAdminCalls(api, (await adminToken(api.services, api.database.db, SHOP)).token, SHOP);
});

afterAll(async () => {
  await api.close();
});

const db = () => api.database.db;

describe("GET /admin/page", () => {
  it("answers every page of the site, hidden and invalid ones too, with every field, children in order", async () => {
    const parent = await createPage(db(), SITE, { title: "Entreprise", order: 900, showInMenu: false });
    const second = await createPage(db(), SITE, { idParent: parent.id, order: 2, isValid: false });
    const first = await createPage(db(), SITE, { idParent: parent.id, order: 1, metaTitle: "Titre SEO" });
    const elsewhere = await createPage(db(), SHOP, { title: "Page de l'autre site" });

    const reply = await pagesOf.tree();
    expect(reply.status).toBe(200);
    const node = nodeOf(reply.body.data, parent.id)!;
    expect(node.children.map((child) => child.id)).toEqual([first.id, second.id]);
    expect(node).toMatchObject({ showInMenu: false, path: `/${parent.url}`, idSite: SITE });
    expect(node.children[0]).toMatchObject({
      metaTitle: "Titre SEO",
      path: `/${parent.url}/${first.url}`,
      cms: { isCmsPage: false, route: null },
      link: { type: "INTERNAL", url: null, jsCode: null },
    });
    expect(node.children[1]!.isValid).toBe(false);
    expect(nodeOf(reply.body.data, elsewhere.id)).toBeUndefined();

    // The public tree keeps the valid pages only.
    const publicTree = (await pagesOf.publicTree()).body.data;
    expect(nodeOf(publicTree, parent.id)!.children.map((child) => child.id)).toEqual([first.id]);
  });
});

describe("POST /admin/page", () => {
  it("creates a page with a slug made from its title, last of its parent's children, and logs it", async () => {
    const parent = await createPage(db(), SITE, { title: "Savoir-faire" });
    await createPage(db(), SITE, { idParent: parent.id, order: 7 });
    const reply = await pagesOf.create({ title: "  Nos Réalisations d'Été 2024 ", idParent: parent.id });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Page créée.");
    const page = reply.body.data;
    expect(page).toMatchObject({
      url: "nos-realisations-d-ete-2024",
      title: "Nos Réalisations d'Été 2024",
      idParent: parent.id,
      order: 8,
      path: `/${parent.url}/nos-realisations-d-ete-2024`,
      type: "GRAPE",
      isValid: true,
      link: { type: "INTERNAL", url: null, jsCode: null },
      children: [],
    });
    const menu = (await pagesOf.publicTree()).body.data;
    expect(nodeOf(menu, page.id)?.path).toBe(page.path);
  });

  it("writes the creation to the audit log, by whom and with the page's fields", async () => {
    const page = (await pagesOf.create({ title: "Page auditée", menuTitle: "Auditée" })).body.data;
    const log = await auditOf(page.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: "page.create",
      userEmail: adminEmail,
      before: null,
      after: { title: "Page auditée", url: "page-auditee", menuTitle: "Auditée", idParent: null },
    });
  });

  it("folds an address typed by hand and numbers a slug made from a title already taken", async () => {
    const typed = await pagesOf.create({ title: "Équipe", url: " Équipe & Valeurs ÉTÉ " });
    expect(typed.body.data.url).toBe("equipe-valeurs-ete");
    const first = await pagesOf.create({ title: "Nos engagements" });
    const second = await pagesOf.create({ title: "Nos  engagements !" });
    expect([first.body.data.url, second.body.data.url]).toEqual(["nos-engagements", "nos-engagements-2"]);
  });

  it("refuses an address another page has (409), in the trash too, and says which", async () => {
    const taken = await createPage(db(), SITE, { url: "adresse-prise", title: "Celle qui l'a" });
    const reply = await pagesOf.create({ title: "Autre", url: "Adresse Prise" });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(
      "L'adresse « adresse-prise » est déjà celle de la page « Celle qui l'a ».",
    );
    expect(reply.body.data.errors.url).toBe(reply.body.message);

    expect((await pagesOf.trash(taken.id)).status).toBe(200);
    const again = await pagesOf.create({ title: "Autre", url: "adresse-prise" });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("dans la corbeille");
    // Another site may use the same address.
    expect((await shopPages.create({ title: "Autre", url: "adresse-prise" })).status).toBe(200);
  });

  it.each([
    ["panier", "/panier"],
    ["admin", "/admin"],
    ["api", "/api"],
    ["mon-compte", "/mon-compte"],
    ["commande", "/commande"],
    ["les-realisations", "/les-realisations"],
  ])("refuses the address %s, kept by the site's screens (400)", async (url, path) => {
    const reply = await pagesOf.create({ title: "Page", url });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`L'adresse ${path} est réservée par le site : choisissez-en une autre.`);
    expect(reply.body.data.errors.url).toBe(reply.body.message);
  });

  it("says which screen a page should stand for, and refuses the sub-paths of a screen", async () => {
    const contact = await pagesOf.create({ title: "Contact" });
    expect(contact.status).toBe(400);
    expect(contact.body.message).toBe(
      "L'adresse /contact est celle d'un écran du site : liez la page à cet écran ou choisissez une autre adresse.",
    );
    const services = (await pagesOf.create({ title: "Services" })).body.data;
    expect(services.path).toBe("/services");
    const below = await pagesOf.create({ title: "Dépannage", idParent: services.id });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe(
      "L'adresse /services/depannage est réservée par le site : choisissez-en une autre.",
    );
    // The pages the site shows at their own address are not reserved.
    const about = await pagesOf.create({ title: "À propos" });
    expect(about.body.data.path).toBe("/a-propos");
  });

  it("binds a page to one of the site's screens: it then leads there", async () => {
    const bound = await pagesOf.create({
      title: "Nos chantiers",
      cms: { isCmsPage: false, route: "/realisations" },
    });
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ url: "nos-chantiers", path: "/realisations" });
    const twice = await pagesOf.create({
      title: "Encore",
      cms: { isCmsPage: false, route: "/realisations" },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.data.errors["cms.route"]).toBe(
      "La page « Nos chantiers » mène déjà à l'écran /realisations.",
    );
    // The shop is a screen of e-commerce sites only.
    const shopHere = await pagesOf.create({
      title: "Boutique",
      cms: { isCmsPage: false, route: "/boutique" },
    });
    expect(shopHere.status).toBe(400);
    expect(shopHere.body.data.errors["cms.route"]).toBe(
      "Cet écran n'existe pas sur ce site : choisissez parmi /realisations, /blog-conseils, /nous-contacter, /contact, /demande-devis.",
    );
    // Nor may a page of it take the shop's address.
    const shopAddress = await pagesOf.create({ title: "Boutique" });
    expect(shopAddress.body.message).toBe(
      "L'adresse /boutique est réservée par le site : choisissez-en une autre.",
    );
    const shopThere = await shopPages.create({
      title: "Boutique",
      cms: { isCmsPage: false, route: "/boutique" },
    });
    expect(shopThere.body.data.path).toBe("/boutique");
  });

  it("refuses a parent that is not a page of the site (404)", async () => {
    const foreign = await createPage(db(), SHOP);
    for (const idParent of [foreign.id, 2_000_000_000]) {
      const reply = await pagesOf.create({ title: "Orpheline", idParent });
      expect(reply.status).toBe(404);
      expect(reply.body.data.errors.idParent).toBe("La page parente est introuvable.");
    }
  });

  it.each([
    [{}, "title", "Indiquez le titre de la page."],
    [{ title: "   " }, "title", "Indiquez le titre de la page."],
    [{ title: "!!!" }, "url", "Le titre ne contient ni lettre ni chiffre : indiquez l'adresse de la page."],
    [
      { title: "Page", url: "---" },
      "url",
      "L'adresse de la page doit contenir au moins une lettre ou un chiffre.",
    ],
    [{ title: "Page", type: "HTML" }, "type", "Le type de page doit être GRAPE."],
    [{ title: "Page", showInMenu: "oui" }, "showInMenu", "Indiquez oui (true) ou non (false)."],
    [{ title: "Page", menuIcon: "fa-solid fa-licorne-inconnue" }, "menuIcon", "Cette icône n'existe pas"],
    [
      { title: "Page", link: { type: "EXTERNAL", url: "javascript:alert(1)" } },
      "link.url",
      "Le lien externe doit être une adresse complète en https://.",
    ],
    [{ title: "Page", link: { type: "EXTERNAL" } }, "link.url", "Indiquez l'adresse du lien externe."],
    [
      { title: "Page", link: { type: "INTERNAL", url: "//ailleurs.example" } },
      "link.url",
      "Le lien interne doit être un chemin du site commençant par « / ».",
    ],
    [
      { title: "Page", link: { type: "INTERNAL", url: "/\\ailleurs.example" } },
      "link.url",
      "Le lien interne doit être un chemin du site commençant par « / ».",
    ],
    [{ title: "Page", link: { type: "JS" } }, "link.jsCode", "Indiquez le code JavaScript du lien."],
    [{ title: "Page", link: { type: "AUTRE" } }, "link.type", "Type de lien inconnu"],
    [{ title: "Page", idParent: 0 }, "idParent", "La page parente doit être désignée par son identifiant."],
    [{ title: "x".repeat(201) }, "title", "200 caractères au maximum."],
    [{ title: "Page", metaDescription: "d".repeat(321) }, "metaDescription", "320 caractères au maximum."],
    [{ title: "Accueil bis", url: "accueil", idParent: 1 }, null, null],
  ])("refuses %j with a French message on its field", async (body, field, message) => {
    const underParent = "idParent" in body && body.idParent === 1;
    const reply = await pagesOf.create(
      underParent ? { ...body, idParent: (await createPage(db(), SITE)).id } : body,
    );
    expect(reply.status).toBe(400);
    if (field === null) {
      expect(reply.body.message).toBe("La page d'accueil (adresse « accueil ») reste à la racine du site.");
      return;
    }
    expect(reply.body.data.errors[field]).toContain(message);
  });

  it("keeps the link fields its type uses only", async () => {
    const reply = await pagesOf.create({
      title: "Lien externe",
      link: { type: "EXTERNAL", url: "https://www.qualibat.com/", jsCode: "alert(1)" },
    });
    expect(reply.body.data.link).toEqual({
      type: "EXTERNAL",
      url: "https://www.qualibat.com/",
      jsCode: null,
    });
    const text = await pagesOf.create({ title: "Menu texte", isText: true });
    expect(text.body.data.link.type).toBe("NONE");
  });
});

describe("PUT /admin/page/{idPage}", () => {
  it("changes every editable field and logs only what changed", async () => {
    const page = await createPage(db(), SITE, { title: "Avant", metaDescription: null });
    const body = {
      title: "Après",
      menuTitle: "Menu",
      menuIcon: "fa-solid fa-phone",
      showInMenu: false,
      isFixedOnRight: true,
      useAbsoluteMenu: true,
      isCustomHeader: true,
      isCustomFooter: true,
      isText: false,
      link: { type: "INTERNAL", url: "/nous-contacter", jsCode: null },
      cms: { isCmsPage: true, route: null },
      isValid: false,
      metaTitle: "Titre des moteurs",
      metaDescription: "Description des moteurs",
      url: "Nouvelle Adresse",
    };
    const reply = await pagesOf.update(page.id, body);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ ...body, url: "nouvelle-adresse", path: "/nouvelle-adresse" });
    expect(reply.body.data.icon).toMatchObject({ tag: "svg" });

    const [entry] = await auditOf(page.id);
    expect(entry).toMatchObject({ action: "page.update", userEmail: adminEmail });
    expect(entry.before).toMatchObject({ title: "Avant", url: page.url, isValid: true, metaTitle: null });
    expect(entry.after).toMatchObject({
      title: "Après",
      url: "nouvelle-adresse",
      isValid: false,
      redirectsFrom: [`/${page.url}`],
    });
    expect(Object.keys(entry.before)).not.toContain("order");
  });

  it("empties the optional fields with null or an empty text", async () => {
    const page = await createPage(db(), SITE, { menuTitle: "Court", metaTitle: "SEO" });
    const reply = await pagesOf.update(page.id, { menuTitle: "", metaTitle: null });
    expect(reply.body.data).toMatchObject({ menuTitle: null, metaTitle: null });
  });

  it("refuses an empty change, and answers 404 for a page of another site, unknown or in the trash", async () => {
    const page = await createPage(db(), SITE);
    const empty = await pagesOf.update(page.id, {});
    expect([empty.status, empty.body.message]).toEqual([400, "Indiquez au moins un champ à modifier."]);
    const foreign = await createPage(db(), SHOP);
    const trashed = await createPage(db(), SITE);
    await pagesOf.trash(trashed.id);
    for (const id of [foreign.id, trashed.id, 2_000_000_000]) {
      const reply = await pagesOf.update(id, { title: "Volée" });
      expect([reply.status, reply.body.message]).toEqual([404, "Cette page est introuvable."]);
    }
    expect(flatten((await shopPages.tree()).body.data).map((node) => node.title)).not.toContain("Volée");
  });

  it("is not refused for a clash of other pages it does not touch", async () => {
    const twins = [1, 2].map(() => createPage(db(), SHOP, { cmsRoute: "/contact", linkType: "INTERNAL" }));
    await Promise.all(twins);
    const page = await createPage(db(), SHOP);
    const reply = await shopPages.update(page.id, { url: "sans-rapport" });
    expect(reply.status).toBe(200);
    const clash = await shopPages.update(page.id, { cms: { isCmsPage: false, route: "/contact" } });
    expect(clash.status).toBe(409);
  });

  it("keeps the home page at its address", async () => {
    const home = await createPage(db(), SITE, { url: "accueil", title: "Accueil" });
    const reply = await pagesOf.update(home.id, { url: "bienvenue" });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain("La page d'accueil garde l'adresse « accueil »");
    expect((await pagesOf.update(home.id, { title: "Bienvenue", url: "accueil" })).status).toBe(200);
    const trash = await pagesOf.trash(home.id);
    expect(trash.status).toBe(409);
    expect(trash.body.message).toContain("La page d'accueil ne peut pas aller à la corbeille");
  });

  it("refuses a new address taken or reserved, and a screen the site does not have", async () => {
    const page = await createPage(db(), SITE);
    const other = await createPage(db(), SITE, { title: "Voisine" });
    expect((await pagesOf.update(page.id, { url: other.url })).status).toBe(409);
    expect((await pagesOf.update(page.id, { url: "Panier" })).status).toBe(400);
    const screen = await pagesOf.update(page.id, { cms: { isCmsPage: false, route: "/nulle-part" } });
    expect(screen.status).toBe(400);
    expect(screen.body.data.errors["cms.route"]).toContain("/realisations");
    // Its own address again is no change of address.
    expect((await pagesOf.update(page.id, { url: page.url, title: "Même adresse" })).status).toBe(200);
  });
});

async function auditOf(pageId: number) {
  const token = (await adminToken(api.services, db(), SITE)).token;
  const reply = await api.call({
    method: "GET",
    url: `/admin/audit?entity=page&entityId=${pageId}`,
    site: SITE,
    headers: { authorization: `Bearer ${token}` },
  });
  return reply.body.data.items;
}

describe("the tree of the admin replies", () => {
  it("is the site's own", async () => {
    const tree = flatten((await shopPages.tree()).body.data);
    expect(tree.every((node) => node.idSite === SHOP)).toBe(true);
  });
});
