import { describe, expect, it } from "vitest";
import { fixFor } from "./order-errors";

describe("fixFor", () => {
  it("sends a line's problem to the cart, first of all", () => {
    expect(fixFor({ "products.1.id": "Ce vin est épuisé.", discount: "x" })).toEqual({
      path: "/panier",
      label: "Modifier mon panier",
    });
  });

  it("sends the pickup period, the carrier, the code and the addresses to their step", () => {
    expect(fixFor({ idSchedule: "Ce créneau est complet." })?.path).toBe("/commande?etape=livraison");
    expect(fixFor({ "delivery.accessPoint.id": "Choisissez un point relais." })?.path).toBe(
      "/commande?etape=livraison",
    );
    expect(fixFor({ discountCode: "Ce code promo n'est plus valable." })?.path).toBe(
      "/commande?etape=recapitulatif",
    );
    expect(fixFor({ discount: "Code invalide." })?.path).toBe("/commande?etape=recapitulatif");
    expect(fixFor({ "address.delivery.postalCode": "Code postal invalide." })?.path).toBe("/commande");
    expect(fixFor({ email: "Adresse invalide." })?.label).toBe("Modifier mes coordonnées");
  });

  it("has no link for the payment method's own field nor for a refusal without fields", () => {
    expect(fixFor({ paymentMethod: "Choisissez un moyen de paiement." })).toBeNull();
    expect(fixFor({})).toBeNull();
    expect(fixFor({ discountCodeExtra: "x" })).toBeNull();
  });
});
