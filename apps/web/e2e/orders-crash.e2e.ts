/**
 * Crash test of orders: no acknowledged order is lost when the server's process dies.
 *
 * The built production server, on an on-disk PGlite DATA_DIR, takes a burst of bank-transfer
 * orders on the wine estate (site 2), is killed with SIGKILL in the middle of it, and is started
 * again on the same data. Every order answered 201 is there with its lines and its history; the
 * stock of each tracked wine plus what the orders hold adds up to the stock before the burst; the
 * references have no gap; and the restarted server takes the next order.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { openDatabase } from "@vitrine/api/db/client";
import { declinations, orderLines, orders, orderTransitions } from "@vitrine/api/db/schema/index";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type RunningServer, seededDataDirCopy, startServer } from "./server";

const ORDERS = 150;
/** The process is killed once this many orders were acknowledged: in the middle of the burst. */
const KILL_AFTER = 60;
const CONCURRENCY = 8;
/** Bottles per order: the estate ships 3 bottles at least (MINIMUM_EXPEDITION_BOTTLE). */
const BOTTLES = 3;

interface Wine {
  id: number;
  /** Units before the burst; null when not tracked. */
  stock: number | null;
}

let address = 0;
/** Each order from a new address: the per-address limit of orders stays out of the way. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

function api(server: RunningServer, path: string, body?: unknown) {
  return fetch(server.url("127.0.0.1", `/api${path}`), {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", idSite: "2", "x-forwarded-for": nextAddress() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The estate's wines sold by the bottle, tracked ones first, a carrier to Vallet and France's id. */
async function orderSetup(server: RunningServer) {
  const products = (await (await api(server, "/product?nbItem=100")).json()) as {
    data: {
      products: Array<{
        type: string;
        declinations: Array<{
          id: number;
          sellByMultipleOf: number;
          stock: number | null;
          hasShippingFees: boolean;
          capacity: number | null;
          capacityUnit: "L" | "cl" | null;
        }>;
      }>;
    };
  };
  const wines: Wine[] = products.data.products
    .filter((product) => product.type === "WINE")
    .flatMap((product) => product.declinations)
    // Whole bottles (a half bottle counts as half of one for the expedition's minimum).
    .filter((d) => (d.capacityUnit === "L" ? (d.capacity ?? 0) * 100 : (d.capacity ?? 0)) >= 75)
    .filter((d) => d.sellByMultipleOf === 1 && d.hasShippingFees && (d.stock === null || d.stock >= BOTTLES))
    .map((d) => ({ id: d.id, stock: d.stock }))
    .sort((a, b) => Number(a.stock === null) - Number(b.stock === null));
  const countries = (await (await api(server, "/countries")).json()) as {
    data: Array<{ id: number; alphaTwo: string }>;
  };
  const fees = (await (
    await api(server, "/calculate/shipping-fees", {
      products: [{ idProduct: wines[0]!.id, quantity: BOTTLES }],
      postalCode: "44330",
      country: "FR",
    })
  ).json()) as { data: { carriers: Array<{ id: number; kind: string }> } };
  const carrier = fees.data.carriers.find((c) => c.kind === "DELIVERY");
  return { wines, france: countries.data.find((c) => c.alphaTwo === "FR")!.id, carrierId: carrier!.id };
}

const orderBody = (n: number, wine: Wine, setup: Awaited<ReturnType<typeof orderSetup>>) => ({
  products: [{ id: wine.id, quantity: BOTTLES }],
  email: `commande-panne-${n}@exemple.fr`,
  phone: "06 12 34 56 78",
  address: {
    delivery: {
      firstname: "Camille",
      lastname: "Panne",
      firstPart: "La Grande Moulinière",
      postalCode: "44330",
      city: "Vallet",
      country: setup.france,
    },
  },
  delivery: { type: "delivery", idCarrier: setup.carrierId },
  paymentMethod: "TRANSFER",
});

