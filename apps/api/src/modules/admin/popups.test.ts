import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createPopup } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError } from "../content/testing";
import { parisMidnight } from "./popups.service";

/** The site's popups in the admin panel (/admin/popup): dates, sanitized content, audit, site info. */

let api: TestApi;
let token: string;
let adminEmail: string;
let otherToken: string;
let memberToken: string;
const SITE: number = MINIMAL_SITES.building.id;
const OTHER: number = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ token, email: adminEmail } = await adminToken(api.services, api.database.db, SITE));
  ({ token: otherToken } = await adminToken(api.services, api.database.db, OTHER));
  const member = await createMember(api.database.db, SITE);
  memberToken = await api.services.accounts.sessions.createSession(SITE, member.id);
});

afterAll(async () => {
  await api.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  as = token,
  site = SITE,
) =>
  api.call({
    method,
    url,
    site,
    headers: { authorization: `Bearer ${as}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const body = (extra: Record<string, unknown> = {}) => ({
  title: "Fermeture estivale",
  content:
    '<p>Nous fermons du 1<sup>er</sup> au 3 juillet.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  startsOn: "2026-07-01",
  endsOn: "2026-07-03",
  showOnEveryReload: true,
  hideDurationDays: 7,
  delaySeconds: 2,
  darkBackground: true,
  isActive: true,
  ...extra,
});

describe("parisMidnight", () => {
  it("is the moment a French day begins, summer and winter", () => {
    expect(parisMidnight("2026-07-01").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(parisMidnight("2026-01-15").toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(parisMidnight("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
  });
});

describe("/admin/popup", () => {
  it("creates a popup with its days and sanitized content; the site info bounds it by them", async () => {
    const reply = await call("POST", "/admin/popup", body());
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Fenêtre créée.");
    const popup = reply.body.data;
    expect(popup).toMatchObject({ startsOn: "2026-07-01", endsOn: "2026-07-03", showOnEveryReload: true });
    expect(popup.content).toBe('<p>Nous fermons du 1er au 3 juillet.</p><img src="x" />');
    const info = await api.call({ method: "GET", url: "/site/info", site: SITE });
    expect(info.body.data.popups).toContainEqual({
      id: popup.id,
      delaySeconds: 2,
      showOnEveryReload: true,
      startsAt: "2026-06-30T22:00:00.000Z",
      endsAt: "2026-07-03T22:00:00.000Z",
    });
    const shown = await api.call({ method: "GET", url: `/popup/${popup.id}`, site: SITE });
    expect(shown.body.data.title).toBe("Fermeture estivale");
    expect(shown.body.data).not.toHaveProperty("startsAt");
    const [entry] = await api.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "popup.create"), eq(auditEntries.entityId, String(popup.id))));
    expect(entry).toMatchObject({ userEmail: adminEmail, before: null });
  });

  it("changes, lists and deletes a popup, each audited; another site's is a 404", async () => {
    const existing = await createPopup(api.database.db, SITE, { title: "Ancienne" });
    const reply = await call(
      "PUT",
      `/admin/popup/${existing.id}`,
      body({ title: "Nouvelle", startsOn: "", endsOn: null }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ title: "Nouvelle", startsOn: null, endsOn: null });
    const list = await call("GET", "/admin/popup?title=lk:Nouvelle");
    expect(list.body.data.items.map((p: { id: number }) => p.id)).toContain(existing.id);
    expect((await call("GET", `/admin/popup/${existing.id}`, undefined, otherToken, OTHER)).status).toBe(404);
    expect((await call("PUT", `/admin/popup/${existing.id}`, body(), otherToken, OTHER)).status).toBe(404);
    expect((await call("DELETE", `/admin/popup/${existing.id}`, undefined, otherToken, OTHER)).status).toBe(
      404,
    );
    expect((await call("GET", "/admin/popup", undefined, memberToken)).status).toBe(403);
    const deleted = await call("DELETE", `/admin/popup/${existing.id}`);
    expect(deleted.status).toBe(200);
    expect((await call("GET", `/admin/popup/${existing.id}`)).status).toBe(404);
    const actions = await api.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(existing.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(["popup.delete", "popup.update"]);
  });

  it("refuses bad input with French messages by field", async () => {
    const reply = await call(
      "POST",
      "/admin/popup",
      body({ title: "", startsOn: "2026-02-30", hideDurationDays: -1, delaySeconds: 1.5, isActive: "oui" }),
    );
    expect(reply.status).toBe(400);
    expectFrenchError(reply.body);
    expect(reply.body.data.errors).toMatchObject({
      title: "Indiquez le titre de la fenêtre.",
      startsOn: "Indiquez une date valide (AAAA-MM-JJ).",
      hideDurationDays: "Durée de masquage : un nombre de jours de 0 à 365.",
      delaySeconds: "Délai d'ouverture : un nombre de secondes de 0 à 120.",
      isActive: "Indiquez oui (true) ou non (false).",
    });
    const reversed = await call(
      "POST",
      "/admin/popup",
      body({ startsOn: "2026-07-05", endsOn: "2026-07-01" }),
    );
    expect(reversed.body.data.errors).toEqual({ endsOn: "La fin ne peut pas précéder le début." });
    const empty = await call("POST", "/admin/popup", body({ content: "<script>alert(1)</script>" }));
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toEqual({
      content: "Le contenu est vide une fois nettoyé : écrivez un texte.",
    });
  });
});
