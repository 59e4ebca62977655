import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, pageLayouts, pageLayoutVersions } from "../../db/schema/index";
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
    expect(kinds.map((k) => k.kind).sort()).toEqual(["DRAFT", "PUBLISHED"]);
    expect(shopCalls).toBeDefined();
  });
});
