import type { Cart } from "@vitrine/shared/schemas/shop";

/** What the header shows of the cart on every page: its count and, for the preview, its lines. */
export interface CartSummary {
  id: number;
  totalProduct: number;
  subtotal: number;
  lines: {
    id: number;
    idProduct: number;
    slug: string;
    name: string;
    imageUrl: string | null;
    labels: string[];
    quantity: number;
    lineTotal: number;
  }[];
}

export function cartSummary(cart: Cart): CartSummary {
  return {
    id: cart.id,
    totalProduct: cart.totalProduct,
    subtotal: cart.subtotal,
    lines: cart.products.map((line) => ({
      id: line.id,
      idProduct: line.idProduct,
      slug: line.slug,
      name: line.name,
      imageUrl: line.image?.url ?? null,
      labels: [line.variation1, line.variation2, line.variation3].filter((l): l is string => Boolean(l)),
      quantity: line.quantity,
      lineTotal: line.lineTotal,
    })),
  };
}
