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
import { refundOrder } from "./refunds";
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
    LEGAL_COMPANY_NAME: "SCEA Domaine des Quatre Vents",
    HEAD_OFFICE: "La Févrie, 44690 Château-Thébaud",
    COMPANY_PHONE: "02 40 36 12 34",
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

async function move(orderId: number, to: Parameters<typeof moveOrder>[1]["to"], note?: string) {
  await moveOrder(db(), { siteId: 2, orderId, to, author: ADMIN, note });
  await worker.runDue();
}

/** The order's link of a guest's e-mail: its address, and the signed key it carries. */
function orderLinkOf(mail: ReadMail, orderId: number) {
  const found =
    /Suivez votre commande et retrouvez ses factures : (http\S+)\nCe lien vous est personnel : il ouvre votre commande pendant 90 jours\./.exec(
      mail.text,
    )?.[1];
  expect(found, "the order's link").toBeDefined();
  const url = new URL(found!);
  expect(url.pathname).toBe(`/commande/suivi/${orderId}`);
  return { url, key: url.searchParams.get("acces")! };
}

/** GET /order/{id}[/invoice] of site 2 with `key` as X-Order-Key. */
const withKey = (url: string, key: string) =>
  api.app.inject({ method: "GET", url, headers: { idSite: "2", "x-order-key": key } });

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, " ");
const text = (mail: ReadMail) => plain(mail.text);
/** The e-mail to `to` whose subject has `words`. */
const mailAbout = (to: string, words: string) => mailsTo(to).find((mail) => mail.subject.includes(words))!;
const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe("order e-mails", () => {
  it("lists the discount before the delivery, as the order's pages and its invoice do", async () => {
    const order = await receivedOrder({
      email: "remise@exemple.fr",
      discount: 1000,
      discountCode: "ETE",
      shippingFees: 990,
    });
    expect(text(mailsTo(order.email)[0]!)).toContain(
      "Remise (code ETE) : -10,00 €\nFrais de livraison : 9,90 €\nTotal TTC : 107,90 €",
    );
  });

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
      "Adresse de livraison : Camille Durand, 12 rue des Vignes, 33000 Bordeaux, France",
      "Domaine des Quatre Vents",
      // The contract's confirmation (art. L221-13 and L221-5 of the Code de la consommation).
      "Vendeur :\nSCEA Domaine des Quatre Vents\nSiège social : La Févrie, 44690 Château-Thébaud",
      `Contact : ${SHOP}\nTéléphone : 02 40 36 12 34`,
      "Droit de rétractation :\nVous disposez de 14 jours à compter de la réception de vos produits pour vous rétracter",
      `par e-mail à ${SHOP} ou par courrier à La Févrie, 44690 Château-Thébaud.`,
    ]) {
      expect(text(mail!), part).toContain(part);
    }
    expect(text(mail!)).toMatch(
      /\nConditions générales de vente et formulaire de rétractation : http:\/\/[\w.-]+(:\d+)?\/sale-terms\n/,
    );
    // A visitor has no account page to follow the order on: the order's own link instead.
    expect(mail!.text).not.toContain("mon-compte");
    const { key } = orderLinkOf(mail!, order.id);
    expect(key).toMatch(/^o1\.[0-9a-z]+\.[\w-]{43}$/);
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
    expect(text(refunded)).toContain(
      `Votre commande n° ${order.reference} est remboursée : nous vous rendons 108,00 €.`,
    );
    expect(text(refunded)).toContain(
      "Moyen de paiement : Carte bancaire. Ce montant vous est rendu automatiquement sur la carte utilisée pour le paiement, sous quelques jours.",
    );
    const count = mailsTo("rembourse@exemple.fr").length;
    await worker.runDue(days(30));
    expect(mailsTo("rembourse@exemple.fr")).toHaveLength(count);
    const [review] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `review:${order.id}`));
    expect(review!.doneAt).not.toBeNull();
  });

  it("a refund in two steps: what each gives back and why, the total, the card, the shop's credit notes", async () => {
    const order = await receivedOrder({
      email: "deux-fois@exemple.fr",
      lines: [{ productName: "Coffret découverte", variationLabel: "", quantity: 1, unitPrice: 9616 }],
    });
    await move(order.id, "paid");
    const author = ADMIN;
    await refundOrder(db(), {
      siteId: 2,
      orderId: order.id,
      amount: 1390,
      reason: "Bouteille cassée",
      author,
    });
    await worker.runDue();
    const partial = text(mailAbout("deux-fois@exemple.fr", "Remboursement partiel"));
    expect(partial).toContain(`Nous vous remboursons 13,90 € sur votre commande n° ${order.reference}.`);
    expect(partial).toContain("Motif : Bouteille cassée");
    expect(partial).toContain(
      "Moyen de paiement : Carte bancaire. Ce montant vous est rendu automatiquement",
    );
    expect(plain(mailAbout(SHOP, `Remboursement partiel ${order.reference}`).subject)).toBe(
      `[Domaine des Quatre Vents] Remboursement partiel ${order.reference} (remboursement : 13,90 €)`,
    );

    await move(order.id, "refunded", "Colis revenu abîmé");
    const last = mailAbout("deux-fois@exemple.fr", "est remboursée");
    const body = text(last);
    // This step gives 82,26 € back, not the 96,16 € of the whole order.
    expect(body).not.toContain("96,16 € vous sont rendus");
    expect(body).toContain(
      `Votre commande n° ${order.reference} est maintenant entièrement remboursée : nous vous rendons 82,26 €, en plus des 13,90 € déjà remboursés, soit 96,16 € au total.`,
    );
    expect(body).toContain("Motif : Colis revenu abîmé");
    expect(body).toMatch(
      /Les avoirs de la facture F-2026-\d{6} :\n- Avoir n° (A-2026-\d{6}) : 13,90 €\n- Avoir n° (A-2026-\d{6}) : 82,26 €\n/,
    );
    expect(body).toContain(
      "Ce montant vous est rendu automatiquement sur la carte utilisée pour le paiement",
    );
    orderLinkOf(last, order.id);

    const shop = mailAbout(SHOP, `Commande remboursée ${order.reference}`);
    expect(plain(shop.subject)).toBe(
      `[Domaine des Quatre Vents] Commande remboursée ${order.reference} (remboursement : 82,26 €)`,
    );
    expect(text(shop)).toMatch(
      /Montant remboursé : 82,26 € \(Colis revenu abîmé\)\nAvoirs :\n- A-2026-\d{6} : 13,90 € \(Bouteille cassée\)\n- A-2026-\d{6} : 82,26 € \(Colis revenu abîmé\)\nTotal remboursé : 96,16 €\n/,
    );
  });

  it("tells how the money comes back for a transfer, a cheque and a payment at pickup", async () => {
    const cases = [
      {
        paymentMethod: "TRANSFER",
        how: "Moyen de paiement : Virement bancaire. Ce montant vous est rendu par virement bancaire.",
      },
      {
        paymentMethod: "CHEQUE",
        how: "Moyen de paiement : Chèque. Ce montant vous est rendu par chèque ou par virement bancaire.",
      },
    ] as const;
    for (const { paymentMethod, how } of cases) {
      const email = `rendu-${paymentMethod.toLowerCase()}@exemple.fr`;
      const order = await receivedOrder({ email, paymentMethod });
      await move(order.id, "paid");
      await refundOrder(db(), { siteId: 2, orderId: order.id, amount: 500, reason: "", author: ADMIN });
      await worker.runDue();
      const partial = text(mailAbout(email, "Remboursement partiel"));
      expect(partial, paymentMethod).toContain(how);
      // No reason written, none told.
      expect(partial).not.toContain("Motif");
      await move(order.id, "refunded");
      expect(text(mailAbout(email, "est remboursée")), paymentMethod).toContain(how);
    }
    const pickup = await receivedOrder({
      email: "rendu-retrait@exemple.fr",
      deliveryType: "clickAndCollect",
      paymentMethod: "ON_SITE",
    });
    for (const to of ["preparing", "readyForPickup", "collected", "refunded"] as const)
      await move(pickup.id, to);
    expect(text(mailAbout("rendu-retrait@exemple.fr", "est remboursée"))).toContain(
      "Moyen de paiement : Paiement au retrait. Ce montant vous est rendu en boutique.",
    );
  });

  it("gives a guest their order's link in every e-mail: it opens the order and its invoice, and no other", async () => {
    const order = await receivedOrder({ email: "invite@exemple.fr" });
    const other = await receivedOrder({ email: "autre-invite@exemple.fr" });
    const received = orderLinkOf(mailsTo("invite@exemple.fr")[0]!, order.id);
    const opened = await withKey(`/order/${order.id}`, received.key);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.reference).toBe(order.reference);
    // No invoice before the payment; then the payment's and the shipping's e-mails carry the link too.
    expect((await withKey(`/order/${order.id}/invoice`, received.key)).statusCode).toBe(404);
    await move(order.id, "paid");
    await move(order.id, "preparing");
    await move(order.id, "shipped");
    for (const words of ["Paiement reçu", "est expédiée"]) {
      const { key } = orderLinkOf(mailAbout("invite@exemple.fr", words), order.id);
      const invoice = await withKey(`/order/${order.id}/invoice`, key);
      expect(invoice.statusCode, words).toBe(200);
      expect(invoice.headers["content-type"]).toBe("application/pdf");
    }
    // The link is this order's only: another order, an altered key, another site's are refused.
    const refusals = [
      await withKey(`/order/${other.id}`, received.key),
      await withKey(`/order/${other.id}/invoice`, received.key),
      await withKey(
        `/order/${order.id}`,
        `${received.key.slice(0, -1)}${received.key.endsWith("A") ? "B" : "A"}`,
      ),
      // The same order's number on another site, signed by this server.
      await withKey(`/order/${order.id}`, api.services.shop.orderLinks.sign(1, order.id)),
    ];
    for (const [index, refused] of refusals.entries()) {
      expect(refused.statusCode, `refusal ${index}: ${refused.body}`).toBe(403);
      expect(refused.json().message).toContain("Ce lien de suivi n'est pas valable pour cette commande.");
    }
  });

  it("says « Total », not « Total TTC », under the VAT franchise, to the customer and the shop", async () => {
    await setParameters(db(), 2, { VAT_FRANCHISE: "true" });
    api.services.sites.invalidate();
    try {
      const order = await receivedOrder({ email: "franchise@exemple.fr" });
      const mails = [...mailsTo("franchise@exemple.fr"), ...shopMailsAbout(order.reference)];
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(text(mail)).toContain("\nTotal : 108,00 €");
        expect(text(mail)).not.toContain("TTC");
      }
    } finally {
      await setParameters(db(), 2, { VAT_FRANCHISE: "false" });
      api.services.sites.invalidate();
    }
  });

  it("says « Total » and why there is no VAT for an export, to the customer and the shop", async () => {
    const order = await receivedOrder({
      email: "export@exemple.ch",
      vatExempt: true,
      shippingAddress: testAddress({
        postalCode: "1201",
        city: "Genève",
        countryCode: "CH",
        countryName: "Suisse",
      }),
      lines: [
        { productName: "Muscadet", variationLabel: "2022 · 75 cl", quantity: 6, unitPrice: 1500, vatRate: 0 },
      ],
    });
    const mails = [...mailsTo("export@exemple.ch"), ...shopMailsAbout(order.reference)];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(text(mail)).toContain(
        "\nTotal : 90,00 €\nVente à l'exportation (hors Union européenne ou outre-mer) : prix hors TVA.",
      );
      expect(text(mail)).not.toContain("TTC");
    }
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
    registerOrderMails(own, {
      db: db(),
      sites: api.services.sites,
      mailer,
      config: api.config,
      links: api.services.shop.orderLinks,
    });
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
