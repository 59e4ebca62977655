/**
 * The XSS corpus on the public site, in Chromium: site 1's administrator publishes every attempt
 * through the layout editor's calls (a few layouts, each on its own page), then each page is opened
 * as a visitor would, its links hovered and its elements focused. None of the attempts may have run:
 * no dialog, no `window.__xss`, no `xss` cookie, and no Content Security Policy violation (the
 * sanitizer left nothing for the CSP to stop).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { sanitizeLayoutHtml } from "@vitrine/api/modules/site/layout";
import { XSS_CORPUS, type XssPayload } from "@vitrine/api/modules/site/xss-corpus";
import { describe, expect, test } from "vitest";
import { type AdminCall, adminApi, createContentPage, publishLayout } from "./admin";
import { openPage, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const SHOTS = "/tmp/shots";
const ADMIN_EMAIL = "admin@armor-habitat.fr";
/** Attempts per layout: a few pages of a reasonable length. */
const PER_LAYOUT = 25;

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/**
 * Zod (in the site's own bundle) tries `new Function("")` once to know whether it may compile its
 * validators; the CSP refuses it and the browser reports it. That report is the site's, not an
 * attempt's: it comes from a built asset, and asks for eval, which no attempt can reach.
 */
const zodProbe = (v: Violation) =>
  v.directive === "script-src" && v.blocked === "eval" && /\/assets\/[\w-]+\.js$/.test(v.source);

const section = (payload: XssPayload) =>
  `<section class="charge" id="charge-${payload.id}"><h2>Charge ${payload.id}</h2>${payload.html ?? ""}</section>`;

/**
 * The corpus cut into layouts where each attempt is read on its own: an attempt joins the current
 * layout only if the sanitizer treats it the same there as alone (an unclosed element would otherwise
 * take the attempts after it away, and they would never reach the browser).
 */
function layoutsOf(corpus: XssPayload[]): XssPayload[][] {
  const groups: XssPayload[][] = [];
  let current: XssPayload[] = [];
  for (const payload of corpus) {
    const html = current.map(section).join("");
    const together = sanitizeLayoutHtml(html + section(payload));
    const apart = `${sanitizeLayoutHtml(html)}${sanitizeLayoutHtml(section(payload))}`;
    if (current.length >= PER_LAYOUT || (current.length && together !== apart)) {
      groups.push(current);
      current = [];
    }
    current.push(payload);
  }
  if (current.length) groups.push(current);
  return groups;
}

/** Publishes one layout of attempts on a new content page; answers the page's path. */
async function publishAttempts(call: AdminCall, index: number, group: XssPayload[]) {
  const page = await createContentPage(call, `Essai de sécurité ${index + 1}`);
  await publishLayout(
    call,
    page.id,
    `<h1>Essai de sécurité ${index + 1}</h1>${group.map(section).join("")}`,
    group.map((payload) => payload.css ?? "").join("\n"),
  );
  return page.path;
}

describe("the XSS corpus on the public pages", () => {
  test("runs nowhere: no dialog, no global, no cookie, no CSP violation", async () => {
    const call = await adminApi(server, 1, ADMIN_EMAIL);
    const groups = layoutsOf(XSS_CORPUS);
    expect(groups.length).toBeLessThan(XSS_CORPUS.length / 4);
    const paths: string[] = [];
    for (const [index, group] of groups.entries()) paths.push(await publishAttempts(call, index, group));

    for (const [index, path] of paths.entries()) {
      const opened = await openPage(browser(), 1280);
      const { page, context } = opened;
      const dialogs: string[] = [];
      const cspMessages: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) cspMessages.push(message.text());
      });
      await page.addInitScript(() => {
        const seen: { directive: string; blocked: string; source: string }[] = [];
        Object.defineProperty(window, "__cspViolations", { value: seen });
        document.addEventListener("securitypolicyviolation", (event) =>
          seen.push({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile,
          }),
        );
      });
      const response = await page.goto(server.url(HOSTS.site1, path), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      await page.locator("h1", { hasText: `Essai de sécurité ${index + 1}` }).waitFor();
      // Every attempt of the layout reached the page (its heading shows).
      for (const payload of groups[index]!)
        await expect(page.locator(`[id="charge-${payload.id}"] h2`).textContent()).resolves.toBe(
          `Charge ${payload.id}`,
        );
      // What a visitor does: point at links, move the focus, scroll to the end.
      for (const link of await page.locator("main a, main [tabindex]").all()) {
        await link.hover({ timeout: 2_000 }).catch(() => null);
        await link.focus().catch(() => null);
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(500);

      const state = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        cookie: document.cookie,
        violations: (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
      }));
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `layout-xss-${index + 1}.png`), fullPage: true });
      const cookies = (await context.cookies()).map((cookie) => cookie.name);
      const violations = state.violations.filter((v) => !zodProbe(v));
      expect({
        path,
        dialogs,
        xss: state.xss,
        violations,
        cspMessages: cspMessages.filter((m) => !/eval/.test(m)),
      }).toEqual({
        path,
        dialogs: [],
        xss: null,
        violations: [],
        cspMessages: [],
      });
      expect(state.cookie).not.toContain("xss");
      expect(cookies).not.toContain("xss");
      expect(opened.problems.pageErrors).toEqual([]);
      if (index === 0) {
        // The watch works: a script the page runs would be seen by each of these checks.
        await page.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "window.__xss = 1";
          document.body.append(script);
          (window as unknown as { __xss: number }).__xss = 2;
          setTimeout(() => alert("témoin"), 0);
        });
        await expect.poll(() => dialogs).toEqual(["témoin"]);
        const control = await page.evaluate(() => ({
          xss: (window as unknown as { __xss?: unknown }).__xss,
          violations: (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
        }));
        expect(control.xss).toBe(2);
        expect(control.violations.filter((v) => !zodProbe(v))).toEqual([
          expect.objectContaining({ directive: "script-src-elem", blocked: "inline" }),
        ]);
      }
      await opened.close();
    }
  });
});
