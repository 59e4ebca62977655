import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageLayouts } from "../../db/schema/index";
import { layoutCalls } from "../../testing/admin-layouts";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPage } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { cssProblems, executableParts } from "../../testing/xss-check";
import { XSS_CORPUS, XSS_RUN } from "./xss-corpus";

/**
 * The XSS corpus through the editor's calls: each attempt saved as a draft, published, then read
 * back as stored (HTML, CSS) and as the site renders it (the tree of GET /page/{url}).
 */

let api: TestApi;
let calls: ReturnType<typeof layoutCalls>;
const SITE = MINIMAL_SITES.building.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  calls = layoutCalls(api, (await adminToken(api.services, api.database.db, SITE)).token, SITE);
});

afterAll(async () => {
  await api.close();
});

describe("the XSS corpus", () => {
  it("holds at least 50 attempts, each with its own name", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_CORPUS.map((p) => p.id)).size).toBe(XSS_CORPUS.length);
  });

  it("is seen by the oracle as it comes (the oracle can fail)", () => {
    const unsafe = XSS_CORPUS.filter(
      (p) =>
        executableParts({ html: p.html ?? "", css: "", tree: [] }).length > 0 ||
        (p.css !== undefined && cssProblems(p.css).length > 0),
    );
    // Some attempts are only dangerous once a browser reads them (entities, controls): most are plain.
    expect(unsafe.length).toBeGreaterThan(XSS_CORPUS.length * 0.8);
  });

  it("leaves nothing that runs, once saved and published, in the stored layout nor in the page's tree", async () => {
    const page = await createPage(api.database.db, SITE, { layout: { html: "<p>Départ</p>" } });
    const { id: layoutId, published: first } = (await calls.open(page.id)).body.data;
    let hash: string = first.hash;
    const failures: Record<string, string[]> = {};
    for (const payload of XSS_CORPUS) {
      const heading = `<h2>Charge ${payload.id}</h2>`;
      const saved = await calls.save(page.id, layoutId, {
        html: `<section class="charge">${heading}${payload.html ?? ""}</section>`,
        css: `.charge{margin:0}${payload.css ?? ""}`,
        baseHash: hash,
      });
      expect([payload.id, saved.status]).toEqual([payload.id, 200]);
      const published = await calls.publish(page.id, layoutId, saved.body.data.hash);
      expect([payload.id, published.status]).toEqual([payload.id, 200]);
      hash = published.body.data.hash;
      const [stored] = await api.database.db.select().from(pageLayouts).where(eq(pageLayouts.id, layoutId));
      const shown = (await calls.publicPage(page.url)).body.data.layout;
      const problems = [
        ...executableParts({ html: stored!.html, css: stored!.css, tree: stored!.tree }),
        ...executableParts({ html: "", css: shown.css, tree: shown.tree }),
      ];
      // What stays is the harmless part: the heading before the attempt, the rule of the section.
      if (!JSON.stringify(shown.tree).includes(`Charge ${payload.id}`)) problems.push("heading lost");
      if (!shown.css.includes(".charge{margin:0}")) problems.push("section's rule lost");
      if (problems.length) failures[payload.id] = problems;
    }
    expect(failures).toEqual({});
  });

  it("keeps the code of an attempt nowhere it could run: handlers, URLs and CSS lose it", async () => {
    const page = await createPage(api.database.db, SITE, { layout: { html: "<p>Départ</p>" } });
    const { id, published } = (await calls.open(page.id)).body.data;
    const html = XSS_CORPUS.map((p) => p.html ?? "").join("\n");
    const saved = await calls.save(page.id, id, {
      html,
      css: XSS_CORPUS.map((p) => p.css ?? "").join("\n"),
      baseHash: published.hash,
    });
    expect(saved.status).toBe(200);
    const { draft } = (await calls.open(page.id)).body.data;
    expect(draft.css).not.toContain("__xss");
    expect(executableParts({ html: draft.html, css: draft.css, tree: [] })).toEqual([]);
    // The attempts' code is left as text at most: words of a text attribute, a JSON string of data-props.
    const text = ["alt", "title", "data-props"];
    const attributes = [...draft.html.matchAll(/\s([\w:-]+)="([^"]*)"/g)].filter(
      ([, name]) => !text.includes(name!),
    );
    expect(attributes.filter(([, , value]) => value.includes(XSS_RUN.slice(0, 12)))).toEqual([]);
  });
});
