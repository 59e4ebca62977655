/**
 * The order page's partial refund without JavaScript: a second post of the same form (a double
 * click, another tab) does not refund the order twice. A document an order does not have is a
 * French page with a way back, not a bare `null`. A bottle's price is said to be before the discount.
 */

import { invoices, orders } from "@vitrine/api/db/schema/index";
import { moveOrder } from "@vitrine/api/modules/shop/orders/transitions";
import { createOrder } from "@vitrine/api/testing/factories/orders";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { text } from "./checkout-testing";
import { createTestWebServer, pageRequests, registerMember, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const { get, post } = pageRequests(() => app, "domaine-trois-moulins.localhost", 71);

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
});

afterAll(() => web?.close());

/** The session cookie of site 2's administrator (or of site 1's, on its host). */
async function signIn(host = "domaine-trois-moulins.localhost"): Promise<string> {
  const domain = host.replace(/\.localhost$/, ".fr");
  const account = web.testDb.credentials.find((c) => c.role === "ADMIN" && c.email.endsWith(domain))!;
  const login = await post(
    "/auth",
    { intent: "login", email: account.email, password: account.password, redirectTo: "/admin" },
    { host },
  );
  expect(login.statusCode).toBe(302);
  return String(login.headers["set-cookie"]).match(/token=[^;]+/)![0];
}

describe("a partial refund", () => {
  it("is made once for two posts of the same form, the second one told what is left", async () => {
    const cookie = await signIn();
    const db = web.testDb.database.db;
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, 2), eq(orders.status, "paid"), eq(orders.paymentMethod, "CHEQUE")));
    const path = `/admin/commandes/${order!.id}`;
    const page = await get(path, { cookie });
    const refundable = /name="refundable" value="(\d+)"/.exec(page.body)?.[1];
    expect(Number(refundable)).toBeGreaterThan(500);
    const form = { intent: "refund", amount: "5", reason: "Premier clic", refundable: refundable! };

    const first = await post(path, form, { cookie });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(/\?fait=remboursement&avoir=A-\d{4}-\d{6}$/);
    const second = await post(path, form, { cookie });
    expect(second.statusCode).toBe(409);
    const left = (Number(refundable) - 500) / 100;
    expect(text(second.body)).toContain(
      `Un remboursement a été enregistré depuis l'affichage de cette page : il reste ${left.toFixed(2).replace(".", ",")} € à rembourser.`,
    );
    const notes = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order!.id), eq(invoices.kind, "creditNote")));
    expect(notes).toHaveLength(1);

    // Shown again, the refund is in the order's history, and the form has what is left.
    const again = await get(path, { cookie });
    const history = text(again.body.slice(again.body.indexOf("order-timeline")));
    expect(history).toMatch(/Remboursement de 5,00 € \(avoir A-\d{4}-\d{6}\)[^«]*« Premier clic »/);
    const now = /name="refundable" value="(\d+)"/.exec(again.body)?.[1];
    expect(Number(now)).toBe(Number(refundable) - 500);
    expect((await post(path, { ...form, refundable: now! }, { cookie })).statusCode).toBe(302);
  });
});

describe("the refund form of an order with a discount", () => {
  it("gives each bottle's price as before the discount, the value chosen being after it", async () => {
    const cookie = await signIn();
    const db = web.testDb.database.db;
    const order = await createOrder(db, 2, {
      paymentMethod: "CHEQUE",
      discount: 240,
      discountCode: "BIENVENUE10",
    });
    await moveOrder(db, {
      siteId: 2,
      orderId: order.id,
      to: "paid",
      author: { role: "admin", userId: null },
    });
    const page = text((await get(`/admin/commandes/${order.id}`, { cookie })).body);
    expect(page).toContain("2 sur 2 à rembourser, 12,00 € l'unité avant remise");
  });
});

describe("the order's documents", () => {
  it("say which legal information of the company its invoices lack, and where to fill it in", async () => {
    const cookie = await signIn();
    const db = web.testDb.database.db;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.siteId, 2)).limit(1);
    const path = `/admin/commandes/${order!.id}`;
    expect(text((await get(path, { cookie })).body)).not.toContain("encore vides");
    await web.services.sites.updateParameter(2, "SIRET_NUMBER", "");
    try {
      const page = await get(path, { cookie });
      expect(text(page.body)).toContain(
        "Informations légales que les factures doivent reprendre, encore vides : Numéro SIRET.",
      );
      expect(page.body).toContain('href="/admin/parametres?groupe=identite"');
    } finally {
      await web.services.sites.updateParameter(2, "SIRET_NUMBER", "498 213 677 00012");
    }
  });
});

describe("a form posted on an order the site does not have", () => {
  it("is the panel's 404, whichever form", async () => {
    const cookie = await signIn();
    for (const form of [
      { intent: "status", status: "cancelled", note: "" } as Record<string, string>,
      { intent: "refund", amount: "5", reason: "Essai", refundable: "500" },
    ]) {
      const response = await post("/admin/commandes/999999", form, { cookie });
      expect(response.statusCode, form.intent!).toBe(404);
    }
  });
});

