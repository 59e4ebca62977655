import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../../testing/api";
import { createCarrier } from "../../../testing/factories/delivery";
import { createProduct } from "../../../testing/factories/shop";
import { createSite, setParameters } from "../../../testing/factories/site";
import { expectFrenchError } from "../../content/testing";

/** POST /calculate/shipping-fees: carriers, zones, brackets, thresholds and refusals. */

let api: TestApi;
let siteId: number;
/** Declination ids by reference. */
let ref: Record<string, number> = {};
let home: number;
let relay: number;
let express: number;

const RULES = {
  FREE_SHIPPING_BOTTLE: "12",
  FREE_SHIPPING_PRICE: "15000",
  MINIMUM_EXPEDITION_BOTTLE: "3",
  MAXIMUM_EXPEDITION_BOTTLE: "36",
  BOTTLE_MULTIPLE: "1",
  ONLY_SELL_IN_FRANCE: "false",
  SELLS_WORLDWIDE: "false",
  LOCK_DELIVERY: "false",
};

const fees = (body: unknown, site = siteId) =>
  api.call({ method: "POST", url: "/calculate/shipping-fees", site, payload: body as object });

const cart = (lines: Array<[string, number]>, postalCode = "44330", country = "FR") => ({
  products: lines.map(([reference, quantity]) => ({ idProduct: ref[reference], quantity })),
  postalCode,
  country,
});

const offer = (body: { data: { carriers: Array<{ id: number; price: number }> } }, id: number) =>
  body.data.carriers.find((c) => c.id === id)?.price ?? null;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  ({ id: siteId } = await createSite(db, {
    name: "Domaine des essais",
    isECommerce: true,
    parameters: RULES,
  }));
  const wine = await createProduct(db, siteId, {
    declinations: [
      { price: 1000, reference: "B75" },
      { price: 600, capacity: 37.5, reference: "B37" },
      { price: 2500, capacity: 1.5, capacityUnit: "L", reference: "MAG" },
      { price: 1000, reference: "OFF", isActive: false },
      { price: 2000, reference: "VOUCHER", hasShippingFees: false, capacity: null, capacityUnit: null },
    ],
  });
  const box = await createProduct(db, siteId, {
    type: "BOX",
    declinations: [{ price: 5400, sellByMultipleOf: 6, reference: "BOX6" }],
  });
  const withdrawn = await createProduct(db, siteId, {
    isActive: false,
    declinations: [{ reference: "GONE" }],
  });
  ref = { ...wine.byReference, ...box.byReference, ...withdrawn.byReference };
  home = (
    await createCarrier(db, siteId, {
      name: "Colissimo domicile",
      delay: "2 à 4 jours ouvrés",
      rates: [
        { zone: "FR_METRO", minBottles: 0, maxBottles: 6, price: 1290 },
        { zone: "FR_METRO", minBottles: 7, maxBottles: 12, price: 1890 },
        { zone: "FR_METRO", minBottles: 13, price: 2490 },
        { zone: "FR_CORSE", price: 3490 },
        { zone: "EU", maxBottles: 12, price: 4500 },
        { zone: "WORLD", price: 9900 },
      ],
    })
  ).id;
  relay = (
    await createCarrier(db, siteId, {
      name: "Point relais",
      kind: "PICKUP",
      rates: [
        { zone: "FR_METRO", maxBottles: 12, price: 690 },
        // Orders of 100 € and more travel cheaper to a relay point.
        { zone: "FR_METRO", maxBottles: 12, minAmount: 10000, price: 490 },
      ],
    })
  ).id;
  express = (
    await createCarrier(db, siteId, {
      name: "Express",
      isActive: false,
      rates: [{ price: 100, zone: "FR_METRO" }],
    })
  ).id;
});

afterAll(async () => {
  await api?.close();
});

