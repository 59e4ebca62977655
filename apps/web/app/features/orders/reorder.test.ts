import type { OrderDetail } from "@vitrine/shared/schemas/orders";
import { describe, expect, it } from "vitest";
import { reorderNotice } from "./reorder.server";

const order = { reference: "2026-000042" } as OrderDetail;

describe("reorderNotice", () => {
  it("says the order's wines are back, one or several", () => {
    expect(reorderNotice(order, { added: 1, refused: [], cookies: [] })).toEqual({
      kind: "success",
      text: "Le vin de la commande 2026-000042 est dans votre panier.",
    });
    expect(reorderNotice(order, { added: 3, refused: [], cookies: [] }).text).toBe(
      "Les 3 vins de la commande 2026-000042 sont dans votre panier.",
    );
  });

  it("names each wine left out with its reason", () => {
    const refused = [
      "Muscadet 2019 : ce vin n'est plus en vente.",
      "Gros-Plant : stock insuffisant : il en reste 2.",
    ];
    expect(reorderNotice(order, { added: 1, refused, cookies: [] })).toEqual({
      kind: "error",
      text: "1 vin sur 3 de la commande 2026-000042 est dans votre panier. Non ajoutés : Muscadet 2019 : ce vin n'est plus en vente. ; Gros-Plant : stock insuffisant : il en reste 2.",
    });
    expect(reorderNotice(order, { added: 0, refused: refused.slice(0, 1), cookies: [] })).toEqual({
      kind: "error",
      text: "Aucun vin de la commande 2026-000042 n'a pu être ajouté au panier. Non ajouté : Muscadet 2019 : ce vin n'est plus en vente.",
    });
  });
});
