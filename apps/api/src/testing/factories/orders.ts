import type { Db } from "../../db/client";
import { type OrderAddressSnapshot, orderLines, orders, orderTransitions } from "../../db/schema/index";
import { hashToken } from "../../lib/tokens";

/**
 * Orders written for a test directly in the tables (as POST /order would leave them), awaiting
 * payment unless told. Amounts are computed from the lines unless given.
 */

let made = 0;
const next = () => ++made;

export type OrderLineValues = Partial<Omit<typeof orderLines.$inferInsert, "siteId" | "orderId">>;

export type OrderValues = Partial<Omit<typeof orders.$inferInsert, "siteId">> & {
  /** One line of 2 bottles at 12 € (20 % VAT) unless told. */
  lines?: OrderLineValues[];
};

export interface TestOrder {
  id: number;
  reference: string;
  /** The secret given to whoever placed it (X-Order-Key). */
  accessKey: string;
  total: number;
}

export const testAddress = (values: Partial<OrderAddressSnapshot> = {}): OrderAddressSnapshot => ({
  firstname: "Camille",
  lastname: "Durand",
  firstPart: "12 rue des Vignes",
  postalCode: "33000",
  city: "Bordeaux",
  countryCode: "FR",
  countryName: "France",
  ...values,
});

export async function createOrder(db: Db, siteId: number, values: OrderValues = {}): Promise<TestOrder> {
  const n = next();
  const { lines: lineValues = [{}], ...columns } = values;
  const lines = lineValues.map((line, index) => ({
    productName: `Cuvée commandée ${n}`,
    variationLabel: "2022 · 75 cl",
    reference: `CMD-${n}-${index + 1}`,
    quantity: 2,
    unitPrice: 1200,
    vatRate: 2000,
    ...line,
  }));
  const subtotal = columns.subtotal ?? lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const shippingFees = columns.shippingFees ?? 0;
  const discount = columns.discount ?? 0;
  const accessKey = `cle-commande-${n}-${Math.random().toString(36).slice(2)}`;
  const [order] = await db
    .insert(orders)
    .values({
      siteId,
      reference: `TEST-${String(n).padStart(6, "0")}`,
      email: `client${n}@exemple.fr`,
      accessKeyHash: hashToken(accessKey),
      deliveryType: "delivery",
      paymentMethod: "CARD",
      shippingAddress: testAddress(),
      ...columns,
      subtotal,
      shippingFees,
      discount,
      total: columns.total ?? subtotal + shippingFees - discount,
    })
    .returning({ id: orders.id, reference: orders.reference, total: orders.total, status: orders.status });
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, siteId, orderId: order!.id })));
  await db.insert(orderTransitions).values({
    siteId,
    orderId: order!.id,
    fromStatus: null,
    toStatus: order!.status,
    authorRole: "customer",
  });
  return { id: order!.id, reference: order!.reference, accessKey, total: order!.total };
}
