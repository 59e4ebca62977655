import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PLACEHOLDER_IMAGE } from "@vitrine/shared/layout-placeholders";
import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, pageLayouts, pageLayoutVersions, sites } from "../../db/schema/index";
import { layoutCalls, previewFile } from "../../testing/admin-layouts";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPage } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { SAMPLE } from "../content/testing";

/** The layout editor's calls: open, hash check, draft with preview, publish, versions, restore, draft page. */

let api: TestApi;
let calls: ReturnType<typeof layoutCalls>;
let shopCalls: ReturnType<typeof layoutCalls>;
let adminEmail: string;
const SITE = MINIMAL_SITES.building.id;
const SHOP = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const admin = await adminToken(api.services, api.database.db, SITE);
  adminEmail = admin.email;
  calls = layoutCalls(api, admin.token, SITE);
  shopCalls = layoutCalls(api, (await adminToken(api.services, api.database.db, SHOP)).token, SHOP);
});

afterAll(async () => {
  await api.close();
});

const db = () => api.database.db;

/** A CMS page of the site with a published layout, opened in the editor. */
async function openedPage(html = "<section><h1>Bienvenue</h1></section>", css = ".a{color:red}") {
  const page = await createPage(db(), SITE, { layout: { html, css } });
  const reply = await calls.open(page.id);
  expect(reply.status).toBe(200);
  return { page, layout: reply.body.data as { id: number; published: { hash: string } } };
}

describe("GET /admin/page/{idPage}/layout", () => {
  it("answers the published layout, no draft, and the placeholders with their French names", async () => {
    const { page, layout } = await openedPage();
    const [row] = await db().select().from(pageLayouts).where(eq(pageLayouts.pageId, page.id));
    const reply = await calls.open(page.id);
    expect(reply.body.data).toMatchObject({
      id: row!.id,
      published: { html: "<section><h1>Bienvenue</h1></section>", css: ".a{color:red}", hash: row!.hash },
      draft: null,
    });
    expect(reply.body.data.published.updatedAt).toBe(row!.updatedAt.toISOString());
    expect(reply.body.data.components).toContainEqual({
      name: "contact-form",
      label: "Formulaire de contact",
    });
    expect(layout.id).toBe(row!.id);
  });

  it("gives a page without layout an empty one, once, whatever the openings at once", async () => {
    const page = await createPage(db(), SITE, { isCmsPage: true });
    const replies = await Promise.all([calls.open(page.id), calls.open(page.id), calls.open(page.id)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = new Set(replies.map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(replies[0]!.body.data.published).toMatchObject({ html: "", css: "" });
    const rows = await db().select().from(pageLayouts).where(eq(pageLayouts.pageId, page.id));
    expect(rows).toHaveLength(1);
  });
});

describe("PUT …/preview then publish", () => {
  it("saves a sanitized draft with its preview, publishes it, and the public page shows it", async () => {
    const { page, layout } = await openedPage();
    const before = await calls.publicPage(page.url);
    expect(JSON.stringify(before.body.data.layout.tree)).toContain("Bienvenue");

    const saved = await calls.save(
      page.id,
      layout.id,
      {
        html: '<section onclick="x()"><h1>Nouveau titre</h1><script>alert(1)</script></section>',
        css: ".b{color:blue}",
        project: JSON.stringify({ pages: [1] }),
        baseHash: layout.published.hash,
      },
      [previewFile(SAMPLE.png)],
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Brouillon enregistré.");
    const { versionId, hash, previewUrl } = saved.body.data;
    expect(previewUrl).toMatch(new RegExp(`^/media/${SITE}/layouts/${page.id}-[0-9a-f]{24}\\.png$`));
    const file = join(api.config.mediaDir, previewUrl.slice("/media/".length));
    expect(readFileSync(file).equals(SAMPLE.png)).toBe(true);

    const opened = (await calls.open(page.id)).body.data;
    expect(opened.draft).toMatchObject({
      versionId,
      hash,
      html: "<section><h1>Nouveau titre</h1></section>",
      css: ".b{color:blue}",
      project: { pages: [1] },
      author: { email: adminEmail },
      previewUrl,
    });
    // Not published yet: the site still shows the old text.
    expect(JSON.stringify((await calls.publicPage(page.url)).body.data.layout.tree)).toContain("Bienvenue");

    const published = await calls.publish(page.id, layout.id, hash);
    expect(published.status).toBe(200);
    expect(published.body.data.hash).toBe(hash);
    const after = JSON.stringify((await calls.publicPage(page.url)).body.data.layout.tree);
    expect(after).toContain("Nouveau titre");
    expect(after).not.toContain("Bienvenue");
    expect((await calls.open(page.id)).body.data.draft).toBeNull();
    expect(existsSync(file)).toBe(true);

    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "layout.publish"), eq(auditEntries.entityId, String(layout.id))))
      .orderBy(desc(auditEntries.id));
    expect(audit).toMatchObject({ userEmail: adminEmail, entity: "page_layout" });
    expect(audit!.before).toMatchObject({ hash: layout.published.hash });
    expect(audit!.after).toMatchObject({ hash });
    const kinds = await db()
      .select({ kind: pageLayoutVersions.kind })
      .from(pageLayoutVersions)
      .where(eq(pageLayoutVersions.layoutId, layout.id));
    // The draft, its publication, and the layout as it was before the draft.
    expect(kinds.map((k) => k.kind).sort()).toEqual(["DRAFT", "PUBLISHED", "PUBLISHED"]);
  });
});

const CONFLICT =
  "Cette page a été modifiée par un autre éditeur depuis son ouverture. Rechargez-la pour voir ses changements avant d'enregistrer.";
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(24, 0),
]);

