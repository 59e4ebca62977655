import { adminContentCalls } from "@vitrine/sdk/admin-content";
import { REVIEW_POSTED } from "@vitrine/shared/schemas/visitor-requests";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, reviews } from "../../db/schema/index";
import { contentAdminCalls } from "../../testing/admin-content";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createReview } from "../../testing/factories/content";
import { createSite } from "../../testing/factories/site";
import { injectClient } from "../../testing/sdk";
import { expectFrenchError, nextIp } from "../content/testing";

/**
 * A visitor's review (POST /review) is held for moderation: pending, out of GET /google/reviews
 * and its average until an administrator approves it in /admin/review; every change audited.
 */

let api: TestApi;
let call: ReturnType<typeof contentAdminCalls>;
let SITE: number;
let TOKEN: string;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ id: SITE } = await createSite(api.database.db, { name: "Avis d'essai", isBuilding: true }));
  const { token } = await adminToken(api.services, api.database.db, SITE);
  TOKEN = token;
  call = contentAdminCalls(api, token, SITE);
});

afterAll(() => api?.close());

const visitorReview = {
  author: "Nolwenn K.",
  rating: 2,
  text: "Chantier terminé avec trois semaines de retard.",
  consent: true as const,
};
const post = (payload: Record<string, unknown>, site = SITE) =>
  api.call({ method: "POST", url: "/review", payload, site, remoteAddress: nextIp() });
const publicList = async () =>
  (await api.call({ method: "GET", url: "/google/reviews", site: SITE })).body.data;
const rowsBy = (author: string) =>
  api.database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.siteId, SITE), eq(reviews.author, author)));
const auditOf = (id: number) =>
  api.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, "review"), eq(auditEntries.entityId, String(id))));

