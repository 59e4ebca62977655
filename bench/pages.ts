/**
 * `npm run bench:pages`: page views per second of the production build, side by side with a bare
 * Node server sending the same bytes, in one run on this machine. Each target is measured in
 * alternated rounds (bare, Vitrine, bare, Vitrine, ...) so that both see the same machine; the
 * figures are the medians of the rounds and the ratio is taken within each round.
 *
 * Targets: four anonymous pages (home and a service page of site 1, the shop list and a product
 * page of site 2), the home page of a signed-in member (written from the members' template), the
 * same on a server started with PAGE_CACHE=off (a whole render for each view), the anonymous home
 * page on a server started with PAGE_CACHE=renders (no page kept by address: what a view costs once
 * the site's version moved, its render found by its data, decision 038), and the product list
 * of the API (`GET /api/product?page=1&nbItem=24`). With BENCH_DATABASE_URL (a PostgreSQL server),
 * the member's home page also on PostgreSQL, in one process and in two (WEB_CONCURRENCY=2).
 *
 * BENCH_CONNECTIONS (32), BENCH_SECONDS (5 per round) and BENCH_ROUNDS (3) change the load;
 * BENCH_ONLY (a pattern on the targets' names) measures some targets only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, HOSTS } from "../apps/web/e2e/server";
import { addCatalogue } from "./fixtures";
import {
  CONNECTIONS,
  get,
  type Target as LoadTarget,
  load,
  type Measure,
  median,
  ROUNDS,
  SECONDS,
} from "./lib/load";
import { DATABASE_SERVER, startPostgresServer, startServerWith } from "./lib/server";

/** A bare Node server in its own process answering each path with the bytes given, nothing else. */
async function startBareServer(pages: Map<string, { type: string; body: Buffer }>): Promise<{
  port: number;
  child: ChildProcess;
}> {
  const port = await freePort();
  const file = join(await mkdtemp(join(tmpdir(), "vitrine-bench-")), "pages.json");
  await writeFile(
    file,
    JSON.stringify([...pages].map(([path, page]) => [path, page.type, page.body.toString("base64")])),
  );
  const source = `
    const http = require("node:http");
    const pages = new Map(JSON.parse(require("node:fs").readFileSync(process.env.PAGES, "utf8")).map(([p, t, b]) => [p, { t, b: Buffer.from(b, "base64") }]));
    http.createServer((req, res) => {
      const page = pages.get(req.url);
      if (!page) { res.writeHead(404); return res.end(); }
      res.writeHead(200, { "content-type": page.t, "content-length": page.b.length });
      res.end(page.b);
    }).listen(${port}, "127.0.0.1", () => process.stdout.write("ready\\n"));
  `;
  const child = spawn(process.execPath, ["-e", source], {
    env: { PAGES: file },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { port, child };
}

/** A member of the site `headers` name, registered for the bench: their session token. */
async function memberToken(port: number, headers: Record<string, string>): Promise<string> {
  const registered = await get(
    port,
    "/api/register",
    { ...headers, "content-type": "application/json", idsite: "1" },
    "POST",
    JSON.stringify({
      email: `banc-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr`,
      password: "Banc-d-essai-2026!",
      firstname: "Camille",
      lastname: "Bernard",
      phone: "0601020304",
      acceptTerms: true,
    }),
  );
  const token = (JSON.parse(registered.body.toString()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`registration failed: ${registered.status} ${registered.body}`);
  return token;
}

/** A target of this bench, with the goal issue 13 sets for it, if any. */
interface Target extends LoadTarget {
  goal?: Goal;
}

interface Figures {
  rate: number;
  p99: number;
  ratio: number;
  errors: number;
}

/** What a target must reach: its text in the report and the test of the medians. */
interface Goal {
  text: string;
  met: (figures: Figures) => boolean;
}

const CACHED: Goal = {
  text: "≥ 50 % du serveur nu, p99 < 50 ms, 0 erreur",
  met: ({ ratio, p99, errors }) => ratio >= 0.5 && p99 < 50 && errors === 0,
};
const RENDERED: Goal = {
  text: "≥ 450 vues/s, p99 < 250 ms, 0 erreur",
  met: ({ rate, p99, errors }) => rate >= 450 && p99 < 250 && errors === 0,
};
const API_LIST: Goal = {
  text: "≥ 1 000 réponses/s, 0 erreur",
  met: ({ rate, errors }) => rate >= 1000 && errors === 0,
};

// The sample shop with 48 products, so that the API's page of 24 is full.
const server = await startServerWith(addCatalogue);
// The same data on a server that renders every page: what a page costs without any cache (the
// first view after a change).
const rendering = await startServerWith(addCatalogue, { PAGE_CACHE: "off" });
// A server that keeps no page by address but finds a render by its data: the first view of a page
// after a change elsewhere on the site (decision 038).
const byData = await startServerWith(addCatalogue, { PAGE_CACHE: "renders" });
let bare: { port: number; child: ChildProcess } | null = null;
const postgres: Awaited<ReturnType<typeof startPostgresServer>>[] = [];
try {
  const site1 = { host: `${HOSTS.site1}:${server.port}` };
  const site2 = { host: `${HOSTS.site2}:${server.port}` };

  // A member of site 1, for a page no cache may serve.
  const token = await memberToken(server.port, site1);
  const renderingToken = await memberToken(rendering.port, { host: `${HOSTS.site1}:${rendering.port}` });

  // The first product of the shop list.
  const shop = await get(server.port, "/boutique", site2);
  const productPath = /href="(\/boutique\/[a-z0-9-]+\/\d+)"/.exec(shop.body.toString())?.[1];
  if (!productPath) throw new Error("no product link on /boutique");

  const targets: Target[] = [
    { name: "Accueil (site 1)", path: "/", headers: site1, goal: CACHED },
    { name: "Page de service", path: "/services/renovation-interieure", headers: site1, goal: CACHED },
    { name: "Boutique (site 2)", path: "/boutique", headers: site2, goal: CACHED },
    { name: "Fiche produit", path: productPath, headers: site2, goal: CACHED },
    {
      name: "Accueil, membre connecté",
      path: "/",
      headers: { ...site1, cookie: `token=${token}` },
      goal: RENDERED,
    },
    {
      name: "Accueil, membre connecté, sans cache (rendu complet)",
      path: "/",
      headers: { host: `${HOSTS.site1}:${rendering.port}`, cookie: `token=${renderingToken}` },
      port: rendering.port,
      goal: RENDERED,
    },
    {
      name: "Accueil, première vue après un changement ailleurs (rendu retrouvé par ses données)",
      path: "/",
      headers: { host: `${HOSTS.site1}:${byData.port}` },
      port: byData.port,
      goal: RENDERED,
    },
    {
      name: "API : 24 produits",
      path: "/api/product?page=1&nbItem=24",
      headers: { ...site2, idsite: "2" },
      goal: API_LIST,
    },
  ];
  // The member's page on PostgreSQL, one process then WEB_CONCURRENCY=2 (one per core).
  if (DATABASE_SERVER) {
    for (const workers of [1, 2]) {
      const running = await startPostgresServer(DATABASE_SERVER, workers);
      postgres.push(running);
      const host = { host: `${HOSTS.site1}:${running.server.port}` };
      const member = await memberToken(running.server.port, host);
      targets.push({
        name: `Accueil, membre connecté, PostgreSQL, ${workers} processus`,
        path: "/",
        headers: { ...host, cookie: `token=${member}` },
        port: running.server.port,
      });
    }
  }

  // BENCH_ONLY (a pattern) keeps the targets whose name matches it.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
  if (only) targets.splice(0, targets.length, ...targets.filter((target) => only.test(target.name)));
  // What each target answers, served as such by the bare server (one path per target).
  const pages = new Map<string, { type: string; body: Buffer }>();
  const barePaths = new Map<Target, string>();
  for (const [index, target] of targets.entries()) {
    const reply = await get(target.port ?? server.port, target.path, target.headers);
    if (reply.status !== 200) throw new Error(`${target.name}: HTTP ${reply.status}`);
    const barePath = `/page-${index}`;
    pages.set(barePath, { type: reply.headers["content-type"] ?? "text/html", body: reply.body });
    barePaths.set(target, barePath);
  }
  bare = await startBareServer(pages);

  console.log(
    `${CONNECTIONS} connexions, ${ROUNDS} manches de ${SECONDS} s par cible, serveur nu et Vitrine en alternance\n`,
  );
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const target of targets) {
    const bareTarget = { ...target, path: barePaths.get(target)!, headers: {} };
    const port = target.port ?? server.port;
    await load(port, target); // warm-up round, not counted
    const ours: Measure[] = [];
    const theirs: Measure[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const b = await load(bare.port, bareTarget);
      const v = await load(port, target);
      theirs.push(b);
      ours.push(v);
      ratios.push(v.rate / b.rate);
    }
    const size = pages.get(barePaths.get(target)!)!.body.length;
    rows.push(
      `| ${target.name} | ${Math.round(size / 1024)} Ko | ${Math.round(median(ours.map((m) => m.rate)))} | ` +
        `${median(ours.map((m) => m.p50))} | ${median(ours.map((m) => m.p99))} | ` +
        `${ours.reduce((sum, m) => sum + m.errors, 0)} | ${Math.round(median(theirs.map((m) => m.rate)))} | ` +
        `${median(theirs.map((m) => m.p99))} | ` +
        `${(median(ratios) * 100).toFixed(1)} % (${(Math.min(...ratios) * 100).toFixed(1)}–${(Math.max(...ratios) * 100).toFixed(1)}) |`,
    );
    console.log(rows.at(-1));
    if (target.goal) {
      const figures = {
        rate: median(ours.map((m) => m.rate)),
        p99: median(ours.map((m) => m.p99)),
        ratio: median(ratios),
        errors: ours.reduce((sum, m) => sum + m.errors, 0),
      };
      const met = target.goal.met(figures);
      verdicts.push(`| ${target.name} | ${target.goal.text} | ${met ? "oui" : "non"} |`);
    }
  }
  console.log(
    [
      "",
      "| Cible | Taille | Vitrine (/s) | p50 (ms) | p99 (ms) | Erreurs | Serveur nu (/s) | p99 nu (ms) | Rapport (médiane, min–max) |",
      "| ----- | -----: | -----------: | -------: | -------: | ------: | --------------: | ----------: | -------------------------: |",
      ...rows,
      "",
      "| Cible | Objectif (issue 13) | Atteint |",
      "| ----- | ------------------- | ------- |",
      ...verdicts,
    ].join("\n"),
  );
} finally {
  bare?.child.kill();
  await server.stop();
  await rendering.stop();
  await byData.stop();
  for (const running of postgres) await running.stop();
}
