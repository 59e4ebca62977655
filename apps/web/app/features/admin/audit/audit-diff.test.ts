import { formatEuros } from "@vitrine/shared/shop-rules";
import { describe, expect, it } from "vitest";
import { actionLabel, diffLines, flattenValues, showValue, subjectOf } from "./audit-diff";

const entry = (fields: Record<string, unknown>) => ({
  id: 1,
  at: "2026-11-24T09:42:00.000Z",
  userId: 3,
  userEmail: "admin@exemple.fr",
  action: "page.update",
  entity: "page",
  entityId: "12",
  before: null,
  after: null,
  ...fields,
});

describe("the journal's reading of an entry", () => {
  it("flattens nested values into dotted fields", () => {
    expect(flattenValues({ title: "A", link: { type: "INTERNAL", url: null }, pages: [1, 2] })).toEqual({
      title: "A",
      "link.type": "INTERNAL",
      "link.url": null,
      pages: [1, 2],
    });
    expect(flattenValues(null)).toEqual({});
    expect(flattenValues("text")).toEqual({});
  });

  it("lists only what changed, in French, with yes/no, empty values and parents by name", () => {
    const lines = diffLines(
      {
        before: { title: "Services", showInMenu: true, idParent: null, link: { url: null } },
        after: { title: "Nos services", showInMenu: false, idParent: 2, link: { url: "/contact" } },
      },
      { 2: "Entreprise" },
    );
    expect(lines).toEqual([
      { field: "title", label: "Titre", before: "Services", after: "Nos services", change: "changed" },
      { field: "showInMenu", label: "Dans le menu", before: "Oui", after: "Non", change: "changed" },
      { field: "idParent", label: "Page parente", before: "—", after: "Entreprise (n° 2)", change: "added" },
      { field: "link.url", label: "Adresse du lien", before: "—", after: "/contact", change: "added" },
    ]);
  });

  it("leaves out the empty fields and the switches left off of a creation, names unknown fields as recorded", () => {
    const lines = diffLines({
      before: null,
      after: { title: "Devis", menuTitle: null, isText: false, color: "#fff" },
    });
    expect(lines.map((line) => [line.label, line.before, line.after])).toEqual([
      ["Titre", "—", "Devis"],
      ["color", "—", "#fff"],
    ]);
    expect(diffLines({ before: { value: "02 40" }, after: { value: null } })[0]?.change).toBe("removed");
  });

  it("reads a parameter's recorded text as its value, set, changed or emptied", () => {
    expect(diffLines({ before: "02 40 00 00 01", after: "02 40 00 00 02" })).toEqual([
      {
        field: "value",
        label: "Valeur",
        before: "02 40 00 00 01",
        after: "02 40 00 00 02",
        change: "changed",
      },
    ]);
    expect(diffLines({ before: null, after: "Menuiserie Le Goff" })[0]).toMatchObject({
      before: "—",
      after: "Menuiserie Le Goff",
      change: "added",
    });
    expect(diffLines({ before: "contact@legoff.fr", after: null })[0]?.change).toBe("removed");
    expect(diffLines({ before: "false", after: "true" })[0]).toMatchObject({ before: "Non", after: "Oui" });
  });

  it("cuts long values and writes the others as JSON", () => {
    expect(showValue("value", "x".repeat(400))).toHaveLength(301);
    expect(showValue("pages", [4, 5], { 4: "Devis" })).toBe("Devis (n° 4), page n° 5");
    expect(showValue("redirectsFrom", ["/a", "/b"])).toBe("/a, /b");
    expect(showValue("link.type", "EXTERNAL")).toBe("Un autre site");
    expect(showValue("colors", { a: 1 })).toBe('{"a":1}');
    expect(showValue("idParent", 9)).toBe("page n° 9");
  });

  it("names the action and the page, known or not", () => {
    expect(actionLabel("page.move")).toBe("Page déplacée");
    expect(actionLabel("inventory.recount")).toBe("inventory.recount");
    expect(subjectOf(entry({}), { 12: "Services" })).toBe("« Services » (n° 12)");
    expect(subjectOf(entry({ before: { title: "Ancienne" } }))).toBe("« Ancienne » (n° 12)");
    expect(subjectOf(entry({}))).toBe("page n° 12");
    expect(subjectOf(entry({ entity: "parameter", entityId: "COMPANY_PHONE" }))).toBe(
      "Téléphone de l'entreprise",
    );
    expect(subjectOf(entry({ entity: "parameter", entityId: "VAT_FRANCHISE" }))).toBe(
      "Franchise en base de TVA (art. 293 B du CGI)",
    );
    expect(subjectOf(entry({ entity: "parameter", entityId: "toString" }))).toBe("toString");
  });

  it("says an article's, a medium's or an order's fields in French, dates as dates, ids left out", () => {
    const lines = diffLines({
      before: { id: 4, siteId: 1, status: "DRAFT", publishedAt: null, slug: "conseils", coverWidth: 800 },
      after: {
        id: 4,
        siteId: 1,
        status: "PUBLISHED",
        publishedAt: "2026-11-29T09:06:55.870Z",
        slug: "conseils-isolation",
        coverWidth: 1200,
        mimeType: "image/jpeg",
      },
    });
    expect(lines.map((line) => [line.label, line.before, line.after])).toEqual([
      ["État", "Brouillon", "Publié"],
      ["Publication", "—", showValue("publishedAt", "2026-11-29T09:06:55.870Z")],
      ["Adresse", "conseils", "conseils-isolation"],
      ["Format du fichier", "—", "image/jpeg"],
    ]);
    expect(showValue("publishedAt", "2026-11-29T09:06:55.870Z")).toMatch(
      /^\d{1,2} \p{L}+ 2026 à \d{1,2}\sh/u,
    );
    expect(showValue("status", "awaitingPayment")).toBe("En attente de paiement");
    expect(showValue("state", "APPROVED")).toBe("Approuvé");
    // A word of another field stays as written.
    expect(showValue("title", "DRAFT")).toBe("DRAFT");
  });

  it("names an order by its reference, says a refund's cents in euros and its bottles, a parcel's tracking", () => {
    const refund = entry({
      action: "order.refund",
      entity: "order",
      entityId: "17",
      before: { status: "shipped" },
      after: {
        reference: "2026-000012",
        status: "shipped",
        amount: 720,
        creditNote: "A-2026-000002",
        lines: [
          { id: 25, quantity: 1 },
          { id: 26, quantity: 2 },
        ],
        shipping: 1000,
        restock: true,
        restocked: [],
      },
    });
    expect(subjectOf(refund)).toBe("commande 2026-000012");
    expect(diffLines(refund).map((line) => [line.label, line.after])).toEqual([
      ["Montant", formatEuros(720)],
      ["Avoir", "A-2026-000002"],
      ["Bouteilles remboursées", "3 bouteilles"],
      ["Frais de livraison remboursés", formatEuros(1000)],
      ["Remise en stock demandée", "Oui"],
    ]);
    const tracking = entry({
      action: "order.tracking",
      entity: "order",
      entityId: "17",
      before: { tracking: null },
      after: { reference: "2026-000012", tracking: { number: "6A123", url: "https://suivi.example/6A123" } },
    });
    expect(diffLines(tracking).map((line) => [line.label, line.before, line.after])).toEqual([
      ["Numéro de suivi", "—", "6A123"],
      ["Lien de suivi", "—", "https://suivi.example/6A123"],
    ]);
    // An entry recorded before the reference was: by its number in the panel.
    expect(subjectOf(entry({ entity: "order", entityId: "9", after: { status: "paid" } }))).toBe(
      "commande n° 9",
    );
  });
});
