/**
 * Crash test: nothing the server acknowledged is lost when its process dies.
 *
 * The built production server takes a burst of writes (registrations, contact messages, cart
 * additions), is killed with SIGKILL in the middle of it, and is started again on the same data:
 * the database opens, and every write that was answered with a 2xx is there. On PGlite (the
 * default) and, when TEST_DATABASE_URL names a PostgreSQL server, on a new database there.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@vitrine/api/db/client";
import { cartLines, contactMessages, users } from "@vitrine/api/db/schema/index";
import { createServerDatabase } from "@vitrine/api/testing/server-database";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { copySeededDataDir, type RunningServer, startServer } from "./server";

const REGISTRATIONS = 100;
const MESSAGES = 100;
/** Carts opened by a first addition, each then given a second declination. */
const CARTS = 60;
/** The process is killed once this many writes have been acknowledged: about half of the burst. */
const KILL_AFTER = 160;
/** Requests in flight at once. */
const CONCURRENCY = 8;
const PASSWORD = "Toit-de-lauze-1987";

type Write =
  | { kind: "registration"; email: string }
  | { kind: "message"; site: number; subject: string }
  | { kind: "addition"; cart: CartSlot; declination: Declination };

interface Declination {
  id: number;
  type: "WINE" | "BOX";
  quantity: number;
}

interface CartSlot {
  /** Known once the first addition is acknowledged. */
  id?: number;
  key?: string;
}

interface Acknowledged {
  emails: string[];
  subjects: string[];
  /** `${cartId}:${declinationId}` → quantity. */
  lines: Map<string, number>;
}

interface Outcome {
  acknowledged: Acknowledged;
  ackCount: number;
  /** Requests sent that never got an answer: the process died under them. */
  interrupted: number;
  /** Writes never sent: the burst was cut in the middle. */
  notSent: number;
  /** Answers other than 2xx, which must not happen before the kill. */
  refused: string[];
}

let address = 0;
/** Each call from a new address: the per-address rate limits stay out of the way. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function saleableDeclinations(server: RunningServer): Promise<Declination[]> {
  const response = await fetch(server.url("127.0.0.1", "/api/product?nbItem=50"), {
    headers: { idSite: "2" },
  });
  const body = (await response.json()) as {
    data: {
      products: Array<{
        type: "WINE" | "BOX";
        declinations: Array<{ id: number; sellByMultipleOf: number; stock: number | null }>;
      }>;
    };
  };
  const declinations = body.data.products.flatMap((product) =>
    product.declinations.map((d) => ({
      id: d.id,
      type: product.type,
      quantity: product.type === "WINE" ? Math.max(1, d.sellByMultipleOf) : 1,
      stock: d.stock,
    })),
  );
  return declinations
    .filter((d) => d.stock === null || d.stock >= d.quantity)
    .map(({ id, type, quantity }) => ({ id, type, quantity }));
}

/** Sends the burst, kills the server after KILL_AFTER acknowledgements, and says what was answered. */
async function burstThenKill(server: RunningServer, run: string): Promise<Outcome> {
  const declinations = await saleableDeclinations(server);
  expect(declinations.length).toBeGreaterThanOrEqual(2);

  const queue: Write[] = [];
  const carts: CartSlot[] = Array.from({ length: CARTS }, () => ({}));
  for (let n = 0; n < Math.max(REGISTRATIONS, MESSAGES, CARTS); n++) {
    if (n < REGISTRATIONS) queue.push({ kind: "registration", email: `panne-${run}-${n}@exemple.fr` });
    if (n < MESSAGES) queue.push({ kind: "message", site: 1 + (n % 2), subject: `Panne ${run} n° ${n}` });
    const cart = carts[n];
    if (cart) queue.push({ kind: "addition", cart, declination: declinations[n % declinations.length]! });
  }
  const total = queue.length + CARTS;

  const acknowledged: Acknowledged = { emails: [], subjects: [], lines: new Map() };
  const refused: string[] = [];
  let ackCount = 0;
  let interrupted = 0;
  let sent = 0;
  let killing: Promise<void> | null = null;

  const post = (path: string, site: number, body: unknown, headers: Record<string, string> = {}) =>
    fetch(server.url("127.0.0.1", `/api${path}`), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        idSite: String(site),
        "x-forwarded-for": nextAddress(),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  async function send(write: Write): Promise<void> {
    let response: Response;
    let reply: { data?: { cartId?: number; cartKey?: string } } = {};
    try {
      if (write.kind === "registration") {
        response = await post("/register", 1, {
          email: write.email,
          password: PASSWORD,
          firstname: "Camille",
          lastname: "Panne",
          phone: "06 12 34 56 78",
          acceptTerms: true,
        });
      } else if (write.kind === "message") {
        response = await post("/message", write.site, {
          name: "Camille Panne",
          email: "camille.panne@exemple.fr",
          subject: write.subject,
          message: "Message envoyé pendant l'essai d'arrêt brutal du serveur.",
          consent: true,
        });
      } else {
        const { cart, declination } = write;
        response = await post(
          `/cart/${cart.id ?? "new"}/product/${declination.id}`,
          2,
          { type: declination.type, quantity: declination.quantity },
          cart.key ? { "x-cart-key": cart.key } : {},
        );
      }
      reply = (await response.json()) as typeof reply;
    } catch {
      // No answer (connection reset, body cut): the write may or may not be stored.
      interrupted += 1;
      return;
    }
    if (!response.ok) {
      if (!killing) refused.push(`${write.kind}: ${response.status} ${JSON.stringify(reply)}`);
      return;
    }
    ackCount += 1;
    if (write.kind === "registration") acknowledged.emails.push(write.email);
    else if (write.kind === "message") acknowledged.subjects.push(write.subject);
    else {
      const { cart, declination } = write;
      const cartId = reply.data?.cartId;
      expect(cartId).toBeTypeOf("number");
      acknowledged.lines.set(`${cartId}:${declination.id}`, declination.quantity);
      if (cart.id === undefined) {
        cart.id = cartId;
        cart.key = reply.data?.cartKey;
        // The cart's second line, next: another declination, added to the cart just opened.
        const index = declinations.findIndex((d) => d.id === declination.id);
        queue.unshift({
          kind: "addition",
          cart,
          declination: declinations[(index + 1) % declinations.length]!,
        });
      }
    }
    if (ackCount === KILL_AFTER) killing = server.kill();
  }

  async function worker(): Promise<void> {
    while (!killing) {
      const write = queue.shift();
      if (!write) return;
      sent += 1;
      await send(write);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  return { acknowledged, ackCount, interrupted, notSent: total - sent, refused };
}

/** What the database holds of the acknowledged writes, read once the restarted server is stopped. */
async function stored(database: Awaited<ReturnType<typeof openDatabase>>, acknowledged: Acknowledged) {
  const { db } = database;
  const emails = acknowledged.emails.length
    ? await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.siteId, 1), inArray(users.email, acknowledged.emails)))
    : [];
  const subjects = acknowledged.subjects.length
    ? await db
        .select({ subject: contactMessages.subject })
        .from(contactMessages)
        .where(inArray(contactMessages.subject, acknowledged.subjects))
    : [];
  const cartIds = [...new Set([...acknowledged.lines.keys()].map((key) => Number(key.split(":")[0])))];
  const lines = cartIds.length
    ? await db
        .select({
          cartId: cartLines.cartId,
          declinationId: cartLines.declinationId,
          quantity: cartLines.quantity,
        })
        .from(cartLines)
        .where(inArray(cartLines.cartId, cartIds))
    : [];
  return {
    emails: emails.map((row) => row.email).sort(),
    subjects: subjects.map((row) => row.subject).sort(),
    lines: new Map(lines.map((row) => [`${row.cartId}:${row.declinationId}`, row.quantity])),
  };
}

