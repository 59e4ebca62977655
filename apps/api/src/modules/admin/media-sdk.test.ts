import { type MediaCalls, mediaCalls } from "@vitrine/sdk/admin-media";
import { isApiError } from "@vitrine/sdk/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logos } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { samplePhoto } from "../../testing/media";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { injectClient } from "../../testing/sdk";

/** The SDK's media library calls, through the API as the web server makes them. */

let api: TestApi;
let calls: MediaCalls;
const SITE = MINIMAL_SITES.building.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const { token } = await adminToken(api.services, api.database.db, SITE);
  calls = mediaCalls(injectClient(api, { siteId: SITE, token }));
});

afterAll(async () => {
  await api.close();
});

const photo = async () => new Blob([new Uint8Array(await samplePhoto(700, 400))], { type: "image/jpeg" });

describe("the SDK's media calls", () => {
  it("upload, list by search and kind, change, read the uses, and delete", async () => {
    const created = await calls.uploadMedia(
      await photo(),
      { alt: "Terrasse en bois", name: "Terrasse" },
      "terrasse.jpg",
    );
    expect(created).toMatchObject({
      name: "Terrasse",
      originalName: "terrasse.jpg",
      width: 700,
      alt: "Terrasse en bois",
    });
    expect(created.variants.map((variant) => variant.width)).toEqual([320, 640]);

    const found = await calls.mediaList({ search: "terr", kind: "IMAGE", nbItem: 5 });
    expect(found.items.map((file) => file.id)).toEqual([created.id]);
    expect((await calls.mediaList({ kind: "VIDEO" })).total).toBe(0);

    const changed = await calls.updateMedia(created.id, { alt: "Terrasse en pin" });
    expect(changed.alt).toBe("Terrasse en pin");
    expect((await calls.media(created.id)).alt).toBe("Terrasse en pin");
    expect(await calls.mediaUsage(created.id)).toEqual({ url: created.url, uses: [] });
    expect(await calls.deleteMedia(created.id)).toBeNull();
  });

  it("reject with the API's French message and field errors (ApiError)", async () => {
    const missingAlt = await calls
      .uploadMedia(await photo(), {}, "sans-alt.jpg")
      .catch((error: unknown) => error);
    expect(isApiError(missingAlt) && missingAlt.status).toBe(400);
    expect((missingAlt as { errors: Record<string, string> }).errors.alt).toBe(
      "Décrivez l'image pour les personnes qui ne la voient pas.",
    );

    const used = await calls.uploadMedia(await photo(), { alt: "Logo" }, "logo.jpg");
    await api.database.db.insert(logos).values({
      siteId: SITE,
      type: "LOGO",
      filename: "logo.jpg",
      url: used.url,
      alt: "Logo",
      width: 1,
      height: 1,
    });
    const refused = await calls.deleteMedia(used.id).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(409);
    expect((refused as Error).message).toContain("Logo principal");
  });
});
