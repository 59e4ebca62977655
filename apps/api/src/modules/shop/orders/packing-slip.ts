import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orderLines } from "../../../db/schema/index";
import type { SiteService } from "../../site/service";
import { sheetFonts } from "../sheet-fonts";
import { buyerOf, sellerOf } from "./invoice-content";
import { deliveryLines } from "./order-mail-texts";
import type { OrderRow } from "./order-reads";
import { A4, type Column, frenchDate, MARGIN, MUTED, newDocument, Writer } from "./pdf-writer";

/**
 * The packing slip (« bon de livraison ») of an order, in French: what goes in the parcel or the
 * bag, for whom and how it travels, without prices; a box to tick per line as it is packed.
 */

export interface PackingSlip {
  seller: { name: string; lines: string[] };
  orderReference: string;
  orderDate: Date;
  printedAt: Date;
  /** Who receives it: the shipping (else billing) address, with the phone. */
  recipient: { name: string; lines: string[] };
  delivery: string[];
  lines: Array<{ label: string; reference: string; quantity: number }>;
  /** Sum of the quantities. */
  items: number;
  message: string;
}

const COLUMNS: readonly Column[] = [
  { title: "Référence", right: 400 },
  { title: "Qté", right: 450 },
  { title: "Préparé", right: A4[0] - MARGIN },
];

/** Who receives it: the shipping (else billing) address, with the e-mail and phone to reach them. */
const recipientOf = (order: OrderRow): PackingSlip["recipient"] =>
  buyerOf(
    order.shippingAddress,
    order.billingAddress,
    [order.email, order.phone].filter(Boolean).join(" · "),
  );

const DELIVERY_TYPE_TEXT = {
  delivery: "Livraison",
  clickAndCollect: "Retrait en boutique",
  no_delivery: "Sans livraison : remis en main propre.",
} as const;

/** What the slip says of the order. */
export async function packingSlip(db: Db, sites: SiteService, order: OrderRow, now = new Date()) {
  const [lines, snapshot] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    sites.getSnapshot(order.siteId),
  ]);
  const parameter = (key: string) => snapshot?.parameters.find((p) => p.type === key)?.value ?? null;
  // The recipient is written above: the delivery says the carrier, or the relay point.
  const travel = deliveryLines({ order }).filter((line) => !line.startsWith("Adresse de livraison"));
  const slip: PackingSlip = {
    seller: sellerOf(parameter, snapshot?.info.name ?? ""),
    orderReference: order.reference,
    orderDate: order.createdAt,
    printedAt: now,
    recipient: recipientOf(order),
    delivery: travel.length ? travel : [DELIVERY_TYPE_TEXT[order.deliveryType]],
    lines: lines.map((line) => ({
      label: line.variationLabel ? `${line.productName} – ${line.variationLabel}` : line.productName,
      reference: line.reference,
      quantity: line.quantity,
    })),
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
    message: order.message.trim(),
  };
  return slip;
}

/** The slip as an A4 PDF. */
export async function renderPackingSlip(slip: PackingSlip): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(await sheetFonts(), {
    title: `Bon de livraison ${slip.orderReference}`,
    author: slip.seller.name,
  });
  const w = new Writer(doc, fonts, COLUMNS, 250);
  w.seller(slip.seller);
  w.text("Bon de livraison", { font: fonts.title, size: 20 });
  w.text(`Commande ${slip.orderReference} du ${frenchDate(slip.orderDate)}`, { font: fonts.bold, size: 11 });
  w.text(`Imprimé le ${frenchDate(slip.printedAt)}`, { size: 8.5, color: MUTED });
  w.gap(10);
  w.text("Destinataire", { font: fonts.bold, size: 9, color: MUTED });
  w.text(slip.recipient.name, { font: fonts.bold });
  for (const line of slip.recipient.lines) w.text(line);
  w.gap(8);
  w.text("Livraison", { font: fonts.bold, size: 9, color: MUTED });
  for (const line of slip.delivery) w.text(line);
  w.gap(14);
  w.row(
    "Désignation",
    COLUMNS.map((column) => column.title),
    fonts.bold,
  );
  w.rule(MUTED);
  for (const line of slip.lines) {
    w.row(line.label, [line.reference, String(line.quantity), ""], fonts.regular, () =>
      w.box(A4[0] - MARGIN - 12),
    );
  }
  w.rule(MUTED);
  w.gap(6);
  w.text(`${slip.items} article${slip.items > 1 ? "s" : ""} au total.`, { font: fonts.bold });
  if (slip.message) {
    w.gap(12);
    w.text("Message du client", { font: fonts.bold, size: 9, color: MUTED });
    w.text(slip.message);
  }
  return doc.save();
}
