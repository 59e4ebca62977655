import { type LayoutCalls, layoutCalls } from "@vitrine/sdk/admin-layouts";
import { isApiError } from "@vitrine/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createPage } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { injectClient } from "../../testing/sdk";
import { SAMPLE } from "../content/testing";

/** The SDK's layout editor calls, through the API as the web server and the browser make them. */

let api: TestApi;
let calls: LayoutCalls;
const SITE = MINIMAL_SITES.building.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const { token } = await adminToken(api.services, api.database.db, SITE);
  calls = layoutCalls(injectClient(api, { siteId: SITE, token }));
});

afterAll(async () => {
  await api.close();
});

describe("the SDK's layout calls", () => {
  it("open, check, save with a preview, publish, list, restore and read the draft page", async () => {
    const page = await createPage(api.database.db, SITE, { layout: { html: "<p>Avant</p>" } });
    const opened = await calls.adminLayout(page.id);
    expect(opened.draft).toBeNull();
    const { id } = opened;
    expect(await calls.checkLayoutHash(page.id, id, "<p>Avant</p>")).toEqual({
      changed: false,
      hash: opened.published.hash,
    });
    const preview = new Blob([new Uint8Array(SAMPLE.png)], { type: "image/png" });
    const saved = await calls.saveLayoutDraft(
      page.id,
      id,
      { html: "<p>Après</p>", css: ".p{color:red}", project: '{"a":1}', baseHash: opened.published.hash },
      preview,
    );
    expect(saved.previewUrl).toMatch(/\.png$/);
    expect((await calls.layoutDraftPage(page.id, id)).layout?.css).toBe(".p{color:red}");
    const published = await calls.publishLayout(page.id, id, saved.hash);
    expect(published.hash).toBe(saved.hash);
    const versions = await calls.layoutVersions(page.id, id, { nbItem: 1 });
    // The publication, the draft, and the layout as it was before the draft.
    expect(versions).toMatchObject({ total: 3, items: [{ kind: "PUBLISHED" }] });
    const restored = await calls.restoreLayoutVersion(page.id, id, saved.versionId);
    expect(restored).toMatchObject({ html: "<p>Après</p>", project: { a: 1 } });
  });

  it("reject a save over another editor's with a 409 ApiError in French", async () => {
    const page = await createPage(api.database.db, SITE, { layout: { html: "<p>Avant</p>" } });
    const { id, published } = await calls.adminLayout(page.id);
    await calls.saveLayoutDraft(page.id, id, { html: "<p>A</p>", baseHash: published.hash });
    const error = await calls
      .saveLayoutDraft(page.id, id, { html: "<p>B</p>", baseHash: published.hash })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(409);
    expect((error as Error).message).toMatch(/modifiée par un autre éditeur/);
  });
});
