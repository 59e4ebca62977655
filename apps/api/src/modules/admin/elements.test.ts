import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, elements } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createElement, createElementList } from "../../testing/factories/content";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError, nextIp } from "../content/testing";

/** The element lists and the registrations of events in the admin panel, their CSV, a cancellation. */

let api: TestApi;
let token: string;
let otherToken: string;
let memberToken: string;
const SITE: number = MINIMAL_SITES.building.id;
const OTHER: number = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ token } = await adminToken(api.services, api.database.db, SITE));
  ({ token: otherToken } = await adminToken(api.services, api.database.db, OTHER));
  const member = await createMember(api.database.db, SITE);
  memberToken = await api.services.accounts.sessions.createSession(SITE, member.id);
});

afterAll(async () => {
  await api.close();
});

const call = (method: "GET" | "DELETE", url: string, as = token, site = SITE) =>
  api.call({ method, url, site, headers: { authorization: `Bearer ${as}` } });
const raw = (url: string, as = token, site = SITE) =>
  api.app.inject({ method: "GET", url, headers: { idSite: String(site), authorization: `Bearer ${as}` } });

/** An event of a new list `route`, open to registration for `capacity` seats. */
async function event(route: string, capacity = 10) {
  const list = await createElementList(api.database.db, SITE, { route, name: `Liste ${route}` });
  const element = await createElement(api.database.db, SITE, {
    listId: list.id,
    title: "Atelier isolation",
    slug: `atelier-${route}`,
    registrationOpen: true,
    capacity,
  });
  return { list, element };
}

const register = (route: string, id: number, payload: Record<string, unknown>) =>
  api.call({
    method: "POST",
    url: `/element/${route}/${id}/register`,
    site: SITE,
    remoteAddress: nextIp(),
    payload: { phone: "06 12 34 56 78", consent: true, ...payload },
  });

describe("/admin/element-list and the registrations", () => {
  it("lists the lists with their elements and counts, then the registrations and their CSV", async () => {
    const { list, element } = await event("ateliers");
    expect(
      (
        await register("ateliers", element.id, {
          firstname: "Anne",
          lastname: "Le Goff",
          email: "anne@exemple.fr",
          seats: 2,
        })
      ).status,
    ).toBe(201);
    await register("ateliers", element.id, {
      firstname: "=cmd",
      lastname: "+Dupont; fils",
      email: "dupont@exemple.fr",
      message: "@Vite\n« merci »",
    });
    const lists = await call("GET", "/admin/element-list");
    expect(lists.status).toBe(200);
    const mine = lists.body.data.find((l: { id: number }) => l.id === list.id);
    expect(mine.elements).toEqual([
      expect.objectContaining({
        id: element.id,
        registrationOpen: true,
        capacity: 10,
        registeredSeats: 3,
        registrationCount: 2,
      }),
    ]);

    const registrations = await call("GET", `/admin/element/${element.id}/registration`);
    expect(registrations.body.data.total).toBe(2);
    expect(registrations.body.data.items.map((r: { email: string }) => r.email)).toEqual([
      "dupont@exemple.fr",
      "anne@exemple.fr",
    ]);
    const csv = await raw(`/admin/element/${element.id}/registration/csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(
      /filename="inscriptions-atelier-ateliers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.rawPayload.toString("utf8").split("\r\n");
    expect(lines[0]).toBe("\uFEFFInscrit le;Nom;Prénom;E-mail;Téléphone;Places;Message");
    expect(lines[1]).toMatch(/;Le Goff;Anne;anne@exemple\.fr;06 12 34 56 78;2;$/);
    expect(lines[2]).toMatch(
      /;"'\+Dupont; fils";'=cmd;dupont@exemple\.fr;06 12 34 56 78;1;"'@Vite\n« merci »"$/,
    );
  });

  it("cancels a registration: the seats are free again, audited without personal data", async () => {
    const { element } = await event("visites", 2);
    await register("visites", element.id, {
      firstname: "Paul",
      lastname: "Martin",
      email: "paul@exemple.fr",
      seats: 2,
    });
    const full = await register("visites", element.id, {
      firstname: "Léa",
      lastname: "Roux",
      email: "lea@exemple.fr",
    });
    expect(full.status).toBe(409);
    const [registration] = (await call("GET", `/admin/element/${element.id}/registration`)).body.data.items;
    expect(
      (
        await call(
          "DELETE",
          `/admin/element/${element.id}/registration/${registration.id}`,
          otherToken,
          OTHER,
        )
      ).status,
    ).toBe(404);
    const cancelled = await call("DELETE", `/admin/element/${element.id}/registration/${registration.id}`);
    expect(cancelled.status).toBe(200);
    const [row] = await api.database.db.select().from(elements).where(eq(elements.id, element.id));
    expect(row!.registeredSeats).toBe(0);
    expect(
      (await register("visites", element.id, { firstname: "Léa", lastname: "Roux", email: "lea@exemple.fr" }))
        .status,
    ).toBe(201);
    const [entry] = await api.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "element.registration.cancel"),
          eq(auditEntries.entityId, String(element.id)),
        ),
      );
    expect(JSON.stringify(entry!.before)).not.toContain("paul");
    expect(
      (await call("DELETE", `/admin/element/${element.id}/registration/${registration.id}`)).status,
    ).toBe(404);
  });

  it("refuses another site, a member and bad input", async () => {
    const { element } = await event("sorties");
    expect((await call("GET", `/admin/element/${element.id}/registration`, otherToken, OTHER)).status).toBe(
      404,
    );
    expect((await raw(`/admin/element/${element.id}/registration/csv`, otherToken, OTHER)).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/admin/element-list", memberToken)).status).toBe(403);
    const bad = await call("GET", `/admin/element/${element.id}/registration?orderBy=secret`);
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body);
    expect((await call("GET", "/admin/element/abc/registration")).status).toBe(400);
  });
});
