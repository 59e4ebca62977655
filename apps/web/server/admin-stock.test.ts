/**
 * A product's stock history in the panel (decision 047): an order's sale and its cancellation
 * are listed with their French labels, the order's reference linking to its page in the panel,
 * and who made each.
 */

import { declinations, users } from "@vitrine/api/db/schema/index";
import { moveOrder } from "@vitrine/api/modules/shop/orders/transitions";
import { createCarrier } from "@vitrine/api/testing/factories/delivery";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryId, GUEST_ADDRESS, text } from "./checkout-testing";
import { createTestWebServer, pageRequests, type TestWebServer } from "./testing";

let web: TestWebServer;
let app: FastifyInstance;
const { get, post } = pageRequests(() => app, "domaine-trois-moulins.localhost", 72);

beforeAll(async () => {
  web = await createTestWebServer();
  app = web.app;
});

afterAll(() => web?.close());

const admin = () =>
  web.testDb.credentials.find((c) => c.role === "ADMIN" && c.email.endsWith("domaine-trois-moulins.fr"))!;

/** The session cookie of site 2's administrator. */
async function signIn(): Promise<string> {
  const { email, password } = admin();
  const login = await post("/auth", { intent: "login", email, password });
  expect(login.statusCode).toBe(302);
  return String(login.headers["set-cookie"]).match(/token=[^;]+/)![0];
}

/** A guest's order of 6 bottles of `declinationId` by transfer, delivered at home, placed through the API. */
async function placeOrder(declinationId: number): Promise<{ id: number; reference: string }> {
  const carrier = await createCarrier(web.testDb.database.db, 2, {
    name: "Transport du stock",
    rates: [{ zone: "FR_METRO", price: 990 }],
  });
  const reply = await app.inject({
    method: "POST",
    url: "/api/order",
    headers: { host: "domaine-trois-moulins.localhost", idsite: "2", "x-forwarded-for": "10.72.250.1" },
    payload: {
      products: [{ id: declinationId, quantity: 6 }],
      email: "louise@example.fr",
      phone: GUEST_ADDRESS["shipping.phone"],
      address: {
        delivery: {
          firstname: "Louise",
          lastname: "Bernard",
          firstPart: GUEST_ADDRESS["shipping.firstPart"],
          postalCode: GUEST_ADDRESS["shipping.postalCode"],
          city: GUEST_ADDRESS["shipping.city"],
          country: Number(await countryId(app, "France")),
        },
      },
      delivery: { type: "delivery", idCarrier: carrier.id },
      paymentMethod: "TRANSFER",
    },
  });
  expect(reply.statusCode).toBe(201);
  return reply.json().data.order;
}

describe("the stock history of a product's page", () => {
  it("lists an order's sale and cancellation with their labels and the order's link", async () => {
    const db = web.testDb.database.db;
    const [tracked] = await db
      .select({ id: declinations.id, productId: declinations.productId, stock: declinations.stock })
      .from(declinations)
      .where(and(eq(declinations.siteId, 2), eq(declinations.isActive, true)))
      .limit(1);
    await db.update(declinations).set({ stock: 40 }).where(eq(declinations.id, tracked!.id));
    const order = await placeOrder(tracked!.id);
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin().email));
    const author = { role: "admin", userId: owner!.id } as const;
    await moveOrder(db, { siteId: 2, orderId: order.id, to: "cancelled", author });

    const page = await get(`/admin/produits/${tracked!.productId}`, { cookie: await signIn() });
    expect(page.statusCode).toBe(200);
    const start = page.body.indexOf("stock-panel__history");
    const history = page.body.slice(start, page.body.indexOf("</table>", start));
    const links = history.match(
      new RegExp(`<a href="/admin/commandes/${order.id}"[^>]*>${order.reference}</a>`, "g"),
    );
    expect(links).toHaveLength(2);
    const rows = text(history);
    expect(rows).toContain(`Vente · commande ${order.reference} -6 34 Client`);
    expect(rows).toContain(`Annulation · commande ${order.reference} +6 40 ${admin().email}`);
  });
});