/** The versions editors saved, without the layout's origin (kept before its first draft, by no one). */
const versionsOf = (layoutId: number) =>
  db()
    .select()
    .from(pageLayoutVersions)
    .where(and(eq(pageLayoutVersions.layoutId, layoutId), ne(pageLayoutVersions.createdByEmail, "")));

/** The files of the site's previews. */
const previewFiles = () => {
  const dir = join(api.config.mediaDir, String(SITE), "layouts");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe("which pages the editor opens", () => {
  it("answers 404 in French for an unknown page, another site's page and a page in the trash", async () => {
    const other = await createPage(db(), SHOP, { layout: { html: "<p>Domaine</p>" } });
    const trashed = await createPage(db(), SITE, { layout: { html: "<p>x</p>" }, deletedAt: new Date() });
    for (const id of [2_000_000, other.id, trashed.id]) {
      const reply = await calls.open(id);
      expect([id, reply.status, reply.body.message]).toEqual([id, 404, "Cette page est introuvable."]);
    }
    expect((await shopCalls.open(other.id)).status).toBe(200);
  });

  it("answers 400 to an id that is none", async () => {
    const reply = await api.call({
      method: "GET",
      url: "/admin/page/abc/layout",
      site: SITE,
      headers: { authorization: `Bearer ${await tokenOf()}` },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("L'adresse demandée contient un paramètre invalide.");
  });

  it.each([
    ["a menu title", { isText: true, isCmsPage: true }, /titre de menu/],
    ["a page standing for a screen", { cmsRoute: "/realisations" }, /mène à l'écran « \/realisations »/],
    [
      "a link elsewhere",
      { linkType: "EXTERNAL" as const, linkUrl: "https://example.fr" },
      /lien vers une autre adresse/,
    ],
    ["a script link", { linkType: "JS" as const, linkJsCode: "x()" }, /lien vers une autre adresse/],
    ["a page of another type", { type: "TEXTE" }, /type « TEXTE »/],
    ["a page that is no content page", { isCmsPage: false }, /n'est pas une page de contenu/],
  ])("refuses (422) to lay out %s, and writes no layout for it", async (_label, values, message) => {
    const page = await createPage(db(), SITE, { isCmsPage: true, ...values });
    const reply = await calls.open(page.id);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toMatch(message);
    expect(await db().select().from(pageLayouts).where(eq(pageLayouts.pageId, page.id))).toEqual([]);
  });
});

let token = "";
async function tokenOf() {
  if (!token) token = (await adminToken(api.services, api.database.db, SITE)).token;
  return token;
}

describe("POST …/hash/check", () => {
  it("tells whether the head is still the HTML the editor loaded, compared once sanitized", async () => {
    const { page, layout } = await openedPage("<section><h1>Bienvenue</h1></section>");
    const same = await calls.check(page.id, layout.id, '<section onclick="x()"><h1>Bienvenue</h1></section>');
    expect(same.status).toBe(200);
    expect(same.body.data).toEqual({ changed: false, hash: layout.published.hash });

    const saved = await calls.save(page.id, layout.id, {
      html: "<p>Autre</p>",
      baseHash: layout.published.hash,
    });
    const changed = await calls.check(page.id, layout.id, "<section><h1>Bienvenue</h1></section>");
    expect(changed.body.data).toEqual({ changed: true, hash: saved.body.data.hash });
    expect((await calls.check(page.id, layout.id, "<p>Autre</p>")).body.data.changed).toBe(false);
  });

  it("answers 400 without html, 404 for a layout of another page or an unknown one", async () => {
    const { page, layout } = await openedPage();
    const { page: other } = await openedPage();
    const missing = await api.call({
      method: "POST",
      url: `/admin/page/${page.id}/layout/${layout.id}/hash/check`,
      site: SITE,
      headers: { authorization: `Bearer ${await tokenOf()}` },
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual({ html: "Indiquez le HTML chargé par l'éditeur." });
    for (const [idPage, idLayout] of [
      [other.id, layout.id],
      [page.id, 2_000_000],
    ]) {
      const reply = await calls.check(idPage!, idLayout!, "<p>x</p>");
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe("Cette mise en page est introuvable pour cette page.");
    }
  });
});

describe("PUT …/preview", () => {
  it("accepts JPEG and WebP previews, and no preview at all (an empty file input too)", async () => {
    const { page, layout } = await openedPage();
    let hash = layout.published.hash;
    const cases: [ReturnType<typeof previewFile>[], RegExp | null][] = [
      [[previewFile(SAMPLE.jpeg, "image/jpeg", "a.jpg")], /\.jpg$/],
      [[previewFile(WEBP, "image/webp", "a.webp")], /\.webp$/],
      [[], null],
      [[previewFile(Buffer.alloc(0), "application/octet-stream", "")], null],
    ];
    for (const [files, url] of cases) {
      const reply = await calls.save(page.id, layout.id, { html: `<p>${hash}</p>`, baseHash: hash }, files);
      expect(reply.status).toBe(200);
      if (url) expect(reply.body.data.previewUrl).toMatch(url);
      else expect(reply.body.data.previewUrl).toBeNull();
      hash = reply.body.data.hash;
    }
  });

  it("refuses (415) a preview that is no PNG, JPEG or WebP by its content, whatever its name, and keeps nothing", async () => {
    const { page, layout } = await openedPage();
    const filesBefore = previewFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      previewFile(SAMPLE.text, "image/png", "apercu.png"),
      previewFile(svg, "image/svg+xml", "apercu.svg"),
      previewFile(SAMPLE.pdf, "image/jpeg", "apercu.jpg"),
    ]) {
      const reply = await calls.save(
        page.id,
        layout.id,
        { html: "<p>x</p>", baseHash: layout.published.hash },
        [file],
      );
      expect(reply.status).toBe(415);
      expect(reply.body.message).toBe("L'aperçu doit être une image PNG, JPEG ou WebP.");
      expect(reply.body.data.errors.preview).toBe(reply.body.message);
    }
    expect(await versionsOf(layout.id)).toEqual([]);
    expect(previewFiles()).toEqual(filesBefore);
  });

  it("refuses (413) a preview over 2 MB", async () => {
    const { page, layout } = await openedPage();
    const big = Buffer.concat([SAMPLE.png, Buffer.alloc(2 * 1024 * 1024, 1)]);
    const reply = await calls.save(
      page.id,
      layout.id,
      { html: "<p>x</p>", baseHash: layout.published.hash },
      [previewFile(big)],
    );
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBe("L'aperçu dépasse la taille maximale de 2 Mo.");
    expect(await versionsOf(layout.id)).toEqual([]);
  });

  it("refuses (413) HTML past its limit", async () => {
    const { page, layout } = await openedPage();
    const html = `<p>${"a".repeat(2_000_001)}</p>`;
    const reply = await calls.save(page.id, layout.id, { html, baseHash: layout.published.hash });
    expect(reply.status).toBe(413);
    expect(reply.body.data.errors).toEqual({ html: "Le HTML de la mise en page est trop volumineux." });
  });

  it.each([
    ["without html", { baseHash: "0".repeat(64) }, { html: "Indiquez le HTML de la mise en page." }],
    [
      "without baseHash",
      { html: "<p>x</p>" },
      { baseHash: /L'empreinte de la mise en page chargée est invalide/ },
    ],
    ["with a baseHash that is none", { html: "<p>x</p>", baseHash: "abc" }, { baseHash: /invalide/ }],
    [
      "with a project that is no JSON",
      { html: "<p>x</p>", baseHash: "0".repeat(64), project: "{oops" },
      { project: "Le projet de l'éditeur doit être un objet JSON." },
    ],
    [
      "with a project that is no object",
      { html: "<p>x</p>", baseHash: "0".repeat(64), project: "[1]" },
      { project: "Le projet de l'éditeur doit être un objet JSON." },
    ],
    // PostgreSQL's jsonb refuses NUL and lone surrogates; deep nesting overflows the stack.
    [
      "with a project holding NUL",
      { html: "<p>x</p>", baseHash: "0".repeat(64), project: '{"a":["b\\u0000"]}' },
      { project: "Le projet de l'éditeur contient des caractères non autorisés." },
    ],
    [
      "with a project holding a lone surrogate in a key",
      { html: "<p>x</p>", baseHash: "0".repeat(64), project: '{"\\ud800":1}' },
      { project: "Le projet de l'éditeur contient des caractères non autorisés." },
    ],
    [
      "with a project nested too deeply",
      {
        html: "<p>x</p>",
        baseHash: "0".repeat(64),
        project: `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
      },
      { project: "Le projet de l'éditeur est trop imbriqué." },
    ],
    [
      "with HTML nested too deeply",
      { html: "<div>".repeat(5_000), baseHash: "0".repeat(64) },
      { html: "La mise en page est trop imbriquée : 256 niveaux d'éléments au plus." },
    ],
  ])("answers 400 with the field's French error %s", async (_label, fields, errors) => {
    const { page, layout } = await openedPage();
    const reply = await calls.save(page.id, layout.id, fields as Record<string, string>);
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors).toMatchObject(
      Object.fromEntries(
        Object.entries(errors).map(([k, v]) => [k, typeof v === "string" ? v : expect.stringMatching(v)]),
      ),
    );
    expect(await versionsOf(layout.id)).toEqual([]);
  });

  it("answers 400 to a malformed multipart body or a second file, 415 to a body that is no multipart", async () => {
    const { page, layout } = await openedPage();
    const url = `/admin/page/${page.id}/layout/${layout.id}/preview`;
    const authorization = `Bearer ${await tokenOf()}`;
    const cut = await api.call({
      method: "PUT",
      url,
      site: SITE,
      headers: { authorization, "content-type": "multipart/form-data; boundary=limite" },
      payload: '--limite\r\nContent-Disposition: form-data; name="html"\r\n\r\n<p>coupé',
    });
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe("Le formulaire envoyé est mal formé.");
    const json = await api.call({
      method: "PUT",
      url,
      site: SITE,
      headers: { authorization },
      payload: { html: "<p>x</p>" },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toMatch(/^Envoyez la mise en page en multipart\/form-data/);
    const second = await calls.save(
      page.id,
      layout.id,
      { html: "<p>x</p>", baseHash: layout.published.hash },
      [{ ...previewFile(SAMPLE.png), field: "autre" }],
    );
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/Seul le fichier « preview »/);
    expect(await versionsOf(layout.id)).toEqual([]);
  });

  it("answers 409 in French to a save made from a head that changed, and keeps neither draft nor picture", async () => {
    const { page, layout } = await openedPage();
    const first = await calls.save(page.id, layout.id, {
      html: "<p>Éditeur A</p>",
      baseHash: layout.published.hash,
    });
    expect(first.status).toBe(200);
    const filesBefore = previewFiles();
    const second = await calls.save(
      page.id,
      layout.id,
      { html: "<p>Éditeur B</p>", baseHash: layout.published.hash },
      [previewFile(SAMPLE.png)],
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CONFLICT);
    expect((await versionsOf(layout.id)).map((v) => v.html)).toEqual(["<p>Éditeur A</p>"]);
    expect(previewFiles()).toEqual(filesBefore);
    // Editor A goes on from what it saved.
    const next = await calls.save(page.id, layout.id, {
      html: "<p>A, suite</p>",
      baseHash: first.body.data.hash,
    });
    expect(next.status).toBe(200);
  });

  it("lets exactly one of two saves made at once from the same head win", async () => {
    const { page, layout } = await openedPage();
    for (let round = 0; round < 3; round++) {
      const head = (await calls.open(page.id)).body.data;
      const base = head.draft?.hash ?? head.published.hash;
      const replies = await Promise.all(
        ["A", "B"].map((who) =>
          calls.save(page.id, layout.id, { html: `<p>${who}${round}</p>`, baseHash: base }),
        ),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    }
    expect(await versionsOf(layout.id)).toHaveLength(3);
    // The origin was kept once, by the first save.
    const all = await db()
      .select()
      .from(pageLayoutVersions)
      .where(eq(pageLayoutVersions.layoutId, layout.id));
    expect(all).toHaveLength(4);
  });

  it("answers 404 for another site's page and for a layout of another page", async () => {
    const { page, layout } = await openedPage();
    const { page: other } = await openedPage();
    const fields = { html: "<p>x</p>", baseHash: layout.published.hash };
    const elsewhere = await shopCalls.save(page.id, layout.id, fields);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, "Cette page est introuvable."]);
    const mismatched = await calls.save(other.id, layout.id, fields);
    expect([mismatched.status, mismatched.body.message]).toEqual([
      404,
      "Cette mise en page est introuvable pour cette page.",
    ]);
  });
});

describe("POST …/publish", () => {
  it("answers 400 without a draft, 409 from another draft than the newest, 400 to a hash that is none", async () => {
    const { page, layout } = await openedPage();
    const none = await calls.publish(page.id, layout.id, layout.published.hash);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Aucun brouillon à publier : enregistrez d'abord la mise en page.");
    const a = await calls.save(page.id, layout.id, { html: "<p>A</p>", baseHash: layout.published.hash });
    await calls.save(page.id, layout.id, { html: "<p>B</p>", baseHash: a.body.data.hash });
    const stale = await calls.publish(page.id, layout.id, a.body.data.hash);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT);
    const bad = await calls.publish(page.id, layout.id, "pas-une-empreinte");
    expect(bad.status).toBe(400);
    expect(JSON.stringify((await calls.publicPage(page.url)).body.data.layout.tree)).toContain("Bienvenue");
  });

  it("refuses (422) a draft holding the editor's sample image, naming its section, and keeps it a draft", async () => {
    const { page, layout } = await openedPage();
    const sample = `<section><div><img src="${PLACEHOLDER_IMAGE}" alt="Description de la photo"></div><h2>Notre savoir-faire</h2></section>`;
    const saved = await calls.save(page.id, layout.id, { html: sample, baseHash: layout.published.hash });
    expect(saved.status).toBe(200);
    const refused = await calls.publish(page.id, layout.id, saved.body.data.hash);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "Publication impossible : remplacez d'abord l'image d'exemple de la section « Notre savoir-faire » (double-clic sur l'image), sans quoi vos visiteurs la verraient telle quelle.",
    );
    const shown = JSON.stringify((await calls.publicPage(page.url)).body.data.layout.tree);
    expect(shown).toContain("Bienvenue");
    expect(shown).not.toContain(PLACEHOLDER_IMAGE);
    expect((await calls.open(page.id)).body.data.draft.hash).toBe(saved.body.data.hash);

    // The image chosen, the draft is published.
    const chosen = sample.replace(PLACEHOLDER_IMAGE, "/media/1/library/facade.jpg");
    const replaced = await calls.save(page.id, layout.id, { html: chosen, baseHash: saved.body.data.hash });
    expect((await calls.publish(page.id, layout.id, replaced.body.data.hash)).status).toBe(200);
  });

  it("moves the site's content version, so that cached pages are read again", async () => {
    const { page, layout } = await openedPage();
    const versionOf = async () =>
      (await db().select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, SITE)))[0]!.v;
    const saved = await calls.save(page.id, layout.id, {
      html: "<p>Publié</p>",
      baseHash: layout.published.hash,
    });
    const before = await versionOf();
    const first = await calls.publicPage(page.url);
    expect(first.headers.etag).toBeDefined();
    expect((await calls.publish(page.id, layout.id, saved.body.data.hash)).status).toBe(200);
    expect(await versionOf()).toBeGreaterThan(before);
    const after = await calls.publicPage(page.url);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(JSON.stringify(after.body.data.layout.tree)).toContain("Publié");
  });
});

describe("the home page", () => {
  it("shows the new text at GET /page/accueil once published, not before, and the draft's save is audited", async () => {
    const home = await createPage(db(), SITE, {
      url: "accueil",
      title: "Accueil",
      layout: { html: '<section class="hero"><h1>Rénovez votre maison</h1></section>' },
    });
    const { id, published } = (await calls.open(home.id)).body.data;
    const text = async () => JSON.stringify((await calls.publicPage("accueil")).body.data.layout.tree);
    expect(await text()).toContain("Rénovez votre maison");
    const saved = await calls.save(home.id, id, {
      html: '<section class="hero"><h1>Votre maison, notre métier</h1></section>',
      baseHash: published.hash,
    });
    expect(await text()).toContain("Rénovez votre maison");
    const [draftAudit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "layout.draft"), eq(auditEntries.entityId, String(id))));
    expect(draftAudit).toMatchObject({ userEmail: adminEmail, entity: "page_layout" });
    expect(draftAudit!.before).toEqual({ pageId: home.id, hash: published.hash });
    expect(draftAudit!.after).toEqual({ hash: saved.body.data.hash, versionId: saved.body.data.versionId });
    await calls.publish(home.id, id, saved.body.data.hash);
    expect(await text()).toContain("Votre maison, notre métier");
    expect(await text()).not.toContain("Rénovez votre maison");
  });
});

describe("versions and restore", () => {
  it("lists the versions newest first, paged, with their author and preview", async () => {
    const { page, layout } = await openedPage();
    const a = await calls.save(page.id, layout.id, { html: "<p>A</p>", baseHash: layout.published.hash }, [
      previewFile(SAMPLE.png),
    ]);
    await calls.publish(page.id, layout.id, a.body.data.hash);
    const b = await calls.save(page.id, layout.id, { html: "<p>B</p>", baseHash: a.body.data.hash });
    const list = await calls.versions(page.id, layout.id);
    expect(list.status).toBe(200);
    // The layout before its first draft comes last (see the next test).
    expect(list.body.data.total).toBe(4);
    expect(list.body.data.items.map((v: { kind: string }) => v.kind)).toEqual([
      "DRAFT",
      "PUBLISHED",
      "DRAFT",
      "PUBLISHED",
    ]);
    expect(list.body.data.items[0]).toMatchObject({
      versionId: b.body.data.versionId,
      hash: b.body.data.hash,
      author: { email: adminEmail },
      previewUrl: null,
    });
    expect(list.body.data.items[1].previewUrl).toBe(a.body.data.previewUrl);
    const second = await calls.versions(page.id, layout.id, "?nbItem=1&page=2");
    expect(second.body.data).toMatchObject({ total: 4, items: [{ kind: "PUBLISHED" }] });
    const bad = await calls.versions(page.id, layout.id, "?nbItem=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Les paramètres de la liste sont invalides.");
  });

  it("keeps the layout as it was before its first draft, by no one, so that it can be restored", async () => {
    const { page, layout } = await openedPage("<section><h1>Depuis 2009</h1></section>");
    const [row] = await db().select().from(pageLayouts).where(eq(pageLayouts.id, layout.id));
    const a = await calls.save(page.id, layout.id, {
      html: "<p>Nouveau</p>",
      baseHash: layout.published.hash,
    });
    await calls.save(page.id, layout.id, { html: "<p>Encore</p>", baseHash: a.body.data.hash });
    const items = (await calls.versions(page.id, layout.id)).body.data.items;
    expect(items).toHaveLength(3);
    const origin = items.at(-1);
    expect(origin).toMatchObject({
      kind: "PUBLISHED",
      hash: layout.published.hash,
      author: { id: null, email: "" },
      createdAt: row!.updatedAt.toISOString(),
    });
    const restored = await calls.restore(page.id, layout.id, origin.versionId);
    expect(restored.body.data.html).toBe("<section><h1>Depuis 2009</h1></section>");
  });

  it("restores a version as a new draft, audited, that the editor opens and may publish", async () => {
    const { page, layout } = await openedPage();
    const a = await calls.save(page.id, layout.id, {
      html: "<p>Version A</p>",
      css: ".a{color:red}",
      baseHash: layout.published.hash,
    });
    const b = await calls.save(page.id, layout.id, { html: "<p>Version B</p>", baseHash: a.body.data.hash });
    const restored = await calls.restore(page.id, layout.id, a.body.data.versionId);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe("Version restaurée en brouillon.");
    expect(restored.body.data).toMatchObject({
      html: "<p>Version A</p>",
      css: ".a{color:red}",
      hash: a.body.data.hash,
    });
    expect(restored.body.data.versionId).toBeGreaterThan(b.body.data.versionId);
    expect((await calls.open(page.id)).body.data.draft.versionId).toBe(restored.body.data.versionId);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "layout.restore"), eq(auditEntries.entityId, String(layout.id))));
    expect(audit!.before).toMatchObject({ hash: b.body.data.hash });
    expect(audit!.after).toMatchObject({ restoredFrom: a.body.data.versionId });
    expect((await calls.publish(page.id, layout.id, a.body.data.hash)).status).toBe(200);
  });

  it("answers 404 for a version of another page's layout or an unknown one", async () => {
    const { page, layout } = await openedPage();
    const { page: other, layout: otherLayout } = await openedPage();
    const foreign = await calls.save(other.id, otherLayout.id, {
      html: "<p>x</p>",
      baseHash: otherLayout.published.hash,
    });
    for (const id of [foreign.body.data.versionId, 2_000_000]) {
      const reply = await calls.restore(page.id, layout.id, id);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe("Cette version est introuvable pour cette mise en page.");
    }
    expect(await versionsOf(layout.id)).toEqual([]);
    expect((await calls.versions(other.id, layout.id)).status).toBe(404);
  });
});

describe("GET …/draft", () => {
  it("gives the page as the site would show it with the newest draft, else with what is published", async () => {
    const parent = await createPage(db(), SITE, { title: "Entreprise" });
    const page = await createPage(db(), SITE, {
      idParent: parent.id,
      isValid: false,
      layout: { html: "<p>En ligne</p>", css: ".p{color:red}" },
    });
    const { id, published } = (await calls.open(page.id)).body.data;
    const current = await calls.draft(page.id, id);
    expect(current.status).toBe(200);
    expect(current.body.data.layout).toMatchObject({
      id,
      css: ".p{color:red}",
      tree: [{ tag: "p", attrs: {}, children: ["En ligne"] }],
    });
    await calls.save(page.id, id, {
      html: "<p>Brouillon</p>",
      css: ".p{color:blue}",
      baseHash: published.hash,
    });
    const draft = (await calls.draft(page.id, id)).body.data;
    expect(draft).toMatchObject({
      id: page.id,
      url: page.url,
      path: `/${parent.url}/${page.url}`,
      isValid: false,
      layout: { id, css: ".p{color:blue}", tree: [{ tag: "p", attrs: {}, children: ["Brouillon"] }] },
    });
    expect(draft.ariane.map((a: { id: number }) => a.id)).toEqual([parent.id, page.id]);
    // The page stays invalid for visitors: the draft is the administrator's only.
    expect((await calls.publicPage(page.url)).status).toBe(404);
    expect((await shopCalls.draft(page.id, id)).status).toBe(404);
  });
});