/** Sends the burst, kills the server after KILL_AFTER acknowledged orders, and tells what was answered. */
async function burstThenKill(server: RunningServer, setup: Awaited<ReturnType<typeof orderSetup>>) {
  const queue = Array.from({ length: ORDERS }, (_, n) => n);
  const acknowledged: string[] = [];
  const soldOut: string[] = [];
  const refused: string[] = [];
  let interrupted = 0;
  let killing: Promise<void> | null = null;

  async function send(n: number) {
    const wine = setup.wines[n % setup.wines.length]!;
    let response: Response;
    let reply: { message?: string; data?: { order?: { reference?: string } } };
    try {
      response = await api(server, "/order", orderBody(n, wine, setup));
      reply = (await response.json()) as typeof reply;
    } catch {
      // No answer: the process died under the request; the order may or may not be stored.
      interrupted += 1;
      return;
    }
    if (response.status === 409 && /épuisé|il n'en reste que/.test(reply.message ?? ""))
      soldOut.push(reply.message!);
    else if (response.status !== 201) {
      if (!killing) refused.push(`${response.status} ${JSON.stringify(reply)}`);
    } else {
      acknowledged.push(reply.data!.order!.reference!);
      if (acknowledged.length === KILL_AFTER) killing = server.kill();
    }
  }

  async function worker() {
    while (!killing) {
      const n = queue.shift();
      if (n === undefined) return;
      await send(n);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  return { acknowledged, soldOut, refused, interrupted, notSent: queue.length };
}

describe("crash: kill -9 in the middle of a burst of orders", () => {
  it("keeps every acknowledged order, and the stock adds up (PGlite on disk)", async () => {
    // The sample sites as seeded once for the run, rather than seeded again by the first start.
    const dataDir = await seededDataDirCopy("vitrine-orders-crash-");
    const servers: RunningServer[] = [];
    try {
      const first = await startServer({}, { dataDir });
      servers.push(first);
      const setup = await orderSetup(first);
      expect(setup.wines.filter((wine) => wine.stock !== null).length).toBeGreaterThan(0);
      const outcome = await burstThenKill(first, setup);
      console.info(
        `orders: ${outcome.acknowledged.length} acknowledged, ${outcome.soldOut.length} sold out, ` +
          `${outcome.interrupted} cut by the kill, ${outcome.notSent} never sent`,
      );
      expect(outcome.refused).toEqual([]);
      expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(outcome.notSent).toBeGreaterThan(0);

      // Started again on the same data: it opens the database and takes the next order.
      const second = await startServer({}, { dataDir });
      servers.push(second);
      const wine = setup.wines.find((w) => w.stock === null) ?? setup.wines[0]!;
      const next = await api(second, "/order", orderBody(ORDERS, wine, setup));
      expect(next.status).toBe(201);
      const nextReference = ((await next.json()) as { data: { order: { reference: string } } }).data.order
        .reference;
      await second.stop();

      const database = await openDatabase({ pgliteDir: join(dataDir, "db") });
      try {
        const { db } = database;
        const stored = await db
          .select({ id: orders.id, reference: orders.reference, status: orders.status })
          .from(orders)
          .where(and(eq(orders.siteId, 2), inArray(orders.reference, outcome.acknowledged)));
        expect(stored.map((o) => o.reference).sort()).toEqual([...outcome.acknowledged].sort());
        expect(stored.every((o) => o.status === "awaitingPayment")).toBe(true);
        const ids = stored.map((o) => o.id);
        const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
        const created = await db
          .select()
          .from(orderTransitions)
          .where(inArray(orderTransitions.orderId, ids));
        expect(new Set(lines.map((line) => line.orderId)).size).toBe(ids.length);
        expect(created.filter((t) => t.fromStatus === null).length).toBe(ids.length);

        // Every order of the site, acknowledged or cut by the kill: numbered with no gap.
        const all = await db.select({ reference: orders.reference }).from(orders).where(eq(orders.siteId, 2));
        const numbers = all.map((o) => Number(o.reference.split("-")[1])).sort((a, b) => a - b);
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
        expect(Number(nextReference.split("-")[1])).toBe(numbers.length);

        // Each tracked wine: what is left plus what the orders took is what there was.
        for (const tracked of setup.wines.filter((w) => w.stock !== null)) {
          const [left] = await db
            .select({ stock: declinations.stock })
            .from(declinations)
            .where(eq(declinations.id, tracked.id));
          const [taken] = await db
            .select({ bottles: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
            .from(orderLines)
            .where(and(eq(orderLines.declinationId, tracked.id), eq(orderLines.stockReserved, true)));
          expect(left!.stock! + taken!.bottles, `stock of declination ${tracked.id}`).toBe(tracked.stock);
          expect(left!.stock).toBeGreaterThanOrEqual(0);
        }
      } finally {
        await database.close();
      }
    } finally {
      for (const server of servers) await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