describe("POST /calculate/shipping-fees", () => {
  it("answers the carriers that serve a mainland address, cheapest first, with their bracket's price", async () => {
    const { status, body } = await fees(cart([["B75", 6]]));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      zone: "FR_METRO",
      zoneLabel: "France métropolitaine",
      bottleCount: 6,
      amount: 6000,
      needsDelivery: true,
      freeShipping: false,
      unavailable: [],
    });
    expect(body.data.carriers.map((c: { id: number }) => c.id)).toEqual([relay, home]);
    expect(body.data.carriers[0]).toEqual({
      id: relay,
      name: "Point relais",
      kind: "PICKUP",
      description: "",
      delay: "",
      icon: null,
      needsAccessPoint: true,
      price: 690,
      freeShipping: false,
    });
    expect(offer(body, home)).toBe(1290);
    expect(body.data.carriers.map((c: { id: number }) => c.id)).not.toContain(express);
  });

  it.each([
    // lines, bottles counted, home price, relay price
    [[["B75", 7]], 7, 1890, 690],
    [[["B37", 8]], 4, 1290, 690],
    [[["B37", 7]], 3, 1290, 690],
    [[["MAG", 3]], 3, 1290, 690],
    [
      [
        ["BOX6", 1],
        ["B75", 1],
      ],
      7,
      1890,
      690,
    ],
    [
      [
        ["B75", 5],
        ["B37", 3],
      ],
      6,
      1290,
      690,
    ],
    [
      [
        ["B75", 3],
        ["VOUCHER", 5],
      ],
      3,
      1290,
      490,
    ],
  ] as Array<[Array<[string, number]>, number, number, number]>)(
    "prices %j by its bottle count (%i) and amount",
    async (lines, bottles, homePrice, relayPrice) => {
      const { status, body } = await fees(cart(lines));
      expect(status).toBe(200);
      expect(body.data.bottleCount).toBe(bottles);
      expect(offer(body, home)).toBe(homePrice);
      expect(offer(body, relay)).toBe(relayPrice);
    },
  );

  it("sums the lines of one product sent twice", async () => {
    const { body } = await fees(
      cart([
        ["B75", 4],
        ["B75", 3],
      ]),
    );
    expect(body.data.bottleCount).toBe(7);
    expect(offer(body, home)).toBe(1890);
  });

  it("ships free from FREE_SHIPPING_BOTTLE bottles or FREE_SHIPPING_PRICE, in mainland France only", async () => {
    const byBottles = await fees(cart([["B75", 12]]));
    expect(byBottles.body.data.freeShipping).toBe(true);
    expect(offer(byBottles.body, home)).toBe(0);
    expect(byBottles.body.data.carriers.every((c: { freeShipping: boolean }) => c.freeShipping)).toBe(true);
    // 23 half bottles count 11: under 12 bottles and under 150 €, then over 150 € with 2 more.
    const cheap = await fees(cart([["B37", 23]]));
    expect(cheap.body.data.bottleCount).toBe(11);
    expect(cheap.body.data.amount).toBe(13800);
    expect(offer(cheap.body, home)).toBe(1890);
    const byAmount = await fees(
      cart([
        ["B37", 23],
        ["B75", 2],
      ]),
    );
    expect(byAmount.body.data).toMatchObject({ bottleCount: 13, amount: 15800, freeShipping: true });
    const corsica = await fees(cart([["B75", 12]], "20000"));
    expect(corsica.body.data).toMatchObject({ zone: "FR_CORSE", freeShipping: false });
    expect(offer(corsica.body, home)).toBe(3490);
  });

  it("leaves out a carrier without a rate for the zone or the count, saying why", async () => {
    const { body } = await fees(cart([["B75", 13]]));
    expect(offer(body, home)).toBe(0);
    expect(body.data.unavailable).toEqual([
      expect.objectContaining({
        id: relay,
        reason: "Ce transporteur ne prend pas de colis de 13 bouteilles.",
      }),
    ]);
    const corsica = await fees(cart([["B75", 3]], "20200"));
    expect(corsica.body.data.carriers.map((c: { id: number }) => c.id)).toEqual([home]);
    expect(corsica.body.data.unavailable).toEqual([
      expect.objectContaining({ id: relay, reason: "Ce transporteur ne livre pas en Corse." }),
    ]);
  });

  it("needs no carrier for lines without shipping fees", async () => {
    const { status, body } = await fees(cart([["VOUCHER", 1]]));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ bottleCount: 0, needsDelivery: false, freeShipping: true });
    expect(offer(body, home)).toBe(0);
  });

  describe("the site's rules", () => {
    const withRules = async (values: Record<string, string>, run: () => Promise<void>) => {
      await setParameters(api.database.db, siteId, values);
      try {
        await run();
      } finally {
        await setParameters(api.database.db, siteId, RULES);
      }
    };

    it.each([
      [
        [["B75", 2]],
        "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 2 bouteilles.",
      ],
      [
        [["B37", 5]],
        "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 2 bouteilles et demie.",
      ],
      [
        [["B37", 3]],
        "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent d'une bouteille et demie.",
      ],
      [
        [
          ["BOX6", 6],
          ["B75", 1],
        ],
        "Une expédition compte au plus 36 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 37 bouteilles.",
      ],
    ] as Array<[Array<[string, number]>, string]>)("refuses %j: %s", async (lines, message) => {
      const { status, body } = await fees(cart(lines));
      expect(status).toBe(422);
      expectFrenchError(body);
      expect(body.message).toBe(message);
      expect(body.data.errors).toEqual({ products: message });
    });

    it("takes multiples of BOTTLE_MULTIPLE only", async () => {
      await withRules({ BOTTLE_MULTIPLE: "6" }, async () => {
        const refused = await fees(cart([["B75", 8]]));
        expect(refused.status).toBe(422);
        expect(refused.body.message).toBe(
          "Nous expédions par multiples de 6 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 8 bouteilles.",
        );
        expect(
          (
            await fees(
              cart([
                ["BOX6", 1],
                ["B75", 6],
              ]),
            )
          ).status,
        ).toBe(200);
      });
    });

    it("ships nothing under LOCK_DELIVERY", async () => {
      await withRules({ LOCK_DELIVERY: "true" }, async () => {
        const { status, body } = await fees(cart([["B75", 6]]));
        expect(status).toBe(422);
        expect(body.message).toBe(
          "La livraison n'est pas proposée pour le moment : choisissez le retrait sur place.",
        );
      });
    });

    it("serves the EU without SELLS_WORLDWIDE, the world with it, France alone with ONLY_SELL_IN_FRANCE", async () => {
      const belgium = await fees(cart([["B75", 6]], "1000", "be"));
      expect(belgium.status).toBe(200);
      expect(belgium.body.data).toMatchObject({ zone: "EU", zoneLabel: "Union européenne" });
      expect(offer(belgium.body, home)).toBe(4500);
      const swiss = await fees(cart([["B75", 6]], "1201", "CH"));
      expect(swiss.status).toBe(422);
      expect(swiss.body.data.errors).toEqual({
        country:
          "Nous ne livrons pas à cette adresse. Nous livrons uniquement en France métropolitaine, en Corse et dans l'Union européenne.",
      });
      const reunion = await fees(cart([["B75", 6]], "97400"));
      expect(reunion.status).toBe(422);
      await withRules({ SELLS_WORLDWIDE: "true" }, async () => {
        const world = await fees(cart([["B75", 6]], "1201", "CH"));
        expect(world.body.data.zone).toBe("WORLD");
        expect(offer(world.body, home)).toBe(9900);
        expect((await fees(cart([["B75", 6]], "97400"))).body.data.zone).toBe("WORLD");
      });
      await withRules({ ONLY_SELL_IN_FRANCE: "true", SELLS_WORLDWIDE: "true" }, async () => {
        expect((await fees(cart([["B75", 6]], "1000", "BE"))).status).toBe(422);
        expect((await fees(cart([["B75", 6]], "20000"))).status).toBe(200);
      });
    });
  });

  describe("refusals", () => {
    it.each([{ products: [] }, { products: null }, {}])(
      "says « Aucun produit dans le panier. » for %j",
      async (products) => {
        const { status, body } = await fees({ postalCode: "44330", country: "FR", ...products });
        expect(status).toBe(400);
        expectFrenchError(body);
        expect(body.data.errors.products).toBe("Aucun produit dans le panier.");
      },
    );

    it("names each unknown, other site's or withdrawn product", async () => {
      const other = await createProduct(api.database.db, 2, { declinations: [{ reference: "ELSEWHERE" }] });
      const { status, body } = await fees({
        products: [
          { idProduct: ref.B75, quantity: 3 },
          { idProduct: 2_000_000_000, quantity: 1 },
          { idProduct: other.declinationIds[0], quantity: 1 },
          { idProduct: ref.OFF, quantity: 1 },
          { idProduct: ref.GONE, quantity: 1 },
        ],
        postalCode: "44330",
        country: "FR",
      });
      expect(status).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors).toEqual({
        "products.1.idProduct": "Ce produit n'existe pas.",
        "products.2.idProduct": "Ce produit n'existe pas.",
        "products.3.idProduct": "Ce produit n'est plus en vente.",
        "products.4.idProduct": "Ce produit n'est plus en vente.",
      });
    });

    it.each([
      ["4433", "FR", "Un code postal français compte 5 chiffres."],
      ["443300", "FR", "Un code postal français compte 5 chiffres."],
      ["00100", "FR", "Ce code postal ne correspond à aucun département français."],
      ["96000", "FR", "Ce code postal ne correspond à aucun département français."],
      ["44 330", "FR", "Un code postal français compte 5 chiffres."],
      ["", "FR", "Indiquez le code postal."],
      ["<script>", "BE", "Ce code postal n'est pas valide."],
      ["1000'; drop table carriers;--", "BE", "Ce code postal n'est pas valide."],
    ])("refuses the postal code %j in %s", async (postalCode, country, message) => {
      const { status, body } = await fees({ ...cart([["B75", 6]]), postalCode, country });
      expect(status).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors.postalCode).toBe(message);
    });

    it.each([["France"], ["F"], ["12"], [""], [null], [250]])("refuses the country %j", async (country) => {
      const { status, body } = await fees({ ...cart([["B75", 6]]), country });
      expect(status).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors).toHaveProperty("country");
    });

    it.each([
      [{ idProduct: "1", quantity: 1 }, "products.0.idProduct"],
      [{ idProduct: 0, quantity: 1 }, "products.0.idProduct"],
      [{ idProduct: 1, quantity: 0 }, "products.0.quantity"],
      [{ idProduct: 1, quantity: 1.5 }, "products.0.quantity"],
      [{ idProduct: 1, quantity: 1000 }, "products.0.quantity"],
      [{ quantity: 1 }, "products.0.idProduct"],
    ])("refuses the line %j", async (line, field) => {
      const { status, body } = await fees({ products: [line], postalCode: "44330", country: "FR" });
      expect(status).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors).toHaveProperty([field]);
    });

    it("refuses more than 100 lines and a body that is not an object", async () => {
      const many = Array.from({ length: 101 }, () => ({ idProduct: ref.B75, quantity: 1 }));
      const tooMany = await fees({ products: many, postalCode: "44330", country: "FR" });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.data.errors.products).toBe("Un panier compte au plus 100 produits.");
      for (const body of [[], "panier", null]) {
        const { status, body: reply } = await api.call({
          method: "POST",
          url: "/calculate/shipping-fees",
          site: siteId,
          payload: JSON.stringify(body),
          headers: { "content-type": "application/json" },
        });
        expect(status).toBe(400);
        expectFrenchError(reply);
      }
    });

    it("answers 404 on a site that does not sell online", async () => {
      const { status, body } = await fees(cart([["B75", 6]]), 1);
      expect(status).toBe(404);
      expect(body.message).toBe("Cette boutique n'existe pas.");
    });
  });
});
