/**
 * Browser of the e2e tests: Debian's Chromium driven by playwright-core (no browser download), its
 * headless shell when installed (decision 033: the same engine without the full browser's layers,
 * about a third less time per test file), else the full browser.
 * `setupBrowser()` launches one browser per test file; `openPage()` gives a page of a given width
 * that records console errors, uncaught exceptions and failed requests.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { REPO_ROOT } from "./server";

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Where screenshots go: under test-results/, which git ignores. */
export const SCREENSHOT_DIR = join(REPO_ROOT, "test-results", "e2e-screenshots");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}

/** One browser for the calling test file, closed after its last test. */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not launched (use it inside a test or a hook).");
    return browser;
  };
}

export interface Problems {
  /** console.error messages, CSP violations, "Failed to load resource" lines... */
  consoleErrors: string[];
  /** Uncaught exceptions in the page. */
  pageErrors: string[];
  /** Requests answered 4xx/5xx, or that failed at the network level. */
  failedRequests: string[];
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  problems: Problems;
  /**
   * Navigates and waits until the network is idle (lazy images, fonts, hydration chunks) and React
   * has hydrated the page, so that a click reaches its handlers. `load` instead of the network's
   * idleness for a page that the test then waits on by other signs (the layout editor).
   */
  goto(url: string, waitUntil?: "networkidle" | "load"): Promise<Response>;
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  width: number,
  height = 900,
  options: { hasTouch?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    ...options,
    viewport: { width, height },
    deviceScaleFactor: 1,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  settleOnNavigation(page);
  const problems: Problems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error") {
      const where = message.location().url;
      problems.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
    }
  });
  page.on("pageerror", (error) => problems.pageErrors.push(error.stack ?? error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  const open = new Set<Request>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => {
    open.delete(request);
    const reason = request.failure()?.errorText ?? "failed";
    // The page itself cancelled it (a navigation that superseded a prefetch): not a failure of the site.
    if (reason === "net::ERR_ABORTED") return;
    problems.failedRequests.push(`${reason} ${request.url()}`);
  });
  return {
    page,
    context,
    problems,
    async goto(url, waitUntil = "networkidle") {
      const response = await page
        .goto(url, { waitUntil, timeout: 30_000 })
        .catch((error: Error) => Promise.reject(withOpenRequests(error, open)));
      if (!response) throw new Error(`No response for ${url}`);
      await hydrated(page);
      return response;
    },
    close: () => context.close(),
  };
}

/** A navigation's error, with the requests still under way when it gave up (what kept it waiting). */
function withOpenRequests(error: Error, open: Set<Request>): Error {
  if (open.size === 0) return error;
  const started = [...open].map((request) => `${request.method()} ${request.url()}`);
  error.message += `\nRequests still under way: ${started.join(", ")}`;
  return error;
}

/**
 * `page.waitForURL` that also waits until React has drawn that address: the address bar changes
 * before React draws a client navigation (a transition), so reading the page at once could read the
 * previous one. The root marks the location it has drawn (features/hydration/ShownLocation.tsx);
 * a page without the client router (no JavaScript, or not hydrated yet) is the document itself.
 */
function settleOnNavigation(page: Page): void {
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (url, options) => {
    await waitForURL(url, options);
    await settled(page, options?.timeout);
  };
}

/**
 * Waits until the client router has no navigation under way and React has drawn its location; at
 * once on a page without the client router (no JavaScript, or not hydrated yet).
 */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const router = (
        window as unknown as {
          __reactRouterDataRouter?: { state: { location: { key: string }; navigation: { state: string } } };
        }
      ).__reactRouterDataRouter;
      if (!router) return true;
      const { location, navigation } = router.state;
      return navigation.state === "idle" && document.documentElement.dataset.shownLocation === location.key;
    },
    undefined,
    { timeout },
  );
}

/**
 * Waits until React has hydrated the page (the root marks the location it has drawn); at once on a
 * document React Router did not render (a sitemap, a JSON reply).
 */
export async function hydrated(page: Page): Promise<void> {
  // A public page's scripts start at the visitor's first gesture (decision 048).
  await page.evaluate(() => window.dispatchEvent(new Event("pointermove")));
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || document.documentElement.dataset.shownLocation !== undefined,
  );
}

/** Saves a full-page screenshot under SCREENSHOT_DIR and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  return path;
}

/**
 * The sites' popups count as already opened in this visit (sessionStorage, popup-rules.ts), so that
 * none opens over what a test does: a site's popup opens seconds after its page.
 */
export async function popupsAlreadyOpened(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const ids = Array.from({ length: 20 }, (_, index) => String(index + 1));
    sessionStorage.setItem("opened-popups", JSON.stringify(ids));
  });
}
