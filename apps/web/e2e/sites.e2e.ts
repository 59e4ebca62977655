/**
 * The two seeded sites in a real browser, served by the built production server:
 * home pages at desktop and phone widths, responsive frame (menu, burger, bottom bar),
 * the not-found page and the legal notice.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, type Problems, saveScreenshot, setupBrowser } from "./browser";
import { HOSTS, setupServer } from "./server";

interface SiteCase {
  label: string;
  id: number;
  /** The site's administrator in the sample data. */
  adminEmail: string;
  host: string;
  name: string;
  legalName: string;
  rcs: string;
  primary: string;
  /** Entries of the main menu, left to right. */
  menu: string[];
  /** Entries pinned on the right of the header (call-to-action buttons). */
  cta: string[];
  /** Children shown under a parent entry, by parent label. */
  submenus: Record<string, string[]>;
}

const SITES: SiteCase[] = [
  {
    label: "site 1",
    id: 1,
    adminEmail: "admin@armor-habitat.fr",
    host: HOSTS.site1,
    name: "Armor Habitat Rénovation",
    legalName: "Armor Habitat Rénovation SARL",
    rcs: "RCS Vannes 812 457 398",
    primary: "#1b3358",
    menu: ["Accueil", "Nos services", "Réalisations", "À propos", "Conseils"],
    cta: ["Nous contacter"],
    submenus: {
      "Nos services": [
        "Rénovation intérieure",
        "Rénovation extérieure",
        "Installation d'équipements",
        "Entretien et maintenance",
      ],
    },
  },
  {
    label: "site 2",
    id: 2,
    adminEmail: "admin@domaine-trois-moulins.fr",
    host: HOSTS.site2,
    name: "Domaine des Trois Moulins",
    legalName: "SCEA Domaine des Trois Moulins",
    rcs: "RCS Nantes 498 213 677",
    primary: "#5b1a2b",
    menu: ["Accueil", "Le domaine", "Nos vins", "Boutique", "Visites & dégustations"],
    cta: ["Nous contacter"],
    submenus: {},
  },
];

const DESKTOP = 1280;
const PHONE = 375;

const server = setupServer();
const browser = setupBrowser();

const clean = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, " ").trim()).filter(Boolean);

/** Nothing went wrong while the page loaded: no console error, exception or 4xx/5xx. */
function expectNoProblems(problems: Problems, allowed: (line: string) => boolean = () => false) {
  expect(problems.pageErrors, "uncaught exceptions").toEqual([]);
  expect(
    problems.consoleErrors.filter((line) => !allowed(line)),
    "console errors",
  ).toEqual([]);
  expect(
    problems.failedRequests.filter((line) => !allowed(line)),
    "failed requests",
  ).toEqual([]);
}

/** The computed value of a custom property on :root. */
function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim().toLowerCase(),
    name,
  );
}

/** Loads every lazy image, then lists the images that failed to decode. */
async function loadAllImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              image.addEventListener("load", () => resolve(), { once: true });
              image.addEventListener("error", () => resolve(), { once: true });
            }),
      ),
    );
  });
  await page.waitForLoadState("networkidle");
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => !image.complete || image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
}

/** Top-level entries of the open mobile menu, each with the labels of its children. */
function mobileEntries(page: Page): Promise<Array<{ label: string; children: string[] }>> {
  return page.evaluate(() => {
    const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
    const list = document.querySelector("#menu-mobile nav > ul");
    return [...(list?.children ?? [])].map((item) => ({
      label: text(item.querySelector(":scope > a, :scope > span")),
      children: [...item.querySelectorAll(":scope > ul > li > a, :scope > ul > li > span")].map(text),
    }));
  });
}

