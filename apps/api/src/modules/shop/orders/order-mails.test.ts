import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "../../../db/job-worker";
import { jobMails, jobs } from "../../../db/schema/index";
import type { Mailer } from "../../../lib/mailer";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createOrder, type OrderValues, testAddress } from "../../../testing/factories/orders";
import { setParameters } from "../../../testing/factories/site";
import { type ReadMail, readMails } from "../../../testing/mail";
import { newMember } from "../testing";
import { ORDER_MAIL_JOB, queueOrderMail } from "./mail-jobs";
import { registerOrderMails } from "./order-mails";
import { moveOrder } from "./transitions";

/** The order e-mails, sent by the `mail.order` jobs and read back from the mail directory. */

let api: TestApi;
let worker: JobWorker;
const db = () => api.database.db;
const ADMIN = { role: "admin", userId: null } as const;
const SHOP = "boutique@quatre-vents.fr";
const AT = new Date("2026-03-10T09:00:00Z");

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  await setParameters(db(), 2, {
    COMPANY_NAME: "Domaine des Quatre Vents",
    COMPANY_EMAIL: SHOP,
    BANK_ACCOUNT_HOLDER: "SCEA Quatre Vents",
    BANK_IBAN: "FR76 3000 6000 0112 3456 7890 189",
    BANK_BIC: "AGRIFRPP",
    CHEQUE_PAYEE: "SCEA Quatre Vents",
    CHEQUE_ADDRESS: "La Févrie\n44690 Château-Thébaud",
    ORDER_REVIEW_DELAY: "10",
  });
  // The instance's worker, with the handlers the shop registers on it (run by hand in tests).
  worker = api.services.jobs;
});
afterAll(async () => {
  await api?.close();
});

/** The e-mails sent to `to`, oldest first. */
const mailsTo = (to: string): ReadMail[] =>
  readMails(api.config.mailDir).filter((mail) => mail.to.includes(to));
const shopMailsAbout = (reference: string) =>
  mailsTo(SHOP).filter((mail) => mail.subject.includes(reference));

/** An order of site 2 whose « received » e-mails were sent. */
async function receivedOrder(values: OrderValues = {}) {
  const order = await createOrder(db(), 2, {
    createdAt: AT,
    billingAddress: testAddress({ firstname: "Hélène", lastname: "Moreau" }),
    lines: [
      {
        productName: "Muscadet « Clos des Échasses »",
        variationLabel: "2022 · 75 cl",
        quantity: 6,
        unitPrice: 1800,
      },
    ],
    ...values,
  });
  await queueOrderMail(db(), { siteId: 2, orderId: order.id, event: "received" });
  await worker.runDue();
  const email = `client-${order.id}@exemple.fr`;
  return { ...order, email: values.email ?? email };
}

