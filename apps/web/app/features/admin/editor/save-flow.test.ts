import { ApiError } from "@vitrine/sdk/client";
import { describe, expect, it, vi } from "vitest";
import { CONFLICT_MESSAGE, publishDraft, type SaveCalls, saveDraft } from "./save-flow";

const base = { html: "<h1>Avant</h1>", hash: "a".repeat(64) };
const layout = { html: "<h1>Après</h1>", css: "h1{color:red}", project: { pages: [] } };

function fakeCalls(overrides: Partial<SaveCalls> = {}): SaveCalls {
  return {
    checkHash: vi.fn(async () => ({ changed: false, hash: base.hash })),
    saveDraft: vi.fn(async () => ({ versionId: 7, hash: "b".repeat(64), previewUrl: "/media/1/apercu.png" })),
    publish: vi.fn(async () => ({ hash: "b".repeat(64), publishedAt: "2026-11-24T10:00:00.000Z" })),
    ...overrides,
  };
}

describe("saving a draft", () => {
  it("checks the HTML it loaded, then saves from the hash it loaded, and starts the next save from the new one", async () => {
    const calls = fakeCalls();
    const image = new Blob(["png"], { type: "image/png" });
    const outcome = await saveDraft(calls, base, layout, image);
    expect(calls.checkHash).toHaveBeenCalledWith("<h1>Avant</h1>");
    expect(calls.saveDraft).toHaveBeenCalledWith(
      { html: "<h1>Après</h1>", css: "h1{color:red}", project: '{"pages":[]}', baseHash: base.hash },
      image,
    );
    expect(outcome).toEqual({
      kind: "saved",
      base: { html: "<h1>Après</h1>", hash: "b".repeat(64) },
      saved: { versionId: 7, hash: "b".repeat(64), previewUrl: "/media/1/apercu.png" },
    });
  });

  it("stops at a changed layout: nothing is sent over the other editor's work", async () => {
    const calls = fakeCalls({ checkHash: vi.fn(async () => ({ changed: true, hash: "c".repeat(64) })) });
    expect(await saveDraft(calls, base, layout, null)).toEqual({ kind: "conflict" });
    expect(calls.saveDraft).not.toHaveBeenCalled();
  });

  it("reads a 409 of the save (someone saved between the check and the save) as a conflict", async () => {
    const calls = fakeCalls({
      saveDraft: vi.fn(async () => {
        throw new ApiError(409, "La mise en page a changé.");
      }),
    });
    expect(await saveDraft(calls, base, layout, null)).toEqual({ kind: "conflict" });
    expect(CONFLICT_MESSAGE).toContain("rechargez");
  });

  it("gives the API's French message of another refusal, and a French message when the network fails", async () => {
    const refused = fakeCalls({
      saveDraft: vi.fn(async () => {
        throw new ApiError(413, "La mise en page est trop longue.");
      }),
    });
    expect(await saveDraft(refused, base, layout, null)).toEqual({
      kind: "error",
      message: "La mise en page est trop longue.",
    });
    const offline = fakeCalls({
      checkHash: vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    });
    const outcome = await saveDraft(offline, base, layout, null);
    expect(outcome.kind).toBe("error");
    expect(outcome.kind === "error" && outcome.message).toMatch(/connexion/);
  });
});

describe("publishing", () => {
  it("publishes the draft the editor holds, by its hash", async () => {
    const calls = fakeCalls();
    const outcome = await publishDraft(calls, base);
    expect(calls.publish).toHaveBeenCalledWith(base.hash);
    expect(outcome.kind).toBe("published");
  });

  it("refuses to publish over a draft another editor saved (hash check or 409)", async () => {
    const changed = fakeCalls({ checkHash: vi.fn(async () => ({ changed: true, hash: "c".repeat(64) })) });
    expect(await publishDraft(changed, base)).toEqual({ kind: "conflict" });
    expect(changed.publish).not.toHaveBeenCalled();
    const late = fakeCalls({
      publish: vi.fn(async () => {
        throw new ApiError(409, "La mise en page a changé.");
      }),
    });
    expect(await publishDraft(late, base)).toEqual({ kind: "conflict" });
  });

  it("says in French that there is no draft to publish (400)", async () => {
    const calls = fakeCalls({
      publish: vi.fn(async () => {
        throw new ApiError(400, "Aucun brouillon à publier.");
      }),
    });
    expect(await publishDraft(calls, base)).toEqual({ kind: "error", message: "Aucun brouillon à publier." });
  });
});