interface Backend {
  name: string;
  /** Server environment and the database to read afterwards; `drop` cleans up. */
  prepare(dataDir: string): Promise<{
    env: Record<string, string>;
    open(): ReturnType<typeof openDatabase>;
    drop(): Promise<void>;
  }>;
}

const pglite: Backend = {
  name: "PGlite",
  prepare: async (dataDir) => {
    // The sample sites as seeded once for the run, rather than seeded again by the first start.
    await copySeededDataDir(dataDir);
    return {
      env: {},
      open: () => openDatabase({ pgliteDir: join(dataDir, "db") }),
      drop: async () => {},
    };
  },
};

const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const postgres: Backend = {
  name: "PostgreSQL",
  prepare: async () => {
    const { databaseUrl, drop } = await createServerDatabase(serverUrl!);
    return {
      env: { DATABASE_URL: databaseUrl },
      open: () => openDatabase({ databaseUrl, pgliteDir: "memory://" }),
      drop,
    };
  },
};

function crashTest(backend: Backend) {
  it(`keeps every acknowledged write after kill -9 (${backend.name})`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "vitrine-crash-"));
    const target = await backend.prepare(dataDir);
    const servers: RunningServer[] = [];
    try {
      const first = await startServer(target.env, { dataDir });
      servers.push(first);
      const outcome = await burstThenKill(first, `${backend.name.toLowerCase()}-${Date.now()}`);
      const { emails, subjects, lines } = outcome.acknowledged;
      console.info(
        `${backend.name}: ${outcome.ackCount} writes acknowledged (${emails.length} registrations, ` +
          `${subjects.length} messages, ${lines.size} cart lines), ${outcome.interrupted} cut by the kill, ` +
          `${outcome.notSent} never sent`,
      );
      expect(outcome.refused).toEqual([]);
      expect(outcome.ackCount).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(outcome.notSent).toBeGreaterThan(0);
      expect(emails.length).toBeGreaterThan(0);
      expect(subjects.length).toBeGreaterThan(0);
      expect(lines.size).toBeGreaterThan(0);

      // Started again on the same data: it must open the database and answer.
      const second = await startServer(target.env, { dataDir });
      servers.push(second);
      const login = await fetch(second.url("127.0.0.1", "/api/login"), {
        method: "POST",
        headers: { "content-type": "application/json", idSite: "1", "x-forwarded-for": nextAddress() },
        body: JSON.stringify({ email: emails[0], password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      await second.stop();

      const database = await target.open();
      try {
        const found = await stored(database, outcome.acknowledged);
        expect(found.emails).toEqual([...emails].sort());
        expect(found.subjects).toEqual([...subjects].sort());
        for (const [line, quantity] of lines) {
          expect(found.lines.get(line), `cart line ${line}`).toBe(quantity);
        }
      } finally {
        await database.close();
      }
    } finally {
      for (const server of servers) await server.stop();
      await target.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

describe("crash: kill -9 in the middle of a burst of writes", () => {
  crashTest(pglite);
  describe.skipIf(!serverUrl)("on PostgreSQL (TEST_DATABASE_URL)", () => {
    crashTest(postgres);
  });
});