for (const site of SITES) {
  describe(`${site.label}: ${site.name}`, () => {
    for (const width of [DESKTOP, PHONE]) {
      describe(`home page at ${width} px`, () => {
        let opened: OpenedPage;
        let status = 0;

        beforeAll(async () => {
          opened = await openPage(browser(), width);
          const response = await opened.goto(server.url(site.host, "/"));
          status = response.status();
        });
        afterAll(async () => {
          await opened?.close();
        });

        test("answers 200 in French, with the company name in the title and the logo", async () => {
          const { page } = opened;
          expect(status).toBe(200);
          expect(await page.locator("html").getAttribute("lang")).toBe("fr");
          expect(await page.title()).toContain(site.name);
          const logo = page.locator(".site-header__logo img");
          await expect.poll(() => logo.isVisible()).toBe(true);
          expect(await logo.getAttribute("alt")).toBe(site.name);
          expect(await page.locator(".site-header__logo").getAttribute("aria-label")).toContain(site.name);
        });

        test(`uses the site's theme (--color-primary ${site.primary})`, async () => {
          expect(await rootVariable(opened.page, "--color-primary")).toBe(site.primary);
        });

        if (width === DESKTOP) {
          test("shows the desktop menu with the site's entries and hides the burger", async () => {
            const { page } = opened;
            expect(await page.locator("nav.menu").isVisible()).toBe(true);
            expect(await page.locator(".site-header__burger").isVisible()).toBe(false);
            const entries = clean(
              await page.locator("nav.menu .menu__list > .menu__item > .menu__link").allTextContents(),
            );
            expect(entries).toEqual(site.menu);
            const cta = page.locator(".site-header__actions .site-header__cta");
            expect(clean(await cta.allTextContents())).toEqual(site.cta);
            for (let i = 0; i < site.cta.length; i++) expect(await cta.nth(i).isVisible()).toBe(true);
          });

          for (const [parent, children] of Object.entries(site.submenus)) {
            test(`opens the submenu of "${parent}" on hover`, async () => {
              const { page } = opened;
              const item = page.locator("nav.menu .menu__item--parent", {
                has: page.locator(":scope > .menu__link", { hasText: parent }),
              });
              const submenu = item.locator(".submenu");
              await expect.poll(() => submenu.isVisible()).toBe(false);
              await item.locator(":scope > .menu__link").hover();
              await expect.poll(() => submenu.isVisible()).toBe(true);
              expect(clean(await submenu.locator(".submenu__link").allTextContents())).toEqual(children);
              await page.mouse.move(0, 600);
            });
          }
        } else {
          test("hides the desktop menu and shows the burger", async () => {
            const { page } = opened;
            expect(await page.locator("nav.menu").isVisible()).toBe(false);
            expect(await page.locator(".site-header__burger").isVisible()).toBe(true);
            expect(await page.locator(".site-header__cta").first().isVisible()).toBe(false);
          });
        }

        test("saves a full-page screenshot, every image loaded", async () => {
          const { page } = opened;
          const broken = await loadAllImages(page);
          expect(broken, "images that did not load").toEqual([]);
          await saveScreenshot(page, `${site.host.split(".")[0]}-home-${width}`);
        });

        test("loaded with no console error and no failed request", () => {
          expectNoProblems(opened.problems);
        });
      });
    }

    test("the burger opens the mobile menu with every entry, and closes it", async () => {
      const { page, goto, problems, close } = await openPage(browser(), PHONE);
      try {
        await goto(server.url(site.host, "/"));
        const panel = page.locator("#menu-mobile");
        expect(await panel.isVisible()).toBe(false);
        await page.locator(".site-header__burger").click();
        await expect.poll(() => panel.isVisible()).toBe(true);
        const entries = await mobileEntries(page);
        expect(entries.map((e) => e.label)).toEqual([...site.menu, ...site.cta]);
        for (const [parent, children] of Object.entries(site.submenus)) {
          expect(entries.find((e) => e.label === parent)?.children).toEqual(children);
          for (const child of children) {
            expect(await panel.getByRole("link", { name: child, exact: true }).isVisible()).toBe(true);
          }
        }
        await panel.getByRole("button", { name: "Fermer le menu" }).click();
        await expect.poll(() => panel.isVisible()).toBe(false);
        // The bottom bar's "Menu" button opens the same panel.
        await page.locator(".bottom-bar").getByRole("button", { name: "Menu" }).click();
        await expect.poll(() => panel.isVisible()).toBe(true);
        expectNoProblems(problems);
      } finally {
        await close();
      }
    });

    test("keeps the menu on one row at every desktop width, for a visitor and for the administrator", async () => {
      const { page, goto, context, close } = await openPage(browser(), DESKTOP);
      const rows = () =>
        page.evaluate(
          () =>
            new Set(
              [...document.querySelectorAll(".menu__list > li")].map((li) => li.getBoundingClientRect().top),
            ).size,
        );
      try {
        for (const signedIn of [false, true]) {
          if (signedIn) await signInAsAdmin(server, context, site.host, site.id, site.adminEmail);
          await goto(server.url(site.host, "/"));
          for (const width of [960, 1024, 1100, 1280, 1366, 1440, 1536, 1600, 1920]) {
            await page.setViewportSize({ width, height: 900 });
            expect([signedIn, width, await rows()]).toEqual([signedIn, width, 1]);
          }
        }
      } finally {
        await close();
      }
    });

    test("fits the header in the screen from 320 px, for a visitor and for the administrator", async () => {
      const { page, goto, context, close } = await openPage(browser(), PHONE);
      // The page's width, and the header's shown entries that leave the screen or are narrower than
      // a finger (44 px).
      const measure = () =>
        page.evaluate(() => {
          const shown = [...document.querySelectorAll(".site-header__inner > *, .site-header__actions > *")]
            .map((el) => ({ name: el.className, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0);
          return {
            scrollWidth: document.documentElement.scrollWidth,
            outside: shown
              .filter(({ box }) => box.left < 0 || box.right > window.innerWidth)
              .map(({ name }) => name),
            tooSmall: shown
              .filter(
                ({ name, box }) => !name.includes("logo") && !name.includes("actions") && box.width < 44,
              )
              .map(({ name }) => name),
          };
        });
      try {
        for (const signedIn of [false, true]) {
          if (signedIn) await signInAsAdmin(server, context, site.host, site.id, site.adminEmail);
          for (const width of [320, 375]) {
            await page.setViewportSize({ width, height: 800 });
            await goto(server.url(site.host, "/"));
            expect([signedIn, width, await measure()]).toEqual([
              signedIn,
              width,
              { scrollWidth: width, outside: [], tooSmall: [] },
            ]);
          }
        }
      } finally {
        await close();
      }
    });

    describe("bottom bar", () => {
      for (const [width, visible] of [
        [375, true],
        [959, true],
        [960, false],
        [1280, false],
      ] as const) {
        test(`is ${visible ? "visible" : "hidden"} at ${width} px`, async () => {
          const { page, goto, close } = await openPage(browser(), width);
          try {
            await goto(server.url(site.host, "/"));
            const bar = page.locator(".bottom-bar");
            expect(await bar.count()).toBe(1);
            expect(await bar.isVisible()).toBe(visible);
            expect(await page.locator(".site-header__burger").isVisible()).toBe(visible);
            expect(await page.locator("nav.menu").isVisible()).toBe(!visible);
            if (visible) {
              // Fixed to the bottom edge of the viewport, full width.
              const box = await bar.boundingBox();
              expect(box).not.toBeNull();
              expect(Math.round(box!.y + box!.height)).toBe(900);
              expect(Math.round(box!.width)).toBe(width);
            }
          } finally {
            await close();
          }
        });
      }
    });

    test("an unknown address answers 404 with the not-found page and a link home", async () => {
      const { page, goto, problems, close } = await openPage(browser(), DESKTOP);
      try {
        const url = server.url(site.host, "/nimporte-quoi");
        const response = await goto(url);
        expect(response.status()).toBe(404);
        expect(clean([(await page.locator("h1").first().textContent()) ?? ""])).toEqual([
          "Cette page est introuvable",
        ]);
        // Still inside the site's frame.
        expect(await page.locator(".site-header__logo img").getAttribute("alt")).toBe(site.name);
        const home = page.locator("main").getByRole("link", { name: "Retour à l'accueil" });
        expect(await home.getAttribute("href")).toBe("/");
        // The only failure is the page's own 404.
        expectNoProblems(
          problems,
          (line) => line.includes("/nimporte-quoi") || line.includes("status of 404"),
        );
        expect(problems.failedRequests).toEqual([`404 ${url}`]);
        // The link leads home (a client-side navigation once hydrated).
        await home.click();
        await page.waitForURL(server.url(site.host, "/"));
        await expect.poll(() => page.title()).toContain(site.name);
        await expect.poll(() => page.locator("h1").first().textContent()).not.toContain("introuvable");
      } finally {
        await close();
      }
    });

    test("the legal notice shows the legal name and the RCS, every placeholder filled", async () => {
      const { page, goto, problems, close } = await openPage(browser(), DESKTOP);
      try {
        const response = await goto(server.url(site.host, "/legal-notice"));
        expect(response.status()).toBe(200);
        expect(await page.locator("h1").first().textContent()).toBe("Mentions légales");
        const text = (await page.locator(".legal-text").textContent()) ?? "";
        expect(text).toContain(site.legalName);
        expect(text).toContain(site.rcs);
        expect(text).not.toContain("(non renseigné)");
        expect(await page.locator("body").textContent()).not.toContain("{{");
        expect(await page.content()).not.toContain("{{");
        expectNoProblems(problems);
      } finally {
        await close();
      }
    });
  });
}

describe("both sites", () => {
  test("plain localhost serves site 1", async () => {
    const { page, goto, problems, close } = await openPage(browser(), DESKTOP);
    try {
      const response = await goto(server.url("localhost", "/"));
      expect(response.status()).toBe(200);
      expect(await page.title()).toContain(SITES[0]!.name);
      expect(await page.locator(".site-header__logo img").getAttribute("alt")).toBe(SITES[0]!.name);
      expectNoProblems(problems);
    } finally {
      await close();
    }
  });

  test("the two sites have different theme colours", async () => {
    const colours: string[] = [];
    for (const site of SITES) {
      const { page, goto, close } = await openPage(browser(), DESKTOP);
      try {
        await goto(server.url(site.host, "/"));
        colours.push(await rootVariable(page, "--color-primary"));
      } finally {
        await close();
      }
    }
    expect(colours).toEqual(SITES.map((s) => s.primary));
    expect(new Set(colours).size).toBe(SITES.length);
  });
});
