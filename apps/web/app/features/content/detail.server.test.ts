import { ApiError } from "@vitrine/sdk/client";
import { describe, expect, it } from "vitest";
import { orNotFound } from "./detail.server";

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } } | null)?.init?.status;

describe("orNotFound", () => {
  it("gives the item when the API knows it", async () => {
    await expect(orNotFound(Promise.resolve({ id: 3 }))).resolves.toEqual({ id: 3 });
  });

  // A malformed id (400) names no item either: the visitor sees the site's 404 page, as for an unknown one.
  it.each([404, 400])("answers the site's 404 page when the API answers %i", async (status) => {
    const thrown = await orNotFound(Promise.reject(new ApiError(status, "Introuvable."))).catch((e) => e);
    expect(thrown).not.toBeInstanceOf(ApiError);
    expect(statusOf(thrown)).toBe(404);
  });

  it.each([401, 403, 409, 429, 500])("lets an API answer %i through, as it is", async (status) => {
    const error = new ApiError(status, "Erreur.");
    await expect(orNotFound(Promise.reject(error))).rejects.toBe(error);
  });

  it("lets an error that is not the API's through", async () => {
    const error = new TypeError("fetch failed");
    await expect(orNotFound(Promise.reject(error))).rejects.toBe(error);
  });
});
