import { type ApiClient, ApiError } from "@vitrine/sdk/client";
import type { ReviewInput } from "@vitrine/shared/schemas/visitor-requests";
import { REVIEW_POSTED } from "@vitrine/shared/schemas/visitor-requests";
import { describe, expect, it, vi } from "vitest";
import { isReviewPost, submitReview } from "./review-action.server";

const post = (fields: Record<string, string>, type = "application/x-www-form-urlencoded") =>
  new Request("http://site.test/", {
    method: "POST",
    headers: { "content-type": type },
    body: new URLSearchParams(fields).toString(),
  });

const sample = { _form: "avis", author: "Maëlle", rating: "4", text: "Très bon travail.", consent: "on" };

describe("the review form's action", () => {
  it("knows a review post from a content form's, and leaves the body readable", async () => {
    const request = post(sample);
    expect(await isReviewPost(request)).toBe(true);
    expect((await request.formData()).get("author")).toBe("Maëlle");
    expect(await isReviewPost(post({ ...sample, _form: "contact" }))).toBe(false);
    expect(await isReviewPost(post(sample, "multipart/form-data; boundary=x"))).toBe(false);
  });

  it("posts the typed review and answers the French confirmation of its moderation", async () => {
    const postReview = vi.fn(async (_body: ReviewInput) => null);
    const reply = await submitReview({ postReview } as unknown as ApiClient, post(sample));
    expect(postReview).toHaveBeenCalledWith({
      author: "Maëlle",
      rating: 4,
      text: "Très bon travail.",
      consent: true,
      website: undefined,
    });
    expect(reply.data).toMatchObject({ form: "avis", status: "success", message: REVIEW_POSTED });
  });

  it("gives back the API's refusals per field with what was typed", async () => {
    const postReview = vi.fn(async () => {
      throw new ApiError(400, "Certains champs sont invalides.", {
        rating: "Choisissez une note de 1 à 5 étoiles.",
        consent: "Vous devez accepter que votre avis et votre nom soient publiés sur le site.",
      });
    });
    const { consent: _, rating: __, ...unrated } = sample;
    const reply = await submitReview({ postReview } as unknown as ApiClient, post(unrated));
    expect(postReview.mock.calls[0]).toEqual([
      expect.objectContaining({ consent: false, rating: undefined }),
    ]);
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toMatchObject({
      form: "avis",
      status: "error",
      errors: { rating: "Choisissez une note de 1 à 5 étoiles." },
      values: { author: "Maëlle", rating: "", text: "Très bon travail." },
    });
  });
});
