/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, Debian's chromium) on four pages of
 * site 1 and the shop list and a product page of site 2 (Chromium resolves *.localhost itself),
 * served by the production build on a fresh database. Prints the four category scores and
 * LCP, CLS and TBT of each page, as a Markdown table for docs/performance.md.
 *
 * Lighthouse's own advice on variability is followed: each page is measured several times
 * (LIGHTHOUSE_RUNS, 5 by default) and the run with the median performance score is reported, with
 * the lowest and highest scores beside it. A first, discarded run warms Chromium up.
 * LIGHTHOUSE_PAGES (names, comma-separated) measures only some of the pages.
 */
import { launch } from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { HOSTS, startServer } from "../apps/web/e2e/server";
import { get } from "./lib/load";

const server = await startServer({ LOG_LEVEL: "warn", NODE_ENV: "production" });

/** The first product of the shop list of site 2. */
async function firstProductPath(): Promise<string> {
  const shop = await get(server.port, "/boutique", { host: `${HOSTS.site2}:${server.port}` });
  const path = /href="(\/boutique\/[a-z0-9-]+\/\d+)"/.exec(shop.body.toString())?.[1];
  if (!path) throw new Error("no product link on /boutique of site 2");
  return path;
}

const ALL_PAGES: [name: string, host: string, path: string][] = [
  ["Accueil", "localhost", "/"],
  ["Service", "localhost", "/services/renovation-interieure"],
  ["Blog", "localhost", "/blog-conseils"],
  ["Contact", "localhost", "/nous-contacter"],
  ["Boutique (site 2)", HOSTS.site2, "/boutique"],
  ["Fiche produit (site 2)", HOSTS.site2, await firstProductPath()],
];
// LIGHTHOUSE_PAGES=Accueil,Fiche: only the pages whose name starts with one of these.
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim().toLowerCase());
const PAGES = ALL_PAGES.filter(
  ([name]) => !ONLY || ONLY.some((start) => name.toLowerCase().startsWith(start)),
);

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function audit(host: string, path: string): Promise<RunnerResult["lhr"]> {
  const result = await lighthouse(server.url(host, path), {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result.lhr;
}

const performanceScore = (lhr: RunnerResult["lhr"]) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);

const rows: string[] = [];
try {
  // Production traffic keeps the server's site cache and the browser warm: so does the bench.
  await audit("localhost", "/");

  for (const [name, host, path] of PAGES) {
    await audit(host, path);
    const runs: RunnerResult["lhr"][] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(host, path));
    runs.sort((a, b) => performanceScore(a) - performanceScore(b));
    const median = runs[Math.floor(runs.length / 2)] as RunnerResult["lhr"];
    const { categories, audits } = median;
    const score = (key: (typeof CATEGORIES)[number]) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key: string) => audits[key]?.displayValue ?? "?";
    const range = `${performanceScore(runs[0] as RunnerResult["lhr"])}–${performanceScore(runs.at(-1) as RunnerResult["lhr"])}`;
    rows.push(
      `| ${name} (${path}) | ${CATEGORIES.map(score).join(" | ")} | ${range} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("cumulative-layout-shift")} | ${metric("total-blocking-time")} |`,
    );
    const failed = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
    );
    for (const audit of failed)
      console.error(`  ${path}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  [
    `Médiane de ${RUNS} mesures par page (performance : plus basse–plus haute).`,
    "",
    "| Page | Performance | Accessibilité | Bonnes pratiques | SEO | Écart | FCP | LCP | CLS | TBT |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n"),
);
