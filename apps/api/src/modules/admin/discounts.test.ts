import { formatEuros } from "@vitrine/shared/shop-rules";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, discountCodes, sites } from "../../db/schema/index";
import { type AdminMethod, adminCall } from "../../testing/admin-calls";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createOrder } from "../../testing/factories/orders";
import { createDiscountCode, createProduct } from "../../testing/factories/shop";
import { createSite } from "../../testing/factories/site";
import { expectFrenchError } from "../content/testing";
import { shopCaller } from "../shop/testing";

/** The discount codes in the admin panel: list with uses, creation, changes, refusals; a code made here applies to a cart. */

let api: TestApi;
let siteId = 0;
let token = "";
let bottleId = 0;
const db = () => api.database.db;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  siteId = (await createSite(db(), { name: "Cave des remises", isECommerce: true })).id;
  ({ token } = await adminToken(api.services, db(), siteId));
  bottleId = (await createProduct(db(), siteId, { declinations: [{ price: 1200, stock: null }] }))
    .declinationIds[0]!;
});
afterAll(async () => {
  await api?.close();
});

const call = (method: AdminMethod, url: string, payload?: unknown, site = siteId, bearer = token) =>
  adminCall(api, site, bearer, method, url, payload);

const body = (values: Record<string, unknown> = {}) => ({
  code: "PRINTEMPS15",
  kind: "PERCENT",
  value: 15,
  minimumSubtotal: 3000,
  validFrom: "2026-03-01",
  validTo: "2099-06-30",
  usageLimit: 100,
  usageLimitPerCustomer: 1,
  ...values,
});

const versionOf = async (id: number) =>
  (await db().select({ v: sites.contentVersion }).from(sites).where(eq(sites.id, id)))[0]!.v;

/** A visitor's cart of `bottles` × 12 € on the site, with `code` sent. */
async function cartWith(code: string, bottles = 3) {
  const shop = shopCaller(api);
  const { body: created } = await shop({
    method: "POST",
    url: `/cart/new/product/${bottleId}`,
    body: { type: "WINE", quantity: bottles },
    site: siteId,
  });
  const { id, cartKey } = created.data;
  return shop({
    method: "POST",
    url: `/cart/${id}`,
    key: cartKey,
    body: { discountCode: code },
    site: siteId,
  });
}