describe("POST /review then the moderation", () => {
  it("holds a visitor's review pending, out of the public list and average, until approved", async () => {
    await createReview(api.database.db, SITE, { author: "Déjà publié", rating: 5 });
    const before = await publicList();
    expect(before).toMatchObject({ count: 1, average: 5 });

    const posted = await post(visitorReview);
    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({ success: true, data: null, message: REVIEW_POSTED });
    expect(posted.body.message).toMatch(/après sa validation/);
    const [row] = await rowsBy("Nolwenn K.");
    expect(row).toMatchObject({ state: "PENDING", source: "SITE", rating: 2 });
    expect(row!.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Not public: neither listed nor counted in the average (the JSON-LD rating of the home page).
    expect(await publicList()).toEqual(before);
    const pending = await call("GET", "/admin/review?state=PENDING");
    expect(pending.body.data.items.map((r: { id: number }) => r.id)).toEqual([row!.id]);
    expect(pending.body.data.pending).toBe(1);
    expect((await call("GET", "/admin/review/pending")).body.data).toEqual({ pending: 1 });

    const approved = await call("POST", `/admin/review/${row!.id}/approve`);
    expect([approved.status, approved.body.data.state, approved.body.message]).toEqual([
      200,
      "APPROVED",
      "Avis publié.",
    ]);
    const after = await publicList();
    expect(after.items.map((r: { author: string }) => r.author)).toContain("Nolwenn K.");
    expect(after).toMatchObject({ count: 2, average: 3.5 });
    expect((await call("GET", "/admin/review/pending")).body.data).toEqual({ pending: 0 });
    const [entry] = await auditOf(row!.id);
    expect(entry).toMatchObject({
      action: "review.approve",
      before: { state: "PENDING" },
      after: { state: "APPROVED" },
    });
  });

  it("refuses bad reviews in French per field; a robot's honeypot is answered alike and stores nothing", async () => {
    const bad = await post({ author: " ", rating: 6, text: "Bof", consent: false });
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(["author", "consent", "rating", "text"]);
    expect(bad.body.data.errors.rating).toBe("Choisissez une note de 1 à 5 étoiles.");
    expect((await post({ ...visitorReview, rating: "5" })).status).toBe(400);
    const robot = await post({ ...visitorReview, author: "Robot", website: "https://spam.example" });
    expect(robot.status).toBe(201);
    expect(robot.body.message).toBe(REVIEW_POSTED);
    expect(await rowsBy("Robot")).toHaveLength(0);
  });

  it("limits how many reviews one address posts", async () => {
    const ip = nextIp();
    const send = () =>
      api.call({ method: "POST", url: "/review", payload: visitorReview, site: SITE, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expectFrenchError(limited.body);
  });

  it("filters by state, approves several pending reviews at once, each change audited", async () => {
    const a = await createReview(api.database.db, SITE, { state: "PENDING", author: "Attente A" });
    const b = await createReview(api.database.db, SITE, { state: "PENDING", author: "Attente B" });
    const hidden = await createReview(api.database.db, SITE, { state: "REJECTED", author: "Masqué C" });
    const rejected = await call("GET", "/admin/review?state=REJECTED");
    expect(rejected.body.data.items.map((r: { id: number }) => r.id)).toContain(hidden.id);
    expect(rejected.body.data.items.every((r: { state: string }) => r.state === "REJECTED")).toBe(true);
    const done = await call("POST", "/admin/review/bulk", {
      action: "approve",
      ids: [a.id, b.id, hidden.id],
    });
    expect([done.status, done.body.message]).toEqual([200, "3 avis publiés."]);
    const states = await api.database.db.select().from(reviews).where(eq(reviews.siteId, SITE));
    for (const id of [a.id, b.id, hidden.id]) expect(states.find((r) => r.id === id)!.state).toBe("APPROVED");
    expect((await auditOf(hidden.id))[0]).toMatchObject({ before: { state: "REJECTED" } });
    expect(await auditOf(a.id)).toHaveLength(1);
    // Again: nothing moves, nothing more is audited.
    expect((await call("POST", "/admin/review/bulk", { action: "approve", ids: [a.id] })).status).toBe(200);
    expect(await auditOf(a.id)).toHaveLength(1);
  });

  it("answers 404 for an unknown or foreign review, 409 for a review already in that state", async () => {
    const foreign = await createReview(api.database.db, 2, { state: "PENDING" });
    for (const url of ["/admin/review/999999/approve", `/admin/review/${foreign.id}/approve`]) {
      const { status, body } = await call("POST", url);
      expect(status, url).toBe(404);
      expect(body.message).toBe("Cet avis est introuvable.");
    }
    const review = await createReview(api.database.db, SITE);
    const again = await call("POST", `/admin/review/${review.id}/approve`);
    expect([again.status, again.body.message]).toEqual([409, "Cet avis est déjà publié."]);
    expect((await call("POST", `/admin/review/${review.id}/reject`)).status).toBe(200);
    const hidden = await call("POST", `/admin/review/${review.id}/reject`);
    expect([hidden.status, hidden.body.message]).toEqual([409, "Cet avis est déjà masqué."]);
    expect(await auditOf(review.id)).toHaveLength(1);
    expect((await call("GET", "/admin/review?state=WAITING")).status).toBe(400);
  });

  it("answers 400 in French for ids that no review can have (beyond the database's integers, not whole)", async () => {
    for (const ids of [[2_147_483_648], [0], [1.5], [Number.MAX_SAFE_INTEGER]]) {
      const { status, body } = await call("POST", "/admin/review/bulk", { action: "approve", ids });
      expect([status, body.message], JSON.stringify(ids)).toEqual([400, "Certains champs sont invalides."]);
      expect(JSON.stringify(body.data), JSON.stringify(ids)).toContain("Identifiant invalide.");
    }
  });

  it("goes through the SDK: postReview, then pendingReviews and moderateReview", async () => {
    const visitor = injectClient(api, { siteId: SITE }, () => ({ "x-forwarded-for": nextIp() }));
    expect(await visitor.postReview({ ...visitorReview, author: "Par le SDK" })).toBeNull();
    const panel = adminContentCalls(injectClient(api, { siteId: SITE, token: TOKEN }));
    const { pending } = await panel.pendingReviews();
    expect(pending).toBeGreaterThanOrEqual(1);
    const [row] = await rowsBy("Par le SDK");
    expect((await panel.moderateReview(row!.id, "approve")).state).toBe("APPROVED");
    expect((await panel.pendingReviews()).pending).toBe(pending - 1);
    await expect(panel.moderateReview(row!.id, "approve")).rejects.toMatchObject({ status: 409 });
  });

  it("keeps the moderation to the site's administrators (401 without a session, 403 for a member)", async () => {
    const review = await createReview(api.database.db, SITE, { state: "PENDING" });
    const anonymous = contentAdminCalls(api, null, SITE);
    expect((await anonymous("POST", `/admin/review/${review.id}/approve`)).status).toBe(401);
    expect((await anonymous("GET", "/admin/review/pending")).status).toBe(401);
    const member = await createMember(api.database.db, SITE);
    const token = await api.services.accounts.sessions.createSession(SITE, member.id);
    const asMember = contentAdminCalls(api, token, SITE);
    expect((await asMember("POST", `/admin/review/${review.id}/approve`)).status).toBe(403);
    expect(
      (await asMember("POST", "/admin/review/bulk", { action: "approve", ids: [review.id] })).status,
    ).toBe(403);
    expect((await rowsBy(review.author))[0]!.state).toBe("PENDING");
  });
});
