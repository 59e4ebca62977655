/**
 * `npm run bench:durability`: what syncing each PGlite commit to the disk costs (decision 014).
 *
 * Each round measures, on a fresh on-disk PGlite, first without sync (PGlite's own settings, the
 * baseline) then with it (the settings Vitrine runs with):
 * - commits of one insert each, one after the other;
 * - API writes through the whole stack (app.inject, seeded database): contact messages and cart
 *   additions, CONCURRENCY calls in flight.
 * Rounds alternate both settings (DURABILITY_ROUNDS, 3 by default); the table gives the medians
 * and the ratio synced / unsynced of each round (median, lowest and highest), measured in the same run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { buildApi } from "../apps/api/src/app";
import { createServices } from "../apps/api/src/composition";
import { loadConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { prepareDatabase } from "../apps/api/src/db/prepare";

const ROUNDS = Math.max(1, Number(process.env.DURABILITY_ROUNDS ?? 3));
const COMMITS = 400;
const API_WRITES = 150;
const CONCURRENCY = 8;

type Measure = "commits" | "messages" | "cartAdditions";
const LABELS: Record<Measure, string> = {
  commits: "Commits (une insertion chacun, en série)",
  messages: `POST /message (${CONCURRENCY} en parallèle)`,
  cartAdditions: `POST /cart/new/product/1 (${CONCURRENCY} en parallèle)`,
};

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** Runs `count` calls of `one`, `concurrency` at a time; returns calls per second. */
async function perSecond(count: number, concurrency: number, one: (n: number) => Promise<void>) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

async function round(sync: boolean): Promise<Record<Measure, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), "vitrine-durability-"));
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }, { dataDir });
  const database = await openDatabase({ pgliteDir: config.pgliteDir, pgliteSync: sync });
  try {
    await prepareDatabase(config, database);
    const services = createServices(config, database);
    const app = await buildApi({ services });
    const call = async (url: string, site: number, payload: object) => {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { idSite: String(site), "x-forwarded-for": nextAddress() },
        payload,
      });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };

    const { db } = database;
    await db.execute(sql`create table bench_commits (id serial primary key, value text not null)`);
    const commits = await perSecond(COMMITS, 1, async (n) => {
      await db.execute(sql`insert into bench_commits (value) values (${`ligne ${n}`})`);
    });
    const messages = await perSecond(API_WRITES, CONCURRENCY, (n) =>
      call("/message", 1, {
        name: "Camille Mesure",
        email: "camille.mesure@exemple.fr",
        subject: `Mesure n° ${n}`,
        message: "Message envoyé pour mesurer le coût de la synchronisation.",
        consent: true,
      }),
    );
    const cartAdditions = await perSecond(API_WRITES, CONCURRENCY, () =>
      call("/cart/new/product/1", 2, { type: "WINE", quantity: 1 }),
    );
    await app.close();
    return { commits, messages, cartAdditions };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const results: Record<"unsynced" | "synced", Array<Record<Measure, number>>> = { unsynced: [], synced: [] };
// A first, discarded round warms up the WebAssembly compilation and the disk.
await round(false);
for (let n = 0; n < ROUNDS; n++) {
  results.unsynced.push(await round(false));
  results.synced.push(await round(true));
  console.error(`round ${n + 1}/${ROUNDS} done`);
}

console.log(`| Écriture | Sans synchronisation (/s) | Avec (/s) | Rapport (médiane, min–max des tours) |`);
console.log(`| --- | ---: | ---: | ---: |`);
for (const measure of Object.keys(LABELS) as Measure[]) {
  const unsynced = median(results.unsynced.map((r) => r[measure]));
  const synced = median(results.synced.map((r) => r[measure]));
  // Each round measures both settings one after the other: its ratio is the fairest comparison.
  const ratios = results.synced.map((r, n) => r[measure] / results.unsynced[n]![measure]);
  const range = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  console.log(
    `| ${LABELS[measure]} | ${unsynced.toFixed(0)} | ${synced.toFixed(0)} | ${median(ratios).toFixed(2)} (${range}) |`,
  );
}