describe("POST /admin/discount-code", () => {
  it("creates a code, audited, the site's version bumped, and a cart takes it", async () => {
    const before = await versionOf(siteId);
    const { status, body: reply } = await call("POST", "/admin/discount-code", body());
    expect(status).toBe(201);
    expect(reply.message).toBe("Code promo PRINTEMPS15 créé.");
    expect(reply.data).toMatchObject({
      code: "PRINTEMPS15",
      kind: "PERCENT",
      value: 15,
      minimumSubtotal: 3000,
      validFrom: "2026-03-01",
      validTo: "2099-06-30",
      usageLimit: 100,
      usageLimitPerCustomer: 1,
      isActive: true,
      uses: 0,
      discounted: 0,
    });
    expect(await versionOf(siteId)).toBeGreaterThan(before);
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.siteId, siteId), eq(auditEntries.action, "discount-code.create")));
    expect(entry).toMatchObject({ entity: "discount-code", entityId: String(reply.data.id), before: null });
    expect(entry!.after).toMatchObject({ code: "PRINTEMPS15", value: 15 });

    const cart = await cartWith("printemps15");
    expect(cart.status).toBe(200);
    expect(cart.body.data.discount).toMatchObject({
      code: "PRINTEMPS15",
      value: 540,
      subtotal: 3600,
      total: 3060,
    });
    const under = await cartWith("PRINTEMPS15", 2);
    expect(under.status).toBe(400);
    expect(under.body.data.errors.discountCode).toBe(
      `Ce code promo s'applique à partir de ${formatEuros(3000)}.`,
    );
  });

  it("keeps the days in French time: the last day counts to its end", async () => {
    const { body: reply } = await call(
      "POST",
      "/admin/discount-code",
      body({ code: "NOEL", validFrom: "2026-12-24", validTo: "2026-12-25" }),
    );
    const [row] = await db().select().from(discountCodes).where(eq(discountCodes.id, reply.data.id));
    expect(row!.validFrom!.toISOString()).toBe("2026-12-23T23:00:00.000Z");
    expect(row!.validTo!.toISOString()).toBe("2026-12-25T22:59:59.999Z");
  });

  it("refuses a code already there whatever its case (409) and bad values (400), in French, next to the field", async () => {
    const taken = await call("POST", "/admin/discount-code", body({ code: "printemps15" }));
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors.code).toBe("Ce code existe déjà pour ce site : choisissez-en un autre.");
    expectFrenchError(taken.body);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: "AB" }, "code", "Le code doit compter au moins 3 caractères."],
      [
        { code: "ÉTÉ 2026" },
        "code",
        "Le code ne peut contenir que des lettres sans accent, des chiffres, - et _.",
      ],
      [{ value: 120 }, "value", "Un pourcentage de remise va de 1 à 100."],
      [{ kind: "AMOUNT", value: 0 }, "value", "Le montant de la remise va de 0,01 € à 10 000 €."],
      [{ kind: "FREE_SHIPPING", value: 5 }, "value", "Une livraison offerte n'a pas de valeur : indiquez 0."],
      [{ kind: "GIFT" }, "kind", "Choisissez le type de remise."],
      [{ value: 1.5 }, "value", "La valeur de la remise doit être un nombre entier."],
      [{ validFrom: "2026-02-30" }, "validFrom", "Indiquez la date de début au format AAAA-MM-JJ."],
      [
        { validFrom: "2026-05-02", validTo: "2026-05-01" },
        "validTo",
        "La date de fin doit suivre la date de début.",
      ],
      [{ usageLimit: 0 }, "usageLimit", "Le nombre d'utilisations doit être un entier d'au moins 1."],
      [{ minimumSubtotal: -1 }, "minimumSubtotal", "Le montant minimum ne peut pas être négatif."],
    ];
    for (const [values, field, message] of cases) {
      const { status, body: reply } = await call(
        "POST",
        "/admin/discount-code",
        body({ code: "AUTRE", ...values }),
      );
      expect([values, status, reply.data?.errors?.[field]]).toEqual([values, 400, message]);
      expectFrenchError(reply);
    }
  });

  it("says every field's error at once, the rules between fields beside a wrong type elsewhere", async () => {
    const refused = await call(
      "POST",
      "/admin/discount-code",
      body({
        code: "BIENVENUE 10%<b>",
        kind: "PERCENT",
        value: "dix",
        validFrom: "2026-12-31",
        validTo: "2026-01-01",
        usageLimit: -3,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual({
      code: "Le code ne peut contenir que des lettres sans accent, des chiffres, - et _.",
      value: "Indiquez la valeur de la remise.",
      validTo: "La date de fin doit suivre la date de début.",
      usageLimit: "Le nombre d'utilisations doit être un entier d'au moins 1.",
    });
    expectFrenchError(refused.body);
    const badKind = await call(
      "POST",
      "/admin/discount-code",
      body({ kind: "GIFT", value: 250, usageLimit: "x" }),
    );
    expect(badKind.body.data.errors).toEqual({
      kind: "Choisissez le type de remise.",
      usageLimit: "Le nombre d'utilisations doit être un entier d'au moins 1.",
    });
    const badDay = await call(
      "POST",
      "/admin/discount-code",
      body({ value: 250, validFrom: "2026-02-30", validTo: "2026-01-01", usageLimit: "x" }),
    );
    expect(badDay.body.data.errors).toEqual({
      value: "Un pourcentage de remise va de 1 à 100.",
      validFrom: "Indiquez la date de début au format AAAA-MM-JJ.",
      usageLimit: "Le nombre d'utilisations doit être un entier d'au moins 1.",
    });
  });

  it("refuses, without failing, a body missing or that is not an object, on creation and change", async () => {
    const code = await createDiscountCode(db(), siteId, { code: "CORPS" });
    for (const [method, url] of [
      ["POST", "/admin/discount-code"],
      ["PUT", `/admin/discount-code/${code.id}`],
    ] as const) {
      for (const payload of [undefined, null, [], 42]) {
        const refused = await call(method, url, payload);
        expect(refused.status, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expectFrenchError(refused.body);
      }
    }
    await db().delete(discountCodes).where(eq(discountCodes.id, code.id));
  });

  it("answers 404 in French on a site without a shop", async () => {
    const { token: other } = await adminToken(api.services, db(), 1);
    for (const [method, url] of [
      ["GET", "/admin/discount-code"],
      ["POST", "/admin/discount-code"],
    ] as const) {
      const { status, body: reply } = await call(
        method,
        url,
        method === "POST" ? body() : undefined,
        1,
        other,
      );
      expect([url, status, reply.message]).toEqual([url, 404, "Cette boutique n'existe pas."]);
    }
  });
});

describe("GET /admin/discount-code", () => {
  it("lists the codes with their uses (cancelled orders aside), searched, filtered and sorted", async () => {
    const used = await createDiscountCode(db(), siteId, { code: "FIDELE", kind: "AMOUNT", value: 500 });
    await createDiscountCode(db(), siteId, { code: "ANCIEN", isActive: false });
    for (const status of ["paid", "shipped", "cancelled"] as const)
      await createOrder(db(), siteId, {
        status,
        discountCodeId: used.id,
        discountCode: "FIDELE",
        discount: 500,
      });
    const { status, body: reply } = await call("GET", "/admin/discount-code?orderBy=uses:desc");
    expect(status).toBe(200);
    expect(reply.data.items[0]).toMatchObject({ code: "FIDELE", uses: 2, discounted: 1000 });
    expect(reply.data.total).toBe(4);
    const search = await call("GET", "/admin/discount-code?search=fid");
    expect(search.body.data.items.map((c: { code: string }) => c.code)).toEqual(["FIDELE"]);
    const inactive = await call("GET", "/admin/discount-code?isActive=false");
    expect(inactive.body.data.items.map((c: { code: string }) => c.code)).toEqual(["ANCIEN"]);
    const byCode = await call("GET", "/admin/discount-code?orderBy=code&nbItem=2");
    expect(byCode.body.data.items.map((c: { code: string }) => c.code)).toEqual(["ANCIEN", "FIDELE"]);
    const wrong = await call("GET", "/admin/discount-code?orderBy=value");
    expect(wrong.status).toBe(400);
    expectFrenchError(wrong.body);
  });

  it("reads one code; another site's code or an unknown id is a 404", async () => {
    const mine = await createDiscountCode(db(), siteId, { code: "UNIQUE" });
    expect((await call("GET", `/admin/discount-code/${mine.id}`)).body.data.code).toBe("UNIQUE");
    const neighbour = await createSite(db(), { isECommerce: true });
    const theirs = await createDiscountCode(db(), neighbour.id, { code: "VOISIN" });
    for (const id of [theirs.id, 999_999]) {
      const { status, body: reply } = await call("GET", `/admin/discount-code/${id}`);
      expect([status, reply.message]).toEqual([404, "Ce code promo n'existe pas."]);
    }
    expect((await call("GET", "/admin/discount-code/abc")).status).toBe(400);
  });
});

describe("PUT /admin/discount-code/{id}", () => {
  it("changes a code and disables it: the cart refuses it then, the audit says so", async () => {
    const code = await createDiscountCode(db(), siteId, { code: "ETE", value: 10 });
    const changed = await call(
      "PUT",
      `/admin/discount-code/${code.id}`,
      body({ code: "ETE", value: 20, minimumSubtotal: null }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ value: 20, minimumSubtotal: null });
    expect((await cartWith("ETE", 1)).body.data.discount).toMatchObject({ value: 240 });

    const off = await call(
      "PUT",
      `/admin/discount-code/${code.id}`,
      body({ code: "ETE", value: 20, isActive: false }),
    );
    expect(off.body.message).toBe("Code promo ETE désactivé.");
    const refused = await cartWith("ETE");
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors.discountCode).toBe("Ce code promo n'est pas valable.");
    const [entry] = await db()
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, "discount-code.disable"), eq(auditEntries.entityId, String(code.id))),
      );
    expect(entry!.before).toMatchObject({ isActive: true, value: 20 });
    expect(entry!.after).toMatchObject({ isActive: false });
  });

  it("refuses a code another one holds, and a code of another site", async () => {
    const code = await createDiscountCode(db(), siteId, { code: "AUTOMNE" });
    const taken = await call("PUT", `/admin/discount-code/${code.id}`, body({ code: "Printemps15" }));
    expect([taken.status, taken.body.data.errors.code]).toEqual([
      409,
      "Ce code existe déjà pour ce site : choisissez-en un autre.",
    ]);
    const neighbour = await createSite(db(), { isECommerce: true });
    const theirs = await createDiscountCode(db(), neighbour.id, { code: "LOIN" });
    const { status } = await call("PUT", `/admin/discount-code/${theirs.id}`, body({ code: "LOIN" }));
    expect(status).toBe(404);
  });
});
