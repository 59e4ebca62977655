import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "@vitrine/shared/schemas/orders";
import { formatEuros } from "@vitrine/shared/shop-rules";
import type { MailCreditNote, MailOrder } from "./order-mail-types";

/**
 * The refund e-mails' lines (decision 024): what this refund gives back and why, what was given back
 * in all, the credit notes, and how the money comes back for the way the order was paid.
 */

/** How a refund reaches the customer, after « Ce montant vous est rendu ». */
const MONEY_BACK: Record<PaymentMethod, string> = {
  CARD: "automatiquement sur la carte utilisée pour le paiement, sous quelques jours",
  TRANSFER: "par virement bancaire",
  CHEQUE: "par chèque ou par virement bancaire",
  ON_SITE: "en boutique",
};

/** « Moyen de paiement : Carte bancaire. Ce montant vous est rendu automatiquement sur la carte… ». */
export function moneyBackLine({ order }: Pick<MailOrder, "order">): string {
  const method = order.paymentMethod;
  return `Moyen de paiement : ${PAYMENT_METHOD_LABELS[method]}. Ce montant vous est rendu ${MONEY_BACK[method]}.`;
}

const total = (notes: MailCreditNote[]) => notes.reduce((sum, note) => sum + note.total, 0);
const reasonLines = (note: MailCreditNote) => (note.reason ? [`Motif : ${note.reason}`] : []);

/** A refund by line's products and fees (decision 044): « - 2 × Muscadet – 2022 · 75 cl ». */
export function itemLines(note: MailCreditNote): string[] {
  if (!note.refunded) return [];
  const { lines, shipping } = note.refunded;
  return [
    "Remboursé :",
    ...lines.map((line) => `- ${line.quantity} × ${line.label}`),
    ...(shipping > 0 ? [`- Frais de livraison : ${formatEuros(shipping)}`] : []),
  ];
}
const noteLines = (notes: MailCreditNote[]) =>
  notes.map((note) => `- Avoir n° ${note.number} : ${formatEuros(note.total)}`);

/**
 * The whole order given back, its last credit note being this refund's: what it gives back now,
 * and in all with the partial refunds made before.
 */
export function refundedLines(mail: MailOrder): string[] {
  const { order, creditNotes, invoiceNumber } = mail;
  const note = creditNotes.at(-1);
  const ref = order.reference;
  if (!note) {
    return [
      `Votre commande n° ${ref} est remboursée : ${formatEuros(order.total)} vous sont rendus.`,
      moneyBackLine(mail),
    ];
  }
  if (creditNotes.length === 1) {
    return [
      `Votre commande n° ${ref} est remboursée : nous vous rendons ${formatEuros(note.total)}.`,
      ...itemLines(note),
      ...reasonLines(note),
      `L'avoir n° ${note.number} annule la facture ${invoiceNumber}.`,
      moneyBackLine(mail),
    ];
  }
  const before = total(creditNotes) - note.total;
  return [
    `Votre commande n° ${ref} est maintenant entièrement remboursée : nous vous rendons ${formatEuros(note.total)}, en plus des ${formatEuros(before)} déjà remboursés, soit ${formatEuros(total(creditNotes))} au total.`,
    ...itemLines(note),
    ...reasonLines(note),
    `Les avoirs de la facture ${invoiceNumber} :`,
    ...noteLines(creditNotes),
    moneyBackLine(mail),
  ];
}

/** Part of the order given back: the amount, why, and the credit note. */
export function partialRefundLines(mail: MailOrder): string[] {
  const note = mail.creditNote;
  if (!note) return [`Une partie de votre commande n° ${mail.order.reference} vous est remboursée.`];
  return [
    `Nous vous remboursons ${formatEuros(note.total)} sur votre commande n° ${mail.order.reference}.`,
    ...itemLines(note),
    ...reasonLines(note),
    `L'avoir n° ${note.number} porte sur ce montant (facture ${mail.invoiceNumber}).`,
    moneyBackLine(mail),
  ];
}

/** The shop's lines of a refund: this refund's amount; for the last one, every credit note and the total. */
export function shopRefundLines(mail: MailOrder, whole: boolean): string[] {
  const note = mail.creditNote;
  if (!note) return [];
  const amount = `Montant remboursé : ${formatEuros(note.total)}${note.reason ? ` (${note.reason})` : ""}`;
  if (!whole) return [`Avoir : ${note.number}`, amount, ...itemLines(note)];
  return [
    amount,
    ...itemLines(note),
    "Avoirs :",
    ...mail.creditNotes.map(
      (each) => `- ${each.number} : ${formatEuros(each.total)}${each.reason ? ` (${each.reason})` : ""}`,
    ),
    `Total remboursé : ${formatEuros(total(mail.creditNotes))}`,
  ];
}

/** The shop's subject says what this refund gives back, not the order's total. */
export function shopRefundAmount(mail: MailOrder): string | null {
  return mail.creditNote ? `remboursement : ${formatEuros(mail.creditNote.total)}` : null;
}
