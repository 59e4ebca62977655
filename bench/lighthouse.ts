/**
 * `npm run bench:lighthouse`: Lighthouse (mobile emulation, Debian's chromium) on four pages of
 * site 1, served by the production build on a fresh database. Prints the four category scores and
 * LCP, CLS and TBT of each page, as a Markdown table for docs/performance.md.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../apps/web/e2e/server";

const PAGES = [
  ["Accueil", "/"],
  ["Service", "/services/renovation-interieure"],
  ["Blog", "/blog-conseils"],
  ["Contact", "/nous-contacter"],
] as const;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const server = await startServer({ LOG_LEVEL: "warn", NODE_ENV: "production" });
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

const rows: string[] = [];
try {
  for (const [name, path] of PAGES) {
    // Lighthouse runs a cold load: warm the server's site cache first, as production traffic would.
    await fetch(server.url("localhost", path));
    const result = await lighthouse(server.url("localhost", path), {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (key: (typeof CATEGORIES)[number]) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key: string) => audits[key]?.displayValue ?? "?";
    rows.push(
      `| ${name} (${path}) | ${CATEGORIES.map(score).join(" | ")} | ${metric("largest-contentful-paint")} | ${metric("cumulative-layout-shift")} | ${metric("total-blocking-time")} |`,
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
    "| Page | Performance | Accessibilité | Bonnes pratiques | SEO | LCP | CLS | TBT |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n"),
);
