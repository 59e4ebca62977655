/**
 * The content screens in Chromium at 1280 px, on the built production server: site 1's
 * administrator renames a service in /admin/services and the service's public page shows the new
 * title; adds a blog folder, writes an article in it (the rich-text editor), publishes it and reads
 * it on the public blog under the folder's breadcrumb; pastes Word's and a web page's markup, then
 * plain text, into the editor (only the editor's markup comes in, nothing runs); hides a review
 * then approves it again in /admin/avis; a visitor's review left on the home page waits for
 * moderation (told so in French, not shown, counted beside « Avis des clients ») until approved
 * from the pending list.
 * axe-core finds no serious or critical violation on the services, blog, article, news and
 * reviews screens, nor on the home page's review form. Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { REVIEW_POSTED } from "@vitrine/shared/schemas/visitor-requests";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems, consentGiven } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();
const SHOTS = "/tmp/shots";
const ADMIN_EMAIL = "admin@armor-habitat.fr";
const site1 = (path: string) => server.url(HOSTS.site1, path);

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: join(SHOTS, `admin-content-${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}

/** Submits with `click` and waits for the page the post leads to. */
async function post(page: Page, click: () => Promise<void>) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), click()]);
  await page.waitForLoadState("networkidle");
}

describe("the content screens at 1280 px", () => {
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), 1280);
    await signInAsAdmin(server, opened.context, HOSTS.site1, 1, ADMIN_EMAIL);
  });
  afterAll(() => opened?.close());

  it("renames a service: its public page shows the new title", async () => {
    const { page } = opened;
    await opened.goto(site1("/admin/services"));
    await page.getByRole("heading", { level: 1, name: "Services" }).waitFor();
    expect(await axeProblems(page, "/admin/services")).toEqual([]);
    await shot(page, "services");
    await page.locator(".content-table tbody tr a").first().click();
    await page.waitForURL(/\/admin\/services\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const title = page.locator("#service-titre");
    await title.fill("Rénovation intérieure sur mesure");
    await post(page, () => page.getByRole("button", { name: "Enregistrer" }).click());
    await page.getByText("Modifications enregistrées.").waitFor();
    const slug = await page.getByLabel("Adresse (slug)").inputValue();
    await opened.goto(site1(`/services/${slug}/${id}`));
    await page.getByRole("heading", { level: 1, name: "Rénovation intérieure sur mesure" }).waitFor();
  });

  it("writes an article in the rich-text editor, publishes it, and the public blog shows it", async () => {
    const { page } = opened;
    await opened.goto(site1("/admin/blog"));
    expect(await axeProblems(page, "/admin/blog")).toEqual([]);
    await shot(page, "blog");
    await page.locator("#dossier-nom").fill("Menuiseries");
    await post(page, () => page.getByRole("button", { name: "Ajouter le dossier" }).click());
    await page.getByText("Dossier enregistré.").waitFor();
    await page.getByRole("link", { name: "Écrire un article" }).click();
    await page.waitForURL(/\/admin\/blog\/articles\/nouveau$/);
    await page.locator(".legal-editor__content").waitFor();
    await page.locator("#article-titre").fill("Bien choisir ses menuiseries");
    await page.getByLabel("Chapeau").fill("Bois, PVC ou aluminium : nos conseils.");
    await page.locator("#article-auteur").fill("Maëlle Guillou");
    await page.locator("#article-dossier").selectOption({ label: "Menuiseries" });
    // The media picker's search, inside the article's form, searches without sending the form.
    await page.getByRole("button", { name: "Choisir dans la médiathèque" }).click();
    const picker = page.getByRole("dialog");
    await picker.getByLabel("Rechercher un nom").fill("aucun-fichier-de-ce-nom");
    await picker.getByRole("button", { name: "Rechercher" }).click();
    await picker.getByText("Aucun fichier ne correspond à cette recherche.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/blog/articles/nouveau");
    await picker.getByRole("button", { name: "Fermer" }).click();
    expect(await page.locator("#article-titre").inputValue()).toBe("Bien choisir ses menuiseries");
    const editor = page.locator(".legal-editor__content");
    await editor.click();
    await page.keyboard.type("Le bois isole bien et se répare.");
    await post(page, () => page.getByRole("button", { name: "Enregistrer" }).click());
    await page.waitForURL(/\/admin\/blog\/articles\/\d+\?fait=ajoute$/);
    expect(await axeProblems(page, "/admin/blog/articles/:id")).toEqual([]);
    await shot(page, "article");
    await post(page, () => page.getByRole("button", { name: "Publier sur le site" }).click());
    await page.getByText("Article publié sur le site.").waitFor();
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const slug = await page.getByLabel("Adresse (slug)").inputValue();
    await opened.goto(site1(`/blog-conseils/${slug}/${id}`));
    await page.getByRole("heading", { level: 1, name: "Bien choisir ses menuiseries" }).waitFor();
    await page.getByText("Le bois isole bien et se répare.").waitFor();
    // The folder is the article's breadcrumb on the public site.
    await page
      .getByRole("navigation", { name: "Fil d'Ariane" })
      .getByText("Menuiseries", { exact: true })
      .waitFor();
  });

  it("pastes from Word or a web page: only the editor's own markup comes in, nothing runs or loads", async () => {
    const { page } = opened;
    const requested: string[] = [];
    const record = (request: Request) => requested.push(request.url());
    page.on("request", record);
    await opened.goto(site1("/admin/blog/articles/nouveau"));
    const editor = page.locator(".legal-editor__content");
    const body = page.locator('input[name="body"]');
    /** A paste as the browser sends it: the clipboard's types in a DataTransfer. */
    const paste = (items: Record<string, string>) =>
      editor.evaluate((target, data) => {
        const clipboardData = new DataTransfer();
        for (const [type, value] of Object.entries(data)) clipboardData.setData(type, value);
        target.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
      }, items);
    await editor.click();
    await paste({
      "text/html":
        '<meta charset="utf-8"><h1 class="titre" style="color:red">Nos menuiseries</h1>' +
        '<p class="MsoNormal" style="font-family:Calibri"><span style="font-weight:700">Bois</span> ou ' +
        '<a href="javascript:window.__pasteRan=1">PVC</a> <a href="https://exemple.fr/guide" onclick="window.__pasteRan=2">guide</a></p>' +
        '<img src="/media/sonde-collage.png" onerror="window.__pasteRan=3"><script>window.__pasteRan=4</script>' +
        "<table><tr><td>Cellule</td></tr></table>",
      "text/plain": "Nos menuiseries\nBois ou PVC guide\nCellule",
    });
    await expect.poll(() => body.inputValue()).toContain("<p>Cellule</p>");
    const html = await body.inputValue();
    expect(html).toMatch(
      /^<h2>Nos menuiseries<\/h2><p><strong>Bois<\/strong> ou PVC <a [^>]*>guide<\/a><\/p><p>Cellule<\/p>$/,
    );
    expect(html).toContain('href="https://exemple.fr/guide"');
    expect(html).not.toMatch(/style=|class=|onclick|onerror|javascript|<img|<script|<table|<h1/);
    expect(await page.evaluate(() => (window as { __pasteRan?: number }).__pasteRan)).toBeUndefined();
    expect(requested.filter((url) => url.includes("sonde-collage"))).toEqual([]);
    page.off("request", record);
    // Plain text keeps its paragraphs (a blank line) and its line breaks.
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Delete");
    await paste({ "text/plain": "Premier paragraphe\nsa suite\n\nSecond paragraphe" });
    await expect
      .poll(() => body.inputValue())
      .toBe("<p>Premier paragraphe<br>sa suite</p><p>Second paragraphe</p>");
    expect(opened.problems.pageErrors).toEqual([]);
  });

  it("hides a review then approves it; the news screen passes axe too", async () => {
    const { page } = opened;
    await opened.goto(site1("/admin/avis"));
    const row = page.locator(".content-table tbody tr").first();
    const author = ((await row.locator("td").nth(1).textContent()) ?? "").trim();
    await post(page, () => row.getByRole("button", { name: /^Masquer/ }).click());
    await page.getByText("Avis modérés.").waitFor();
    await opened.goto(site1("/admin/avis?etat=REJECTED"));
    const hidden = page.locator(".content-table tbody tr", { hasText: author });
    await hidden.getByText("Masqué").waitFor();
    expect(await axeProblems(page, "/admin/avis")).toEqual([]);
    await shot(page, "reviews");
    await post(page, () => hidden.getByRole("button", { name: /^Approuver/ }).click());
    await page.getByText("Avis modérés.").waitFor();
    expect(await page.locator(".content-table tbody tr", { hasText: author }).count()).toBe(0);
    await opened.goto(site1("/admin/actualites"));
    expect(await axeProblems(page, "/admin/actualites")).toEqual([]);
    expect(opened.problems.pageErrors).toEqual([]);
  });

  it("holds a visitor's review for moderation until it is approved from the pending list", async () => {
    const { page } = opened;
    // The site's popup opens 8 s after the page: closed whenever it covers the form (axe takes
    // seconds under load).
    await consentGiven(page, site1);
    const author = "Maëlle Tanguy";
    const publicReviews = page.locator(".reviews .review");
    await opened.goto(site1("/"));
    await page.getByText("Laisser un avis", { exact: true }).click();
    await page.locator("#avis-client-nom").fill(author);
    await page.getByRole("radio", { name: "4 étoiles" }).check();
    await page.locator("#avis-client-texte").fill("Pose de nos fenêtres impeccable, équipe ponctuelle.");
    await page.locator("#avis-client-accord").check();
    expect(await axeProblems(page, "/ (formulaire d'avis)")).toEqual([]);
    await page.locator(".review-form").screenshot({ path: join(SHOTS, "admin-content-review-form.png") });
    await post(page, () => page.getByRole("button", { name: "Envoyer mon avis" }).click());
    await page.getByText(REVIEW_POSTED).waitFor();
    expect(await axeProblems(page, "/ (avis envoyé)")).toEqual([]);
    expect(await publicReviews.filter({ hasText: author }).count()).toBe(0);

    await opened.goto(site1("/admin/avis?etat=PENDING"));
    const nav = page.getByRole("link", { name: /^Avis des clients/ });
    expect((await nav.textContent())?.replace(/\s+/g, " ")).toMatch(/Avis des clients : 1 en attente/);
    const row = page.locator(".content-table tbody tr", { hasText: author });
    await row.getByText("En attente").waitFor();
    expect(await axeProblems(page, "/admin/avis?etat=PENDING")).toEqual([]);
    await shot(page, "reviews-pending");
    await row.getByRole("checkbox").check();
    await page.locator("#avis-action").selectOption("approve");
    await post(page, () => page.getByRole("button", { name: "Appliquer" }).click());
    await page.getByText("Avis modérés.").waitFor();
    await page.getByText("Aucun avis en attente de modération.").waitFor();
    expect(await page.locator(".admin__nav-badge").count()).toBe(0);

    await opened.goto(site1("/"));
    await publicReviews.filter({ hasText: author }).first().waitFor();
    expect(opened.problems.pageErrors).toEqual([]);
  });
});