describe("a download that is not there", () => {
  it("is a French page with a link back to where it was asked, in a 404", async () => {
    const cookie = await signIn();
    const [cancelled] = await web.testDb.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, 2), eq(orders.status, "cancelled")));
    for (const [path, back] of [
      [`/admin/commandes/${cancelled!.id}/facture`, `/admin/commandes/${cancelled!.id}`],
      ["/admin/commandes/999999/facture", "/admin/commandes"],
      ["/admin/commandes/abc/facture", "/admin/commandes"],
      [`/admin/commandes/${cancelled!.id}/avoir/XYZ`, `/admin/commandes/${cancelled!.id}`],
      ["/admin/formulaires/999999/demandes.csv", "/admin/formulaires"],
      ["/admin/clients/999999/export", "/admin/clients"],
    ] as const) {
      const response = await get(path, { cookie });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(text(response.body), path).toContain("Document introuvable");
      expect(response.body, path).toContain(`<a href="${back}">`);
      // Styled by its own inline rules, which the page's policy lets through.
      expect(response.body, path).toMatch(/<style>[^<]*main\{/);
      expect(response.headers["content-security-policy"], path).toMatch(/style-src [^;]*'unsafe-inline'/);
    }
  });

  it("says the order is not found when it is not, and what the document needs when it is", async () => {
    const [cancelled] = await web.testDb.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, 2), eq(orders.status, "cancelled")));
    const said = (body: string) => text(body).replaceAll("&#39;", "'");
    const host = "armor-habitat.localhost";
    const elsewhere = await get(`/admin/commandes/${cancelled!.id}/facture`, {
      cookie: await signIn(host),
      host,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(said(elsewhere.body)).toContain("Cette commande n'existe pas sur ce site.");
    expect(said(elsewhere.body)).not.toContain("une facture n'existe qu'une fois la commande payée");
    const cookie = await signIn();
    const unknown = await get("/admin/commandes/999999/facture", { cookie });
    expect(said(unknown.body)).toContain("Cette commande n'existe pas sur ce site.");
    const unpaid = await get(`/admin/commandes/${cancelled!.id}/facture`, { cookie });
    expect(unpaid.statusCode).toBe(404);
    expect(said(unpaid.body)).toContain("une facture n'existe qu'une fois la commande payée");
  });
});

describe("a download asked by a member who is not an administrator", () => {
  it("is a French page refusing it, in a 403, not the refusal's JSON", async () => {
    const { cookie } = await registerMember(app, { host: "domaine-trois-moulins.localhost", siteId: 2 });
    const [paid] = await web.testDb.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.siteId, 2), eq(orders.status, "paid")));
    for (const path of [
      `/admin/commandes/${paid!.id}/facture`,
      "/admin/clients/1/export",
      "/admin/formulaires/1/demandes.csv",
    ]) {
      const response = await get(path, { cookie });
      expect(response.statusCode, path).toBe(403);
      expect(response.headers["content-type"], path).toBe("text/html; charset=utf-8");
      expect(text(response.body), path).toContain("Accès refusé");
      expect(text(response.body), path).toContain("Cet espace est réservé aux administrateurs du site.");
      expect(response.body, path).not.toContain("%PDF");
    }
  });
});

describe("an error message", () => {
  it("takes the focus in the page answering a form, not in a page showing it as it opens", async () => {
    const cookie = await signIn();
    const listed = await get("/admin/commandes?du=2026-02-31", { cookie });
    expect(listed.statusCode).toBe(200);
    const notice = listed.body.match(/<div class="form-message form-message--error"[^>]*>/)?.[0];
    expect(notice).toContain('role="alert" tabindex="-1"');
    expect(notice).not.toContain("autofocus");

    const db = web.testDb.database.db;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.siteId, 2)).limit(1);
    const refused = await post(
      `/admin/commandes/${order!.id}`,
      { intent: "status", status: "NOPE" },
      { cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      /<div class="form-message form-message--error" role="alert" tabindex="-1" autofocus="">/,
    );
  });
});

describe("the discount code form", () => {
  it("says every field's problem at once, beside its field, in one 400", async () => {
    const cookie = await signIn();
    const response = await post(
      "/admin/codes-promo/nouveau",
      {
        code: "BIENVENUE 10%<b>",
        kind: "PERCENT",
        value: "10",
        minimumSubtotal: "",
        validFrom: "2026-12-31",
        validTo: "2026-01-01",
        usageLimit: "-3",
        usageLimitPerCustomer: "",
        isActive: "on",
      },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    const said = text(response.body).replaceAll("&#39;", "'");
    expect(said).toContain("Le code ne peut contenir que des lettres sans accent, des chiffres, - et _.");
    expect(said).toContain("La date de fin doit suivre la date de début.");
    expect(said).toContain("Indiquez un nombre entier, ou laissez vide.");
    for (const id of ["code-code", "code-validTo", "code-usageLimit"])
      expect(response.body.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0], id).toContain(
        'aria-invalid="true"',
      );
  });
});
