/**
 * `npm run bench:sites`: does a site get slower, and does the server's memory grow without bound,
 * when the database holds 1,000 sites?
 *
 * Two production servers run side by side: one on the seeded database (sites 1 and 2, the
 * "one-site" figure), one on the same database plus 999 copies of site 1 made by SQL
 * (lib/copy-site.ts), answering on site-0002.localhost ... site-1000.localhost. The home page of
 * site 1 on the first, and of site 1 and site 1,000 on the second, are measured with autocannon in
 * alternated rounds (after a warm-up round each): medians of page views per second, p50, p99; then,
 * in each round, 400 views asked one at a time time a single view in µs (autocannon's p50 counts
 * whole ms, and a kept page takes 1–2), and the ratio of those p50s, site 1,000 / one site, is taken
 * within each round (target: at most 1.2).
 * Then the home page of each of the 1,000 sites is asked once, one site after the other, SITES_SWEEPS
 * times (3), and the server's resident memory (VmRSS) is read after each sweep.
 *
 * SITES_COPIES (999), SITES_SWEEPS (3), BENCH_CONNECTIONS (32), BENCH_SECONDS (5) and BENCH_ROUNDS (3) change the run.
 */
import { HOSTS } from "../apps/web/e2e/server";
import { copySite } from "./lib/copy-site";
import { CONNECTIONS, get, load, type Measure, median, ROUNDS, SECONDS } from "./lib/load";
import { type BenchServer, startServerWith } from "./lib/server";

const COPIES = Math.max(1, Number(process.env.SITES_COPIES ?? 999));
const SWEEPS = Math.max(1, Number(process.env.SITES_SWEEPS ?? 3));
const SOURCE_SITE = 1;

const copyHost = (n: number) => `site-${String(n).padStart(4, "0")}.localhost`;
const lastHost = copyHost(COPIES + 1);
const mib = (value: number) => `${Math.round(value)} Mio`;

/** Views asked one after the other to time a single view (µs), where autocannon counts whole ms. */
const SEQUENTIAL_VIEWS = 400;

/** The median time of one view alone, in µs: one request at a time on one connection. */
async function singleViewP50(server: BenchServer, path: string, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL_VIEWS; i++) {
    const started = performance.now();
    const reply = await get(server.port, path, headers);
    if (reply.status !== 200) throw new Error(`${headers.host}: HTTP ${reply.status}`);
    times.push((performance.now() - started) * 1000);
  }
  return median(times);
}

/** Asks the home page of every site once, one after the other; returns the mean time per page (ms). */
async function sweep(server: BenchServer, hosts: string[]): Promise<number> {
  const started = performance.now();
  for (const host of hosts) {
    const reply = await get(server.port, "/", { host: `${host}:${server.port}` });
    if (reply.status !== 200) throw new Error(`${host}: HTTP ${reply.status}`);
  }
  return (performance.now() - started) / hosts.length;
}

let copied = "";
const startedCopy = performance.now();
const copies = startServerWith(async (db) => {
  const result = await copySite(db, SOURCE_SITE, HOSTS.site1.split(".")[0]!, COPIES);
  copied = `${result.sites} copies du site ${SOURCE_SITE} : ${result.rows} lignes dans ${result.tables} tables, ${((performance.now() - startedCopy) / 1000).toFixed(1)} s (migration et données de démonstration comprises)`;
});
// The one-site server once the copy is over: the copy runs in this process (PGlite) and holds its
// event loop, where the other server's readiness checks would time out meanwhile.
const started = await Promise.allSettled([copies.then(() => startServerWith(async () => {})), copies]);
const failed = started.find((outcome) => outcome.status === "rejected");
if (failed) {
  await Promise.all(started.map((outcome) => (outcome.status === "fulfilled" ? outcome.value.stop() : null)));
  throw failed.reason;
}
const [oneSite, manySites] = started.map(
  (outcome) => (outcome as PromiseFulfilledResult<BenchServer>).value,
) as [BenchServer, BenchServer];
try {
  console.log(copied);
  const home = (name: string, server: BenchServer, host: string) => ({
    server,
    target: { name, path: "/", headers: { host: `${host}:${server.port}` } },
  });
  const targets = [
    home("Accueil du site 1, base à un site", oneSite, HOSTS.site1),
    home("Accueil du site 1, base à 1 000 sites", manySites, HOSTS.site1),
    home("Accueil du site 1 000", manySites, lastHost),
  ];

  // The copy answers as its own site, with a page of the same size as the original.
  for (const { server, target } of targets) {
    const reply = await get(server.port, target.path, target.headers);
    if (reply.status !== 200) throw new Error(`${target.name}: HTTP ${reply.status}`);
    console.log(`${target.name} : ${Math.round(reply.body.length / 1024)} Ko`);
  }
  const memory = [
    `| Au démarrage, avant les mesures | ${mib(await oneSite.rss())} | ${mib(await manySites.rss())} |`,
  ];

  console.log(
    `\n${CONNECTIONS} connexions, ${ROUNDS} manches de ${SECONDS} s par cible, cibles en alternance\n`,
  );
  for (const { server, target } of targets) await load(server.port, target); // warm-up, not counted
  const measures: Measure[][] = targets.map(() => []);
  const singles: number[][] = targets.map(() => []);
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { server, target }] of targets.entries()) {
      measures[index]!.push(await load(server.port, target));
      singles[index]!.push(await singleViewP50(server, target.path, target.headers));
    }
    ratios.push(singles[2]!.at(-1)! / singles[0]!.at(-1)!);
  }
  memory.push(`| Après les mesures de débit | ${mib(await oneSite.rss())} | ${mib(await manySites.rss())} |`);

  const hosts = [HOSTS.site1, ...Array.from({ length: COPIES }, (_, index) => copyHost(index + 2))];
  for (let pass = 1; pass <= SWEEPS; pass++) {
    const perPage = await sweep(manySites, hosts);
    memory.push(
      `| Après ${pass} visite${pass === 1 ? "" : "s"} de l'accueil des ${hosts.length} sites (${perPage.toFixed(0)} ms par page) | ${mib(await oneSite.rss())} | ${mib(await manySites.rss())} |`,
    );
    console.log(memory.at(-1));
  }

  const rows = targets.map(({ target }, index) => {
    const ours = measures[index]!;
    return (
      `| ${target.name} | ${Math.round(median(ours.map((m) => m.rate)))} | ${median(ours.map((m) => m.p50))} | ` +
      `${median(ours.map((m) => m.p99))} | ${ours.reduce((sum, m) => sum + m.errors, 0)} | ` +
      `${Math.round(median(singles[index]!))} |`
    );
  });
  console.log(
    [
      "",
      "| Cible | Pages vues (/s) | p50 (ms) | p99 (ms) | Erreurs | p50 d'une vue seule (µs) |",
      "| ----- | --------------: | -------: | -------: | ------: | -----------------------: |",
      ...rows,
      "",
      `p50 d'une vue seule du site 1 000 / à un site : ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}), objectif ≤ 1,2`,
      "",
      "| Mémoire résidente (VmRSS) | Base à un site | Base à 1 000 sites |",
      "| ------------------------- | -------------: | -----------------: |",
      ...memory,
    ].join("\n"),
  );
} finally {
  await Promise.all([oneSite.stop(), manySites.stop()]);
}