async function move(orderId: number, to: Parameters<typeof moveOrder>[1]["to"]) {
  await moveOrder(db(), { siteId: 2, orderId, to, author: ADMIN });
  await worker.runDue();
}

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");
const text = (mail: ReadMail) => plain(mail.text);
/** The e-mail to `to` whose subject has `words`. */
const mailAbout = (to: string, words: string) => mailsTo(to).find((mail) => mail.subject.includes(words))!;
const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe("order e-mails", () => {
  it("received, by transfer: the bank details and reference to the customer, the order to the shop", async () => {
    const order = await receivedOrder({
      paymentMethod: "TRANSFER",
      email: "helene@exemple.fr",
      phone: "06 12 34 56 78",
      message: "Livrer après 18 h",
    });
    const [mail] = mailsTo("helene@exemple.fr");
    expect(mail!.subject).toBe(`Votre commande ${order.reference} est enregistrée`);
    for (const part of [
      "Bonjour Hélène Moreau,",
      `Nous avons bien reçu votre commande n° ${order.reference} du mardi 10 mars 2026.`,
      "faites un virement de 108,00 € :",
      "- Titulaire : SCEA Quatre Vents",
      "- IBAN : FR76 3000 6000 0112 3456 7890 189",
      "- BIC : AGRIFRPP",
      `- Référence à indiquer : ${order.reference}`,
      "- 6 × Muscadet « Clos des Échasses » – 2022 · 75 cl : 108,00 €",
      "Total TTC : 108,00 €",
      "Adresse de livraison : Camille Durand, 12 rue des Vignes, 33000 Bordeaux",
      "Domaine des Quatre Vents",
    ]) {
      expect(text(mail!), part).toContain(part);
    }
    // A visitor has no account page to follow the order on.
    expect(mail!.text).not.toContain("mon-compte");
    const [shop] = shopMailsAbout(order.reference);
    expect(plain(shop!.subject)).toBe(
      `[Domaine des Quatre Vents] Nouvelle commande ${order.reference} (108,00 €)`,
    );
    for (const part of [
      "Client : Hélène Moreau · helene@exemple.fr · 06 12 34 56 78",
      "Paiement : Virement bancaire",
      "- 6 × Muscadet",
      "Message du client :\nLivrer après 18 h",
    ]) {
      expect(text(shop!), part).toContain(part);
    }
  });

  it("received, by cheque: the payee and the address; by card: no instructions", async () => {
    const cheque = await receivedOrder({ paymentMethod: "CHEQUE", email: "cheque@exemple.fr" });
    const [mail] = mailsTo("cheque@exemple.fr");
    expect(text(mail!)).toContain("envoyez un chèque de 108,00 € à l'ordre de SCEA Quatre Vents");
    expect(text(mail!)).toContain("à l'adresse : La Févrie, 44690 Château-Thébaud");
    expect(text(mail!)).toContain(`en indiquant au dos la référence ${cheque.reference}.`);
    await receivedOrder({ paymentMethod: "CARD", email: "carte@exemple.fr" });
    const [card] = mailsTo("carte@exemple.fr");
    expect(card!.text).not.toContain("IBAN");
    expect(card!.text).toContain("paiement par carte");
  });

  it("paid, then shipped to a relay point, then the review request after ORDER_REVIEW_DELAY days", async () => {
    const member = await newMember(api);
    const order = await receivedOrder({
      email: "relais@exemple.fr",
      userId: member.id,
      delivery: {
        carrierName: "Mondial Relay",
        carrierKind: "PICKUP",
        accessPoint: {
          id: "020123",
          name: "Tabac de la Gare",
          addLine1: "3 place de la Gare",
          zipCode: "44000",
          city: "Nantes",
          countryCode: "FR",
        },
      },
    });
    await move(order.id, "paid");
    const paid = mailAbout("relais@exemple.fr", "Paiement reçu");
    expect(text(paid)).toMatch(/Votre facture porte le numéro F-2026-\d{6}\./);
    expect(text(paid)).toContain("Nous avons bien reçu votre paiement de 108,00 € (Carte bancaire).");
    expect(paid.text).toMatch(
      /Suivez votre commande dans votre espace client : http\S+\/mon-compte\/commandes/,
    );
    expect(shopMailsAbout(order.reference).map((mail) => plain(mail.subject))).toContain(
      `[Domaine des Quatre Vents] Commande payée ${order.reference} (108,00 €)`,
    );
    await move(order.id, "preparing");
    await move(order.id, "shipped");
    const shipped = mailAbout("relais@exemple.fr", "est expédiée");
    expect(text(shipped)).toContain("Transporteur : Mondial Relay");
    expect(text(shipped)).toContain("Point relais : Tabac de la Gare, 3 place de la Gare, 44000 Nantes");
    await move(order.id, "delivered");
    const before = mailsTo("relais@exemple.fr").length;
    await worker.runDue(days(9.9));
    expect(mailsTo("relais@exemple.fr")).toHaveLength(before);
    await worker.runDue(days(10.1));
    const review = mailAbout("relais@exemple.fr", "Votre avis");
    expect(review.subject).toBe(`Votre avis sur votre commande ${order.reference}`);
    expect(text(review)).toContain("Qu'en avez-vous pensé ?");
    // The review request is the customer's only.
    expect(shopMailsAbout(order.reference).some((mail) => mail.subject.includes("avis"))).toBe(false);
  });

  it("ready for pickup: the place and the collection slot, the amount to pay there", async () => {
    const order = await receivedOrder({
      email: "retrait@exemple.fr",
      deliveryType: "clickAndCollect",
      paymentMethod: "ON_SITE",
      delivery: {
        pickup: {
          place: "Caveau — La Févrie, 44690 Château-Thébaud",
          date: "2026-03-14",
          start: "10:00",
          end: "12:30",
        },
      },
    });
    const [received] = mailsTo("retrait@exemple.fr");
    expect(text(received!)).toContain("Vous réglerez 108,00 € lors du retrait de votre commande.");
    await move(order.id, "preparing");
    await move(order.id, "readyForPickup");
    const ready = mailAbout("retrait@exemple.fr", "prête à retirer");
    expect(ready.subject).toBe(`Votre commande ${order.reference} est prête à retirer`);
    expect(text(ready)).toContain(
      "Retrait le samedi 14 mars 2026, de 10 h à 12 h 30, à Caveau — La Févrie, 44690 Château-Thébaud.",
    );
    expect(text(ready)).toContain("Vous réglerez 108,00 € sur place.");
    const shop = mailAbout(SHOP, `Commande prête à retirer ${order.reference}`);
    expect(text(shop)).toContain("Retrait en boutique le samedi 14 mars 2026, de 10 h à 12 h 30");
  });

  it("cancelled and refunded, with the credit note; no review when refunded in the meantime", async () => {
    const unpaid = await receivedOrder({ email: "annule@exemple.fr" });
    await move(unpaid.id, "cancelled");
    const cancelled = mailAbout("annule@exemple.fr", "est annulée");
    expect(cancelled.subject).toBe(`Votre commande ${unpaid.reference} est annulée`);
    expect(text(cancelled)).toContain("Aucun paiement n'a été encaissé.");
    expect(mailAbout(SHOP, `Commande annulée ${unpaid.reference}`)).toBeDefined();

    const order = await receivedOrder({ email: "rembourse@exemple.fr", deliveryType: "no_delivery" });
    for (const to of ["paid", "preparing", "delivered", "refunded"] as const) await move(order.id, to);
    const refunded = mailAbout("rembourse@exemple.fr", "est remboursée");
    expect(refunded.subject).toBe(`Votre commande ${order.reference} est remboursée`);
    expect(text(refunded)).toMatch(/L'avoir n° A-2026-\d{6} annule la facture F-2026-\d{6}\./);
    expect(text(refunded)).toContain("108,00 € vous sont rendus");
    const count = mailsTo("rembourse@exemple.fr").length;
    await worker.runDue(days(30));
    expect(mailsTo("rembourse@exemple.fr")).toHaveLength(count);
    const [review] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `review:${order.id}`));
    expect(review!.doneAt).not.toBeNull();
  });

  it("sends the customer's e-mail only when the shop has no COMPANY_EMAIL", async () => {
    await setParameters(db(), 2, { COMPANY_EMAIL: null });
    api.services.sites.invalidate();
    try {
      const order = await receivedOrder({ email: "seul@exemple.fr" });
      expect(mailsTo("seul@exemple.fr")).toHaveLength(1);
      expect(
        readMails(api.config.mailDir).filter((mail) => mail.subject.includes(order.reference)),
      ).toHaveLength(1);
    } finally {
      await setParameters(db(), 2, { COMPANY_EMAIL: SHOP });
      api.services.sites.invalidate();
    }
  });

  it("tells the customer alone of the preparation, the delivery and the collection", async () => {
    const shipped = await receivedOrder({ email: "suivi@exemple.fr", paymentMethod: "TRANSFER" });
    for (const to of ["paid", "preparing", "shipped", "delivered"] as const) await move(shipped.id, to);
    expect(text(mailAbout("suivi@exemple.fr", "est en préparation"))).toContain(
      "Nous vous écrirons dès qu'elle sera expédiée.",
    );
    expect(text(mailAbout("suivi@exemple.fr", "est livrée"))).toContain(
      `Votre commande n° ${shipped.reference} vous a été livrée.`,
    );
    const collected = await receivedOrder({
      email: "retrait@exemple.fr",
      deliveryType: "clickAndCollect",
      paymentMethod: "ON_SITE",
    });
    for (const to of ["preparing", "readyForPickup", "collected"] as const) await move(collected.id, to);
    expect(text(mailAbout("retrait@exemple.fr", "est retirée"))).toMatch(
      /merci de votre visite\.\nVotre facture porte le numéro F-2026-\d{6}\./,
    );
    const toShop = [...shopMailsAbout(shipped.reference), ...shopMailsAbout(collected.reference)].map(
      (mail) => mail.subject.replace(/ \(.*$/, "").replace(/^\[.*?\] /, ""),
    );
    expect(toShop.sort()).toEqual(
      [
        `Commande expédiée ${shipped.reference}`,
        `Commande payée ${shipped.reference}`,
        `Commande prête à retirer ${collected.reference}`,
        `Nouvelle commande ${collected.reference}`,
        `Nouvelle commande ${shipped.reference}`,
      ].sort(),
    );
  });

  it("sends each recipient once when the job is tried again after a failure", async () => {
    const order = await createOrder(db(), 2, { email: "une-fois@exemple.fr", paymentMethod: "CHEQUE" });
    // A worker of its own whose mailer refuses the shop's address once (the customer's e-mail left).
    const own = new JobWorker(db(), { retryMs: 1 });
    let refusals = 1;
    const mailer: Mailer = {
      send: (message) => {
        if (message.to === SHOP && refusals-- > 0) return Promise.reject(new Error("SMTP 451"));
        return api.services.mailer.send(message);
      },
    };
    registerOrderMails(own, { db: db(), sites: api.services.sites, mailer, config: api.config });
    await queueOrderMail(db(), { siteId: 2, orderId: order.id, event: "received" });
    await own.runDue();
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail.order:${order.id}:received`));
    expect(job).toMatchObject({ attempts: 1, doneAt: null, lastError: "SMTP 451" });
    await own.runDue(days(1));
    await own.runDue(days(2));
    expect(mailsTo("une-fois@exemple.fr")).toHaveLength(1);
    expect(shopMailsAbout(order.reference)).toHaveLength(1);
    const sent = await db().select().from(jobMails).where(eq(jobMails.jobId, job!.id));
    expect(sent.map((row) => [row.mail, row.recipient]).sort()).toEqual([
      ["customer", "une-fois@exemple.fr"],
      ["shop", SHOP],
    ]);
  });

  it("keeps a malformed job for a later look (failed, with its error) and forgets an order that is gone", async () => {
    await db()
      .insert(jobs)
      .values({
        kind: ORDER_MAIL_JOB,
        siteId: 2,
        key: "mail.order:bad",
        payload: { orderId: "x", event: "paid" },
      });
    await queueOrderMail(db(), { siteId: 2, orderId: 999_999, event: "paid" });
    await worker.runDue();
    const [bad] = await db().select().from(jobs).where(eq(jobs.key, "mail.order:bad"));
    expect(bad).toMatchObject({ attempts: 1, doneAt: null });
    expect(bad!.lastError).toContain("Invalid mail.order payload");
    const [gone] = await db().select().from(jobs).where(eq(jobs.key, "mail.order:999999:paid"));
    expect(gone!.doneAt).not.toBeNull();
  });
});
