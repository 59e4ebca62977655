/**
 * The forms screens of the admin panel in Chromium, on the built production server: site 1's
 * administrator adds a required field to the contact form with the builder; the public contact
 * page asks for it at once; a visitor's submission then shows among the form's submissions and in
 * its CSV export (BOM, « ; », a formula neutralized). A popup created with its days; an album
 * filled from the media library with a caption; an event's registration listed, exported and
 * cancelled; a project added to « Nos réalisations » shown on the public projects page. axe-core on
 * every one of these screens.
 * Screenshots under /tmp/shots/.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInAsAdmin } from "./admin";
import { type OpenedPage, openPage, setupBrowser } from "./browser";
import { axeProblems } from "./checkout-flow";
import { HOSTS, setupServer } from "./server";

const server = setupServer();
const browser = setupBrowser();

const SHOTS = "/tmp/shots";
const ADMIN_EMAIL = "admin@armor-habitat.fr";
const site = (path: string) => server.url(HOSTS.site1, path);

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: "disabled" });
}

/** A file fetched by the page with the administrator's cookie (Node resolves no *.localhost), BOM kept. */
function download(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    return { status: response.status, type: response.headers.get("content-type") ?? "", text };
  }, url);
}

describe("the forms screens", () => {
  let admin: OpenedPage;

  beforeAll(async () => {
    admin = await openPage(browser(), 1280);
    await signInAsAdmin(server, admin.context, HOSTS.site1, 1, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await admin?.close();
  });

  test("a required field added to the contact form is asked on the site, and its answer read in the panel and the CSV", async () => {
    const { page } = admin;
    await admin.goto(site("/admin/formulaires"));
    expect(await page.locator("h1").textContent()).toBe("Formulaires");
    expect(await axeProblems(page, "liste des formulaires")).toEqual([]);
    await shot(page, "admin-forms-list");
    await page.getByRole("link", { name: "Nous contacter", exact: true }).click();
    await page.waitForURL(/\/admin\/formulaires\/\d+$/);
    const formUrl = page.url();

    const cards = page.locator(".form-field-card");
    await page.getByRole("heading", { name: "Formulaire « Nous contacter »" }).waitFor();
    await cards.first().waitFor();
    const before = await cards.count();
    expect(before).toBe(8);
    await page.getByRole("button", { name: "Ajouter un champ" }).click();
    await expect.poll(() => cards.count()).toBe(before + 1);
    const added = cards.nth(before);
    await added.getByLabel("Libellé").fill("Numéro de dossier");
    await added.getByLabel("Champ obligatoire").check();
    await page.getByRole("button", { name: "Enregistrer le formulaire" }).click();
    await page.getByText("Formulaire enregistré : le site le montre déjà.").waitFor();
    expect(await axeProblems(page, "constructeur de formulaire")).toEqual([]);
    await shot(page, "admin-form-builder");

    // A refusal comes back beside its field, nothing saved.
    await cards.nth(0).getByLabel("Libellé").fill("");
    await page.getByRole("button", { name: "Enregistrer le formulaire" }).click();
    await page.locator("#champ-0-libelle-erreur").waitFor();
    expect(await page.locator("#champ-0-libelle-erreur").textContent()).toContain(
      "Indiquez le libellé du champ.",
    );

    const visitor = await openPage(browser(), 1280);
    try {
      const { page: form } = visitor;
      await visitor.goto(site("/nous-contacter"));
      const dossier = form.locator("#contact-numero-de-dossier");
      expect(await dossier.getAttribute("required")).not.toBeNull();
      await form.locator("#contact-lastname").fill("Le Floch");
      await form.locator("#contact-firstname").fill("Maëlle");
      await form.locator("#contact-email").fill("maelle.lefloch@example.fr");
      await form.locator("#contact-subject").selectOption("chantier");
      await form.locator("#contact-message").fill("Où en est le chantier de la salle de bains ?");
      await form.locator("#contact-consent").check();
      await dossier.fill("=DOSSIER-42");
      await form.getByRole("button", { name: "Envoyer mon message" }).click();
      await form.getByText("Merci, votre message a bien été envoyé.").waitFor();
    } finally {
      await visitor.close();
    }

    await admin.goto(`${formUrl}/demandes`);
    const row = page.locator("tbody tr").first();
    expect(await row.textContent()).toContain("=DOSSIER-42");
    expect(await row.textContent()).toContain("Suivi de chantier");
    expect(await axeProblems(page, "demandes reçues")).toEqual([]);
    await shot(page, "admin-form-submissions");

    const { status, type, text } = await download(page, `${formUrl}/demandes.csv`);
    expect(status).toBe(200);
    expect(type).toContain("text/csv");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, first] = text.slice(1).split("\r\n");
    expect(header).toContain(";Numéro de dossier");
    expect(first).toContain(";'=DOSSIER-42");
    expect(first).toContain("Maëlle");
  });

  test("a popup is created with its days, its content cleaned, and listed", async () => {
    const { page } = admin;
    await admin.goto(site("/admin/popups"));
    await page.getByRole("link", { name: "Nouvelle fenêtre" }).click();
    await page.waitForURL(/\/admin\/popups\/nouvelle$/);
    await page.getByLabel("Titre").fill("Fermeture estivale");
    await page
      .getByRole("textbox", { name: /^Contenu/ })
      .fill("<p>Fermé du 1er au 3 août.</p><script>alert(1)</script>");
    await page.getByLabel("Premier jour (facultatif)").fill("2026-08-01");
    await page.getByLabel("Dernier jour (facultatif)").fill("2026-07-30");
    await page.getByRole("button", { name: "Enregistrer la fenêtre" }).click();
    await page.locator("#fenetre-fin-erreur").waitFor();
    expect(await page.locator("#fenetre-fin-erreur").textContent()).toContain(
      "La fin ne peut pas précéder le début.",
    );
    await page.getByLabel("Dernier jour (facultatif)").fill("2026-08-03");
    await page.getByRole("button", { name: "Enregistrer la fenêtre" }).click();
    await page.getByText("Fenêtre enregistrée.").waitFor();
    expect(await page.getByRole("textbox", { name: /^Contenu/ }).inputValue()).toBe(
      "<p>Fermé du 1er au 3 août.</p>",
    );
    expect(await axeProblems(page, "fenêtre popup")).toEqual([]);
    await shot(page, "admin-popup");
    await page.getByRole("link", { name: "Toutes les fenêtres" }).click();
    await page.getByRole("cell", { name: "du 01/08/2026 au 03/08/2026" }).waitFor();
    expect(await axeProblems(page, "liste des fenêtres")).toEqual([]);
    await shot(page, "admin-popups");
  });

  test("an album is created and filled from the media library, with a caption", async () => {
    const { page } = admin;
    await admin.goto(site("/admin/albums"));
    expect(await axeProblems(page, "liste des albums")).toEqual([]);
    await page.getByLabel("Nom du nouvel album").fill("Chantier de Vannes");
    await page.getByRole("button", { name: "Créer l'album" }).click();
    await page.waitForURL(/\/admin\/albums\/\d+$/);
    await page.locator(".album-library input[name=add]").first().check();
    await page.getByRole("button", { name: "Enregistrer les images", exact: true }).click();
    await page.getByText("Images de l'album enregistrées.").waitFor();
    await page.getByLabel("Légende de l'image 1").fill("La cuisine terminée");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.waitForURL(/enregistre=images/);
    await expect.poll(() => page.getByLabel("Légende de l'image 1").inputValue()).toBe("La cuisine terminée");
    expect(await axeProblems(page, "album")).toEqual([]);
    await shot(page, "admin-album");
  });

  test("an event's registration is listed, exported as CSV and cancelled", async () => {
    const { page } = admin;
    await admin.goto(site("/admin/elements"));
    expect(await axeProblems(page, "listes d'éléments")).toEqual([]);
    await shot(page, "admin-elements");
    await page
      .getByRole("link", { name: /inscrits .* « Atelier : monter son dossier MaPrimeRénov' »/ })
      .click();
    await page.waitForURL(/\/admin\/elements\/\d+\/inscriptions$/);
    const id = /elements\/(\d+)\//.exec(page.url())![1];
    const registered = await fetch(server.url("localhost", `/api/element/evenements/${id}/register`), {
      method: "POST",
      headers: { "content-type": "application/json", idSite: "1" },
      body: JSON.stringify({
        firstname: "Gwenaëlle",
        lastname: "Le Du",
        email: "gwenaelle.ledu@example.fr",
        phone: "06 11 22 33 44",
        seats: 2,
        consent: true,
      }),
    });
    expect(registered.status).toBe(201);
    await admin.goto(page.url());
    expect(await page.locator("tbody tr").first().textContent()).toContain("Gwenaëlle Le Du");
    const csv = await download(page, `${page.url()}.csv`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(";Le Du;Gwenaëlle;gwenaelle.ledu@example.fr;06 11 22 33 44;2;");
    expect(await axeProblems(page, "inscriptions")).toEqual([]);
    await shot(page, "admin-registrations");
    await page.getByRole("button", { name: "Annuler l'inscription de Gwenaëlle Le Du" }).click();
    await page.getByText("Inscription annulée : ses places sont de nouveau libres.").waitFor();
    await page.getByText("Aucune inscription pour le moment.").waitFor();
  });

  test("a project added to the element list « Nos réalisations » shows on the public projects page", async () => {
    const { page } = admin;
    await admin.goto(site("/admin/elements"));
    await page.getByRole("link", { name: "Modifier les éléments de « Nos réalisations »" }).click();
    await page.waitForURL(/\/admin\/elements\/\d+$/);
    await page.locator("h1", { hasText: "Nos réalisations" }).waitFor();
    expect(await axeProblems(page, "éléments d'une liste")).toEqual([]);
    await shot(page, "admin-element-items");
    await page.getByRole("link", { name: "Nouvel élément" }).click();
    await page.waitForURL(/\/admin\/elements\/\d+\/nouveau$/);
    await page.locator("#element-titre").fill("Extension bois à Arradon");
    await page.locator("#element-resume").fill("Une pièce de vie de 30 m² ouverte sur le jardin.");
    await page.locator("#element-lieu").fill("Arradon");
    await page.locator("#element-ordre").fill("0");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page.waitForURL(/\/admin\/elements\/\d+\/\d+\?fait=ajoute$/);
    expect(await axeProblems(page, "élément")).toEqual([]);
    await shot(page, "admin-element");
    await admin.goto(site("/realisations"));
    await page.getByText("Extension bois à Arradon").first().waitFor();
  });
});
